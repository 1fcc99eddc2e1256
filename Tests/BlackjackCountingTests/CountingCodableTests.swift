import BlackjackCounting
import BlackjackEngine
import Foundation
import Testing

@Suite("Counting systems, ramps and index tables encoded")
struct CountingCodableTests {
  func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
  }

  @Test("a built-in system is written by its --count name and read back equal")
  func builtInSystems() throws {
    for (name, system) in CountingSystem.builtIn {
      #expect(system.spec == name)
      #expect(try CountingSystem(spec: system.spec) == system)
      #expect(try roundTrip(system) == system)
    }
  }

  @Test("a custom system is written as its tags, halves and colours kept")
  func customSystem() throws {
    let spec = "A=0 2=0.5 3=1 4=1 5=1.5 6=1 7R=1 7B=0 8=0 9=-0.5 T=-1"
    let system = try CountingSystem(spec: spec)
    #expect(system.spec == spec)
    #expect(try roundTrip(system) == system)
    #expect(String(decoding: try JSONEncoder().encode(system), as: UTF8.self) == "\"\(spec)\"")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CountingSystem.self, from: Data("\"A=1\"".utf8)) }
  }

  @Test("ramps are written as the value below and the steps")
  func ramps() throws {
    let ramp = try CountRamp(spec: "2:4 3:8", below: 1, what: "units", allowed: 1...100)
    #expect(try roundTrip(ramp) == ramp)
    #expect(try roundTrip(CountRamp.flat(3)) == .flat(3))
    let spread = try CountRamp(spread: "1-12", maximum: 100)
    #expect(try roundTrip(spread) == spread)
    for json in [#"{"below":1,"steps":"2:4 1:8"}"#, #"{"below":9,"steps":"2:4"}"#, #"{"below":1,"steps":"x"}"#] {
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(CountRamp.self, from: Data(json.utf8)) }
    }
  }

  @Test("index tables are written as their name and their plays' index-file lines")
  func indexTables() throws {
    for table in [IndexTable.illustrious18, IndexTable.fab4] {
      let decoded = try roundTrip(table)
      #expect(decoded == table)
      #expect(decoded.spec == table.spec)
    }
    let json = #"{"name":"x","plays":["16vT S >= 0","16vT S >= 1","16vT S >= 2"]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(IndexTable.self, from: Data(json.utf8)) }
  }
}
