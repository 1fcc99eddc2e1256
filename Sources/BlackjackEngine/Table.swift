public import CardKit

/// A blackjack table: the rules, a shoe, the player's bankroll and the round in play.
///
/// The table plays the dealer automatically once the player's decisions are done, settles the bankroll, and
/// reshuffles between rounds as the rules say. The prompt drives it action by action; the simulator calls
/// ``playRound(bet:strategy:observe:)``.
public struct Table<Generator: RandomNumberGenerator> {
  /// The table rules.
  public let rules: Rules
  @usableFromInline var _shoe: DealingShoe<Generator>
  @usableFromInline var _bankroll: Money
  /// The current or last round; meaningful only when `_hasRound` (kept non-optional so it is played in place).
  @usableFromInline var _round: Round
  @usableFromInline var _hasRound: Bool
  @usableFromInline var _didShuffle: Bool
  /// The side bets of the current or last round, judged on its deal (empty when none was placed).
  @usableFromInline var _sideBets: [SideBetResult] = []
  /// The round of several positions in play or last played, with `_round` one of the player's spots; `nil` after a
  /// lone spot's round (see `Table+Positions.swift`).
  var _positions: TablePositions?

  /// The cards.
  public var shoe: DealingShoe<Generator> { _shoe }
  /// The player's money, with the round in play not yet settled.
  public var bankroll: Money { _bankroll }
  /// The round in play or the last one played, if any.
  public var round: Round? { _hasRound ? _round : nil }
  /// Whether the last deal reshuffled the shoe first.
  public var didShuffle: Bool { _didShuffle }

  /// Opens a table.
  ///
  /// - Parameters:
  ///   - rules: the table rules.
  ///   - bankroll: the player's money.
  ///   - generator: the source of randomness for shuffles (seed it for a reproducible game).
  ///   - shufflingLazily: whether the shoe shuffles as it deals, one card at a time, instead of up front (the
  ///     simulator's choice: the cards behind the cut card are never shuffled; see ``DealingShoe``).
  public init(rules: Rules, bankroll: Money, generator: Generator, shufflingLazily: Bool = false) {
    self.init(
      rules: rules, bankroll: bankroll,
      shoe: DealingShoe(rules: rules, generator: generator, shufflingLazily: shufflingLazily))
  }

  /// Opens a table whose shoe deals `stacked` first, in order (for practice and tests).
  ///
  /// - Parameters:
  ///   - rules: the table rules.
  ///   - bankroll: the player's money.
  ///   - generator: the source of randomness for shuffles (seed it for a reproducible game).
  ///   - stacked: cards to deal first; they come out of the shoe's own cards, the rest shuffled beneath them.
  /// - Throws: ``StackedCardsError`` when `stacked` holds more copies of a card than the shoe.
  public init(rules: Rules, bankroll: Money, generator: Generator, stacked: [Card]) throws(StackedCardsError) {
    self.init(
      rules: rules, bankroll: bankroll, shoe: try DealingShoe(rules: rules, generator: generator, stacked: stacked))
  }

  /// Opens a table dealing from `shoe`.
  init(rules: Rules, bankroll: Money, shoe: DealingShoe<Generator>) {
    self.rules = rules
    _bankroll = bankroll
    _shoe = shoe
    _round = Round(rules: rules, emptyWithBet: Money(cents: 1))
    _hasRound = false
    _didShuffle = false
  }

  /// Whether a round is under way.
  public var isRoundInProgress: Bool { round.map { $0.phase != .settled } ?? false }

  /// The money not committed to the round in play (its bets, insurance and side bets).
  public var available: Money {
    guard let round, round.phase != .settled else { return bankroll }
    return bankroll - round.totalWagered - sideBetStakes - otherSpotsWagered
  }

