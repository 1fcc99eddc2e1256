import BlackjackTraining
import CardKit

/// A drill's answers so far: how many, how many right, and the time they took.
struct DrillScore {
  /// Answers given.
  var answered = 0
  /// Answers right.
  var correct = 0
  /// The time all answers took.
  var time: Duration = .zero

  /// Adds an answer.
  mutating func add(correct right: Bool, time elapsed: Duration) {
    answered += 1
    if right { correct += 1 }
    time += elapsed
  }
}

/// `drill countdown` at the prompt: the deck, when the first card was shown, and whether the count is asked.
struct CountdownState {
  /// The drill.
  var drill: CountdownDrill
  /// When the first card was shown.
  var startedAt: Duration
}

/// `drill true-count` at the prompt: the drill, the question shown, when it was shown, and the score.
struct TrueCountState {
  /// The drill.
  var drill: TrueCountDrill
  /// The question shown.
  var question: TrueCountDrill.Question
  /// When it was shown.
  var askedAt: Duration
  /// The file each tray is drawn to (`--svg`), if any.
  var svg: TrayPictureFile?
  /// The answers so far.
  var score = DrillScore()
}

/// `drill decks` at the prompt: the drill, the tray shown, when it was shown, and the score.
struct DecksState {
  /// The drill.
  var drill: DeckEstimationDrill
  /// The tray shown.
  var tray: DiscardTray
  /// When it was shown.
  var askedAt: Duration
  /// The file each tray is drawn to (`--svg`), if any.
  var svg: TrayPictureFile?
  /// The answers so far.
  var score = DrillScore()
}

/// `drill pairs` at the prompt: the drill, the group shown, when it was shown, and the score.
struct PairsState {
  /// The drill.
  var drill: PairsDrill
  /// The group shown.
  var group: [Card]
  /// When it was shown.
  var askedAt: Duration
  /// The answers so far.
  var score = DrillScore()
}
