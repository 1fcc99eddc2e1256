import Testing

@testable import BlackjackREPL

/// `bet -0` is a bet of nothing, not a negative one: it gets the line `bet 0` gets (issue 28, item 12).
@Suite struct NegativeZeroBetTests {
  @Test("bet -0, -0.00 and deal -0 say what bet 0 says", arguments: ["-0", "-0.00", "-0.0"])
  func negativeZero(amount: String) throws {
    let zero = try transcript(shoe: "10S 9H 8D 9C", ["bet 0"])
    let negative = try transcript(shoe: "10S 9H 8D 9C", ["bet \(amount)"])
    #expect(zero.contains("> bet 0\na bet must be more than 0; bet from 1.00 to 1000.00\n"))
    #expect(negative == zero.replacingOccurrences(of: "> bet 0\n", with: "> bet \(amount)\n"))
    let dealt = try transcript(shoe: "10S 9H 8D 9C", ["deal \(amount)"])
    #expect(dealt.contains("> deal \(amount)\na bet must be more than 0; bet from 1.00 to 1000.00\n"))
  }

  @Test("bet -5 is still refused as negative")
  func negative() throws {
    let text = try transcript(shoe: "10S 9H 8D 9C", ["bet -5", "bet -0.01"])
    #expect(text.contains("> bet -5\na bet cannot be negative; bet from 1.00 to 1000.00\n"))
    #expect(text.contains("> bet -0.01\na bet cannot be negative; bet from 1.00 to 1000.00\n"))
  }
}
