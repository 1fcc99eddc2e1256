public import BlackjackEngine
import CardKit

extension ExactAnalysis {
  /// Analyses the full shoe: the house edge with composition-dependent (CDZ-) play, the computed basic strategy,
  /// and the house edge when playing that strategy.
  ///
  /// - Complexity: about a quarter of a second for six decks in a release build; a few milliseconds for `INF`.
  public func report() -> AnalysisReport { report(withStrategy: true, withStrategyEdge: true) }

  /// The analysis, optionally without the chart (then `strategy` is the cautious default chart) or without the
  /// chart's house edge (then `basicStrategyEdge` is `nan`).
  ///
  /// The work goes one up card at a time: the optimal values of every two-card hand, the chart's column for that
  /// up card (it depends on no other), then the chart's value. The dealer's memo is emptied between up cards, which
  /// keeps the peak memory of a six-deck analysis to that of one up card.
  func report(withStrategy: Bool, withStrategyEdge: Bool) -> AnalysisReport {
    let infinite = shoe.isInfinite
    var solver = Solver(rules: rules, mode: .optimal, infinite: infinite, dealerCapacity: infinite ? 16 : 1 << 12)
    var deals: [InitialDeal] = []
    var edgeByUp: [Double] = Array(repeating: 0, count: 10)
    var cdEV = 0.0
    var bsEV = 0.0
    var naturals = 0.0
    var outcomes = Value4()
    var strategy = BasicStrategy()
    let full = shoe.storage
    let fullTotal = full.wrappedSum()
    for up in 1...10 {
      let pUp = solver.probability(up, full, fullTotal)
      if pUp == 0 { continue }
      var start = full
      if !infinite { start[up] -= 1 }
      solver.begin(upCard: up, shoe: start)
      var upEV = 0.0
      var upDeals: [InitialDeal] = []
      forEachDeal(infinite: infinite, start: start) { first, second, probability in
        let decision = solver.decide([first, second])
        if decision.isNatural { naturals += pUp * probability }
        upEV += probability * decision.best
        outcomes += pUp * probability * (decision.outcomes[decision.bestAction] ?? Value4())
        upDeals.append(
          InitialDeal(
            first: first, second: second, upCard: up, probability: pUp * probability, values: decision.values,
            best: decision.best))
      }
      deals += upDeals
      edgeByUp[up == 1 ? 9 : up - 2] = upEV
      cdEV += pUp * upEV
      if withStrategy {
        let upRank = Rank(rawValue: UInt8(up))!
        StrategyGenerator(rules: rules, deals: upDeals).fill(&strategy, upCard: upRank)
        if withStrategyEdge {
          // The chart's own value against this up card, reusing the dealer probabilities just computed.
          var chartSolver = Solver(rules: rules, mode: .chart(strategy), infinite: infinite, dealerCapacity: 16)
          swap(&chartSolver.dealerMemo, &solver.dealerMemo)
          chartSolver.dealerHands = solver.dealerHands
          chartSolver.begin(upCard: up, shoe: start)
          forEachDeal(infinite: infinite, start: start) { first, second, probability in
            bsEV += pUp * probability * chartSolver.chartValue([first, second], chart: strategy)
          }
        }
      }
      if !infinite { solver.dealerMemo = KeyedCache(capacity: 1 << 12) }
    }
    return AnalysisReport(
      rules: rules, compositionDependentEdge: -cdEV, basicStrategyEdge: withStrategyEdge ? -bsEV : .nan,
      strategy: strategy, handsWon: outcomes.won, handsPushed: outcomes.pushed, handsLost: outcomes.lost,
      playerBlackjackProbability: naturals, expectedValueByUpCard: edgeByUp, deals: deals)
  }

  /// The house edge with composition-dependent optimal play (CDZ-), as a fraction of the initial bet.
  ///
  /// Faster than ``report()``: no chart is generated.
  public func houseEdge() -> Double { report(withStrategy: false, withStrategyEdge: false).compositionDependentEdge }

  /// The total-dependent basic strategy computed for the rules.
  ///
  /// Faster and smaller than ``report()``: the chart's own house edge is not computed.
  public func basicStrategy() -> BasicStrategy { report(withStrategy: true, withStrategyEdge: false).strategy }

  /// Calls `body` with every two-card hand (lower card first) and its probability from `start`.
  private func forEachDeal(infinite: Bool, start: SIMD16<Int32>, _ body: (Int, Int, Double) -> Void) {
    // A solver only for its draw probabilities; the callers' solvers must not be copied while they mutate.
    let solver = Solver(rules: rules, mode: .optimal, infinite: infinite, dealerCapacity: 1)
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
