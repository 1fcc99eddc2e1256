// A round of several positions at the table: the table's player's spots, decided at the prompt, and other players'
// seats, decided by their strategies, dealt and played in seat order against one dealer (see ``TableRound``).

extension Table {
  /// Deals one round to `positions` in seat order, on a shoe already prepared with ``prepareShoe()`` (so that a
  /// counter at another seat sees the shuffle before betting): a first card to each position, the dealer's up card,
  /// a second card to each, the hole card (``TableRound/init(rules:bets:dealingFrom:)``).
  ///
  /// The table's ``round`` is then the spot being decided: ``act(_:)`` and ``resolveInsurance(_:)`` play it
  /// through the same ``Round`` state machine as a lone spot. Every spot answers the insurance question first, in
  /// seat order, as a casino asks each betting spot before anyone plays; then the positions play in seat order: a
  /// seat's strategy plays its decisions as soon as every spot before it is done, so its cards come from the shoe
  /// after theirs. When the last position is done the dealer plays once for the whole table
  /// (``TableRound/playDealer(_:from:)``) and the spots settle into the bankroll, with the side bets, which ride
  /// on the first spot and are judged on its cards. The seats' money is not the table's.
  ///
  /// - Throws: ``TableError/roundInProgress``, ``TableError/insufficientFunds(needed:available:)`` for spots and
  ///   side bets the bankroll cannot cover, ``TableError/sideBetRefused(_:)``, or ``TableError/round(_:)`` with
  ///   ``RoundError/invalidBet(_:)`` for a bet that is not positive; the table is unchanged.
  /// - Precondition: at least one position is a spot.
  public mutating func dealPrepared(positions: [TablePosition], sideBets: [SideBetStake] = []) throws(TableError) {
    guard !isRoundInProgress else { throw .roundInProgress }
    guard let first = positions.firstIndex(where: \.isSpot) else {
      preconditionFailure("a table round needs a spot of the table's player")
    }
    for position in positions where position.bet <= .zero { throw .round(.invalidBet(position.bet)) }
    try checkSideBets(sideBets)
    let needed = positions.filter(\.isSpot).reduce(sideBets.reduce(.zero) { $0 + $1.stake }) { $0 + $1.bet }
    guard needed <= bankroll else { throw .insufficientFunds(needed: needed, available: bankroll) }
    let round: TableRound
    do {
      round = try TableRound(rules: rules, bets: positions.map(\.bet), dealingFrom: &_shoe)
    } catch {
      throw .round(error)
    }
    _state = .positions(
      TablePositions(
        round: round, players: positions.map(\.player), current: first,
        sideBets: Self.judge(sideBets, on: round.positions[first])))
    advancePositions()
  }

  /// Every position's round of the current or last round of several positions, in seat order, the spot being
  /// decided as it stands now; `nil` when the last round was dealt to a lone spot with ``deal(bet:sideBets:)``.
  public var positions: [Round]? {
    guard case .positions(let state) = _state else { return nil }
    return state.round.positions
  }

  /// The positions of the table's player's spots in ``positions``, in seat order; `nil` after a lone spot's round.
  public var spotPositions: [Int]? {
    guard case .positions(let state) = _state else { return nil }
    return state.spots
  }

  /// The position of the spot being decided, which ``round`` is (the last spot once the round is settled); `nil`
  /// after a lone spot's round.
  public var currentPosition: Int? {
    guard case .positions(let state) = _state else { return nil }
    return state.current
  }

  /// The dealer's hand of the round of several positions: the fullest of the positions' views of it (see
  /// ``TableRound/dealer``); `nil` after a lone spot's round.
  public var tableDealer: DealerHand? {
    guard case .positions(let state) = _state else { return nil }
    return state.round.dealer
  }

  /// The money the spots other than the one being decided have on the table (their bets and insurance); zero
  /// after a lone spot's round, or once the round is settled.
  var otherSpotsWagered: Money {
    guard case .positions(let state) = _state, !state.isFinished else { return .zero }
    return state.spots.filter { $0 != state.current }.reduce(.zero) { $0 + state.round.positions[$1].totalWagered }
  }

  /// The spots' total result once the round of several positions is settled: their hands and insurance; `nil`
  /// after a lone spot's round, or while the round is in progress.
  var spotsNet: Money? {
    guard case .positions(let state) = _state, state.isFinished else { return nil }
    return state.spots.reduce(.zero) { $0 + state.round.positions[$1].net }
  }

  /// Moves the round of several positions on after a change to the spot being decided: once every seat has
  /// answered the insurance question by its strategy, to the first spot still facing it, else to the first position in seat order still to decide — a seat's strategy
  /// plays it at once, a spot waits for the player — and, once every position is done, plays the dealer once and
  /// settles the spots into the bankroll.
  mutating func advancePositions() {
    guard case .positions(var state) = _state, !state.isFinished else { return }
    _state = .idle  // `state` is then the only reference to its storage, changed in place
    defer { _state = .positions(state) }
    let undecided = { (round: Round) in round.phase == .insurance || round.phase == .playerTurn }
    while true {
      // Insurance goes round the table before anyone plays: every seat answers by its strategy, in seat order.
      for index in state.players.indices where state.round.positions[index].phase == .insurance {
        guard let player = state.players[index] else { continue }
        try? state.round.answerInsurance(ofPosition: index, with: player, from: &_shoe)
      }
      let positions = state.round.positions
      if let spot = state.spots.first(where: { positions[$0].phase == .insurance }) {
        state.current = spot
        return
      }
      guard let next = positions.indices.first(where: { undecided(positions[$0]) }) else { break }
      guard let player = state.players[next] else {
        state.current = next
        return
      }
      // Running out of cards voids that seat's round, which settles it; play moves on.
      try? state.round.playDecisions(ofPosition: next, with: player, from: &_shoe)
    }
    // Running out of cards voids the positions waiting for the dealer, which settles them.
    try? state.round.playDealer(StandardDealer(), from: &_shoe)
    let spots = state.spots
    state.current = spots[spots.count - 1]
    state.isFinished = true
    let sideBetNet = state.sideBets.reduce(Money.zero) { $0 + $1.net }
    _bankroll = _bankroll + spots.reduce(.zero) { $0 + state.round.positions[$1].net } + sideBetNet
  }
}
