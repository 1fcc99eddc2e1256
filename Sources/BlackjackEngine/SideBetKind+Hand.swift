public import CardKit

extension SideBetKind {
  /// The hand the deal makes for this bet, or `nil` when it loses: the one statement of each side bet's rule.
  ///
  /// - Parameters:
  ///   - first: the player's first card.
  ///   - second: the player's second card.
  ///   - upCard: the dealer's up card (21+3 only).
  ///   - dealerBlackjack: whether the dealer has blackjack (Lucky Ladies' top award only).
  public func hand(first: Card, second: Card, upCard: Card, dealerBlackjack: Bool) -> SideBetHand? {
    switch self {
    case .twentyOnePlusThree: Self.pokerHand(first, second, upCard)
    case .perfectPairs: Self.pair(first, second)
    case .luckyLadies: Self.twenty(first, second, dealerBlackjack: dealerBlackjack)
    }
  }

  /// The three-card poker hand of 21+3: the ace counts low (A-2-3) or high (Q-K-A), never both (K-A-2 is no
  /// straight).
  static func pokerHand(_ a: Card, _ b: Card, _ c: Card) -> SideBetHand? {
    let ranks = [a.rank.rawValue, b.rank.rawValue, c.rank.rawValue].sorted()
    let suited = a.suit == b.suit && b.suit == c.suit
    let trips = ranks[0] == ranks[2]
    let inSequence = ranks[1] == ranks[0] + 1 && ranks[2] == ranks[1] + 1
    let queenKingAce = ranks == [Rank.ace.rawValue, Rank.queen.rawValue, Rank.king.rawValue]
    let straight = inSequence || queenKingAce
    switch (suited, trips, straight) {
    case (true, true, _): return .suitedTrips
    case (true, _, true): return .straightFlush
    case (false, true, _): return .threeOfAKind
    case (false, _, true): return .straight
    case (true, false, false): return .flush
    default: return nil
    }
  }

  /// The Perfect Pairs hand of two cards.
  static func pair(_ a: Card, _ b: Card) -> SideBetHand? {
    guard a.rank == b.rank else { return nil }
    if a.suit == b.suit { return .perfectPair }
    return a.suit.isRed == b.suit.isRed ? .colouredPair : .mixedPair
  }

  /// The Lucky Ladies hand of two cards totalling 20 (an ace and a nine count: the ace is 11).
  static func twenty(_ a: Card, _ b: Card, dealerBlackjack: Bool) -> SideBetHand? {
    guard HandValue([a, b]).total == 20 else { return nil }
    let queenOfHearts = Card(.queen, of: .hearts)
    if a == queenOfHearts && b == queenOfHearts {
      return dealerBlackjack ? .queensOfHeartsWithDealerBlackjack : .queensOfHearts
    }
    if a == b { return .matchedTwenty }
    return a.suit == b.suit ? .suitedTwenty : .anyTwenty
  }
}
