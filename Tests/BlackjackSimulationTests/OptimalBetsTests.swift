import Testing

@testable import BlackjackSimulation

@Suite("Optimal bets")
struct OptimalBetsTests {
  /// A small hand-made game of four counts: a losing one, a nearly even one, two winning ones, with second moments
  /// that differ (so that ev/m2 and ev order the counts differently) and one count where ev/m2 falls.
  let table = CountOdds(entries: [
    .init(count: -1, rounds: 1, frequency: 0.35, mean: -0.02, secondMoment: 1.30),
    .init(count: 0, rounds: 1, frequency: 0.40, mean: 0.002, secondMoment: 1.25),
    .init(count: 1, rounds: 1, frequency: 0.15, mean: 0.045, secondMoment: 1.40),
    .init(count: 2, rounds: 1, frequency: 0.10, mean: 0.03, secondMoment: 1.10),
  ])

  /// DI of `bets` worked out from the table directly: μ = Σ p·b·ev, σ² = Σ p·b²·m2 − μ².
  func desirability(_ bets: [Double], in odds: CountOdds) -> Double {
    var mean = 0.0
    var moment = 0.0
    for (entry, bet) in zip(odds.entries, bets) {
      mean += entry.frequency * bet * entry.mean
      moment += entry.frequency * bet * bet * entry.secondMoment
    }
    // Bets that do not win (sitting out every round included) are never the best.
    return mean > 0 ? 1000 * mean / (moment - mean * mean).squareRoot() : -.infinity
  }

  /// Every ramp of `choices` at each of `counts` counts, rising or not.
  func allRamps(_ choices: [Double], counts: Int, rising: Bool) -> [[Double]] {
    var ramps: [[Double]] = [[]]
    for _ in 0..<counts {
      ramps = ramps.flatMap { ramp in
        choices.filter { choice in !rising || choice >= (ramp.last ?? -1) }.map { ramp + [$0] }
      }
    }
    return ramps
  }

