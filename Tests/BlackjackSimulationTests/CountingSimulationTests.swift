import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Counting simulations")
struct CountingSimulationTests {
  let sixDecks = try! Rules(spec: "6D S17 DAS PEN75")

  func run(_ rules: Rules, rounds: Int, seed: UInt64, counter: Counter?) -> SimulationStats {
    let simulation = Simulation(
      rules: rules, strategy: .basic(.published), rounds: rounds, seed: seed, chunkSize: 10_000, counter: counter)
    return Simulator(simulation: simulation, threads: 2).run().stats
  }

  @Test("a flat bet without indices gives exactly the rounds of no count: counting changes neither cards nor play")
  func countingChangesNothing() {
    let flat = run(sixDecks, rounds: 200_000, seed: 3, counter: nil)
    var counted = run(sixDecks, rounds: 200_000, seed: 3, counter: Counter(system: .hiLo))
    let counting = counted.counting!
    #expect(counting.total.netCents == flat.netCents)
    #expect(counting.total.rounds == flat.rounds)
    #expect(counting.total.betCents == flat.rounds * Simulation.unitCents)
    counted.counting = nil
    #expect(counted == flat)
  }

  @Test("custom tags equal to Hi-Lo's give the same results as Hi-Lo, with a ramp and the I18")
  func customTagsAreHiLo() throws {
    var hiLo = Counter(system: .hiLo)
    hiLo.ramp = try CountRamp(spread: "1-12", maximum: 12)
    hiLo.indices = .illustrious18
    var custom = hiLo
    custom.system = try CountingSystem(spec: "A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1")
    #expect(
      run(sixDecks, rounds: 100_000, seed: 5, counter: hiLo) == run(sixDecks, rounds: 100_000, seed: 5, counter: custom)
    )
  }

  @Test("the same seed gives the same counting statistics on one thread and on two")
  func threads() throws {
    var counter = Counter(system: .zen)
    counter.ramp = try CountRamp(spread: "1-8", maximum: 8)
    counter.indices = .illustrious18
    counter.spots = try CountRamp(spec: "1:1 3:2", below: 1, what: "spots", allowed: 1...3)
    counter.otherSeats = 2
    counter.seat = 2
    let simulation = Simulation(
      rules: sixDecks, strategy: .basic(.published), rounds: 60_000, seed: 9, chunkSize: 5_000, counter: counter)
    let one = Simulator(simulation: simulation, threads: 1).run().stats
    let two = Simulator(simulation: simulation, threads: 2).run().stats
    #expect(one == two)
    #expect(one.counting!.total.rounds == 60_000)
    // Two spots were played at +3 or more.
    #expect(one.counting!.spots > 60_000)
  }

  /// The flat EV (per unit, one spot) and its standard error at each count with at least `minimum` rounds.
  func flatEVByCount(_ stats: CountingStats, minimum: Int) -> [(count: Int, ev: Double, error: Double)] {
    zip(CountingStats.countRange, stats.byCount).compactMap { count, sums in
      guard sums.rounds >= minimum else { return nil }
      let n = Double(sums.rounds)
      let mean = Double(sums.flatNetCents) / n
      let variance = Double(sums.flatNetSquaredCents) / n - mean * mean
      return (count, mean / 100, (variance / n).squareRoot() / 100)
    }
  }

  @Test("in 6D S17 DAS the flat EV rises with the Hi-Lo true count by about half a percent per count")
  func evRisesWithTheCount() {
    // The published rule of thumb: each true count is worth about 0.5 % (Wizard of Odds, Schlesinger). The slope
    // of a weighted least-squares line through the flat EV at true counts −3 … +6 must lie between 0.35 % and 0.7 %.
    let stats = run(sixDecks, rounds: 4_000_000, seed: 11, counter: Counter(system: .hiLo)).counting!
    let points = flatEVByCount(stats, minimum: 1).filter { (-3...6).contains($0.count) }
    #expect(points.count == 10)
    let weights = points.map { 1 / ($0.error * $0.error) }
    let sw = weights.reduce(0, +)
    let mx = zip(points, weights).reduce(0) { $0 + Double($1.0.count) * $1.1 } / sw
    let my = zip(points, weights).reduce(0) { $0 + $1.0.ev * $1.1 } / sw
    let sxy = zip(points, weights).reduce(0) { $0 + (Double($1.0.count) - mx) * ($1.0.ev - my) * $1.1 }
    let sxx = zip(points, weights).reduce(0) { $0 + (Double($1.0.count) - mx) * (Double($1.0.count) - mx) * $1.1 }
    let slope = sxy / sxx
    #expect(slope > 0.0035 && slope < 0.007, "slope \(slope * 100) % per count")
  }

  @Test("under CSM every round is bet at a count of 0, so a ramp earns nothing beyond the flat edge")
  func continuousShufflerCountIsZero() throws {
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(spread: "1-12", maximum: 12)
    let stats = run(try Rules(spec: "6D S17 DAS CSM"), rounds: 200_000, seed: 13, counter: counter).counting!
    let zero = stats.byCount[-CountingStats.countRange.lowerBound]
    #expect(zero.rounds == 200_000)
    #expect(zero.betCents == 200_000 * Simulation.unitCents)
    #expect(stats.total.netCents == stats.total.flatNetCents)
  }

  @Test("under CSM a count kept across the shuffles carries no information: EV by that count is flat")
  func continuousShufflerCountCarriesNothing() throws {
    // A counter who ignored the continuous shuffler would count the cards seen as if from a six-deck shoe cut at
    // 75 %, starting again after 234 cards. Each round's result, sorted by that stale true count, must not depend on
    // it (the same count in a real cut-card game is worth about half a percent a count: see above).
    let simulation = Simulation(
      rules: try Rules(spec: "6D S17 DAS CSM"), strategy: .basic(.published), rounds: 1_000_000, seed: 17,
      chunkSize: 100_000)
    var stale = CardCount(system: .hiLo, decks: 6)
    var sums = [Int: (rounds: Int, net: Int, squares: Int)]()
    var all = (rounds: 0, net: 0, squares: 0)
    for chunk in 0..<simulation.chunkCount {
      simulation.forEachRound(inChunk: chunk, with: BasicStrategy.published) { round in
        if stale.cardsSeen >= 234 { stale.reset() }
        let count = stale.bettingCount(unseen: 312 - stale.cardsSeen, estimate: .exact, rounding: .floor)
        let key = min(max(count, -4), 4)
        let net = round.net.cents
        sums[key, default: (0, 0, 0)].rounds += 1
        sums[key, default: (0, 0, 0)].net += net
        sums[key, default: (0, 0, 0)].squares += net * net
        all.rounds += 1
        all.net += net
        for hand in round.hands { stale.count(hand.cards) }
        stale.count(round.dealer.cards)
      }
    }
    let overall = Double(all.net) / Double(all.rounds)
    var buckets = 0
    for (count, bucket) in sums where bucket.rounds >= 5_000 {
      let n = Double(bucket.rounds)
      let mean = Double(bucket.net) / n
      let error = ((Double(bucket.squares) / n - mean * mean) / n).squareRoot()
      #expect(abs(mean - overall) < 4 * error, "count \(count): \(mean) against \(overall) ± \(error)")
      buckets += 1
    }
    // The stale count does wander (a random walk), so several counts were compared.
    #expect(buckets >= 5)
  }

  @Test("the Brownian risk of ruin agrees with the ruin frequency of 2,000 simulated bankroll trips")
  func riskOfRuinAgreesWithTrips() throws {
    // Round results of a game the player wins (one deck, S17, DAS, RSA, HSA, early surrender, continuous
    // shuffler: about +0.4 % a round with the published chart), taken from the simulator; each trip plays rounds drawn from them (with a
    // seeded generator) from the bankroll for a 13.5 % risk until it is lost or has grown so far (to the bankroll
    // of a 0.1 % risk) that ruin is out of reach.
    let simulation = Simulation(
      rules: try Rules(spec: "1D S17 DAS RSA HSA ES CSM"), strategy: .basic(.published), rounds: 2_000_000, seed: 19,
      chunkSize: 100_000)
    var outcomes: [Int] = []
    outcomes.reserveCapacity(2_000_000)
    for chunk in 0..<simulation.chunkCount {
      simulation.forEachRound(inChunk: chunk, with: BasicStrategy.published) { outcomes.append($0.net.cents) }
    }
    let n = Double(outcomes.count)
    let mean = Double(outcomes.reduce(0, +)) / n / 100
    let deviation = (Double(outcomes.reduce(0) { $0 + $1 * $1 }) / n / 10_000 - mean * mean).squareRoot()
    #expect(mean > 0.002)
    let bankroll = try #require(RiskOfRuin.bankroll(for: 0.135, mean: mean, deviation: deviation))
    let top = try #require(RiskOfRuin.bankroll(for: 0.001, mean: mean, deviation: deviation))
    #expect(abs(RiskOfRuin.brownian(mean: mean, deviation: deviation, bankroll: bankroll) - 0.135) < 1e-12)
    var generator = Xoshiro256StarStar(seed: 23)
    let trips = 2_000
    var ruined = 0
    for _ in 0..<trips {
      var cents = Int((bankroll * 100).rounded())
      let ceiling = Int((top * 100).rounded())
      while cents > 0 && cents < ceiling {
        cents += outcomes[Int(generator.next(below: UInt64(outcomes.count)))]
      }
      if cents <= 0 { ruined += 1 }
    }
    let frequency = Double(ruined) / Double(trips)
    // The trips that reached the ceiling would still be ruined 0.1 % of the time; the standard error of a
    // frequency near 13.5 % over 2,000 trips is about 0.76 pp.
    let expected = 0.135 - 0.001 * (1 - 0.135)
    let error = (expected * (1 - expected) / Double(trips)).squareRoot()
    #expect(abs(frequency - expected) < 4 * error, "ruined \(frequency) against \(expected) ± \(error)")
  }

  @Test("wonging: rounds below the entry count are watched, not played, and counted apart")
  func wonging() {
    var counter = Counter(system: .hiLo)
    counter.wongIn = 1
    counter.wongOut = 0
    let stats = run(sixDecks, rounds: 100_000, seed: 29, counter: counter).counting!
    #expect(stats.watched + stats.total.rounds == 100_000)
    #expect(stats.watched > stats.total.rounds)
    // Once in, the counter plays until the count falls below 0: no round played below it.
    for (count, sums) in zip(CountingStats.countRange, stats.byCount) where count < 0 { #expect(sums.rounds == 0) }
  }

  @Test("a counter at an infinite deck stops at a precondition: no card is ever out of play, so nothing to count")
  func infiniteDeck() async {
    await #expect(processExitsWith: .failure) {
      let simulation = Simulation(
        rules: try! Rules(spec: "INF S17 DAS"), strategy: .basic(.published), rounds: 1_000, seed: 2,
        counter: Counter(system: .hiLo))
      _ = simulation.runChunk(0)
    }
  }
}
