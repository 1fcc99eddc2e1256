public import BlackjackEngine
public import CardKit

/// Exact combinatorial blackjack odds for a set of rules: dealer probabilities, the expected value of every
/// action, the house edge, and basic strategy computed for those rules.
///
/// Everything is computed by recursion over the cards left in the shoe (not by simulation) and every rule comes
/// from ``Rules`` in the engine. Expected values are fractions of the initial bet from the player's view; the house
/// edge is their negative. With a peek (ace or ten up under `PEEK`) the decision values that
/// ``actionEVs(hand:upCard:shoe:handCount:isSplit:)`` reports are conditioned on the dealer not having blackjack;
/// a report's values are not.
///
/// Splits are valued as published exact analyses do, by one of Eric Farmer's post-split conventions
/// (``postSplit``, CDZ- unless asked otherwise: each split hand is played with the optimal composition-dependent
/// strategy of an unsplit hand of the same cards); pairs are resplit whenever the rules allow, and the value of the
/// split hands' play is exact for the shoe. ``splitValue(pair:upCard:shoe:handCount:optimalBudget:)`` gives the
/// value with the choice to resplit or not.
///
/// ```swift
/// let analysis = ExactAnalysis(rules: try Rules(spec: "6D S17 DAS NS"))
/// let report = analysis.report()            // house edge both ways and the chart
/// let hint = analysis.actionEVs(hand: [.eight, .eight], upCard: .ten)
/// ```
public struct ExactAnalysis: Sendable {
  /// The rules analysed.
  public let rules: Rules
  /// The shoe before any card is dealt: the full shoe of the rules, unless another was given.
  public let shoe: ShoeComposition
  /// How split hands are played.
  public let postSplit: PostSplitPolicy

  /// An analysis of a full shoe under `rules` (`nD` decks, or an infinite deck for `INF`), split hands played by
  /// `postSplit`.
  public init(rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) {
    self.rules = rules
    self.shoe = ShoeComposition(rules: rules)
    self.postSplit = postSplit
  }

  /// An analysis under `rules` starting from an arbitrary shoe, or `nil` when the shoe is empty or holds more than
  /// ``ShoeComposition/maximumCount`` cards of a value.
  public init?(rules: Rules, shoe: ShoeComposition, postSplit: PostSplitPolicy = .cdzMinus) {
    guard shoe.total > 0, shoe.isWithinLimits else { return nil }
    self.rules = rules
    self.shoe = shoe
    self.postSplit = postSplit
  }

  /// An analysis under `rules` starting from an arbitrary shoe (cards taken out of the full shoe, say, or any
  /// counts), for reports and house edges from it.
  ///
  /// - Throws: ``ShoeError/tooFewCards(count:minimum:)`` when the shoe cannot deal a round, or
  ///   ``ShoeError/countAboveMaximum(points:count:)``.
  public init(rules: Rules, validating shoe: ShoeComposition, postSplit: PostSplitPolicy = .cdzMinus)
    throws(ShoeError)
  {
    if let points = (1...10).first(where: { shoe.count(points: $0) > ShoeComposition.maximumCount }) {
      throw .countAboveMaximum(points: points, count: shoe.count(points: points))
    }
    guard shoe.total >= ShoeComposition.minimumCardsForRound else {
      throw .tooFewCards(count: shoe.total, minimum: ShoeComposition.minimumCardsForRound)
    }
    self.rules = rules
    self.shoe = shoe
    self.postSplit = postSplit
  }

  /// The dealer's final-total probabilities for an up card.
  ///
  /// - Parameters:
  ///   - upCard: the dealer's up card.
  ///   - shoe: the unseen cards, the hole card among them and the up card not; `nil` for the analysis's shoe minus
  ///     the up card (or the whole of it, when it holds no such card).
  ///   - conditionedOnNoBlackjack: whether to condition on the dealer not having blackjack (as after a peek).
  /// - Returns: `nil` when the shoe has no cards or more than ``ShoeComposition/maximumCount`` of a value.
  public func dealerProbabilities(upCard: Rank, shoe: ShoeComposition? = nil, conditionedOnNoBlackjack: Bool = false)
    -> DealerProbabilities?
  {
    var remaining = shoe ?? self.shoe
    if shoe == nil { remaining.remove(upCard) }
    guard remaining.total > 0, remaining.isWithinLimits else { return nil }
    var solver = Solver(rules: rules, mode: .optimal(postSplit), infinite: remaining.isInfinite)
    solver.begin(upCard: upCard.points, shoe: remaining.storage)
    let table = DealerProbabilities(solver.dealer(remaining.storage, remaining.storage.wrappedSum()))
    return conditionedOnNoBlackjack ? table.conditionedOnNoBlackjack : table
  }

