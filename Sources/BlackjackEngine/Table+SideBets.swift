extension Table {
  /// The side bets of the current or last round dealt with ``deal(bet:sideBets:)``, judged on its deal, in the
  /// order they were placed; empty when none was placed.
  public var sideBets: [SideBetResult] {
    switch _state {
    case .idle: []
    case .lone(_, let sideBets): sideBets
    case .positions(let state): state.sideBets
    }
  }

  /// The money staked on the side bets of the current or last round.
  public var sideBetStakes: Money { sideBets.reduce(.zero) { $0 + $1.stake } }

  /// The side bets' total result for the current or last round.
  public var sideBetNet: Money { sideBets.reduce(.zero) { $0 + $1.net } }

  /// The last round's whole result once settled: its hands and insurance (``Round/net``; every spot's, for a round
  /// of several positions) and its side bets; `nil` while a round is in progress or before the first.
  public var roundNet: Money? {
    guard let round, round.phase == .settled else { return nil }
    return (spotsNet ?? round.net) + sideBetNet
  }

  /// Refuses side bets this table cannot settle on the deal: a stake that is not positive, two bets of one kind,
  /// or a bet that needs the dealer's hole card at a table without one (ENHC).
  func checkSideBets(_ stakes: [SideBetStake]) throws(TableError) {
    for (index, stake) in stakes.enumerated() {
      guard stake.stake > .zero else { throw .round(.invalidBet(stake.stake)) }
      if stakes[..<index].contains(where: { $0.bet.kind == stake.bet.kind }) {
        throw .sideBetRefused("\(stake.bet.kind.name) is placed twice; one bet of each kind per round")
      }
      if stake.bet.kind.needsHoleCard && rules.holeCard != .peek {
        throw .sideBetRefused(
          "\(stake.bet.kind.name) needs the dealer's hole card on the deal, and this table deals none (ENHC);"
            + " use a PEEK table")
      }
    }
  }

  /// Judges `stakes` on the cards `round` was dealt (``Round/judge(_:stake:)``).
  static func judge(_ stakes: [SideBetStake], on round: Round) -> [SideBetResult] {
    stakes.map { round.judge($0.bet, stake: $0.stake) }
  }
}
