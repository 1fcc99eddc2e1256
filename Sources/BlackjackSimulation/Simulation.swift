import BlackjackCounting
public import BlackjackEngine
import CardKit

/// A reproducible simulation: rules, strategy, number of rounds, seed and flat bet.
///
/// The rounds are cut into chunks of ``chunkSize``; chunk *i* plays with its own generator seeded from
/// (``seed``, *i*) and a freshly shuffled shoe, so the statistics for a seed and round count are the same whatever
/// the number of threads that played the chunks.
public struct Simulation: Sendable {
  /// Rounds per chunk: the unit of work, of seeding and of cancellation.
  public static let defaultChunkSize = 100_000
  /// The largest chunk: a chunk's net in cents is summed in 64 bits while it plays (at most 10⁹ cents a round).
  public static let maximumChunkSize = 1 << 24

  /// The table rules.
  public var rules: Rules
  /// The player strategy.
  public var strategy: StrategyChoice
  /// How many rounds to play.
  public var rounds: Int
  /// The seed every chunk's generator derives from.
  public var seed: UInt64
  /// The flat bet in units; it scales the money reported, not the statistics.
  public var betUnits: Int

  /// The bet every simulated round is played with: one unit of 100 cents, so that every payout (3:2, 6:5, half
  /// back on surrender) is a whole number of cents. Results as fractions of the bet are the same for any flat bet.
  public static let unitCents = 100
  /// The most pages of decisions a counter is given (each is 7,352 bytes), one per count at which its index plays
  /// can differ; a counter with more plays through the round state machine.
  static let counterPageLimit = 64
  /// Rounds per chunk, 1 to ``maximumChunkSize``.
  public var chunkSize: Int
  /// The card counter who plays the rounds, or `nil` for a flat bettor playing ``strategy``. A counter plays the
  /// chart of a `.basic` or `.neverBust` strategy (the published chart for `.mimicDealer`), deviating by its indices.
  /// A counter needs a shoe of decks: the rules may not be an infinite deck (a precondition when the rounds run).
  public var counter: Counter?
  /// The part of the run this process plays, or `nil` for every chunk.
  public var shard: Shard?
  /// Side bets of one unit each placed every round (a flat bettor only), judged on the deal by the engine
  /// (``Round/judge(_:stake:)``) and tallied in ``SimulationStats/sideBets``.
  public var sideBets: [SideBet] = []

  /// Describes a simulation.
  public init(
    rules: Rules, strategy: StrategyChoice, rounds: Int, seed: UInt64, betUnits: Int = 1,
    chunkSize: Int = Simulation.defaultChunkSize, counter: Counter? = nil, shard: Shard? = nil
  ) {
    self.counter = counter
    self.shard = shard
    precondition(rounds >= 0 && betUnits > 0 && (1...Self.maximumChunkSize).contains(chunkSize))
    self.rules = rules
    self.strategy = strategy
    self.rounds = rounds
    self.seed = seed
    self.betUnits = betUnits
    self.chunkSize = chunkSize
  }

  /// The number of chunks.
  public var chunkCount: Int { (rounds + chunkSize - 1) / chunkSize }

  /// The rounds in chunk `index` (the last may be short).
  public func rounds(inChunk index: Int) -> Int { min(chunkSize, rounds - index * chunkSize) }

  /// The chunks this process plays: every chunk, or those of its ``shard``.
  public var playedChunks: Range<Int> { shard?.chunks(of: chunkCount) ?? 0..<chunkCount }

  /// The rounds in `chunks`.
  public func rounds(inChunks chunks: Range<Int>) -> Int {
    Self.rounds(inChunks: chunks, of: rounds, chunkSize: chunkSize)
  }

  /// The rounds in `chunks` of a run of `rounds` rounds in chunks of `chunkSize`.
  public static func rounds(inChunks chunks: Range<Int>, of rounds: Int, chunkSize: Int) -> Int {
    chunks.isEmpty ? 0 : max(0, min(rounds, chunks.upperBound * chunkSize) - chunks.lowerBound * chunkSize)
  }

  /// The seed of chunk `index`'s generator: SplitMix64 output for the pair (seed, index).
  public func chunkSeed(_ index: Int) -> UInt64 {
    var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
    return mixer.next()
  }

  /// Plays chunk `index` and returns its statistics.
  public func runChunk(_ index: Int) -> SimulationStats {
    runChunk(index, decisions: decisionTable()) { _ in }
  }

