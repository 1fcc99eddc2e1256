public import BlackjackEngine

/// The result of analysing a shoe (usually the full shoe of the rules): the house edge for composition-dependent
/// and for basic-strategy play, and the basic strategy computed for the rules and that shoe.
public struct AnalysisReport: Sendable {
  /// The rules analysed.
  public var rules: Rules
  /// The shoe analysed, before any card is dealt.
  public var shoe: ShoeComposition
  /// How split hands were played.
  public var postSplit: PostSplitPolicy
  /// Whether the figures are exact: false when the shoe is so small that some line of play runs out of cards (the
  /// figures then leave out those lines).
  public var isExact: Bool
  /// The house edge with composition-dependent optimal play (split hands played by ``postSplit``), as a fraction
  /// of the initial bet; positive favours the house.
  public var compositionDependentEdge: Double
  /// The house edge with the total-dependent chart ``strategy``, as a fraction of the initial bet.
  public var basicStrategyEdge: Double
  /// The computed total-dependent basic strategy.
  public var strategy: BasicStrategy
  /// With composition-dependent play, the expected numbers of hands won, pushed and lost per round: the
  /// probabilities of winning, pushing and losing, except that a split round counts each of its hands (so the
  /// three add up to a little more than 1). A surrender counts as a loss.
  public var handsWon: Double
  /// See ``handsWon``.
  public var handsPushed: Double
  /// See ``handsWon``.
  public var handsLost: Double
  /// With composition-dependent play, the probabilities that a round ends won, pushed or lost by its net.
  public var roundOutcomes: RoundOutcomes
  /// The same with the chart ``strategy``; `nil` when the chart's house edge was not computed.
  public var basicStrategyRoundOutcomes: RoundOutcomes?
  /// The probability of being dealt a natural.
  public var playerBlackjackProbability: Double
  /// The player's expected value per up card in chart order (2…9, ten, ace), composition-dependent play.
  public var expectedValueByUpCard: [Double]
  /// The player's expected value of every initial deal, composition-dependent play.
  public var deals: [InitialDeal]
}

/// One initial deal from the analysed shoe: the player's two cards and the up card, with its probability and the
/// values of the actions on it.
public struct InitialDeal: Hashable, Sendable {
  /// The lower card's points (1 for an ace).
  public var first: Int
  /// The higher card's points.
  public var second: Int
  /// The up card's points (1 for an ace).
  public var upCard: Int
  /// The probability of this deal (cards in either order).
  public var probability: Double
  /// The unconditional expected value of each legal action.
  public var values: [Action: Double]
  /// The expected value with the best action.
  public var best: Double
}

/// The probabilities that a round (one initial bet with every hand split from it, doubles and surrender, insurance
/// not taken) ends won, pushed or lost: by the sign of its net, so that the three add up to 1.
///
/// A round without a split is its one hand, and its probabilities are exact. A split round's net is the sum of its
/// hands' nets: each hand's net is worked out exactly jointly with the dealer's outcome, the number of hands from
/// the resplit probabilities, and the hands are combined as independent given the dealer's outcome, which leaves
/// out how the cards one split hand takes change another's: the figures of split rounds are approximate.
public struct RoundOutcomes: Hashable, Sendable {
  /// The probability that the round's net is positive.
  public var won: Double
  /// The probability that the round's net is zero (a natural against a dealer blackjack, or split hands that cancel
  /// out, among others).
  public var pushed: Double
  /// The probability that the round's net is negative (a surrender among them).
  public var lost: Double
  /// The outcomes from their sums over the rounds, scaled to add up to 1 (in a shoe so small that a line of play
  /// runs out of cards, they are those of the rounds that finish).
  init(_ sums: Value4) {
    let total = sums.won + sums.pushed + sums.lost
    let scale = total > 0 ? 1 / total : 0
    won = sums.won * scale
    pushed = sums.pushed * scale
    lost = sums.lost * scale
  }
}
