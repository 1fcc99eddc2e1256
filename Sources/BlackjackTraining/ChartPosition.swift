public import BlackjackCounting
public import BlackjackEngine
public import CardKit

/// A position in a basic-strategy chart: a row (hard or soft total, or pair) and a column (the dealer's up card),
/// or the insurance question.
///
/// The row is the one ``BasicStrategy/cell(for:upCard:legal:)`` reads: a pair's row when splitting is legal,
/// otherwise its total's. Mistakes are grouped by position, and the strategy drill deals hands by position.
public struct ChartPosition: Hashable, Sendable {
  /// The row, or `nil` for the insurance question.
  public var hand: IndexPlay.Hand?
  /// The dealer's up card (`.ten` stands for every ten-valued rank; `.ace` for insurance).
  public var upCard: Rank

  /// The position of `hand` against `upCard`.
  public init(_ hand: IndexPlay.Hand, against upCard: Rank) {
    self.hand = hand
    self.upCard = upCard.isTenValued ? .ten : upCard
  }

  /// The insurance (or even-money) question.
  public static let insurance = ChartPosition(hand: nil, upCard: .ace)

  private init(hand: IndexPlay.Hand?, upCard: Rank) {
    self.hand = hand
    self.upCard = upCard
  }

  /// The position a decision is read from: the pair row when splitting is legal, otherwise the total's row (hard
  /// totals above 21 are read from the hard 21 row, as the chart does).
  public init(situation: HandSituation, upCard: Rank, legal: ActionSet) {
    if let points = situation.pairPoints, legal.contains(.split) {
      self.init(.pair(points), against: upCard)
    } else if situation.value.isSoft {
      self.init(.soft(situation.value.total), against: upCard)
    } else {
      self.init(.hard(min(situation.value.total, 21)), against: upCard)
    }
  }

  /// The position of a hand recorded by its cards, assuming a two-card pair could be split (a record does not say
  /// whether the table's hand limit had been reached).
  public init(cards: [Rank], upCard: Rank) {
    let value = HandValue(hardTotal: cards.reduce(0) { $0 + $1.points }, hasAce: cards.contains(.ace))
    let pair = cards.count == 2 && cards[0].points == cards[1].points ? cards[0].points : nil
    self.init(
      situation: HandSituation(value: value, cardCount: cards.count, pairPoints: pair), upCard: upCard,
      legal: pair == nil ? [] : .split)
  }

  /// The positions the strategy drill deals: two-card hard totals 5–19 (no pair), soft 13–20 and the ten pairs,
  /// against each of the ten up cards; 330 in all.
  public static let drillable: [ChartPosition] = {
    let rows: [IndexPlay.Hand] =
      (5...19).map { .hard($0) } + (13...20).map { .soft($0) } + (1...10).map { .pair($0) }
    return rows.flatMap { row in BasicStrategy.upCards.map { ChartPosition(row, against: $0) } }
  }()

  /// A sort key: hard rows, then soft, then pairs, each by total or points, then the up card in chart order;
  /// insurance last.
  public var order: Int {
    let column = upCard == .ace ? 9 : upCard.points - 2
    guard let hand else { return 10_000 }
    switch hand {
    case .hard(let total): return total * 10 + column
    case .soft(let total): return 1_000 + total * 10 + column
    case .pair(let points): return 2_000 + points * 10 + column
    }
  }

  /// Two cards making this position's row, drawn at random: distinct values for a hard total (no pair), an ace and
  /// another card for a soft total, two cards of the same points for a pair. Suits and the rank of a ten-valued
  /// card are random too. `nil` for a row no two cards make (hard 4, 20 and 21, soft 12 and 21, insurance).
  public func cards<G: RandomNumberGenerator>(using generator: inout G) -> [Card]? {
    guard let hand else { return nil }
    func card(points: Int) -> Card {
      let ranks: [Rank] = points == 10 ? [.ten, .jack, .queen, .king] : [Rank(blackjackPoints: points)]
      let rank = ranks[Int(generator.next(below: UInt64(ranks.count)))]
      return Card(rank, of: Suit.allCases[Int(generator.next(below: 4))])
    }
    switch hand {
    case .hard(let total):
      let lows = (2...10).filter { low in
        let high = total - low; return high > low && high <= 10
      }
      guard !lows.isEmpty else { return nil }
      let low = lows[Int(generator.next(below: UInt64(lows.count)))]
      let pair = [card(points: low), card(points: total - low)]
      return generator.next(below: 2) == 0 ? pair : pair.reversed()
    case .soft(let total):
      guard (13...20).contains(total) else { return nil }
      let pair = [card(points: 1), card(points: total - 11)]
      return generator.next(below: 2) == 0 ? pair : pair.reversed()
    case .pair(let points):
      return [card(points: points), card(points: points)]
    }
  }

  /// The situation of two cards of this position's row as a first decision: one hand, nothing split.
  public static func situation(of cards: [Card]) -> HandSituation {
    let value = HandValue(cards)
    let pair = cards.count == 2 && cards[0].rank.points == cards[1].rank.points ? cards[0].rank.points : nil
    return HandSituation(value: value, cardCount: cards.count, pairPoints: pair)
  }
}
