import BlackjackEngine
public import CardKit

extension ExactAnalysis {
  /// The most states ``splitValue(pair:upCard:shoe:handCount:optimalBudget:)`` enumerates by default for the
  /// optimal value: enough for the last cards of a deck, a small fraction of a second.
  public static let defaultOptimalSplitBudget = 30_000

  /// The value of splitting a pair against an up card with the better choice to resplit or not.
  ///
  /// The value is the optimal one (``SplitValue/Method/optimal``) when enumerating the split takes at most
  /// `optimalBudget` states, and otherwise the best limit on the number of hands with the split hands played by
  /// ``postSplit`` (``SplitValue/Method/bestHandLimit(_:)``).
  ///
  /// - Parameters:
  ///   - pair: the rank of the pair's cards (any ten-valued rank for tens).
  ///   - upCard: the dealer's up card.
  ///   - shoe: the unseen cards (hole card included, up card and pair excluded); `nil` for the analysis's shoe less
  ///     the pair and the up card.
  ///   - handCount: how many hands the player holds before this split (more than 1 when resplitting).
  ///   - optimalBudget: the most states to enumerate for the optimal value (0 to skip it).
  /// - Returns: the values, or `nil` when the rules do not allow splitting the pair here, the cards are not in the
  ///   analysis's shoe (with `shoe` `nil`), or the shoe is empty or holds more than
  ///   ``ShoeComposition/maximumCount`` cards of a value.
  public func splitValue(
    pair: Rank, upCard: Rank, shoe: ShoeComposition? = nil, handCount: Int = 1,
    optimalBudget: Int = ExactAnalysis.defaultOptimalSplitBudget
  ) -> SplitValue? {
    let points = pair.points
    let situation = HandSituation(
      value: HandValue(hardTotal: 2 * points, hasAce: points == 1), cardCount: 2, pairPoints: points,
      isSplit: handCount > 1, isSplitAces: handCount > 1 && points == 1, handCount: handCount)
    guard handCount >= 1, rules.legalActions(for: situation).contains(.split) else { return nil }
    let start: ShoeComposition
    if let shoe {
      start = shoe
    } else {
      guard let remaining = self.shoe.removing([pair, pair, upCard]) else { return nil }
      start = remaining
    }
    guard start.total > 0, start.isWithinLimits else { return nil }
    var base = start
    base.add(points: points)
    base.add(points: points)
    var solver = Solver(
      rules: rules, mode: .optimal(postSplit), infinite: start.isInfinite,
      dealerCapacity: start.isInfinite ? 16 : 1 << 14)
    solver.begin(
      upCard: upCard.points, shoe: base.storage, isSplit: handCount > 1, isSplitAces: handCount > 1 && points == 1,
      handCount: handCount)
    let afterPair = start.storage
    let pBlackjack = solver.blackjackProbability(afterPair, afterPair.wrappedSum())
    // Values over the no-blackjack event when the dealer has peeked: given no blackjack, divide by its chance.
    let scale = solver.peeked ? (pBlackjack < 1 ? 1 / (1 - pBlackjack) : 0) : 1
    var byLimit: [Int: Double] = [:]
    for limit in 2...solver.maxSplitHands(pair: points, handCount: handCount) {
      byLimit[limit] = scale * solver.splitValue(pair: points, maxHands: limit).net
    }
    var bestLimit = 2
    for limit in byLimit.keys.sorted() where byLimit[limit]! > byLimit[bestLimit]! { bestLimit = limit }
    var optimal: Double?
    if optimalBudget > 0 {
      var enumeration = OptimalSplit(pair: points, start: afterPair, budget: optimalBudget)
      let value = enumeration.value(&solver, shoe: afterPair, hands: handCount + 1, waiting: 2)
      if !enumeration.overBudget { optimal = scale * value }
    }
    return SplitValue(
      value: optimal ?? byLimit[bestLimit]!, method: optimal == nil ? .bestHandLimit(postSplit) : .optimal,
      valueByHandLimit: byLimit, bestHandLimit: bestLimit, optimalValue: optimal, dealerPeeked: solver.peeked,
      isExact: !solver.ranDry)
  }
}
