public import BlackjackEngine
import CardKit

extension ExactAnalysis {
  /// Analyses the shoe (the full shoe, or the one given to ``init(rules:shoe:postSplit:)``): the house edge with
  /// composition-dependent play (split hands played by ``postSplit``), the basic strategy computed for it, and the
  /// house edge when playing that strategy.
  ///
  /// - Complexity: under a tenth of a second for six decks in a release build; a few milliseconds for `INF`.
  public func report() -> AnalysisReport { report(withStrategy: true, withStrategyEdge: true, withRoundOutcomes: true) }

  /// The analysis, optionally without the chart (then `strategy` is the cautious default chart) or without the
  /// chart's house edge (then `basicStrategyEdge` is `nan` and `basicStrategyRoundOutcomes` `nil`), and without the
  /// outcomes of rounds unless `withRoundOutcomes` (then `roundOutcomes` is all zeros): those of split rounds take
  /// a second pass over the split hands.
  ///
  /// The work goes one up card at a time: the optimal values of every two-card hand, the chart's column for that
  /// up card (it depends on no other), then the chart's value. The dealer's memo is emptied between up cards, which
  /// keeps the peak memory of a six-deck analysis to that of one up card.
  func report(withStrategy: Bool, withStrategyEdge: Bool, withRoundOutcomes: Bool = false) -> AnalysisReport {
    let infinite = shoe.isInfinite
    var solver = Solver(
      rules: rules, mode: .optimal(postSplit), infinite: infinite, dealerCapacity: infinite ? 16 : 1 << 14)
    var deals: [InitialDeal] = []
    // The player's expected values, over the up card's deals and then over all up cards.
    var expectedValueByUpCard = [Double](repeating: 0, count: BasicStrategy.upCards.count)
    var optimalValue = 0.0
    var chartValue = 0.0
    var naturalProbability = 0.0
    var handsPerRound = Value4()
    var rounds = Value4()
    var chartRounds = Value4()
    var strategy = BasicStrategy()
    var chartRanDry = false
    let full = shoe.storage
    let fullTotal = full.wrappedSum()
    for up in 1...10 {
      let upProbability = solver.probability(up, full, fullTotal)
      if upProbability == 0 { continue }
      let upRank = Rank(blackjackPoints: up)
      var afterUpCard = full
      if !infinite { afterUpCard[up] -= 1 }
      solver.begin(upCard: up, shoe: afterUpCard)
      var upCardValue = 0.0
      var upDeals: [InitialDeal] = []
      forEachDeal(infinite: infinite, start: afterUpCard) { first, second, probability in
        let decision = solver.decide([first, second])
        if decision.isNatural { naturalProbability += upProbability * probability }
        upCardValue += probability * decision.best
        handsPerRound += upProbability * probability * (decision.outcomes[decision.bestAction] ?? Value4())
        if withRoundOutcomes {
          rounds +=
            upProbability * probability * solver.roundOutcome([first, second], decision, action: decision.bestAction)
        }
        upDeals.append(
          InitialDeal(
            first: first, second: second, upCard: up, probability: upProbability * probability,
            values: decision.values, best: decision.best))
      }
      deals += upDeals
      // Cannot fail: upCards holds every rank from ace to ten.
      expectedValueByUpCard[BasicStrategy.upCards.firstIndex(of: upRank)!] = upCardValue
      optimalValue += upProbability * upCardValue
      if withStrategy {
        StrategyGenerator(rules: rules, deals: upDeals).fill(&strategy, upCard: upRank)
        if withStrategyEdge {
          var upCardChart = Value4()
          chartRanDry =
            addChartValue(
              &upCardChart, up: up, upProbability: upProbability, afterUpCard: afterUpCard, chart: strategy,
              sharingDealerOf: &solver, withRoundOutcome: withRoundOutcomes) || chartRanDry
          chartValue += upCardChart.net
          chartRounds += upCardChart
        }
      }
      // Another up card needs other dealer probabilities: drop these to keep the memory to one up card's.
      if !infinite { solver.dealerMemo = KeyedCache(capacity: 1 << 14) }
    }
    return AnalysisReport(
      rules: rules, shoe: shoe, postSplit: postSplit, isExact: !solver.ranDry && !chartRanDry,
      compositionDependentEdge: -optimalValue,
      basicStrategyEdge: withStrategyEdge ? -chartValue : .nan,
      strategy: strategy, handsWon: handsPerRound.won, handsPushed: handsPerRound.pushed,
      handsLost: handsPerRound.lost, roundOutcomes: RoundOutcomes(rounds),
      basicStrategyRoundOutcomes: withStrategyEdge && withRoundOutcomes ? RoundOutcomes(chartRounds) : nil,
      playerBlackjackProbability: naturalProbability,
      expectedValueByUpCard: expectedValueByUpCard, deals: deals)
  }

