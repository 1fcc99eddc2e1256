import BlackjackEngine
import CardKit

extension Simulation {
  /// Plays chunk `index` with `strategy`, placing one unit on each of ``sideBets`` every round, and telling
  /// `afterRound` the main game's net over the chunk so far, in cents, after each round.
  ///
  /// The rounds are the same as without side bets (the same shoe, shuffles and cards): the table deals each round
  /// on a prepared shoe so that the side bets are judged right after the deal, before any split.
  func playWithSideBets<Player: PlayerStrategy>(
    chunk index: Int, with strategy: Player, afterRound: (_ netCents: Int) -> Void
  ) -> SimulationStats {
    var table = Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: chunkSeed(index)), shufflingLazily: true)
    var observer = SideBetObserver<Player>(bets: sideBets)
    var player = strategy
    let bet = Money(cents: Simulation.unitCents)
    for _ in 0..<rounds(inChunk: index) {
      _ = table.prepareShoe()
      table.playPreparedRound(bet: bet, strategy: &player, observer: &observer)
      afterRound(Int(truncatingIfNeeded: observer.stats.netCents))  // a chunk's net fits 64 bits
    }
    observer.stats.sideBets = observer.sideBets
    return observer.stats
  }
}

/// Judges the side bets on each deal and adds up the settled rounds.
struct SideBetObserver<Player: PlayerStrategy>: RoundObserver {
  let bets: [SideBet]
  var stats = SimulationStats()
  var sideBets: SideBetStats

  init(bets: [SideBet]) {
    self.bets = bets
    sideBets = SideBetStats(bets: bets)
  }

  mutating func dealt(_ round: borrowing Round, strategy: inout Player) {
    let unit = Money(cents: Simulation.unitCents)
    var results: [SideBetResult] = []
    results.reserveCapacity(bets.count)
    for bet in bets { results.append(round.judge(bet, stake: unit)) }
    sideBets.record(results)
  }

  mutating func settled(_ round: borrowing Round) {
    stats.record(round)
  }
}