  /// The dealer table of the analysis's shoe: one row per up card in chart order (2…9, ten, ace), leaving out
  /// the rows ``dealerProbabilities(upCard:shoe:conditionedOnNoBlackjack:)`` has no value for.
  public func dealerTable(conditionedOnNoBlackjack: Bool = false) -> [(
    upCard: Rank, probabilities: DealerProbabilities
  )] {
    BasicStrategy.upCards.compactMap { up in
      dealerProbabilities(upCard: up, conditionedOnNoBlackjack: conditionedOnNoBlackjack).map { (up, $0) }
    }
  }

  /// The expected value of every legal action on a hand, playing optimally afterwards (split hands played by
  /// ``postSplit``, resplitting whenever the rules allow).
  ///
  /// - Parameters:
  ///   - hand: the hand's cards in the order dealt.
  ///   - upCard: the dealer's up card.
  ///   - shoe: the unseen cards (hole card included, up card and hand excluded); `nil` for the analysis's shoe
  ///     minus the hand and the up card.
  ///   - handCount: how many hands the player holds (more than 1 after splitting).
  ///   - isSplit: whether this hand was made by splitting.
  ///   - only: the actions to value (those of them that are legal), or `nil` for every legal action. Valuing two
  ///     actions of a hand against many shoes (to find where a play changes with the count) is much faster than
  ///     valuing all, splitting above all.
  /// - Returns: the values, or `nil` when the hand has fewer than two cards, is bust, or its cards or the up card
  ///   are not in the analysis's shoe (with `shoe` `nil`), or the shoe is empty or holds more than
  ///   ``ShoeComposition/maximumCount`` cards of a value, or `handCount` is below 1. ``ActionEVs/best`` is the best
  ///   of the actions valued.
  /// - Complexity: one recursion over the hands reachable from this one; a few milliseconds for a real shoe, well
  ///   under one for two actions other than a split.
  public func actionEVs(
    hand: [Rank], upCard: Rank, shoe: ShoeComposition? = nil, handCount: Int = 1, isSplit: Bool = false,
    only: ActionSet? = nil
  ) -> ActionEVs? {
    guard hand.count >= 2, handCount >= 1 else { return nil }
    let value = HandValue(hardTotal: hand.reduce(0) { $0 + $1.points }, hasAce: hand.contains(.ace))
    guard !value.isBust else { return nil }
    let start: ShoeComposition
    if let shoe {
      start = shoe
    } else {
      guard let remaining = self.shoe.removing(hand + [upCard]) else { return nil }
      start = remaining
    }
    guard start.total > 0, start.isWithinLimits else { return nil }
    // The solver deals the hand from its base shoe: put the hand back.
    var base = start
    for card in hand { base.add(points: card.points) }
    var solver = Solver(
      rules: rules, mode: .optimal(postSplit), infinite: start.isInfinite,
      dealerCapacity: start.isInfinite ? 16 : 1 << 14)
    let splitAces = isSplit && hand.first == .ace
    solver.begin(
      upCard: upCard.points, shoe: base.storage, isSplit: isSplit, isSplitAces: splitAces, handCount: handCount)
    let points = hand.map(\.points)
    let decision = solver.decide(points, handCount: handCount, isSplit: isSplit, isSplitAces: splitAces, only: only)
    return ActionEVs(
      values: decision.conditional, unconditionalValues: decision.values, best: decision.bestAction,
      dealerBlackjackProbability: decision.dealerBlackjack, dealerPeeked: decision.peeked,
      isNatural: decision.isNatural, isExact: !solver.ranDry, postSplit: postSplit)
  }
}

/// The expected values of the legal actions on one hand.
public struct ActionEVs: Hashable, Sendable {
  /// Each legal action's expected value per initial bet; given no dealer blackjack when the dealer has peeked.
  public var values: [Action: Double]
  /// The same values counting a dealer blackjack found by the peek (which takes the initial bet; a natural
  /// pushes, and a hand surrendered early loses half).
  public var unconditionalValues: [Action: Double]
  /// The action with the highest expected value.
  public var best: Action
  /// The probability of a dealer blackjack given the cards seen (0 when the dealer cannot have one).
  public var dealerBlackjackProbability: Double
  /// Whether the dealer has peeked, so ``values`` are conditioned on no dealer blackjack.
  public var dealerPeeked: Bool
  /// Whether the hand is a natural (paid at once; ``values`` holds only `stand`).
  public var isNatural: Bool
  /// Whether the values are exact: false when the shoe is so small that it could run out before the round ends
  /// (the dealer would then shuffle the discards, which the values leave out).
  public var isExact: Bool
  /// How split hands are played in the value of splitting.
  public var postSplit: PostSplitPolicy
}
