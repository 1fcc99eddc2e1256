import Foundation
import Testing

@testable import BlackjackSimulation

@Suite("Bet sizing")
struct BetSizingTests {
  /// A game of three counts with an edge at the two high ones.
  let odds = CountOdds(entries: [
    .init(count: -1, rounds: 1, frequency: 0.5, mean: -0.015, secondMoment: 1.3),
    .init(count: 0, rounds: 1, frequency: 0.3, mean: 0.004, secondMoment: 1.3),
    .init(count: 1, rounds: 1, frequency: 0.2, mean: 0.04, secondMoment: 1.35),
  ])

  func ruin(_ bets: [Double], bankroll: Double) -> Double {
    let figures = odds.figures(of: bets)
    return exp(-2 * figures.mean * bankroll / figures.variance)
  }

  @Test("without table limits the unit makes the risk the one asked for, and the bets are the optimal units times it")
  func plainScaling() throws {
    let sizing = try #require(
      try BetSizing(odds, low: 1, high: 12, sitsOut: false, table: TableLimits(), bankroll: 10_000, risk: 0.05))
    #expect(abs(sizing.risk - 0.05) < 1e-9)
    #expect(abs(ruin(sizing.bets, bankroll: 10_000) - 0.05) < 1e-9)
    #expect(sizing.limitedBy == nil)
    for (bet, units) in zip(sizing.bets, sizing.optimum.bets) { #expect(abs(bet - units * sizing.unit) < 1e-9) }
    // The unit by hand: u = 2 μ B / (σ² · −ln r) for the optimal units' μ and σ².
    let units = sizing.optimum.figures
    #expect(abs(sizing.unit - 2 * units.mean * 10_000 / (units.variance * -log(0.05))) < 1e-9 * sizing.unit)
  }

  @Test("full Kelly is a risk of e⁻²: the unit is μB/σ²")
  func kelly() throws {
    let sizing = try #require(
      try BetSizing(odds, low: 1, high: 12, sitsOut: false, table: TableLimits(), bankroll: 5_000, risk: exp(-2)))
    let units = sizing.optimum.figures
    #expect(abs(sizing.unit - units.mean * 5_000 / units.variance) < 1e-9 * sizing.unit)
  }

  @Test("a table minimum above the low bet the risk allows raises the bets and the risk")
  func minimumBinds() throws {
    let free = try #require(
      try BetSizing(odds, low: 1, high: 12, sitsOut: false, table: TableLimits(), bankroll: 10_000, risk: 0.135))
    let minimum = free.unit * 3
    let sizing = try #require(
      try BetSizing(
        odds, low: 1, high: 12, sitsOut: false, table: TableLimits(minimum: minimum), bankroll: 10_000, risk: 0.135))
    #expect(sizing.limitedBy == .minimum)
    #expect(abs(sizing.bets.min()! - minimum) < 1e-9)
    #expect(sizing.risk > 0.135)
  }

  @Test("a table maximum below the top bet caps it, and the low bet rises as far as the risk allows")
  func maximumBinds() throws {
    let free = try #require(
      try BetSizing(odds, low: 1, high: 12, sitsOut: false, table: TableLimits(), bankroll: 10_000, risk: 0.135))
    let maximum = free.bets.max()! / 2
    let sizing = try #require(
      try BetSizing(
        odds, low: 1, high: 12, sitsOut: false, table: TableLimits(maximum: maximum), bankroll: 10_000, risk: 0.135))
    #expect(sizing.limitedBy == .maximum)
    #expect(sizing.bets.max()! <= maximum + 1e-9)
    #expect(abs(sizing.risk - 0.135) < 1e-6)
    // The low bet is larger than the capped ramp's plain scaling would give (maximum/12).
    #expect(sizing.bets.min()! > maximum / 12)
  }

  @Test("chips: whole chips, rising, at most the risk, and one chip more on the low bet is over it")
  func chips() throws {
    let chip = 5.0
    let sizing = try #require(
      try BetSizing(
        odds, low: 1, high: 12, sitsOut: false, table: TableLimits(chip: chip), bankroll: 10_000, risk: 0.135))
    #expect(sizing.bets.allSatisfy { ($0 / chip).rounded() * chip == $0 })
    #expect(zip(sizing.bets, sizing.bets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(sizing.risk <= 0.135)
    // The next size: the best rising chip ramp (exhaustively) from one more chip up is riskier than asked.
    let low = Int((sizing.bets.min()! / chip).rounded()) + 1
    let top = low * 12
    var best: (di: Double, bets: [Double])?
    for a in low...top {
      for b in a...top {
        for c in b...top {
          let bets = [a, b, c].map { Double($0) * chip }
          let di = odds.figures(of: bets).desirability
          if di > best?.di ?? -.infinity { best = (di, bets) }
        }
      }
    }
    #expect(ruin(try #require(best).bets, bankroll: 10_000) > 0.135)
  }

  @Test("limits that cannot hold a bet are refused")
  func problems() {
    #expect(throws: BetSizingProblem.limitsCross(minimum: 50, maximum: 10)) {
      try BetSizing(
        odds, low: 1, high: 12, sitsOut: false, table: TableLimits(minimum: 50, maximum: 10), bankroll: 1_000,
        risk: 0.1)
    }
    #expect(throws: BetSizingProblem.self) {
      try BetSizing(
        odds, low: 1, high: 12, sitsOut: false, table: TableLimits(chip: 0.0001), bankroll: 1_000_000, risk: 0.1)
    }
  }
}
