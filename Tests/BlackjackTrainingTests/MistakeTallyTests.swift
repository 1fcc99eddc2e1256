import BlackjackCounting
import BlackjackEngine
import BlackjackTraining
import Testing

@Suite("Mistake tally")
struct MistakeTallyTests {
  @Test("mistakes are grouped by chart position with their count and summed cost, costliest first")
  func grouping() {
    var tally = MistakeTally()
    let soft13v9 = ChartPosition(.soft(13), against: .nine)
    let hard16vT = ChartPosition(.hard(16), against: .ten)
    tally.record(at: soft13v9, choice: "double", chart: "hit", units: 0.31, money: 3.10)
    tally.record(at: hard16vT, choice: "stand", chart: "hit", units: 0.02, money: 0.20)
    tally.record(at: soft13v9, choice: "stand", chart: "hit", units: 0.10, money: 1.00)
    tally.record(at: .insurance, choice: "insurance yes", chart: "insurance no", units: nil, money: nil)
    #expect(tally.count == 4)
    // 0.31 + 0.02 + 0.10, and 3.10 + 0.20 + 1.00; the insurance mistake has no cost.
    #expect(abs(tally.units - 0.43) < 1e-12)
    #expect(abs(tally.money - 4.30) < 1e-12)
    let ranked = tally.ranked
    #expect(ranked.map(\.position) == [soft13v9, hard16vT, .insurance])
    #expect(ranked[0].count == 2 && ranked[0].costed == 2)
    #expect(ranked[0].choices == ["double": 1, "stand": 1])
    #expect(ranked[2].costed == 0 && ranked[2].units == 0)
    #expect(tally.counts == [soft13v9: 2, hard16vT: 1, .insurance: 1])
  }

  @Test("groups of equal cost rank by count, then in chart order")
  func ties() {
    var tally = MistakeTally()
    let pair8 = ChartPosition(.pair(8), against: .ten)
    let hard12 = ChartPosition(.hard(12), against: .two)
    let soft18 = ChartPosition(.soft(18), against: .nine)
    tally.record(at: pair8, choice: "stand", chart: "split", units: nil, money: nil)
    tally.record(at: soft18, choice: "stand", chart: "hit", units: nil, money: nil)
    tally.record(at: hard12, choice: "stand", chart: "hit", units: nil, money: nil)
    tally.record(at: soft18, choice: "stand", chart: "hit", units: nil, money: nil)
    #expect(tally.ranked.map(\.position) == [soft18, hard12, pair8])
  }
}