  /// Deals a new round for `bet`, reshuffling first when the rules call for it, and judges the side bets placed
  /// with it on the deal (see ``sideBets``); their money is paid with the round's, when it settles.
  ///
  /// - Throws: ``TableError/roundInProgress``, ``TableError/insufficientFunds(needed:available:)`` for a bet and
  ///   side bets the bankroll cannot cover, ``TableError/sideBetRefused(_:)``, or the round's refusal
  ///   (``RoundError/invalidBet(_:)``, also for a side bet that is not positive); the table is unchanged.
  public mutating func deal(bet: Money, sideBets: [SideBetStake] = []) throws(TableError) {
    guard !isRoundInProgress else { throw .roundInProgress }
    guard bet > .zero else { throw .round(.invalidBet(bet)) }
    try checkSideBets(sideBets)
    let needed = sideBets.reduce(bet) { $0 + $1.stake }
    guard needed <= bankroll else { throw .insufficientFunds(needed: needed, available: bankroll) }
    _didShuffle = _shoe.prepareForRound(rules: rules)
    _positions = nil
    do {
      _round = try Round(rules: rules, bet: bet, dealingFrom: &_shoe)
      _hasRound = true
    } catch {
      throw .round(error)
    }
    _sideBets = Self.judge(sideBets, on: _round)
    finishIfDone()
  }

  /// Answers the insurance question (even money when holding a blackjack).
  ///
  /// - Throws: ``TableError/insufficientFunds(needed:available:)`` when insurance cannot be covered, or the round's
  ///   refusal; the table is unchanged.
  public mutating func resolveInsurance(_ take: Bool) throws(TableError) {
    guard var current = round, current.phase != .settled else { throw .noRound }
    if take && current.phase == .insurance && !current.hand(at: 0).isBlackjack {
      let needed = rules.insuranceBet(for: current.hand(at: 0).bet)
      guard needed <= available else { throw .insufficientFunds(needed: needed, available: available) }
    }
    do {
      try current.resolveInsurance(take, from: &_shoe)
    } catch {
      throw .round(error)
    }
    _round = current
    finishIfDone()
  }

  /// Plays an action on the active hand; the dealer plays and the bankroll settles when the player is done.
  ///
  /// - Throws: ``TableError/insufficientFunds(needed:available:)`` for a double or split the bankroll cannot
  ///   cover, or the round's refusal saying why the action is not legal; the table is unchanged.
  public mutating func act(_ action: Action) throws(TableError) {
    guard var current = round, current.phase != .settled else { throw .noRound }
    if let needed = cost(of: action, in: current) {
      guard needed <= available else { throw .insufficientFunds(needed: needed, available: available) }
    }
    do {
      try current.apply(action, from: &_shoe)
    } catch {
      if case .outOfCards = error {
        _round = current
        finishIfDone()
      }
      throw .round(error)
    }
    _round = current
    finishIfDone()
  }

  /// The actions legal now, leaving out a double or split the bankroll cannot cover.
  public var affordableActions: ActionSet {
    guard let round, round.phase == .playerTurn else { return [] }
    var legal = round.legalActions
    for action in [Action.double, .split] where (cost(of: action, in: round) ?? .zero) > available {
      legal.remove(ActionSet(action))
    }
    return legal
  }

  /// The money a legal double or split adds to the table: the doubled stake less the bet already on the hand, or
  /// a new hand's bet; `nil` for any other action, or one not legal now.
  func cost(of action: Action, in round: Round) -> Money? {
    guard round.phase == .playerTurn, round.legalActions.contains(action) else { return nil }
    let bet = round.hand(at: round.activeHandIndex).bet
    switch action {
    case .double: return bet * (rules.doubledStake - 1)
    case .split: return bet
    default: return nil
    }
  }

