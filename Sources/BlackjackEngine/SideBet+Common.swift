extension SideBet {
  /// 21+3 "version 1" (Wizard of Odds, 21+3): flush, straight, three of a kind and straight flush all pay 9 to 1
  /// (suited trips is a three of a kind and a flush, so it pays 9 too).
  public static let twentyOnePlusThree = SideBet(
    kind: .twentyOnePlusThree, code: "21+3", name: "21+3 version 1, all 9 to 1",
    pays: [
      .init(.suitedTrips, 9), .init(.straightFlush, 9), .init(.threeOfAKind, 9), .init(.straight, 9), .init(.flush, 9),
    ])

  /// The common tiered 21+3 of Las Vegas: suited trips 100, straight flush 40, three of a kind 30, straight 10,
  /// flush 5.
  public static let twentyOnePlusThreeVegas = SideBet(
    kind: .twentyOnePlusThree, code: "21+3v", name: "21+3 Vegas 100/40/30/10/5",
    pays: [
      .init(.suitedTrips, 100), .init(.straightFlush, 40), .init(.threeOfAKind, 30), .init(.straight, 10),
      .init(.flush, 5),
    ])

  /// Perfect Pairs, the common table: perfect pair 25, coloured pair 12, mixed pair 6.
  public static let perfectPairs = SideBet(
    kind: .perfectPairs, code: "pp", name: "Perfect Pairs 25/12/6",
    pays: [.init(.perfectPair, 25), .init(.colouredPair, 12), .init(.mixedPair, 6)])

  /// Lucky Ladies: two queens of hearts with a dealer blackjack 1000, two queens of hearts 125, matched 20 19,
  /// suited 20 9, any 20 4.
  public static let luckyLadies = SideBet(
    kind: .luckyLadies, code: "ll", name: "Lucky Ladies 1000/125/19/9/4",
    pays: [
      .init(.queensOfHeartsWithDealerBlackjack, 1000), .init(.queensOfHearts, 125), .init(.matchedTwenty, 19),
      .init(.suitedTwenty, 9), .init(.anyTwenty, 4),
    ])

  /// The common paytables, in the order a table lists them.
  public static let common: [SideBet] = [twentyOnePlusThree, twentyOnePlusThreeVegas, perfectPairs, luckyLadies]
}
