import BlackjackSimulation

/// The option group of `--seed S --threads N --shard K/N`: how a simulation's run is seeded, how many threads play
/// it, and which share of it this process plays (`simulate`, `survey`). The same seed gives the same figures for any
/// number of threads and any sharding.
struct RunOptions: ParsableOptions {
  @Opt(SimulateOptions.seed) var seed: UInt64?
  @Opt(SimulateOptions.threads) var threads: Int?
  @Opt(SimulateOptions.shard) var shardText: String?

  /// The shard of `--shard K/N`, or `nil` for the whole run.
  ///
  /// - Throws: ``CLIError`` (usage) for text that is not a shard, or a shard without `--seed` (see
  ///   ``SimulateOptions/shard(_:seeded:)``).
  func shard() throws(CLIError) -> Shard? {
    try SimulateOptions.shard(shardText, seeded: seed != nil)
  }

  /// The seed given, or a random one.
  var seedOrRandom: UInt64 { seed ?? UInt64.random(in: 0...UInt64.max) }

  /// The threads given, or one for each core.
  var threadCount: Int { threads ?? SystemInfo.coreCount }
}
