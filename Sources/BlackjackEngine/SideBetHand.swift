/// A winning hand of a side bet; the hands of one bet never overlap (each deal is the best hand it makes).
public enum SideBetHand: String, CaseIterable, Hashable, Sendable {
  /// 21+3: three cards of the same rank and suit (several decks only).
  case suitedTrips
  /// 21+3: three suited cards in sequence (ace low in A-2-3, high in Q-K-A).
  case straightFlush
  /// 21+3: three cards of the same rank, not all of one suit.
  case threeOfAKind
  /// 21+3: three cards in sequence, not all of one suit.
  case straight
  /// 21+3: three cards of one suit, neither in sequence nor of one rank.
  case flush
  /// Perfect Pairs: two cards of the same rank and suit.
  case perfectPair
  /// Perfect Pairs: two cards of the same rank and colour, of different suits.
  case colouredPair
  /// Perfect Pairs: two cards of the same rank, one red and one black.
  case mixedPair
  /// Lucky Ladies: two queens of hearts, and the dealer has blackjack.
  case queensOfHeartsWithDealerBlackjack
  /// Lucky Ladies: two queens of hearts, and the dealer has no blackjack.
  case queensOfHearts
  /// Lucky Ladies: a 20 of two cards of the same rank and suit (not two queens of hearts).
  case matchedTwenty
  /// Lucky Ladies: a 20 of two cards of the same suit, of different ranks.
  case suitedTwenty
  /// Lucky Ladies: a 20 of two cards of different suits.
  case anyTwenty

  /// The hand in a few words: "straight flush", "queen of hearts pair with dealer blackjack".
  public var name: String {
    switch self {
    case .suitedTrips: "suited trips"
    case .straightFlush: "straight flush"
    case .threeOfAKind: "three of a kind"
    case .straight: "straight"
    case .flush: "flush"
    case .perfectPair: "perfect pair"
    case .colouredPair: "coloured pair"
    case .mixedPair: "mixed pair"
    case .queensOfHeartsWithDealerBlackjack: "queen of hearts pair with dealer blackjack"
    case .queensOfHearts: "queen of hearts pair"
    case .matchedTwenty: "matched 20"
    case .suitedTwenty: "suited 20"
    case .anyTwenty: "any 20"
    }
  }
}
