import BlackjackCounting
import BlackjackEngine
import Testing

@testable import BlackjackSimulation

@Suite("Units by count")
struct UnitsByCountTests {
  @Test("the looked-up units are the counter's at every count, inside the window and beyond it")
  func matchesTheCounter() throws {
    var counter = Counter(system: .hiLo)
    counter.ramp = try CountRamp(spec: "-70:2 1:3 5:40 80:200", below: 1, what: "units", allowed: 1...1000)
    counter.tableMinimum = 2
    counter.tableMaximum = 100
    let units = UnitsByCount(counter: counter)
    // By hand: the ramp's 1, 2, 3, 40, 200 within the table's 2 to 100.
    let expected = [
      (-1_000, 2), (-71, 2), (-70, 2), (0, 2), (1, 3), (4, 3), (5, 40), (64, 40), (65, 40), (79, 40),
      (80, 100), (5_000, 100),
    ]
    for (count, bet) in expected { #expect(units[count] == bet, "at \(count)") }
    for count in -200...200 { #expect(units[count] == counter.units(at: count), "at \(count)") }
  }
}