  /// Plays chunk `index` as ``runChunk(_:)`` does, with the player's decisions worked out once for every chunk
  /// (``decisionTable()``).
  ///
  /// - Precondition: `decisions` is this simulation's ``decisionTable()``.
  public func runChunk(_ index: Int, decisions: DecisionTable) -> SimulationStats {
    runChunk(index, decisions: decisions) { _ in }
  }

  /// The decisions of the simulation's player, on every hand the simulator's charted driver decides
  /// (``BlackjackEngine/Table/playPreparedCharted(bet:strategy:decisions:pages:)``): the same for every chunk, so
  /// worked out once for a run and shared by its chunks. A counter's table has a page per count at which its
  /// index plays can differ (one page, unused, when there are too many).
  public func decisionTable() -> DecisionTable {
    if let counter {
      let strategy = CountingStrategy(chart: counterChart, indices: counter.indices)
      let pages = strategy.decisionCounts.count <= Simulation.counterPageLimit ? strategy.atDecisionCounts : [strategy]
      return DecisionTable(pages: pages, rules: rules)
    }
    switch strategy {
    case .basic(let chart): return DecisionTable(strategy: chart, rules: rules)
    case .mimicDealer: return DecisionTable(strategy: MimicDealerStrategy(), rules: rules)
    case .neverBust(let chart): return DecisionTable(strategy: NeverBustStrategy(basic: chart), rules: rules)
    }
  }

  /// The chart a counter plays by away from its indices.
  var counterChart: BasicStrategy {
    switch strategy {
    case .basic(let chart), .neverBust(let chart): chart
    case .mimicDealer: BasicStrategy.published
    }
  }

  /// Plays chunk `index` with `decisions` (this simulation's ``decisionTable()``), telling `afterRound` the player's
  /// net over the chunk so far, in cents, after each round; returns the chunk's statistics.
  func runChunk(
    _ index: Int, decisions: DecisionTable, afterRound: (_ netCents: Int) -> Void
  ) -> SimulationStats {
    if let counter {
      return playCounting(
        chunk: index, chart: counterChart.unshared(), counter, decisions: decisions, afterRound: afterRound)
    }
    switch strategy {
    case .basic(let chart):
      return play(chunk: index, with: chart.unshared(), decisions: decisions, afterRound: afterRound)
    case .mimicDealer:
      return play(chunk: index, with: MimicDealerStrategy(), decisions: decisions, afterRound: afterRound)
    case .neverBust(let chart):
      return play(
        chunk: index, with: NeverBustStrategy(basic: chart.unshared()), decisions: decisions, afterRound: afterRound)
    }
  }

  /// The hot loop, specialised for each strategy type.
  @inline(__always)
  func play<Player: ChartStrategy>(
    chunk index: Int, with strategy: Player, decisions: DecisionTable, afterRound: (_ netCents: Int) -> Void
  ) -> SimulationStats {
    if !sideBets.isEmpty { return playWithSideBets(chunk: index, with: strategy, afterRound: afterRound) }
    var table = Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: chunkSeed(index)), shufflingLazily: true)
    let bet = Money(cents: Simulation.unitCents)
    assert(bet.cents <= ChunkStats.maximumBetCents, "a bet larger than the chunk's statistics sum in 64 bits")
    var strategy = strategy  // passed `inout` to every round, never copied
    var pages = FirstDecisionPage<Player>()
    var stats = ChunkStats()
    let rules = decisions.rules  // read once for the loop
    var left = rounds(inChunk: index)  // counted down: one value kept across the loop rather than two
    while left > 0 {
      _ = table.prepareShoe()
      stats.record(
        table.playPreparedCharted(
          bet: bet, strategy: &strategy, decisions: decisions, rules: rules, pages: &pages, keepsBankroll: false))
      afterRound(stats.netCents)
      left &-= 1
    }
    return stats.stats
  }

  /// Plays chunk `index` with `strategy` through the round state machine (``Table/playRound(bet:strategy:observe:)``)
  /// on a fresh table, showing each settled round to `body`, which must not change it (it is passed `inout` only so
  /// that it is not copied): the same rounds as the chunk's, for checks that need every card of each.
  @inline(__always)
  func forEachRound<Player: PlayerStrategy>(
    inChunk index: Int, with strategy: Player, _ body: (inout Round) -> Void
  ) {
    var table = Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: chunkSeed(index)), shufflingLazily: true)
    let bet = Money(cents: Simulation.unitCents)
    for _ in 0..<rounds(inChunk: index) {
      table.playRound(bet: bet, strategy: strategy, observe: body)
    }
  }
}
