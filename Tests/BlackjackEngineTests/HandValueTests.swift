import BlackjackEngine
import CardKit
import Testing

@Suite("HandValue")
struct HandValueTests {
  /// The value of cards written as ASCII ranks ("A 6 T").
  func value(_ text: String) -> HandValue {
    HandValue(text.split(separator: " ").map { Card("\($0)S")! })
  }

  @Test(
    "totals and softness, computed by hand",
    arguments: [
      ("A 9 A", 21, true), ("A 6 T", 17, false), ("A 6", 17, true), ("A A", 12, true), ("A A T", 12, false),
      ("T K", 20, false), ("5 6", 11, false), ("A T", 21, true), ("9 8 7", 24, false), ("A A A A A A", 16, true),
    ])
  func totals(cards: String, total: Int, soft: Bool) {
    let v = value(cards)
    #expect(v.total == total)
    #expect(v.isSoft == soft)
    #expect(v.isBust == (total > 21))
  }

  @Test("descriptions say soft totals")
  func descriptions() {
    #expect(value("A 6").description == "soft 17")
    #expect(value("T 7").description == "17")
    #expect(value("T 7 9").description == "bust (26)")
  }

  @Test("card points: ace 1, faces 10")
  func points() {
    #expect(Rank.allCases.map(\.points) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10])
  }
}

@Suite("Money")
struct MoneyTests {
  @Test("parsing", arguments: [("10", 1000), ("10.5", 1050), ("1012.50", 101_250), ("0.05", 5), ("0", 0)])
  func parse(text: String, cents: Int) {
    #expect(Money(text)?.cents == cents)
  }

  @Test("rejects", arguments: ["", "-5", "1.234", "abc", "1e3", "+5", ".5", "5.", "99999999999"])
  func rejects(text: String) {
    #expect(Money(text) == nil)
  }

  @Test("prints two decimals")
  func printing() {
    #expect(Money(cents: 101_250).description == "1012.50")
    #expect(Money(cents: -750).description == "-7.50")
    #expect(Money(cents: 5).description == "0.05")
  }
}
