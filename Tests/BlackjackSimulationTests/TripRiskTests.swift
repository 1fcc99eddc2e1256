import BlackjackCounting
import BlackjackEngine
import CardKit
import Foundation
import Synchronization
import Testing

@testable import BlackjackSimulation

@Suite("Trip and goal risks")
struct TripRiskTests {
  @Test("closed forms at their limits: no drift, no end, no ruin")
  func limits() {
    let (mean, sd) = (0.02, 3.0)
    // A trip without end is the Brownian risk.
    #expect(
      abs(
        RiskOfRuin.trip(mean: mean, deviation: sd, bankroll: 400, rounds: 100_000_000)
          - RiskOfRuin.brownian(mean: mean, deviation: sd, bankroll: 400)) < 1e-9)
    // Without drift, the reflection principle: P(min ≤ −B by N) = 2 Φ(−B/(σ√N)). Φ(−1) = 0.158655253931457.
    #expect(
      abs(RiskOfRuin.trip(mean: 0, deviation: 2, bankroll: 200, rounds: 10_000) - 2 * 0.158_655_253_931_457) < 1e-12)
    // A goal without end is the Brownian risk; without drift the gambler's ruin G/(B+G).
    #expect(
      abs(
        RiskOfRuin.beforeGoal(mean: mean, deviation: sd, bankroll: 400, goal: 1e9)
          - RiskOfRuin.brownian(mean: mean, deviation: sd, bankroll: 400)) < 1e-12)
    #expect(abs(RiskOfRuin.beforeGoal(mean: 0, deviation: sd, bankroll: 300, goal: 100) - 0.25) < 1e-12)
    // Ruin before the goal and the goal before ruin are complements: the second is the first for −μ with B and G
    // swapped.
    for mean in [-0.05, -0.001, 0.001, 0.03] {
      let first = RiskOfRuin.beforeGoal(mean: mean, deviation: sd, bankroll: 250, goal: 120)
      let other = RiskOfRuin.beforeGoal(mean: -mean, deviation: sd, bankroll: 120, goal: 250)
      #expect(abs(first + other - 1) < 1e-12)
    }
    // With no ruin in sight, being ahead is Φ(μ√N/σ); Φ(0.5) = 0.691462461274013.
    #expect(abs(RiskOfRuin.ahead(mean: 0.05, deviation: 1, bankroll: 1e9, rounds: 100) - 0.691_462_461_274_013) < 1e-12)
    // Far in the lower tail ln Φ is still finite and right: ln Φ(−40) = −804.608…
    #expect(abs(RiskOfRuin.normalLogCDF(-40) - -804.608_442_013_754) < 1e-6)
  }

  /// The first session outcomes of `sampler`: whether its net fell to −bankroll, rose to +goal (whichever first),
  /// its lowest net and its final net, in cents, round by round as the session sampler plays them.
  struct Outcome {
    var ruinedFirst = false
    var goalFirst = false
    var lowest = 0
    var final = 0
  }

  func outcomes(_ sampler: SessionSampler, bankroll: Int, goal: Int) -> [Outcome] {
    let sessions = sampler.sessions
    let decisions = sessions.decisionTable()
    let results = Mutex([Outcome](repeating: Outcome(), count: sampler.count))
    let threads = max(1, ProcessInfo.processInfo.activeProcessorCount)
    DispatchQueue.concurrentPerform(iterations: threads) { worker in
      for index in stride(from: worker, to: sampler.count, by: threads) {
        var outcome = Outcome()
        _ = sessions.runChunk(index, decisions: decisions) { net in
          if !outcome.ruinedFirst && !outcome.goalFirst {
            if net <= -bankroll { outcome.ruinedFirst = true } else if net >= goal { outcome.goalFirst = true }
          }
          outcome.lowest = min(outcome.lowest, net)
          outcome.final = net
        }
        results.withLock { $0[index] = outcome }
      }
    }
    return results.withLock { $0 }
  }

  @Test("the formulas against the game's own bankroll paths: a Hi-Lo counter's sessions from the session sampler")
  func againstSessions() throws {
    let rules = try Rules(spec: "6D S17 DAS PEN75")
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(spread: "1-8", maximum: 1_000)
    // μ and σ per round from a run of their own (seed 5), not from the sessions they are compared with.
    let run = Simulation(
      rules: rules, strategy: .basic(.published), rounds: 4_000_000, seed: 5, counter: counter)
    let stats = Simulator(simulation: run, threads: 2).run().stats
    let total = try #require(stats.counting).total
    let n = Double(total.rounds)
    let mean = Double(total.netCents) / n / 100
    let deviation = (Double(total.netSquaredCents) / n / 10_000 - mean * mean).squareRoot()
    // 4,000 sessions of 1,000 rounds (trip) and of 2,000 rounds (goal: nearly every session ends at a barrier).
    let trip = outcomes(
      SessionSampler(run, sessions: 4_000, rounds: 1_000), bankroll: 100 * 100, goal: Int.max)
    let bankroll = 100.0
    let sessions = Double(trip.count)
    let ruined = Double(trip.filter { $0.lowest <= -10_000 }.count) / sessions
    let ahead =
      trip.reduce(0.0) { $0 + ($1.lowest > -10_000 ? ($1.final > 0 ? 1 : $1.final == 0 ? 0.5 : 0) : 0) } / sessions
    let ruinFormula = RiskOfRuin.trip(mean: mean, deviation: deviation, bankroll: bankroll, rounds: 1_000)
    let aheadFormula = RiskOfRuin.ahead(mean: mean, deviation: deviation, bankroll: bankroll, rounds: 1_000)
    // Four binomial standard errors, and 0.015 for the diffusion's own error (a discrete walk overshoots the
    // barrier by about 0.58 σ, which moves these shares by about 0.01 here).
    let tolerance = { (p: Double) in 4 * (p * (1 - p) / sessions).squareRoot() + 0.015 }
    #expect(ruinFormula > 0.1 && ruinFormula < 0.5, "a trip risk the comparison can see: \(ruinFormula)")
    #expect(abs(ruined - ruinFormula) < tolerance(ruinFormula), "sessions \(ruined), formula \(ruinFormula)")
    #expect(abs(ahead - aheadFormula) < tolerance(aheadFormula), "sessions \(ahead), formula \(aheadFormula)")
    let goal = outcomes(SessionSampler(run, sessions: 4_000, rounds: 2_000), bankroll: 40 * 100, goal: 20 * 100)
    let ended = goal.filter { $0.ruinedFirst || $0.goalFirst }
    #expect(Double(ended.count) > 0.995 * Double(goal.count))
    let ruinedBeforeGoal = Double(ended.filter(\.ruinedFirst).count) / Double(ended.count)
    let goalFormula = RiskOfRuin.beforeGoal(mean: mean, deviation: deviation, bankroll: 40, goal: 20)
    #expect(
      abs(ruinedBeforeGoal - goalFormula) < tolerance(goalFormula),
      "sessions \(ruinedBeforeGoal), formula \(goalFormula)")
  }
}
