import BlackjackEngine
import BlackjackSimulation
import CardKit
import Testing

@testable import ShuffleAudit

/// The classic mistake: swap every position with a position drawn from the whole deck. Its nⁿ equally likely paths
/// cannot fall evenly on the n! orders (n! does not divide nⁿ), so some orders and positions are favoured.
struct NaiveSwapShuffle: AuditedShuffle {
  var name: String { "swap each position with any position" }
  func shuffle<G: RandomNumberGenerator>(_ cards: inout [UInt16], using generator: inout G) {
    for i in cards.indices { cards.swapAt(i, Int(generator.next(below: UInt64(cards.count)))) }
  }
}

/// A fixed number of random transpositions: swap two positions drawn independently, `swaps` times.
struct RandomSwapsShuffle: AuditedShuffle {
  var swaps: Int
  var name: String { "\(swaps) random swaps" }
  func shuffle<G: RandomNumberGenerator>(_ cards: inout [UInt16], using generator: inout G) {
    let count = UInt64(cards.count)
    for _ in 0..<swaps {
      cards.swapAt(Int(generator.next(below: count)), Int(generator.next(below: count)))
    }
  }
}

/// The simulator's own chunk seeds for `seed` (`Simulation.chunkSeed(_:)`, the function the simulator calls).
func simulatorChunkSeeds(seed: UInt64) -> (Int) -> UInt64 {
  let simulation = Simulation(rules: Rules(), strategy: .mimicDealer, rounds: 0, seed: seed)
  return { simulation.chunkSeed($0) }
}

@Suite("The shuffle audit battery")
struct AuditBatteryTests {
  @Test("CardKit's shuffle passes every test: one deck, 200,000 shuffles, seed 2026")
  func fairOneDeck() {
    var generator = Xoshiro256StarStar(seed: 2026)
    let audit = AuditBattery(decks: 1, shuffles: 200_000)
    let result = audit.run(CardKitShuffle(), generator: &generator, chunkSeed: simulatorChunkSeeds(seed: 2026))
    #expect(
      result.tests.map(\.id) == [
        "cardPosition", "orderings5", "orderings6", "colourRuns", "consecutiveShuffles", "adjacentPairs",
        "chunkSeedCorrelation", "chunkSeedBits",
      ])
    #expect(result.tests.map(\.degreesOfFreedom).prefix(3) == [2601, 119, 719])
    #expect(result.perTestAlpha == 0.01 / 8)
    #expect(result.passed, "\(result.failures.map { "\($0.id) p = \($0.pValue)" })")
  }

  @Test("CardKit's shuffle passes every test: six decks, 20,000 shuffles, seed 7")
  func fairSixDecks() {
    var generator = Xoshiro256StarStar(seed: 7)
    let result = AuditBattery(decks: 6, shuffles: 20_000).run(
      CardKitShuffle(), generator: &generator, chunkSeed: simulatorChunkSeeds(seed: 7))
    #expect(result.tests.map(\.id).prefix(2) == ["rankPosition", "suitPosition"])
    // 312 positions: (311 × 12) and (311 × 3) degrees of freedom.
    #expect(result.tests.map(\.degreesOfFreedom).prefix(2) == [3732, 933])
    #expect(result.passed, "\(result.failures.map { "\($0.id) p = \($0.pValue)" })")
  }

  @Test("the naive swap-with-any-position shuffle fails, by a wide margin, at seed 1")
  func naiveFails() {
    // The expected effect, computed exactly from the naive shuffle's position matrix P (a card's position traced
    // through the 52 swaps as a Markov chain) by Tests/ShuffleAuditTests/Reference/naive_shuffle_margin.py: the
    // card-at-position statistic gains N × 52 Σ (P − 1/52)² × 51/52 = 0.6578 N over its 2601 degrees of freedom.
    // With N = 20,000 it expects about 15,757 (sd 240) against a critical value of 2824.5 at p = 0.01/8: a margin
    // of some 54 standard deviations (the probability of passing underflows to 0). The 5- and 6-card orders expect
    // 1112 and 2137 against critical values of 171.1 and 839.1 (probabilities of passing 1e-100 and 4e-85). The
    // mean position bias also makes consecutive shuffles correlate (E r = 0.0046, z ≈ 4.7 against 3.23), but by
    // too little for certainty at this N, so that test is not required to fail.
    var generator = Xoshiro256StarStar(seed: 1)
    let result = AuditBattery(decks: 1, shuffles: 20_000).run(
      NaiveSwapShuffle(), generator: &generator, chunkSeed: simulatorChunkSeeds(seed: 1))
    #expect(!result.passed)
    let failed = Set(result.failures.map(\.id))
    #expect(failed.isSuperset(of: ["cardPosition", "orderings5", "orderings6"]))
    let position = result.tests.first { $0.id == "cardPosition" }!
    #expect(position.statistic > 10_000)
  }

  @Test("too few random swaps fail; the statistic grows with the bias")
  func fewSwapsFail() {
    // 20 random transpositions of 52 cards leave each card untouched with probability (1 − 2/52 + 1/52²)²⁰ ≈ 0.46,
    // so cards stay near their starting positions: position, runs, correlation and adjacency tests all see it.
    var generator = Xoshiro256StarStar(seed: 3)
    let result = AuditBattery(decks: 1, shuffles: 10_000).run(
      RandomSwapsShuffle(swaps: 20), generator: &generator, chunkSeed: simulatorChunkSeeds(seed: 3))
    let failed = Set(result.failures.map(\.id))
    #expect(failed.isSuperset(of: ["cardPosition", "colourRuns", "consecutiveShuffles", "adjacentPairs"]))
  }

  @Test("the simulator's chunk seeds give unrelated streams; a derivation that repeats seeds fails")
  func chunkSeeds() {
    let real = ChunkSeedTest(streams: 200_000).run(chunkSeed: simulatorChunkSeeds(seed: 42))
    #expect(real.map(\.id) == ["chunkSeedCorrelation", "chunkSeedBits"])
    #expect(real.allSatisfy { $0.passes(at: 0.01 / 8) }, "\(real.map(\.pValue))")
    // Seeding chunks 2j and 2j + 1 alike: half the adjacent pairs are the same stream, a correlation of ½
    // (z ≈ ½ √n ≈ 450 for n = 800,000 pairs of words) and half the XOR bits zero.
    let repeating = ChunkSeedTest(streams: 200_000).run { UInt64($0 / 2) }
    #expect(repeating.allSatisfy { !$0.passes(at: 0.01 / 8) })
    #expect(abs((repeating[0].measure?.observed ?? 0) - 0.5) < 0.01)
    // Plain consecutive integers as seeds are fine: SplitMix64 inside Xoshiro256StarStar(seed:) mixes them.
    let consecutive = ChunkSeedTest(streams: 200_000).run { UInt64($0) }
    #expect(consecutive.allSatisfy { $0.passes(at: 0.01 / 8) })
  }

  @Test("the same seed gives the same result")
  func reproducible() {
    var first = Xoshiro256StarStar(seed: 5)
    var second = Xoshiro256StarStar(seed: 5)
    let audit = AuditBattery(decks: 2, shuffles: 10_000)
    let a = audit.run(CardKitShuffle(), generator: &first, chunkSeed: simulatorChunkSeeds(seed: 5))
    let b = audit.run(CardKitShuffle(), generator: &second, chunkSeed: simulatorChunkSeeds(seed: 5))
    #expect(a == b)
  }
}
