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
    #expect(gathered.byCount.first!.rounds > 0 && gathered.byCount.last!.rounds > 0)
  }
}
