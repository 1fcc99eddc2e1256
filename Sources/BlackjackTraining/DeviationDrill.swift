public import BlackjackCounting
public import BlackjackEngine
public import CardKit

/// The deviations drill: hands that have an index play, each at a true count, graded against the index table the
/// simulator plays (``IndexTable/action(for:count:chart:)`` and ``IndexTable/takesInsurance(count:)``).
///
/// Each question draws one of the table's plays that can arise under the rules (its action legal on its hand, and
/// not always overridden, as a stand is by a surrender the chart or another index plays first), at the count given or, without one,
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
    /// Whether the right answer is the index play's (its condition holds at the count).
    public var deviates: Bool
    /// What the chart for the table's rules plays on the hand, counting aside (declining, for insurance). It differs
    /// from ``expected`` without ``deviates`` when an index play the chart would make does not hold at the count: the
    /// Fab 4's 15 v T surrender below TC 0, where the counter hits though the chart surrenders.
    public var chart: Answer

    /// A grade.
    public init(isCorrect: Bool, expected: Answer, deviates: Bool, chart: Answer) {
      self.isCorrect = isCorrect
      self.expected = expected
      self.deviates = deviates
      self.chart = chart
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
      let situation = ChartPosition.situation(of: cards)
      let legal = rules.legalActions(for: situation)
      guard play.applies(to: situation, upCard: play.upCard, legal: legal), legal.contains(play.action) else {
        return false
      }
      // A play another decides first (a surrender, by the chart or by an index) never changes the answer.
      let decision = Decision(hand: situation, upCard: play.upCard, legal: legal, rules: rules)
      return table.action(for: decision, count: Self.nearestHolding(play), chart: chart) == play.action
    }
    guard !plays.isEmpty else { return nil }
    generator = Xoshiro256StarStar(seed: seed)
  }

  /// The count nearest the index at which a play's comparison holds.
  static func nearestHolding(_ play: IndexPlay) -> Int {
    switch play.comparison {
    case .atLeast, .atMost: play.index
    case .above: play.index + 1
    case .below: play.index - 1
    }
  }

  /// The next question.
  public mutating func next() -> Question {
    question(for: plays[Int(generator.next(below: UInt64(plays.count)))])
  }

  /// A question on `play`: a hand it applies to, at a count near its index (or the drill's fixed count).
  public mutating func question(for play: IndexPlay) -> Question {
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
    let expected: Answer =
      question.play.isInsurance
      ? .insurance(table.takesInsurance(count: question.count))
      : .action(table.action(for: question.decision, count: question.count, chart: chart))
    let deviates = expected == (question.play.isInsurance ? .insurance(true) : .action(question.play.action))
    let chartPlay: Answer =
      question.play.isInsurance ? .insurance(false) : .action(chart.action(for: question.decision))
    return Grade(isCorrect: answer == expected, expected: expected, deviates: deviates, chart: chartPlay)
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
