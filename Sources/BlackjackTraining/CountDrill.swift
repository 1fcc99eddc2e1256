public import BlackjackCounting
public import CardKit

/// The counting drill: a shuffled shoe dealt a few cards at a time, the running count (and, for a balanced system,
/// the true count) asked at random moments and graded.
///
/// Each step deals 2 to 6 cards; a question comes after 1 to 3 steps, at random. The running count must be exact;
/// a true count is right within half a point of the exact running count per deck unseen (players estimate the decks
/// left by eye, to the half deck). The drill ends when fewer cards are left than a step can deal.
public struct CountDrill: Sendable {
  /// How an answer was graded.
  public struct Grade: Hashable, Sendable {
    /// Whether the answer was right.
    public var isCorrect: Bool
    /// The exact value.
    public var actual: Double
  }

  /// The counting system drilled.
  public let system: CountingSystem
  /// The decks in the shoe.
  public let decks: Int
  /// The shuffled shoe.
  public let cards: [Card]
  /// How many cards have been dealt.
  public private(set) var dealt = 0
  /// The count of the cards dealt.
  public private(set) var count: CardCount
  /// Questions answered, and those answered right.
  public private(set) var asked = 0
  /// Answers that were right.
  public private(set) var correct = 0
  /// Steps left before the next question.
  var stepsToQuestion: Int
  var generator: Xoshiro256StarStar

  /// The most cards one step deals.
  public static let maximumStep = 6

  /// A drill of `decks` decks under `system`, shuffled with `seed`.
  public init(system: CountingSystem, decks: Int, seed: UInt64) {
    self.system = system
    self.decks = decks
    generator = Xoshiro256StarStar(seed: seed)
    var shoe = (0..<decks).flatMap { _ in Deck.standardOrder }
    shoe.fisherYatesShuffle(using: &generator)
    cards = shoe
    count = CardCount(system: system, decks: decks)
    stepsToQuestion = 1 + Int(generator.next(below: 3))
  }

  /// The cards not dealt yet.
  public var unseen: Int { cards.count - dealt }

  /// Whether the shoe is too low for another step.
  public var isOver: Bool { unseen < Self.maximumStep }

  /// Deals the next step: its cards (empty once the drill is over), and whether a question follows.
  public mutating func step() -> (cards: [Card], asks: Bool) {
    guard !isOver else { return ([], false) }
    let size = 2 + Int(generator.next(below: UInt64(Self.maximumStep - 1)))
    let batch = Array(cards[dealt..<dealt + size])
    dealt += size
    count.count(batch)
    stepsToQuestion -= 1
    guard stepsToQuestion == 0 else { return (batch, false) }
    stepsToQuestion = 1 + Int(generator.next(below: 3))
    return (batch, true)
  }

  /// The exact true count now: the running count per deck unseen.
  public var trueCount: Double { count.trueCount(unseen: unseen) ?? 0 }

  /// Grades a running count answer (it must be exact) and records it.
  public mutating func answerRunning(_ answer: Double) -> Grade {
    record(Grade(isCorrect: answer == count.runningCount, actual: count.runningCount))
  }

  /// Grades a true count answer (right within half a point of ``trueCount``) and records it.
  public mutating func answerTrue(_ answer: Double) -> Grade {
    record(Grade(isCorrect: abs(answer - trueCount) <= 0.5 + 1e-9, actual: trueCount))
  }

  private mutating func record(_ grade: Grade) -> Grade {
    asked += 1
    if grade.isCorrect { correct += 1 }
    return grade
  }
}
