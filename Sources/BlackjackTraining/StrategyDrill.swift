public import BlackjackEngine
public import CardKit

/// The strategy drill: random two-card hands against an up card, the answer graded against the chart for the
/// table's rules. Positions where the player has erred come back more often.
///
/// Each position of ``ChartPosition/drillable`` is drawn with weight ``weight(misses:)``: 1, plus
/// ``missWeight`` for every mistake still held against it. A wrong answer adds a mistake; a right one takes one
/// away (down to none), so a weak position keeps coming back until it is answered right.
public struct StrategyDrill: Sendable {
  /// One hand to play.
  public struct Question: Sendable {
    /// The player's two cards.
    public var cards: [Card]
    /// The dealer's up card.
    public var upCard: Card
    /// The chart position.
    public var position: ChartPosition
    /// The decision, as the rules see it: the legal actions of the first decision on the hand.
    public var decision: Decision

    /// A question of `cards` against `upCard` at `position`.
    public init(cards: [Card], upCard: Card, position: ChartPosition, decision: Decision) {
      self.cards = cards
      self.upCard = upCard
      self.position = position
      self.decision = decision
    }
  }

  /// How an answer was graded.
  public struct Grade: Hashable, Sendable {
    /// Whether the answer was the chart's play.
    public var isCorrect: Bool
    /// The chart's play.
    public var chart: Action

    /// A grade.
    public init(isCorrect: Bool, chart: Action) {
      self.isCorrect = isCorrect
      self.chart = chart
    }
  }

  /// The extra weight of each mistake held against a position.
  public static let missWeight = 4

  /// The table's rules.
  public let rules: Rules
  /// The chart the answers are graded against (the basic strategy for ``rules``).
  public let chart: BasicStrategy
  /// The mistakes held against each position (from earlier play and from this drill).
  public private(set) var misses: [ChartPosition: Int]
  /// Questions answered, and those answered right.
  public private(set) var answered = 0
  /// Questions answered right.
  public private(set) var correct = 0
  var generator: Xoshiro256StarStar

  /// A drill for `rules` graded against `chart`, seeded by `seed`, weighting the positions of `misses` (such as a
  /// session's or a profile's mistakes).
  public init(rules: Rules, chart: BasicStrategy, seed: UInt64, misses: [ChartPosition: Int] = [:]) {
    self.rules = rules
    self.chart = chart
    self.misses = misses.filter { $0.value > 0 && $0.key.hand != nil }
    generator = Xoshiro256StarStar(seed: seed)
  }

  /// A position's weight: 1 + ``missWeight`` × mistakes held against it.
  public static func weight(misses: Int) -> Int { 1 + missWeight * max(0, misses) }

  /// The index that `draw` (from 0 to the sum of `weights` − 1) falls on, each index taking `weights[i]`
  /// consecutive values.
  public static func pick(_ weights: [Int], draw: Int) -> Int {
    var rest = draw
    for (index, weight) in weights.enumerated() {
      if rest < weight { return index }
      rest -= weight
    }
    return weights.count - 1
  }

  /// The weight of every drillable position now, in ``ChartPosition/drillable`` order.
  public var weights: [Int] { ChartPosition.drillable.map { Self.weight(misses: misses[$0] ?? 0) } }

  /// The next hand.
  public mutating func next() -> Question {
    let weights = self.weights
    let total = weights.reduce(0, +)
    let position = ChartPosition.drillable[Self.pick(weights, draw: Int(generator.next(below: UInt64(total))))]
    return question(at: position)
  }

  /// A hand at `position`, with a random up card of its column.
  public mutating func question(at position: ChartPosition) -> Question {
    let cards = position.cards(using: &generator) ?? []
    let upRanks: [Rank] = position.upCard == .ten ? [.ten, .jack, .queen, .king] : [position.upCard]
    let upCard = Card(
      upRanks[Int(generator.next(below: UInt64(upRanks.count)))], of: Suit.allCases[Int(generator.next(below: 4))])
    let situation = ChartPosition.situation(of: cards)
    let decision = Decision(
      hand: situation, upCard: upCard.rank, legal: rules.legalActions(for: situation), rules: rules)
    return Question(cards: cards, upCard: upCard, position: position, decision: decision)
  }

  /// Grades `action` as the answer to `question` (without recording it).
  public func grade(_ action: Action, for question: Question) -> Grade {
    let play = chart.action(for: question.decision)
    return Grade(isCorrect: play == action, chart: play)
  }

  /// Grades and records an answer: a wrong one holds a mistake against the position, a right one takes one away.
  @discardableResult
  public mutating func answer(_ action: Action, for question: Question) -> Grade {
    let grade = grade(action, for: question)
    answered += 1
    if grade.isCorrect {
      correct += 1
      if let held = misses[question.position] { misses[question.position] = held > 1 ? held - 1 : nil }
    } else {
      misses[question.position, default: 0] += 1
    }
    return grade
  }
}
