import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Shards and merging")
struct ShardTests {
  @Test("shard K of N owns chunks floor((K-1)c/N) to floor(Kc/N), worked by hand")
  func ownership() {
    // 10 chunks in 3 shards: 10/3 = 3.33, 20/3 = 6.67 → 0..<3, 3..<6, 6..<10.
    #expect((1...3).map { Shard($0, of: 3)!.chunks(of: 10) } == [0..<3, 3..<6, 6..<10])
    // 2 chunks in 5 shards: 0.4, 0.8, 1.2, 1.6 → shards 1, 2 and 4 own nothing.
    #expect((1...5).map { Shard($0, of: 5)!.chunks(of: 2) } == [0..<0, 0..<0, 0..<1, 1..<1, 1..<2])
    #expect(Shard(1, of: 1)!.chunks(of: 7) == 0..<7)
    // A run of 2^62 chunks in 3 shards: the product overflows 64 bits, the full-width division does not.
    let huge = 1 << 62
    #expect(Shard(3, of: 3)!.chunks(of: huge).upperBound == huge)
    #expect(Shard(2, of: 3)!.chunks(of: huge).lowerBound == huge / 3)
  }

  @Test("the shards of a run play every chunk once, in shares that differ by at most one chunk")
  func partition() {
    for chunkCount in [0, 1, 2, 7, 10, 100, 1_001] {
      for count in [1, 2, 3, 4, 7, 16, 1_000] {
        let ranges = (1...count).map { Shard($0, of: count)!.chunks(of: chunkCount) }
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == chunkCount)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let sizes = ranges.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
      }
    }
  }

  @Test("shard numbers outside 1 to N are refused", arguments: [(0, 4), (5, 4), (1, 0), (-1, 3)])
  func badShards(index: Int, count: Int) {
    #expect(Shard(index, of: count) == nil)
  }

  @Test("a flat run's shards add up to the whole run's statistics, bit for bit")
  func flatShardsAddUp() {
    let whole = Simulation(rules: Rules(), strategy: .basic(.published), rounds: 23_456, seed: 99, chunkSize: 1_000)
    expectShardsAddUp(whole, counts: [1, 3, 4, 30])
  }

  @Test("a counter's shards add up too: spots by count, wonging, other seats and indices")
  func countingShardsAddUp() throws {
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(spread: "1-8", maximum: 100)
    counter.spots = try CountRamp(spec: "2:2 4:3", below: 1, what: "spots", allowed: 1...3)
    counter.wongIn = -1
    counter.otherSeats = 2
    counter.seat = 2
    counter.indices = IndexTable.illustrious18
    let whole = Simulation(
      rules: Rules(), strategy: .basic(.published), rounds: 12_345, seed: 5, chunkSize: 500, counter: counter)
    expectShardsAddUp(whole, counts: [2, 5, 7])
  }

  func expectShardsAddUp(_ whole: Simulation, counts: [Int]) {
    let expected = Simulator(simulation: whole, threads: 2).run()
    #expect(expected.chunks == [0..<whole.chunkCount])
    for count in counts {
      var sum = SimulationStats()
      var ranges: [Range<Int>] = []
      for index in 1...count {
        var shard = whole
        shard.shard = Shard(index, of: count)
        let result = Simulator(simulation: shard, threads: 1 + index % 2).run()
        #expect(!result.isPartial)
        #expect(result.stats.tableRounds == whole.rounds(inChunks: shard.playedChunks))
        sum = sum.adding(result.stats)!
        ranges += result.chunks
      }
      #expect(sum == expected.stats, "\(count) shards")
      #expect(ChunkCoverage(ranges, chunkCount: whole.chunkCount).isExact)
    }
  }

  @Test("a stopped shard played a range of its own chunks from the first, and is partial")
  func stoppedShard() {
    var simulation = Simulation(
      rules: Rules(), strategy: .basic(.published), rounds: 10_000_000, seed: 1, chunkSize: 1_000)
    simulation.shard = Shard(2, of: 4)
    let simulator = Simulator(simulation: simulation, threads: 2)
    let result = simulator.run(progressInterval: 0.01) { _ in simulator.requestStop() }
    #expect(result.isPartial)
    let played = result.chunks.first ?? 2_500..<2_500
    #expect(result.chunks.count <= 1 && played.lowerBound == 2_500 && played.upperBound < 5_000)
    #expect(result.stats.rounds == played.count * 1_000)
  }

  @Test("coverage names the missing and the doubled chunks, worked by hand")
  func coverage() {
    let exact = ChunkCoverage([0..<3, 3..<6, 6..<10], chunkCount: 10)
    #expect(exact.isExact && exact.covered == [0..<10])
    let gaps = ChunkCoverage([6..<10, 0..<3], chunkCount: 12)
    #expect(gaps.missing == [3..<6, 10..<12] && gaps.duplicated.isEmpty && gaps.covered == [0..<3, 6..<10])
    let twice = ChunkCoverage([0..<5, 3..<8, 4..<6, 8..<10], chunkCount: 10)
    #expect(twice.missing.isEmpty && twice.duplicated == [3..<6] && twice.covered == [0..<10])
    let same = ChunkCoverage([2..<4, 2..<4], chunkCount: 4)
    #expect(same.missing == [0..<2] && same.duplicated == [2..<4])
    let nothing = ChunkCoverage([], chunkCount: 3)
    #expect(nothing.missing == [0..<3] && nothing.covered.isEmpty)
    #expect(ChunkCoverage([0..<0], chunkCount: 0).isExact)
  }

  @Test("statistics that would overflow are not added up")
  func overflow() {
    var big = SimulationStats()
    big.netSquaredCents = Int128.max - 1
    var one = SimulationStats()
    one.netSquaredCents = 2
    #expect(big.adding(one) == nil)
    one.netSquaredCents = 1
    #expect(big.adding(one)?.netSquaredCents == Int128.max)
    var rounds = SimulationStats()
    rounds.rounds = Int.max
    one.rounds = 1
    #expect(rounds.adding(one) == nil)
    var counting = CountingStats()
    counting.byCount[3].betCents = Int128.max
    var more = CountingStats()
    more.byCount[3].betCents = 1
    #expect(counting.adding(more) == nil)
    var withCounting = SimulationStats()
    withCounting.counting = counting
    var other = SimulationStats()
    other.counting = more
    #expect(withCounting.adding(other) == nil)
  }
}
