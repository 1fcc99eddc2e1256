import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Counting chunk sums")
struct CountingChunkTests {
  @Test("sums gathered by count add up to what CountingStats.add makes of the same rounds, clamped counts included")
  func sameAsAddingEachRound() {
    var generator = Xoshiro256StarStar(seed: 8)
    var direct = CountingStats()
    var chunk = CountingChunk()
    for _ in 0..<20_000 {
      let count = Int.random(in: -25...25, using: &generator)
      let units = Int.random(in: 1...12, using: &generator)
      let net = [-200, -100, -50, 0, 100, 150, 200].randomElement(using: &generator)! * units
      direct.add(count: count, bet: units * 100, net: net, flat: net / units)
      direct.spots += 1
      chunk.add(count: count, bet: units * 100, net: net, flat: net / units)
    }
    var gathered = CountingStats()
    gathered.watched = 7
    chunk.add(to: &gathered)
    direct.watched = 7
    #expect(gathered == direct)
    #expect(gathered.spots == 20_000)
    #expect(gathered.byCount.first!.rounds > 0 && gathered.byCount.last!.rounds > 0)
    // The running net and the squared nets over every count: the same rounds' sums, added by CountingStats.
    #expect(Int128(chunk.netCents) == direct.total.netCents)
    #expect(chunk.netSquaredCents == direct.total.netSquaredCents)
  }

  @Test("the largest rounds (3 spots of a million units, split and doubled) sum exactly beyond 64 bits")
  func largestRounds() {
    // 2.4e9 cents a round (3 spots × 4 hands × 2 bets × 10^8 cents): its square, 5.76e18, is near 2^63 alone.
    let net = 3 * 4 * 2 * 100_000_000
    var chunk = CountingChunk()
    for round in 0..<10_000 {
      chunk.add(count: 2, bet: 300_000_000, net: round % 2 == 0 ? net : -net, flat: round % 2 == 0 ? 24 : -24)
    }
    var stats = CountingStats()
    chunk.add(to: &stats)
    let sums = stats.byCount[CountingStats.bucket(of: 2)]
    #expect(sums.rounds == 10_000)
    #expect(sums.betCents == 3_000_000_000_000)
    #expect(sums.netCents == 0)
    // 10^4 × (2.4 × 10^9)^2 = 5.76 × 10^22, worked by hand.
    #expect(sums.netSquaredCents == 57_600_000_000_000_000_000_000)
    #expect(sums.flatNetSquaredCents == 5_760_000)
  }
}
