import BlackjackEngine
public import CardKit

extension ExactAnalysis {
  /// The most states ``splitValue(pair:upCard:shoe:handCount:optimalBudget:)`` enumerates by default for the
  /// optimal value (ten times as many in a shoe so small that the cards could run short): enough for the last cards
  /// of a deck, a small fraction of a second.
  public static let defaultOptimalSplitBudget = 30_000

  /// The value of splitting a pair against an up card with the better choice to resplit or not.
  ///
  /// The value is the optimal one (``SplitValue/Method/optimal``) when enumerating the split takes at most
  /// `optimalBudget` states, and otherwise the best limit on the number of hands with the split hands played by
  /// ``postSplit`` (``SplitValue/Method/bestHandLimit(_:)``).
  ///
  /// In a shoe so small that the cards could run out, a line of play on which they do is impossible to choose, as in
  /// Farmer's optimal-split solver: see ``SplitValue``. The enumeration then carries every finished hand to the end
  /// of the round, and may take ten times `optimalBudget` states.
  ///
  /// - Parameters:
  ///   - pair: the rank of the pair's cards (any ten-valued rank for tens).
  ///   - upCard: the dealer's up card.
  ///   - shoe: the unseen cards (hole card included, up card and pair excluded); `nil` for the analysis's shoe less
  ///     the pair and the up card.
  ///   - handCount: how many hands the player holds before this split (more than 1 when resplitting).
  ///   - optimalBudget: the most states to enumerate for the optimal value (0 to skip it), ten times as many in a
  ///     shoe so small that the cards could run short.
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
    let splitHands = solver.maxSplitHands(pair: points, handCount: handCount)
    // In a shoe so small that some line of play may leave the dealer short of cards, the enumeration carries the
    // finished hands to the end of the round (with ten times the states), and values every limit on the hands
    // itself: the post-split convention's values rest on an argument that fails there.
    let mayRunShort = solver.splitMayRunShort(afterPair, pair: points, hands: 2, newHands: splitHands - 2)
    var byLimit: [Int: Double] = [:]
    var optimal: Double?
    var someLineRunsOut = false
    // The whole split first: when it fits the budget, so does any limit on it (fewer hands, fewer states).
    for limit in optimalBudget > 0 ? [splitHands] + (mayRunShort ? Array(2..<splitHands) : []) : [] {
      var enumeration = OptimalSplit(
        pair: points, start: afterPair, budget: mayRunShort ? 10 * optimalBudget : optimalBudget,
        handLimit: limit, handCount: handCount, settlesAtRoundEnd: mayRunShort)
      let value = enumeration.value(&solver, shoe: afterPair, hands: handCount + 1, waiting: 2)
      if enumeration.overBudget { break }
      if limit == splitHands {
        someLineRunsOut = enumeration.someLineRunsOut
        // Every play of the split runs out of cards: it has no value.
        if value == -.infinity { break }
        optimal = scale * value
      }
      // A limit's value is at most the optimum; when equal, summed in another order, it may round above it.
      if mayRunShort && value > -.infinity { byLimit[limit] = min(scale * value, optimal ?? scale * value) }
    }
    let limitsPlayedBest = mayRunShort && optimal != nil
    if !limitsPlayedBest {
      for limit in 2...splitHands {
        byLimit[limit] = scale * solver.splitValue(pair: points, maxHands: limit).net
      }
    }
    // Never empty: every hand limit from 2 up was valued just above, or the optimum's own limit was. The smallest
    // limit wins a tie.
    let limits = byLimit.sorted { $0.key < $1.key }
    var best = limits[0]
    for entry in limits where entry.value > best.value { best = entry }
    let bestLimit = best.key
    return SplitValue(
      value: optimal ?? best.value, method: optimal == nil ? .bestHandLimit(postSplit) : .optimal,
      valueByHandLimit: byLimit, bestHandLimit: bestLimit, optimalValue: optimal, dealerPeeked: solver.peeked,
      // The player's other hands still to play (when resplitting) take cards too, which only a shoe that cannot
      // run short lets the values leave aside.
      isExact: !solver.ranDry && (!mayRunShort || limitsPlayedBest && handCount == 1), someLineRunsOut: someLineRunsOut,
      handLimitsPlayedBest: limitsPlayedBest)
  }
}
