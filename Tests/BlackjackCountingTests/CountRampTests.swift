import BlackjackCounting
import BlackjackEngine
import Testing

@Suite("Count ramps")
struct CountRampTests {
  @Test("a ramp steps up at each key; below the lowest key the minimum")
  func steps() throws {
    let ramp = try CountRamp(spec: "1:1 2:2 3:4 4:8 5:12", below: 1, what: "units", allowed: 1...100)
    #expect([-3, 0, 1, 2, 3, 4, 5, 9, 100].map(ramp.value(at:)) == [1, 1, 1, 2, 4, 8, 12, 12, 12])
    #expect(ramp.maximum == 12)
    #expect(ramp.spec == "1:1 2:2 3:4 4:8 5:12")
  }

  @Test("keys far from zero step where they are written, on either side of them")
  func farKeys() throws {
    let ramp = try CountRamp(spec: "-40:2 1:3 40:12", below: 1, what: "units", allowed: 1...100)
    // By the steps: below −40 the minimum 1, from −40 to 0 two units, from +1 to +39 three, from +40 twelve.
    #expect(
      [-100, -41, -40, -35, -33, -32, 0, 1, 32, 33, 39, 40, 1_000].map(ramp.value(at:))
        == [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 12, 12])
  }

  @Test(
    "--spread LOW-HIGH doubles from LOW at +1 up to HIGH",
    arguments: [
      ("1-12", "1:1 2:2 3:4 4:8 5:12"), ("1-8", "1:1 2:2 3:4 4:8"), ("2-10", "1:2 2:4 3:8 4:10"), ("5-5", "1:5"),
    ])
  func spread(text: String, ramp: String) throws {
    #expect(try CountRamp(spread: text, maximum: 1000).spec == ramp)
  }

  @Test(
    "bad ramps get one line saying what is wrong",
    arguments: [
      ("1:1 3:4 2:6", "the ramp's counts must rise: '2:6' comes after 3:4"),
      ("1:4 2:2", "the ramp must not fall: '2:2' bets less than 1:4 before it"),
      ("1-4", "'1-4' is not a step; write COUNT:UNITS, e.g. 2:4"),
      ("1:0", "0 units in '1:0' is out of range; units go from 1 to 100"),
      ("", "an empty ramp; write COUNT:UNITS steps, e.g. \"1:1 2:2 3:4\""),
    ])
  func badRamps(spec: String, message: String) {
    #expect {
      try CountRamp(spec: spec, below: 1, what: "units", allowed: 1...100)
    } throws: { error in
      String(describing: error) == message
    }
  }

  @Test("bad spreads", arguments: ["12-1", "0-4", "1", "a-b", "1-2000"])
  func badSpreads(text: String) {
    #expect(throws: CountRampError.self) { try CountRamp(spread: text, maximum: 1000) }
  }
}
