import BlackjackCounting
import BlackjackEngine
import Foundation
import Testing

@testable import BlackjackSimulation

@Suite("Counter encoding and checks")
struct CounterCodableTests {
  func roundTrip(_ counter: Counter) throws -> Counter {
    try JSONDecoder().decode(Counter.self, from: try JSONEncoder().encode(counter))
  }

  @Test("every setting survives encoding: built-in and custom systems, ramps, wonging, indices, seats")
  func roundTrips() throws {
    var counter = Counter(system: .wongHalves)
    counter.estimate = .halfDeck
    counter.rounding = .nearest
    counter.ramp = try CountRamp(spec: "2:4 3:8", below: 1, what: "units", allowed: 1...100)
    counter.spots = try CountRamp(spec: "3:2", below: 1, what: "spots", allowed: 1...3)
    counter.wongIn = 1
    counter.wongOut = -1
    counter.tableMinimum = 1
    counter.tableMaximum = 50
    counter.indices = try IndexTable(parsing: "16vT S >= 0\nA7v2 D >= 1\nTTv6 P >= 4\ninsurance >= 3", name: "mine")
    counter.otherSeats = 3
    counter.seat = 4
    #expect(try roundTrip(counter) == counter)
    #expect(try roundTrip(Counter(system: .redSeven)) == Counter(system: .redSeven))
    let custom = Counter(system: try CountingSystem(spec: "A=0 2=0.5 3=1 4=1 5=1.5 6=1 7R=1 7B=0 8=0 9=-0.5 T=-1"))
    #expect(try roundTrip(custom) == custom)
    var fab4 = Counter(system: .hiLo)
    fab4.indices = IndexTable.fab4
    #expect(try roundTrip(fab4) == fab4)
  }

  @Test("settings that make no table are refused by validate() and by decoding")
  func problems() throws {
    let base = Counter(system: .hiLo)
    var cases: [(Counter, CounterProblem)] = []
    var counter = base
    counter.tableMinimum = 10
    counter.tableMaximum = 5
    cases.append((counter, .tableLimits(minimum: 10, maximum: 5)))
    counter = base
    counter.ramp = .flat(2_000_000)
    cases.append((counter, .rampUnits(2_000_000)))
    counter = base
    counter.spots = .flat(4)
    cases.append((counter, .spots(4)))
    counter = base
    counter.wongOut = 0
    cases.append((counter, .wongOutWithoutWongIn))
    counter = base
    counter.wongIn = 1
    counter.wongOut = 2
    cases.append((counter, .wongOutAboveWongIn(wongOut: 2, wongIn: 1)))
    counter = base
    counter.otherSeats = 7
    counter.seat = 1
    cases.append((counter, .otherSeats(7)))
    counter = base
    counter.otherSeats = 1
    counter.seat = 3
    cases.append((counter, .seat(3, otherSeats: 1)))
    for (counter, problem) in cases {
      #expect(throws: problem) { try counter.validate() }
      let data = try JSONEncoder().encode(counter)
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(Counter.self, from: data) }
    }
    try base.validate()
  }

  @Test(
    "a damaged counter does not decode",
    arguments: [
      #"{"system":"hilox","estimate":"exact","rounding":"floor","ramp":{"below":1,"steps":""},"spots":{"below":1,"steps":""},"tableMinimum":1,"tableMaximum":10,"otherSeats":0,"seat":1}"#,
      #"{"system":"hilo","estimate":"exact","rounding":"floor","ramp":{"below":1,"steps":"3:2 2:4"},"spots":{"below":1,"steps":""},"tableMinimum":1,"tableMaximum":10,"otherSeats":0,"seat":1}"#,
      #"{"system":"hilo","estimate":"exact","rounding":"floor","ramp":{"below":5,"steps":"1:2"},"spots":{"below":1,"steps":""},"tableMinimum":1,"tableMaximum":10,"otherSeats":0,"seat":1}"#,
      #"{"system":"hilo","estimate":"roughly","rounding":"floor","ramp":{"below":1,"steps":""},"spots":{"below":1,"steps":""},"tableMinimum":1,"tableMaximum":10,"otherSeats":0,"seat":1}"#,
      #"{"system":"hilo","estimate":"exact","rounding":"floor","ramp":{"below":1,"steps":""},"spots":{"below":1,"steps":""},"tableMinimum":1,"tableMaximum":10,"otherSeats":0,"seat":1,"indices":{"name":"x","plays":["16vT Q >= 0"]}}"#,
      #"{"system":"hilo","estimate":"exact","rounding":"floor","ramp":{"below":1,"steps":""},"spots":{"below":1,"steps":""},"tableMinimum":1,"otherSeats":0,"seat":1}"#,
    ])
  func damaged(json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Counter.self, from: Data(json.utf8)) }
  }

  @Test("sums by count of the wrong length do not decode")
  func wrongLength() throws {
    var stats = CountingStats()
    stats.byCount.removeLast()
    let data = try JSONEncoder().encode(stats)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CountingStats.self, from: data) }
    let good = try JSONEncoder().encode(CountingStats())
    #expect(try JSONDecoder().decode(CountingStats.self, from: good) == CountingStats())
  }
}