  /// Adds to `value` the expected value of playing `chart` against the up card worth `up` points (drawn with
  /// `upProbability`), over the deals from `afterUpCard`, reusing (and adding to) the dealer probabilities `solver`
  /// has already computed for that up card, with the probabilities of the round's outcomes (those of a split round
  /// by its net with `withRoundOutcome`, otherwise counting each split hand). Returns whether some line of play
  /// ran out of cards.
  func addChartValue(
    _ value: inout Value4, up: Int, upProbability: Double, afterUpCard: SIMD16<Int32>, chart: BasicStrategy,
    sharingDealerOf solver: inout Solver, withRoundOutcome: Bool = false
  ) -> Bool {
    let infinite = shoe.isInfinite
    var chartSolver = Solver(rules: rules, mode: .chart(chart), infinite: infinite, dealerCapacity: 16)
    swap(&chartSolver.dealerMemo, &solver.dealerMemo)
    swap(&chartSolver.dealerMoments, &solver.dealerMoments)
    defer {
      swap(&chartSolver.dealerMemo, &solver.dealerMemo)
      swap(&chartSolver.dealerMoments, &solver.dealerMoments)
    }
    chartSolver.begin(upCard: up, shoe: afterUpCard)
    forEachDeal(infinite: infinite, start: afterUpCard) { first, second, probability in
      value +=
        upProbability * probability
        * chartSolver.chartValue([first, second], chart: chart, withRoundOutcome: withRoundOutcome)
    }
    return chartSolver.ranDry
  }

  /// The house edge with composition-dependent optimal play (split hands played by ``postSplit``), as a fraction
  /// of the initial bet.
  ///
  /// Faster than ``report()``: no chart is generated.
  public func houseEdge() -> Double { report(withStrategy: false, withStrategyEdge: false).compositionDependentEdge }

  /// The total-dependent basic strategy computed for the rules.
  ///
  /// Faster and smaller than ``report()``: the chart's own house edge is not computed.
  public func basicStrategy() -> BasicStrategy { report(withStrategy: true, withStrategyEdge: false).strategy }

  /// Calls `body` with every two-card hand (lower card first) and its probability from `start`.
  func forEachDeal(infinite: Bool, start: SIMD16<Int32>, _ body: (Int, Int, Double) -> Void) {
    // A solver only for its draw probabilities; the callers' solvers must not be copied while they mutate.
    let solver = Solver(rules: rules, mode: .optimal(postSplit), infinite: infinite, dealerCapacity: 1)
    let total = start.wrappedSum()
    for first in 1...10 {
      let p1 = solver.probability(first, start, total)
      if p1 == 0 { continue }
      var rest = start
      if !solver.infinite { rest[first] -= 1 }
      for second in first...10 {
        let p2 = solver.probability(second, rest, total - 1)
        if p2 == 0 { continue }
        body(first, second, p1 * p2 * (first == second ? 1 : 2))
      }
    }
  }
}
