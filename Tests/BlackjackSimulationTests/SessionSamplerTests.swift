import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackSimulation

@Suite("Session sampler")
struct SessionSamplerTests {
  let rules = try! Rules(spec: "6D S17 DAS PEN75")

  func simulation(counter: Counter? = nil, seed: UInt64 = 11) -> Simulation {
    Simulation(rules: rules, strategy: .basic(.published), rounds: 100_000, seed: seed, counter: counter)
  }

  @Test("a session's points are the running sum of its rounds' nets, round by round as the table played them")
  func pointsAreRunningSums() {
    let sampler = SessionSampler(simulation(), sessions: 3, rounds: 1_000)
    let path = sampler.path(1, points: 200)
    // Summed independently: every settled round of the same chunk, straight from the table.
    var nets: [Int] = []
    var total = 0
    sampler.sessions.forEachRound(inChunk: 1, with: BasicStrategy.published) { round in
      total += round.net.cents
      nets.append(total)
    }
    #expect(nets.count == 1_000)
    // 1,000 rounds in about 200 points: every 5th round, from round 0.
    #expect(path.step == 5)
    #expect(path.netCents == [0] + stride(from: 5, through: 1_000, by: 5).map { nets[$0 - 1] })
    #expect(path.lowestCents == min(0, nets.min()!))
    #expect(path.finalCents == sampler.sessions.runChunk(1).netCents)
  }

  @Test("a session whose length is not a multiple of the step ends on its last round")
  func lastPoint() {
    let path = SessionSampler(simulation(), sessions: 1, rounds: 1_003).path(0, points: 200)
    // ⌈1003 / 200⌉ = 6: rounds 0, 6, …, 1002 (168 points), then 1003.
    #expect(path.step == 6)
    #expect(path.netCents.count == 169)
    #expect(path.round(at: 167) == 1_002 && path.round(at: 168) == 1_003)
  }

  @Test("a counter's sessions: the final point is the chunk's net, and the lowest is at or under every point")
  func counter() throws {
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(spread: "1-8", maximum: 8)
    counter.indices = .illustrious18
    let sampler = SessionSampler(simulation(counter: counter), sessions: 4, rounds: 2_000)
    for index in 0..<sampler.count {
      let path = sampler.path(index, points: 100)
      #expect(path.finalCents == sampler.sessions.runChunk(index).counting!.total.netCents)
      #expect(path.netCents.allSatisfy { $0 >= path.lowestCents })
      #expect(path.lowestCents <= 0)
    }
  }

  @Test("the same seed gives the same sessions on one thread and on two; another seed gives others")
  func reproducible() {
    let sampler = SessionSampler(simulation(), sessions: 6, rounds: 500)
    let one = sampler.run(threads: 1, points: 50)
    #expect(one == sampler.run(threads: 2, points: 50))
    #expect(one.count == 6)
    #expect(one != SessionSampler(simulation(seed: 12), sessions: 6, rounds: 500).run(threads: 2, points: 50))
  }

  @Test("the sessions are not the simulation's own first rounds")
  func ownStream() {
    let base = simulation()
    let sampler = SessionSampler(base, sessions: 2, rounds: 1_000)
    #expect(sampler.sessions.seed != base.seed)
    #expect(sampler.sessions.chunkSeed(0) != base.chunkSeed(0))
    #expect(sampler.sessions.chunkSize == 1_000 && sampler.sessions.rounds == 2_000)
  }
}
