public import CardKit

/// The deviations drill: hands that have an index play, each at a true count, graded against the index table the
/// simulator plays (``IndexTable/action(for:count:chart:)`` and ``IndexTable/takesInsurance(count:)``).
///
/// Each question draws one of the table's plays that can arise under the rules (its action legal on its hand), at the count given or, without one,
/// at a count from two below to two above the play's index, so that both sides of the index come up.
public struct DeviationDrill: Sendable {
  /// One question: a hand at a count.
  public struct Question: Sendable {
    /// The index play drawn.
    public var play: IndexPlay
    /// The player's cards.
    public var cards: [Card]
    /// The dealer's up card.
    public var upCard: Card
    /// The true count.
    public var count: Int
    /// The decision (unused for insurance).
    public var decision: Decision

    /// A question of `play` on `cards` against `upCard` at `count`.
    public init(play: IndexPlay, cards: [Card], upCard: Card, count: Int, decision: Decision) {
      self.play = play
      self.cards = cards
      self.upCard = upCard
      self.count = count
      self.decision = decision
    }
  }

  /// An answer: an action on the hand, or whether to take insurance.
  public enum Answer: Hashable, Sendable {
    /// An action.
    case action(Action)
    /// Taking (`true`) or declining insurance.
    case insurance(Bool)
  }

  /// How an answer was graded.
  public struct Grade: Hashable, Sendable {
    /// Whether the answer was the table's play.
    public var isCorrect: Bool
    /// The right answer.
    public var expected: Answer
    /// Whether the index play's condition holds at the count (so the right answer is the deviation).
    public var deviates: Bool

    /// A grade.
    public init(isCorrect: Bool, expected: Answer, deviates: Bool) {
      self.isCorrect = isCorrect
      self.expected = expected
      self.deviates = deviates
    }
  }

  /// The index table.
  public let table: IndexTable
  /// The chart played where no index play applies.
  public let chart: BasicStrategy
  /// The table's rules.
  public let rules: Rules
  /// The count every question is asked at, or `nil` for counts around each play's index.
  public let fixedCount: Int?
  /// The plays that can come up under the rules.
  public let plays: [IndexPlay]
  /// Questions answered, and those answered right.
  public private(set) var answered = 0
  /// Answers that were right.
  public private(set) var correct = 0
  var generator: Xoshiro256StarStar

  /// A drill of `table` under `rules`, seeded by `seed`; `nil` when none of its plays can arise under the rules.
  public init?(table: IndexTable, chart: BasicStrategy, rules: Rules, seed: UInt64, count: Int? = nil) {
    self.table = table
    self.chart = chart
    self.rules = rules
    fixedCount = count
    var scratch = Xoshiro256StarStar(seed: 0)
    plays = table.plays.filter { play in
      guard let hand = play.hand else { return true }
      guard let cards = ChartPosition(hand, against: play.upCard).cards(using: &scratch) else { return false }
      let legal = rules.legalActions(for: ChartPosition.situation(of: cards))
      return play.applies(to: ChartPosition.situation(of: cards), upCard: play.upCard, legal: legal)
        && legal.contains(play.action)
    }
    guard !plays.isEmpty else { return nil }
    generator = Xoshiro256StarStar(seed: seed)
  }

  /// The next question.
  public mutating func next() -> Question {
    let play = plays[Int(generator.next(below: UInt64(plays.count)))]
    let count = fixedCount ?? play.index - 2 + Int(generator.next(below: 5))
    let hand = play.hand ?? .hard(12 + Int(generator.next(below: 8)))
    let cards = ChartPosition(hand, against: play.upCard).cards(using: &generator) ?? []
    let upRanks: [Rank] = play.upCard == .ten ? [.ten, .jack, .queen, .king] : [play.upCard]
    let upCard = Card(
      upRanks[Int(generator.next(below: UInt64(upRanks.count)))], of: Suit.allCases[Int(generator.next(below: 4))])
    let situation = ChartPosition.situation(of: cards)
    let decision = Decision(
      hand: situation, upCard: upCard.rank, legal: rules.legalActions(for: situation), rules: rules)
    return Question(play: play, cards: cards, upCard: upCard, count: count, decision: decision)
  }

  /// Grades `answer` to `question` (without recording it).
  public func grade(_ answer: Answer, for question: Question) -> Grade {
    let deviates = question.play.comparison.holds(question.count, question.play.index)
    let expected: Answer =
      question.play.isInsurance
      ? .insurance(table.takesInsurance(count: question.count))
      : .action(table.action(for: question.decision, count: question.count, chart: chart))
    return Grade(isCorrect: answer == expected, expected: expected, deviates: deviates)
  }

  /// Grades and records an answer.
  @discardableResult
  public mutating func answer(_ answer: Answer, for question: Question) -> Grade {
    let grade = grade(answer, for: question)
    answered += 1
    if grade.isCorrect { correct += 1 }
    return grade
  }
}
