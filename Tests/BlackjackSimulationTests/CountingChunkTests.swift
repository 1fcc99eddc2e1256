import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Counting chunk sums")
struct CountingChunkTests {
  /// A counter betting 1 unit up to a count of 0, then 2, 5, 9 and 12 units, and 40 beyond the window's counts.
  static func rampedCounter() throws -> Counter {
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(spec: "1:2 3:5 5:9 8:12 70:40", below: 1, what: "units", allowed: 1...1000)
    return counter
  }

  @Test(
    "sums gathered by count add up to what CountingStats.add makes of the same rounds, at the counter's units, beyond the window and for odd nets too"
  )
  func sameAsAddingEachRound() throws {
    let counter = try Self.rampedCounter()
    var generator = Xoshiro256StarStar(seed: 8)
    var direct = CountingStats()
    var chunk = CountingChunk(units: UnitsByCount(counter: counter))
    var odd = 0
    for _ in 0..<40_000 {
      let count = Int.random(in: -90...90, using: &generator)
      let units = counter.units(at: count)
      var net = [-850, -200, -100, -50, 0, 100, 150, 200, 25_500].randomElement(using: &generator)! * units
      // Now and then a net that is not a whole multiple of the units (a payout rounded to the cent).
      if units > 1 && Int.random(in: 0..<16, using: &generator) == 0 {
        net += Int.random(in: 1..<units, using: &generator) * (net < 0 ? -1 : 1)
        odd += 1
      }
      direct.add(count: count, bet: units * 100, net: net, flat: net / units)
      direct.spots += 1
      chunk.add(count: count, net: net)
    }
    var gathered = CountingStats()
    gathered.watched = 7
    chunk.add(to: &gathered)
    direct.watched = 7
    #expect(odd > 500)
    #expect(gathered == direct)
    #expect(gathered.spots == 40_000)
    #expect(gathered.byCount.first!.rounds > 0 && gathered.byCount.last!.rounds > 0)
    // The running net and the squared nets over every count: the same rounds' sums, added by CountingStats.
    #expect(Int128(chunk.netCents) == direct.total.netCents)
    #expect(chunk.netSquaredCents == direct.total.netSquaredCents)
  }

  @Test("large lone rounds (a million units: four doubled hands, a natural paid 255 to 1) sum exactly beyond 64 bits")
  func largestRounds() throws {
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(
      spec: "2:1000000", below: 1, what: "units", allowed: 1...Counter.maximumUnits)
    // 8 × 10^8 cents a round (4 hands × 2 bets × 10^8 cents): its square, 6.4e17, ten thousand times is beyond 2^63.
    let net = 4 * 2 * 100_000_000
    var chunk = CountingChunk(units: UnitsByCount(counter: counter))
    for round in 0..<10_000 {
      chunk.add(count: 2, net: round % 2 == 0 ? net : -net)
      // At a count beyond the window, a net one cent off a whole multiple of the units: every sum kept as it comes.
      chunk.add(count: 90, net: round % 2 == 0 ? net + 1 : -net - 1)
    }
    // The largest net of a lone round: a natural paid 255 to 1 on 10^8 cents, 2.55 × 10^10 cents, a flat net of 25,500.
    for _ in 0..<1_000 { chunk.add(count: 2, net: 255 * 100_000_000) }
    var stats = CountingStats()
    chunk.add(to: &stats)
    let sums = stats.byCount[CountingStats.bucket(of: 2)]
    #expect(sums.rounds == 11_000)
    #expect(sums.betCents == 1_100_000_000_000)  // 11,000 rounds × 10^8 cents
    #expect(sums.netCents == 25_500_000_000_000)  // 1,000 × 2.55 × 10^10
    // 10^4 × (8 × 10^8)^2 + 10^3 × (2.55 × 10^10)^2 = 6.4 × 10^21 + 6.5025 × 10^23, worked by hand.
    #expect(sums.netSquaredCents == 656_650_000_000_000_000_000_000)
    #expect(sums.flatNetCents == 25_500_000)
    #expect(sums.flatNetSquaredCents == 656_650_000_000)  // 10^4 × 800^2 + 10^3 × 25,500^2
    let beyond = stats.byCount[CountingStats.bucket(of: 90)]
    #expect(beyond.rounds == 10_000)
    #expect(beyond.netCents == 0)
    // 10^4 × (8 × 10^8 + 1)^2 = 6.4 × 10^21 + 1.6 × 10^13 + 10^4; the flat net rounds toward zero, to ±800.
    #expect(beyond.netSquaredCents == 6_400_000_016_000_000_010_000)
    #expect(beyond.flatNetSquaredCents == 6_400_000_000)
    #expect(chunk.netSquaredCents == sums.netSquaredCents + beyond.netSquaredCents)
    #expect(chunk.netCents == 25_500_000_000_000)
  }
}
