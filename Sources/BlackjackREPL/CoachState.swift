import BlackjackEngine
import BlackjackProfile
import BlackjackTraining

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the coach keeps during a session: whether it flags mistakes and the mistakes made (the drill in progress is
/// kept in the session's mode, ``SessionMode/drill(_:)``).
struct CoachState {
  /// Whether `coach on` is in force.
  var isOn = false
  /// Whether `hint` adds the index play for the true count (`play --count` chose a system).
  var indexHints = false
  /// Counting while playing, with `play --ramp` or `--spread`: bets graded, the count asked (see ``CountPlay``).
  var countPlay: CountPlay?
  /// The session's plays off the chart.
  var mistakes = MistakeTally()
  /// How many drills were started (an unseeded drill's seed is the session seed and this).
  var drillsStarted = 0
  /// Whether replies are written at a terminal, where the count drill's cards come at its pace (so an answer is
  /// timed from when the last card was shown).
  var pacesCards = false
  /// The time now, for timing the count drill's answers (tests give a clock of their own).
  var now: () -> Duration = { ContinuousClock.now - CoachState.origin }

  /// Seconds since 1970 now, for the drills' schedule (tests give a clock of their own).
  var epochNow: () -> Double = { Double(time(nil)) }
  /// When the strategy or deviations question on the screen was shown (on ``now``).
  var questionShownAt: Duration = .zero
  /// Drill answers graded since the profile last saved (a guest keeps none).
  var drillAnswers: [DrillAnswerRecord] = []
  /// The profile's drill schedule as this session knows it, read at its first use; `nil` before.
  var schedule: [DrillItem: LeitnerSchedule.Entry]?
  /// Schedule entries changed since the profile last saved.
  var scheduleChanges: [DrillItem: LeitnerSchedule.Entry] = [:]

  /// The instant the default clock counts from.
  static let origin = ContinuousClock.now
}

/// A drill in progress and its question.
enum DrillState {
  /// The strategy drill and the hand asked.
  case strategy(StrategyDrill, StrategyDrill.Question)
  /// The count drill.
  case count(CountDrillState)
  /// The deviations drill and the hand asked.
  case deviations(DeviationDrill, DeviationDrill.Question)
  /// `drill due`: the items due, served weakest first.
  case due(DueState)
  /// The countdown drill.
  case countdown(CountdownState)
  /// The true-count drill and its question.
  case trueCount(TrueCountState)
  /// The decks drill and its tray.
  case decks(DecksState)
  /// The pairs drill and its group.
  case pairs(PairsState)
}

/// The count drill at the prompt: the drill, what is asked, and the time the answers took.
struct CountDrillState {
  /// Seconds a card at a terminal when `--pace` is not given (and in `drill due`).
  static let defaultPace = 1.0

  /// What the drill waits for.
  enum Asking {
    /// The running count.
    case running
    /// The true count.
    case trueCount
  }

  /// The drill.
  var drill: CountDrill
  /// What is asked now.
  var asking: Asking = .running
  /// Seconds to pause after each card at a terminal.
  var pace: Double
  /// When the question was asked.
  var askedAt: Duration = .zero
  /// The time all answers took.
  var answerTime: Duration = .zero
}
