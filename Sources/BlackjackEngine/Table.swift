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
  /// The round in play or last played, if any: one value, so that the table cannot disagree with itself.
  @usableFromInline var _state: TableState {
    // A round kept (or any change of the state) ends the charted driver's run of idle rounds.
    didSet {
      _chartedSerial = 0
      _chartedAsideSerial = 0
    }
  }
  @usableFromInline var _didShuffle: Bool
  /// The ``DecisionTable/serial`` of the decision table the charted driver accepted as worked out for ``rules`` and
  /// plays in its loop, while the table has stayed idle since (0 otherwise; see
  /// ``playPreparedCharted(bet:strategy:decisions:pages:)`` and ``accept(_:)``): one comparison of two integers then
  /// stands for the rules check, the idle check and the decisions' cover of the rules.
  @usableFromInline var _chartedSerial: UInt64 = 0
  /// As ``_chartedSerial``, for decisions accepted but played out of the charted driver's loop (see
  /// ``accept(_:)``): decisions that do not cover the rules, rules without a hole card, early surrender.
  @usableFromInline var _chartedAsideSerial: UInt64 = 0
  /// The ``DecisionTable/serial`` of the last decision table accepted as worked out for ``rules`` (0 for none): the
  /// rules never change, so neither does the answer.
  @usableFromInline var _acceptedSerial: UInt64 = 0

  /// The cards.
  public var shoe: DealingShoe<Generator> { _shoe }
  /// The player's money, with the round in play not yet settled.
  public var bankroll: Money { _bankroll }
  /// The round in play or the last one played, if any.
  public var round: Round? {
    switch _state {
    case .idle: nil
    case .lone(let round, _): round
    case .positions(let state): state.round.positions[state.current]
    }
  }
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
    _state = .idle
    _didShuffle = false
  }

  /// Whether a round is under way.
  public var isRoundInProgress: Bool {
    switch _state {
    case .idle: false
    case .lone(let round, _): round.phase != .settled
    case .positions(let state): !state.isFinished
    }
  }

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
    let round: Round
    do {
      round = try Round(rules: rules, bet: bet, dealingFrom: &_shoe)
    } catch {
      throw .round(error)
    }
    _state = .lone(round, sideBets: Self.judge(sideBets, on: round))
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
    replaceCurrent(with: current)
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
        replaceCurrent(with: current)
        finishIfDone()
      }
      throw .round(error)
    }
    replaceCurrent(with: current)
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
    var round = startRound(bet: bet)
    // A round that cannot finish is voided (settled, bets returned) before the error reaches here.
    try? round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + round.net
    observe(&round)
    _state = .lone(round, sideBets: [])
  }

  /// Deals a new round for `bet` (the simulator's rounds, without side bets) on the shoe as it is, and returns it
  /// for the caller to play and then keep as the table's lone round (``TableState/lone(_:sideBets:)``); the table is
  /// idle meanwhile. The last lone round's storage is dealt again rather than a new round built.
  ///
  /// - Precondition: no round is in progress, and `bet` is positive.
  @inlinable
  mutating func startRound(bet: Money) -> Round {
    var round: Round
    switch _state {
    case .idle:
      round = Round(rules: rules, emptyWithBet: bet)
    case .lone(let last, _):
      precondition(last.phase == .settled, "a round is in progress")
      round = last
      _state = .idle
    case .positions(let state):
      precondition(state.isFinished, "a round is in progress")
      round = Round(rules: rules, emptyWithBet: bet)
      _state = .idle
    }
    // A dealing shoe never runs dry (it reshuffles), so dealing cannot fail for a positive bet.
    do {
      try round.redeal(bet: bet, from: &_shoe)
    } catch {
      preconditionFailure("a round could not be dealt: \(error)")
    }
    return round
  }

  /// Puts `round` in place of the round being decided: the lone round, or the spot being decided of a round of
  /// several positions.
  mutating func replaceCurrent(with round: Round) {
    switch _state {
    case .idle:
      preconditionFailure("no round to replace")
    case .lone(_, let sideBets):
      _state = .lone(round, sideBets: sideBets)
    case .positions(var state):
      _state = .idle  // `state` is then the only reference to its storage, changed in place
      state.round._positions[state.current] = round
      _state = .positions(state)
    }
  }

  /// Reshuffles before a round when the rules call for it (a cut card that has come out, or a continuous shuffler);
  /// returns whether it did. ``playPreparedRound(bet:strategy:observer:)`` then deals without
  /// shuffling again, so that a counter sees the shuffle before betting.
  ///
  /// Always inlined: the simulator's loops call it before every round (the shuffle itself stays out of line).
  @inlinable @inline(__always)
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
    var round = startRound(bet: bet)
    observer.dealt(round, strategy: &strategy)
    try? round.play(strategy, dealer: StandardDealer(), from: &_shoe)
    _bankroll = _bankroll + round.net
    observer.settled(round)
    _state = .lone(round, sideBets: [])
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
    precondition(!isRoundInProgress, "a round is in progress")
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
    switch _state {
    case .idle:
      return
    case .positions:
      advancePositions()
    case .lone(var current, let sideBets):
      if current.phase == .dealerTurn {
        // The dealer's play cannot be refused in this phase; running dry voids the round, which settles it.
        try? current.playDealer(from: &_shoe)
        _state = .lone(current, sideBets: sideBets)
      }
      if current.phase == .settled { _bankroll = _bankroll + current.net + sideBetNet }
    }
  }
}

extension Table: Sendable where Generator: Sendable {}

/// What a ``Table`` holds between its bankroll and its shoe: nothing yet, a lone spot's round, or a round of several
/// positions. Each case carries its own data, so the round being decided is kept in one place only.
@usableFromInline
enum TableState: Sendable {
  /// No round dealt yet, or the last one played by the charted driver (which keeps none).
  case idle
  /// A lone spot's round, in play or settled, with the side bets judged on its deal (empty when none was placed).
  case lone(Round, sideBets: [SideBetResult])
  /// A round of several positions, in play or settled (see `Table+Positions.swift`).
  case positions(TablePositions)

  /// Whether no round is kept.
  @inlinable
  var isIdle: Bool {
    if case .idle = self { true } else { false }
  }
}
