public import BlackjackAnalysis
public import BlackjackCounting
public import BlackjackEngine
public import CardKit

/// A deviation whose index ``IndexGenerator`` works out: a hand (or insurance) against an up card, the action a
/// counter might switch to, the action it would otherwise take, and the two-card hands that make the hand.
public struct IndexCandidate: Hashable, Sendable {
  /// The hand, or `nil` for the insurance bet (against an ace).
  public var hand: IndexPlay.Hand?
  /// The dealer's up card (an ace for insurance).
  public var upCard: Rank
  /// The deviation: the action played when the count says so (for insurance, taking it).
  public var deviation: Action
  /// The action played otherwise (the full shoe's best other than the deviation); unused for insurance.
  public var alternative: Action
  /// The two-card hands of ``hand`` whose values are averaged (hard totals without pairs; a pair; an ace and a
  /// card), weighted by how likely each is to be dealt from each shoe.
  public var hands: [[Rank]]

  /// A candidate from its parts.
  public init(hand: IndexPlay.Hand?, upCard: Rank, deviation: Action, alternative: Action, hands: [[Rank]]) {
    self.hand = hand
    self.upCard = upCard
    self.deviation = deviation
    self.alternative = alternative
    self.hands = hands
  }

  /// The insurance bet against an ace.
  public static let insurance = IndexCandidate(
    hand: nil, upCard: .ace, deviation: .stand, alternative: .stand, hands: [])

  /// The name an index file gives the play, without its condition: `16vT S`, `insurance`.
  public var name: String {
    let spec = IndexPlay(hand ?? .hard(0), against: upCard, deviation, .atLeast, 0).spec
    return hand == nil ? "insurance" : String(spec.split(separator: " ").prefix(2).joined(separator: " "))
  }

  /// The two-card hands of a hand: a hard total's pairs of different values that add up to it (no ace), a pair's
  /// two cards, a soft total's ace and other card.
  public static func twoCardHands(_ hand: IndexPlay.Hand) -> [[Rank]] {
    func rank(_ points: Int) -> Rank { Rank(blackjackPoints: points) }
    switch hand {
    case .pair(let points): return [[rank(points), rank(points)]]
    case .soft(let total): return (2...10).contains(total - 11) ? [[.ace, rank(total - 11)]] : []
    case .hard(let total):
      return (2...10).compactMap { low in
        let high = total - low
        return low < high && high <= 10 ? [rank(low), rank(high)] : nil
      }
    }
  }

  /// The candidates of an index table's plays: each play's hand and up card, its action as the deviation, and as
  /// the alternative the best other action for its first two-card hand from the full shoe (surrender left out
  /// unless the play is a surrender).
  ///
  /// - Returns: `nil` for a play whose hand has no two-card hand, or whose deviation is not legal on it.
  public static func candidates(for table: IndexTable, analysis: ExactAnalysis) -> [IndexCandidate]? {
    var result: [IndexCandidate] = []
    for play in table.plays {
      guard let hand = play.hand else {
        result.append(.insurance)
        continue
      }
      guard let candidate = candidate(hand, against: play.upCard, deviation: play.action, analysis: analysis) else {
        return nil
      }
      result.append(candidate)
    }
    return result
  }

  /// The candidate for `hand` against `upCard` with `deviation`, the alternative from the full shoe.
  static func candidate(_ hand: IndexPlay.Hand, against upCard: Rank, deviation: Action?, analysis: ExactAnalysis)
    -> IndexCandidate?
  {
    let hands = twoCardHands(hand)
    guard let first = hands.first, let values = analysis.actionEVs(hand: first, upCard: upCard) else { return nil }
    var others = values.values
    let deviation =
      deviation
      ?? others.filter { $0.key != .surrender && $0.key != values.best }.max { $0.value < $1.value }?.key
    guard let deviation, others[deviation] != nil else { return nil }
    others[deviation] = nil
    if deviation != .surrender { others[.surrender] = nil }
    guard
      let alternative = others.max(by: {
        $0.value != $1.value ? $0.value < $1.value : $0.key.rawValue > $1.key.rawValue
      })?.key
    else { return nil }
    return IndexCandidate(hand: hand, upCard: upCard, deviation: deviation, alternative: alternative, hands: hands)
  }

  /// Every decision of hard 8 to 17, soft 13 to 20 and every pair against every up card, with the full shoe's
  /// second-best action (surrender aside) as the deviation from the best, and insurance first.
  public static func allDecisions(analysis: ExactAnalysis) -> [IndexCandidate] {
    let upCards: [Rank] = [.two, .three, .four, .five, .six, .seven, .eight, .nine, .ten, .ace]
    let hands: [IndexPlay.Hand] =
      (8...17).map { .hard($0) } + (13...20).map { .soft($0) } + (1...10).map { .pair($0) }
    return [.insurance]
      + hands.flatMap { hand in
        upCards.compactMap { candidate(hand, against: $0, deviation: nil, analysis: analysis) }
      }
  }
}