  /// Plays a whole round with a strategy, settles it, and shows the settled round to `observe`.
  ///
  /// `observe` receives the round `inout` only so that it is not copied; it must not change it.
  ///
  /// This is the simulator's entry point: the same ``Round`` state machine a person plays at the prompt, driven by
  /// `strategy`. The bankroll is not checked (a simulation bets flat units); it is still settled.
  ///
  /// - Precondition: no round is in progress, and `bet` is positive.
  @inlinable
  public mutating func playRound<Player: PlayerStrategy>(
    bet: Money, strategy: Player, observe: (inout Round) -> Void = { _ in }
  ) {
    _didShuffle = _shoe.prepareForRound(rules: rules)
    startRound(bet: bet)
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? _round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + _round.net
    observe(&_round)
  }

  /// Deals a new round for `bet` (the simulator's rounds, without side bets) on the shoe as it is.
  ///
  /// - Precondition: no round is in progress, and `bet` is positive.
  @inlinable
  mutating func startRound(bet: Money) {
    precondition(!_hasRound || _round.phase == .settled, "a round is in progress")
    _hasRound = true
    if !_sideBets.isEmpty { _sideBets = [] }
    // A dealing shoe never runs dry (it reshuffles), so dealing cannot fail for a positive bet.
    do {
      try _round.redeal(bet: bet, from: &_shoe)
    } catch {
      preconditionFailure("a round could not be dealt: \(error)")
    }
  }

  /// Reshuffles before a round when the rules call for it (a cut card that has come out, or a continuous shuffler);
  /// returns whether it did. ``playPreparedRound(bet:strategy:observer:)`` then deals without
  /// shuffling again, so that a counter sees the shuffle before betting.
  @inlinable
  public mutating func prepareShoe() -> Bool {
    _didShuffle = _shoe.prepareForRound(rules: rules)
    return _didShuffle
  }

  /// Plays a whole round on a shoe already prepared with ``prepareShoe()``, letting `observer` adjust the strategy
  /// after the deal (a counter's count now includes the cards dealt) and see the settled round.
  ///
  /// The strategy and the observer are passed `inout` so that a driver keeps one of each and changes only what it
  /// must between rounds; the observer is a generic value rather than closures, so that the simulator's loop is
  /// specialised and inlined.
  ///
  /// - Precondition: no round is in progress, and `bet` is positive.
  @inlinable
  public mutating func playPreparedRound<Player: PlayerStrategy, Observer: RoundObserver<Player>>(
    bet: Money, strategy: inout Player, observer: inout Observer
  ) {
    startRound(bet: bet)
    observer.dealt(_round, strategy: &strategy)
    try? _round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + _round.net
    observer.settled(_round)
  }

  /// Plays a round of several positions (seats and spots) on a shoe already prepared with ``prepareShoe()``.
  ///
  /// - Parameters:
  ///   - bets: each position's bet, in seat order.
  ///   - play: plays every position's decisions, given the dealt round and the shoe (see
  ///     ``TableRound/playDecisions(ofPosition:with:from:)``); the dealer then plays once and every position
  ///     settles.
  /// - Returns: the settled round. The bankroll is not changed (the positions may belong to different players).
  @inlinable
  public mutating func playPreparedTableRound(
    bets: [Money], play: (inout TableRound, inout DealingShoe<Generator>) -> Void
  ) -> TableRound {
    precondition(!_hasRound || _round.phase == .settled, "a round is in progress")
    var round: TableRound
    do {
      round = try TableRound(rules: rules, bets: bets, dealingFrom: &_shoe)
    } catch {
      preconditionFailure("a round could not be dealt: \(error)")
    }
    play(&round, &_shoe)
    try? round.playDealer(StandardDealer(), from: &_shoe)
    return round
  }

  /// Plays the dealer when the player is done and settles the bankroll when the round is over.
  mutating func finishIfDone() {
    guard _positions == nil else { return advancePositions() }
    guard var current = round else { return }
    if current.phase == .dealerTurn {
      // The dealer's play cannot be refused in this phase; running dry voids the round, which settles it.
      try? current.playDealer(from: &_shoe)
      _round = current
    }
    if current.phase == .settled { _bankroll = _bankroll + current.net + sideBetNet }
  }
}

extension Table: Sendable where Generator: Sendable {}
