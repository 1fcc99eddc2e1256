import CardKit
import Testing

@testable import BlackjackEngine
@testable import BlackjackSimulation

@Suite("Chunk statistics")
struct ChunkStatsTests {
  @Test("a chunk's statistics, and its rounds but for their nets given the nets' sums, are those of recording in full")
  func sameAsRecordingInFull() throws {
    // A second method: SimulationStats.record on each summary, one by one, against the counters by ending. The
    // counting loop's way records the rounds but for their nets, summed elsewhere (here round by round).
    let simulation = Simulation(
      rules: try Rules(spec: "6D S17 DAS LS SPL4 RSA"), strategy: .basic(.published), rounds: 60_000, seed: 11,
      chunkSize: 20_000)
    var full = SimulationStats()
    var chunk = ChunkStats()
    var butNets = ChunkStats()
    var (net, squared): (Int128, Int128) = (0, 0)
    func record(_ summary: RoundSummary) {
      full.record(summary)
      chunk.record(summary)
      butNets.recordAllButNet(summary)
      net += Int128(summary.net.cents)
      squared += Int128(summary.net.cents) * Int128(summary.net.cents)
    }
    var kinds = Set<RoundSummary>()
    for index in 0..<simulation.chunkCount {
      simulation.forEachRound(inChunk: index, with: BasicStrategy.published) { round in
        record(round.summary)
        kinds.insert(round.summary)
      }
    }
    // Rounds no shoe of these rules deals: a void round, and one of three hands with two blackjacks counted.
    var tally = RoundTally()
    let void = RoundSummary(
      net: .zero, handCount: 1, tally: tally, dealerBlackjack: false, dealerBust: false, isVoid: true)
    tally = RoundTally.counting([(true, false, false, false), (true, false, true, false), (false, true, false, false)])
    let three = RoundSummary(
      net: Money(cents: -50), handCount: 3, tally: tally, dealerBlackjack: true, dealerBust: true, isVoid: false)
    for summary in [void, three, void] { record(summary) }
    #expect(chunk.stats == full)
    #expect(chunk.netCents == full.netCents)
    #expect(butNets.stats(netCents: net, netSquaredCents: squared) == full)
    // Without the sums, the rounds of one hand add no net: the sums given replace those of the rounds of three hands.
    #expect(butNets.stats(netCents: 0, netSquaredCents: 0).netSquaredCents == 0)
    #expect(full.splits > 1_000 && full.surrenders > 1_000 && full.doubles > 1_000 && full.voidRounds == 2)
    #expect(kinds.count > 40)
  }

  @Test("a chunk's squared nets of one-hand rounds fit 64 bits at the largest bet it takes; the simulator bets less")
  func squaredNetsFit() {
    // The largest net of a round of one hand: a natural paid 255 to 1 (a payout's numerator and denominator are 1 to
    // 255, Rules.Payout; an insured natural is paid even money instead), 255 bets. The worst loss is 2½ bets (a lost
    // double and lost insurance). A chunk holds at most 2²⁴ rounds.
    let worst = Int128(ChunkStats.maximumBetCents) * 255
    #expect(worst * worst * Int128(Simulation.maximumChunkSize) <= Int128(Int.max))
    #expect(Simulation.unitCents <= ChunkStats.maximumBetCents)
  }

  @Test("an ending counts each of its rounds once in every figure it names")
  func endingByHand() {
    // Won (bit 8), blackjack (bit 0), dealer bust (bit 5): worked out by hand from RoundEnding's layout.
    var stats = SimulationStats()
    RoundEnding(index: 1 << 8 | 1 | 1 << 5).add(rounds: 3, to: &stats)
    #expect(stats.rounds == 3 && stats.hands == 3 && stats.roundsWon == 3 && stats.blackjacks == 3)
    #expect(stats.dealerBusts == 3 && stats.roundsLost == 0 && stats.roundsPushed == 0 && stats.playerBusts == 0)
    // Lost (no result bit), bust, doubled, surrendered, dealer blackjack, void.
    var other = SimulationStats()
    RoundEnding(index: 0b0101_1110).add(rounds: 2, to: &other)
    #expect(other.roundsLost == 2 && other.playerBusts == 2 && other.doubles == 2 && other.surrenders == 2)
    #expect(other.dealerBlackjacks == 2 && other.voidRounds == 2 && other.dealerBusts == 0)
    var pushed = SimulationStats()
    RoundEnding(index: 1 << 7 | 1 << 4).add(rounds: 1, to: &pushed)
    #expect(pushed.roundsPushed == 1 && pushed.dealerBlackjacks == 1 && pushed.roundsWon == 0)
  }
}

extension RoundTally {
  /// A tally of hands given as (blackjack, bust, doubled, surrendered).
  fileprivate static func counting(_ hands: [(Bool, Bool, Bool, Bool)]) -> RoundTally {
    var tally = RoundTally()
    // A hand's marks: doubled 4, surrendered 8 (``PlayerHand``'s flags).
    for hand in hands { tally.count(blackjack: hand.0, bust: hand.1, marks: (hand.2 ? 4 : 0) | (hand.3 ? 8 : 0)) }
    return tally
  }
}
