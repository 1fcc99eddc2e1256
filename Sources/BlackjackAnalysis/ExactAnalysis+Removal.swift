public import BlackjackEngine
import CardKit

extension ExactAnalysis {
  /// How the player plays in ``effectsOfRemoval(playing:)``.
  public enum RemovalPlay: Hashable, Sendable {
    /// Composition-dependent optimal play, worked out again for each shoe (split hands by ``postSplit``).
    case optimal
    /// One chart for every shoe (usually the whole shoe's basic strategy, as in Griffin's tables).
    case chart(BasicStrategy)
  }

  /// The effects of removing one card of each value from the analysis's shoe: on the player's expectation (with
  /// `playing`), on insurance, and on every two-card playing decision (optimal values).
  ///
  /// - Complexity: eleven analyses of the shoe (twenty-two with a chart).
  /// - Throws: ``ShoeError/infiniteDeck`` (cards cannot come out of an infinite deck),
  ///   ``ShoeError/notInShoe(points:requested:available:)`` when the shoe lacks a value, or
  ///   ``ShoeError/tooFewCards(count:minimum:)``.
  public func effectsOfRemoval(playing: RemovalPlay = .optimal) throws(ShoeError) -> EffectsOfRemoval {
    if shoe.isInfinite { throw .infiniteDeck }
    let minimum = ShoeComposition.minimumCardsForRound + 1
    if shoe.total < minimum { throw .tooFewCards(count: shoe.total, minimum: minimum) }
    let ranks: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten]
    let shoes = try ranks.map { rank throws(ShoeError) in try shoe.takingOut([rank]) }
    func analysis(_ shoe: ShoeComposition) -> ExactAnalysis {
      // Cannot fail: each shoe is this one (within the limits) less one card, so it keeps at least `minimum - 1`.
      ExactAnalysis(rules: rules, shoe: shoe, postSplit: postSplit)!
    }
    let full = report(withStrategy: false, withStrategyEdge: false)
    let removed = shoes.map { analysis($0).report(withStrategy: false, withStrategyEdge: false) }
    let expectedValue: Double
    let effects: [Double]
    switch playing {
    case .optimal:
      expectedValue = -full.compositionDependentEdge
      effects = removed.map { -$0.compositionDependentEdge - expectedValue }
    case .chart(let chart):
      expectedValue = -houseEdge(playing: chart)
      effects = shoes.map { -analysis($0).houseEdge(playing: chart) - expectedValue }
    }
    let insuranceValue = insurance(shoe)
    return EffectsOfRemoval(
      cardCounts: shoe.counts, expectedValue: expectedValue, effects: effects, insuranceValue: insuranceValue,
      insuranceEffects: shoes.map { insurance($0) - insuranceValue },
      plays: playEffects(full: full, removed: removed))
  }

  /// The expected value of a unit insurance bet against an ace up when the unseen cards (the hole card among
  /// them, the ace not) are `shoe`: it pays what the rules pay when the hole card makes a blackjack.
  public func insuranceValue(unseen shoe: ShoeComposition) -> Double {
    guard shoe.total > 0 else { return 0 }
    let tens = shoe.probability(points: 10)
    let stake = Money(units: 1)
    let win = Double(rules.insuranceNet(stake, dealerBlackjack: true).cents) / Double(stake.cents)
    let lose = Double(rules.insuranceNet(stake, dealerBlackjack: false).cents) / Double(stake.cents)
    return tens * win + (1 - tens) * lose
  }

  /// The insurance value with an ace up from `shoe` before the ace is dealt.
  func insurance(_ shoe: ShoeComposition) -> Double {
    guard let rest = shoe.removing([.ace]) else { return 0 }
    return insuranceValue(unseen: rest)
  }

  /// The two-card decisions with a choice, and what each removal does to the gain of the best action over the
  /// next.
  private func playEffects(full: AnalysisReport, removed: [AnalysisReport]) -> [PlayEffect] {
    func key(_ deal: InitialDeal) -> Int { (deal.upCard * 16 + deal.first) * 16 + deal.second }
    let removedDeals = removed.map { report in Dictionary(report.deals.map { (key($0), $0) }) { first, _ in first } }
    var plays: [PlayEffect] = []
    for deal in full.deals where deal.values.count >= 2 {
      let ranked = deal.values.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
      let action = ranked[0].key
      let alternative = ranked[1].key
      let gain = ranked[0].value - ranked[1].value
      let effects = removedDeals.map { deals -> Double in
        guard let other = deals[key(deal)], let a = other.values[action], let b = other.values[alternative] else {
          return .nan
        }
        return (a - b) - gain
      }
      plays.append(
        PlayEffect(
          first: deal.first, second: deal.second, upCard: deal.upCard, probability: deal.probability,
          action: action, alternative: alternative, gain: gain, effects: effects))
    }
    return plays
  }
}
