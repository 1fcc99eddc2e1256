public import BlackjackEngine
import CardKit

/// The exact value of playing one total-dependent chart from the analysis's shoe.
public struct ChartValue: Hashable, Sendable {
  /// The house edge when every decision follows the chart (its fallbacks resolved against the legal actions), as
  /// a fraction of the initial bet; positive favours the house.
  public var houseEdge: Double
  /// The player's expected value per up card in chart order (2…9, ten, ace).
  public var expectedValueByUpCard: [Double]
  /// Whether the figures are exact: false when the shoe is so small that some line of play runs out of cards.
  public var isExact: Bool
}

extension ExactAnalysis {
  /// The exact value of playing `chart` for every decision, from the analysis's shoe: a simplified chart, a
  /// habit, or the chart of other rules, priced exactly.
  ///
  /// Pairs the chart splits are resplit when the chart says so again and the rules allow; insurance is never
  /// taken. The split hands follow the chart, so ``postSplit`` plays no part.
  public func chartValue(_ chart: BasicStrategy) -> ChartValue {
    let infinite = shoe.isInfinite
    let full = shoe.storage
    let fullTotal = full.wrappedSum()
    var byUpCard = [Double](repeating: 0, count: BasicStrategy.upCards.count)
    var value = 0.0
    var ranDry = false
    // One solver for every up card, so that its dealer tables are made once.
    var dealer = Solver(rules: rules, mode: .chart(chart), infinite: infinite, dealerCapacity: 16)
    for up in 1...10 {
      let upProbability = dealer.probability(up, full, fullTotal)
      if upProbability == 0 { continue }
      var afterUpCard = full
      if !infinite { afterUpCard[up] -= 1 }
      dealer.begin(upCard: up, shoe: afterUpCard)
      var upCardValue = Value4()
      ranDry =
        addChartValue(
          &upCardValue, up: up, upProbability: 1, afterUpCard: afterUpCard, chart: chart, sharingDealerOf: &dealer)
        || ranDry
      // Cannot fail: upCards holds every rank from ace to ten.
      byUpCard[BasicStrategy.upCards.firstIndex(of: Rank(blackjackPoints: up))!] = upCardValue.net
      value += upProbability * upCardValue.net
      if !infinite { dealer.dealerMemo = KeyedCache(capacity: 16) }
    }
    return ChartValue(houseEdge: -value, expectedValueByUpCard: byUpCard, isExact: !ranDry)
  }

  /// The house edge when playing `chart` for every decision; see ``chartValue(_:)``.
  public func houseEdge(playing chart: BasicStrategy) -> Double { chartValue(chart).houseEdge }
}
