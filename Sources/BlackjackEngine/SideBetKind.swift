/// The side bets a table may offer, each judged on the cards of the deal alone.
///
/// - 21+3: the player's first two cards and the dealer's up card as a three-card poker hand.
/// - Perfect Pairs: the player's first two cards as a pair.
/// - Lucky Ladies: the player's first two cards totalling 20 (the top award also needs the dealer's blackjack).
public enum SideBetKind: String, CaseIterable, Hashable, Sendable {
  /// 21+3: flush, straight, three of a kind or straight flush from the player's two cards and the up card.
  case twentyOnePlusThree
  /// Perfect Pairs: the player's first two cards are of the same rank.
  case perfectPairs
  /// Lucky Ladies: the player's first two cards total 20.
  case luckyLadies

  /// The bet's name as a table shows it: "21+3", "Perfect Pairs", "Lucky Ladies".
  public var name: String {
    switch self {
    case .twentyOnePlusThree: "21+3"
    case .perfectPairs: "Perfect Pairs"
    case .luckyLadies: "Lucky Ladies"
    }
  }

  /// The hands the bet can win with, best first; any other deal loses.
  public var hands: [SideBetHand] {
    switch self {
    case .twentyOnePlusThree: [.suitedTrips, .straightFlush, .threeOfAKind, .straight, .flush]
    case .perfectPairs: [.perfectPair, .colouredPair, .mixedPair]
    case .luckyLadies:
      [.queensOfHeartsWithDealerBlackjack, .queensOfHearts, .matchedTwenty, .suitedTwenty, .anyTwenty]
    }
  }

  /// Whether the bet is judged with the dealer's hole card (Lucky Ladies' top award needs the dealer's
  /// blackjack), so that it can be settled on the deal only at a table where the dealer takes a hole card.
  public var needsHoleCard: Bool { self == .luckyLadies }
}