  @Test(
    "whole-unit bets: the search finds the best DI of an exhaustive search over every ramp",
    arguments: [(false, false), (true, false), (false, true), (true, true)])
  func exhaustive(rising: Bool, sitsOut: Bool) throws {
    let choices = (sitsOut ? [0.0] : []) + (1...6).map(Double.init)
    let ramps = allRamps(choices, counts: 4, rising: rising).filter { ramp in
      // Sitting out with rising bets: a bet of 0 only below every bet placed.
      !rising || !sitsOut || ramp.drop { $0 == 0 }.allSatisfy { $0 > 0 }
    }
    let best = try #require(ramps.map { desirability($0, in: table) }.max())
    let found = try #require(
      OptimalBets(table, within: BetLimits(low: 1, high: 6, step: 1, sitsOut: sitsOut, rising: rising)))
    #expect(abs(found.figures.desirability - best) < 1e-9, "found \(found.bets), DI \(found.figures.desirability)")
    #expect(abs(desirability(found.bets, in: table) - best) < 1e-9)
    if rising { #expect(zip(found.bets, found.bets.dropFirst()).allSatisfy { $0 <= $1 }) }
    if !sitsOut { #expect(found.bets.allSatisfy { $0 >= 1 }) }
  }

  @Test("chips of 2.5 from 5 to 30: the search finds the exhaustive search's best")
  func exhaustiveSteps() throws {
    let choices = stride(from: 5.0, through: 30, by: 2.5).map { $0 }
    let best = try #require(allRamps(choices, counts: 4, rising: false).map { desirability($0, in: table) }.max())
    let found = try #require(OptimalBets(table, within: BetLimits(low: 5, high: 30, step: 2.5)))
    #expect(abs(found.figures.desirability - best) < 1e-9)
    #expect(found.bets.allSatisfy { ($0 / 2.5).rounded() * 2.5 == $0 })
  }

  @Test("any amount: no ramp on a fine grid beats the search, and the grid's best comes within a grid step of it")
  func continuous() throws {
    let found = try #require(OptimalBets(table, within: BetLimits(low: 1, high: 6)))
    // The losing count is at the low bet; the three others on a grid of 0.05 units.
    let grid = stride(from: 1.0, through: 6, by: 0.05).map { $0 }
    var best = -Double.infinity
    for a in grid {
      for b in grid {
        for c in grid { best = max(best, desirability([1, a, b, c], in: table)) }
      }
    }
    #expect(found.figures.desirability >= best - 1e-9)
    #expect(found.figures.desirability - best < 0.05)
    // The form: each bet is clamp(λ·ev/m2), with λ = M/μ at the optimum.
    let lambda = found.figures.secondMoment / found.figures.mean
    for (entry, bet) in zip(table.entries, found.bets) {
      #expect(abs(bet - min(6, max(1, lambda * entry.mean / entry.secondMoment))) < 1e-9)
    }
  }

  @Test("two counts worked by hand: an interior bet, a capped bet, and sitting out")
  func twoCounts() throws {
    // p = 0.8, 0.2; ev = 0.005, 0.05; m2 = 1, 1. With the low count at 1 unit and b at the high count,
    // μ = 0.004 + 0.01 b and M = 0.8 + 0.2 b²; d(μ/√M)/db ∝ 0.01 M − 0.2 b μ = 0.008 − 0.0008 b: zero at b = 10.
    let odds = CountOdds(entries: [
      .init(count: 0, rounds: 1, frequency: 0.8, mean: 0.005, secondMoment: 1),
      .init(count: 1, rounds: 1, frequency: 0.2, mean: 0.05, secondMoment: 1),
    ])
    let interior = try #require(OptimalBets(odds, within: BetLimits(low: 1, high: 20)))
    #expect(abs(interior.bets[0] - 1) < 1e-9 && abs(interior.bets[1] - 10) < 1e-9)
    // μ = 0.104, M = 20.8, σ² = 20.8 − 0.104² = 20.789184; DI = 104/√20.789184 = 22.8094397…; λ = M/μ = 200.
    #expect(abs(interior.figures.mean - 0.104) < 1e-12)
    #expect(abs(interior.figures.desirability - 104 / 20.789184.squareRoot()) < 1e-9)
    #expect(abs(interior.figures.desirability - 22.809_439_7) < 1e-6)
    #expect(abs(interior.figures.score - 104 * 104 / 20.789184) < 1e-6)
    #expect(abs(interior.lambda * 0.05 - 10) < 1e-6)
    // Within 1-8 the derivative is still positive at 8: the high count is capped there. μ = 0.084, M = 13.6.
    let capped = try #require(OptimalBets(odds, within: BetLimits(low: 1, high: 8)))
    #expect(capped.bets == [1, 8])
    #expect(abs(capped.figures.desirability - 84 / (13.6 - 0.084 * 0.084).squareRoot()) < 1e-9)
    // A losing low count sat out: only the high count is played, at any bet the same DI, 10/√(0.2 − 0.01²).
    let wong = CountOdds(entries: [
      .init(count: 0, rounds: 1, frequency: 0.8, mean: -0.01, secondMoment: 1),
      .init(count: 1, rounds: 1, frequency: 0.2, mean: 0.05, secondMoment: 1),
    ])
    let sitting = try #require(OptimalBets(wong, within: BetLimits(low: 1, high: 8, sitsOut: true)))
    #expect(sitting.bets[0] == 0 && sitting.bets[1] >= 1)
    #expect(abs(sitting.figures.desirability - 10 / (0.2 - 0.0001).squareRoot()) < 1e-9)
  }

  @Test("a game that loses at every bet has no optimal bets")
  func losing() {
    let odds = CountOdds(entries: [
      .init(count: 0, rounds: 1, frequency: 0.9, mean: -0.01, secondMoment: 1.3),
      .init(count: 1, rounds: 1, frequency: 0.1, mean: 0.04, secondMoment: 1.3),
    ])
    // The best within 1-2 loses: 0.9·(−0.01) + 0.1·0.04·2 = −0.001.
    #expect(OptimalBets(odds, within: BetLimits(low: 1, high: 2)) == nil)
    #expect(OptimalBets(odds, within: BetLimits(low: 1, high: 2, step: 1, rising: true)) == nil)
    // Within 1-12 it wins; sitting out, it wins at any spread.
    #expect(OptimalBets(odds, within: BetLimits(low: 1, high: 12)) != nil)
    #expect(OptimalBets(odds, within: BetLimits(low: 1, high: 2, sitsOut: true)) != nil)
  }

  @Test("the pooled fit of ratios that fall is their weighted mean, and a rising sequence is kept")
  func isotonic() {
    #expect(Isotonic.fit([1, 2, 3], weights: [1, 1, 1]) == [1, 2, 3])
    // 3 then 1 with weights 1 and 3 pool to (3 + 3)/4 = 1.5.
    #expect(Isotonic.fit([0, 3, 1, 4], weights: [1, 1, 3, 1]) == [0, 1.5, 1.5, 4])
    #expect(Isotonic.fit([5, 4, 3], weights: [1, 1, 1]) == [4, 4, 4])
  }
}
