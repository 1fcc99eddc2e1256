public import CardKit

/// A side bet as a table offers it: the kind of bet and its paytable.
///
/// Each winning hand pays a whole number to one; a hand the paytable does not list, and every losing deal, loses
/// the stake. Use one of the common paytables (``twentyOnePlusThree``, ``perfectPairs``, ``luckyLadies``…) or
/// build another.
public struct SideBet: Hashable, Sendable {
  /// The kind of bet: which cards it is judged on and which hands it knows.
  public let kind: SideBetKind
  /// The short name a player types for it: "21+3", "pp", "ll".
  public let code: String
  /// The paytable's name: "21+3 version 1, all 9 to 1", "Perfect Pairs 25/12/6".
  public let name: String
  /// What each winning hand pays, to one, best hand first.
  public let pays: [Pay]

  /// One line of a paytable: a hand and what it pays to one.
  public struct Pay: Hashable, Sendable {
    /// The winning hand.
    public let hand: SideBetHand
    /// The payout to one (9 means a win of nine times the stake, the stake returned).
    public let odds: Int

    /// A paytable line.
    public init(_ hand: SideBetHand, _ odds: Int) {
      self.hand = hand
      self.odds = odds
    }
  }

  /// A side bet with its paytable.
  ///
  /// - Precondition: every hand is one of `kind`'s hands, listed once, and every payout is positive.
  public init(kind: SideBetKind, code: String, name: String, pays: [Pay]) {
    precondition(pays.allSatisfy { kind.hands.contains($0.hand) && $0.odds > 0 }, "a pay line that does not fit")
    precondition(Set(pays.map(\.hand)).count == pays.count, "a hand listed twice")
    self.kind = kind
    self.code = code
    self.name = name
    self.pays = pays
  }

  /// What `hand` pays to one, or `nil` when it loses.
  public func odds(for hand: SideBetHand?) -> Int? {
    guard let hand else { return nil }
    return pays.first { $0.hand == hand }?.odds
  }

  /// Judges the bet on the deal and settles `stake`: a win pays ``odds(for:)`` times the stake, a loss costs it.
  public func settle(
    stake: Money, first: Card, second: Card, upCard: Card, dealerBlackjack: Bool
  ) -> SideBetResult {
    let hand = kind.hand(first: first, second: second, upCard: upCard, dealerBlackjack: dealerBlackjack)
    let odds = odds(for: hand)
    return SideBetResult(
      bet: self, stake: stake, hand: odds == nil ? nil : hand, net: odds.map { stake * $0 } ?? -stake)
  }
}
