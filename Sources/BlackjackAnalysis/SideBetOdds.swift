public import BlackjackEngine
import CardKit

/// The exact odds of a side bet dealt from a full shoe, by combinatorial enumeration.
///
/// The cards the bet is judged on are enumerated as ordered draws of the 52 distinct cards (rank × suit), each
/// weighted by the number of ways to draw it from the copies left in the shoe (without replacement; an infinite
/// deck never runs short of any). Every deal is judged by the engine's rule (``SideBetKind/hand(first:second:upCard:dealerBlackjack:)``),
/// so the odds are those of the bet the table settles. All counts are exact integers.
///
/// - 21+3: the player's two cards and the up card, C(52D, 3) combinations.
/// - Perfect Pairs: the player's two cards, C(52D, 2) combinations.
/// - Lucky Ladies: the player's two cards, then the dealer's up and hole cards (for the dealer's blackjack) from
///   the rest: C(52D, 2) · (52D − 2)(52D − 3) ways.
public struct SideBetOdds: Hashable, Sendable {
  /// The bet and its paytable.
  public let bet: SideBet
  /// The number of decks, or `nil` for an infinite deck.
  public let decks: Int?
  /// The ways each winning hand of the bet's kind occurs: for a finite shoe unordered in the player's cards (as
  /// combinations are usually counted) and ordered in the dealer's; for an infinite deck, ordered draws of the 52
  /// cards with replacement.
  public let ways: [SideBetHand: Int]
  /// The ways of every deal, winning or not.
  public let totalWays: Int

  /// The odds of `bet` for a shoe of `decks` full decks (`nil`: an infinite deck).
  ///
  /// - Precondition: `decks` is positive when given.
  public init(bet: SideBet, decks: Int?) {
    precondition(decks.map { $0 > 0 } ?? true, "a shoe needs at least one deck")
    self.bet = bet
    self.decks = decks
    var counter = WayCounter(decks: decks)
    switch bet.kind {
    case .twentyOnePlusThree: counter.countThreeCards(bet.kind)
    case .perfectPairs: counter.countTwoCards(bet.kind, dealer: false)
    case .luckyLadies: counter.countTwoCards(bet.kind, dealer: true)
    }
    ways = counter.ways
    totalWays = counter.total
  }

  /// The probability of `hand`.
  public func probability(of hand: SideBetHand) -> Double {
    Double(ways[hand] ?? 0) / Double(totalWays)
  }

  /// The player's expected result per unit staked, as an exact fraction: (Σ ways × odds − losing ways) / total.
  public var expectedReturnFraction: (numerator: Int, denominator: Int) {
    var numerator = 0
    var winning = 0
    for (hand, count) in ways {
      guard let odds = bet.odds(for: hand) else { continue }
      numerator += count * odds
      winning += count
    }
    return (numerator - (totalWays - winning), totalWays)
  }

  /// The player's expected result per unit staked (negative: the house's advantage).
  public var expectedReturn: Double {
    let fraction = expectedReturnFraction
    return Double(fraction.numerator) / Double(fraction.denominator)
  }

  /// The house edge per unit staked: the negated expected return.
  public var houseEdge: Double { -expectedReturn }
}

/// Counts the ways of ordered draws of distinct cards from a shoe of `decks` decks.
struct WayCounter {
  /// The copies of each of the 52 cards (index rank × 4 + suit), or `nil` for an infinite deck.
  let copies: Int?
  /// Cards in the full shoe (52 for an infinite deck, where only the proportions matter).
  let size: Int
  /// The 52 distinct cards.
  let cards: [Card] = Rank.allCases.flatMap { rank in Suit.allCases.map { Card(rank, of: $0) } }
  var ways: [SideBetHand: Int] = [:]
  var total = 0

  init(decks: Int?) {
    copies = decks
    size = 52 * (decks ?? 1)
  }

  /// The ways to draw card `index` next when `drawn` (indices) are already out.
  func left(_ index: Int, after drawn: [Int]) -> Int {
    guard let copies else { return 1 }
    return copies - drawn.count { $0 == index }
  }

  /// 21+3: ordered triples, each unordered combination counted 3! times, then divided.
  mutating func countThreeCards(_ kind: SideBetKind) {
    for a in 0..<52 {
      let wa = left(a, after: [])
      for b in 0..<52 {
        let wb = wa * left(b, after: [a])
        guard wb > 0 else { continue }
        for c in 0..<52 {
          let w = wb * left(c, after: [a, b])
          guard w > 0 else { continue }
          total += w
          if let hand = kind.hand(first: cards[a], second: cards[b], upCard: cards[c], dealerBlackjack: false) {
            ways[hand, default: 0] += w
          }
        }
      }
    }
    unorder(by: 6)
  }

  /// Perfect Pairs and Lucky Ladies: ordered pairs for the player, halved; with `dealer`, each pair also weighted
  /// by the dealer's ordered up and hole cards from the rest, with and without a blackjack.
  mutating func countTwoCards(_ kind: SideBetKind, dealer: Bool) {
    for a in 0..<52 {
      let wa = left(a, after: [])
      for b in 0..<52 {
        let w = wa * left(b, after: [a])
        guard w > 0 else { continue }
        let first = cards[a]
        let second = cards[b]
        guard dealer else {
          total += w
          if let hand = kind.hand(first: first, second: second, upCard: first, dealerBlackjack: false) {
            ways[hand, default: 0] += w
          }
          continue
        }
        let (blackjacks, dealerWays) = dealerBlackjackWays(removing: first, second)
        total += w * dealerWays
        for (dealerBlackjack, count) in [(true, blackjacks), (false, dealerWays - blackjacks)] where count > 0 {
          if let hand = kind.hand(first: first, second: second, upCard: first, dealerBlackjack: dealerBlackjack) {
            ways[hand, default: 0] += w * count
          }
        }
      }
    }
    unorder(by: 2)
  }

  /// Turns ordered draws of distinct physical cards into unordered combinations (each counted `orders` times);
  /// an infinite deck draws with replacement, so its counts stay ordered.
  mutating func unorder(by orders: Int) {
    guard copies != nil else { return }
    total /= orders
    ways = ways.mapValues { $0 / orders }
  }

  /// The dealer's ordered (up, hole) draws after the player's two cards: how many make a blackjack, and how many
  /// there are, counted by rank (a blackjack is a two-card 21, ``HandValue``).
  func dealerBlackjackWays(removing first: Card, _ second: Card) -> (blackjacks: Int, all: Int) {
    var byRank = [Int](repeating: 4 * (copies ?? 1), count: 14)
    if copies != nil {
      byRank[Int(first.rank.rawValue)] -= 1
      byRank[Int(second.rank.rawValue)] -= 1
    }
    let left = copies == nil ? size : size - 2
    var blackjacks = 0
    for up in Rank.allCases {
      for hole in Rank.allCases {
        let count = byRank[Int(up.rawValue)] * (byRank[Int(hole.rawValue)] - (copies != nil && up == hole ? 1 : 0))
        guard count > 0 else { continue }
        if HandValue([Card(up, of: .spades), Card(hole, of: .spades)]).total == 21 { blackjacks += count }
      }
    }
    return (blackjacks, copies == nil ? left * left : left * (left - 1))
  }
}
