import CardKit
import Testing

@Suite("Rank parsing")
struct RankParsingTests {
  @Test("every rank reads back from its symbol and its name")
  func roundTrip() {
    for rank in Rank.allCases {
      #expect(Rank(rank.symbol) == rank)
      #expect(Rank(rank.name) == rank)
    }
  }

  @Test(
    "accepted spellings",
    arguments: [
      ("A", Rank.ace), ("a", .ace), (" 10 ", .ten), ("T", .ten), ("t", .ten), ("J", .jack), ("q", .queen),
      ("K", .king), ("2", .two), ("Ace", .ace), ("seven", .seven), ("KING", .king), ("\tTen\n", .ten),
    ])
  func accepted(text: String, rank: Rank) {
    #expect(Rank(text) == rank)
  }

  @Test("rejected text", arguments: ["", " ", "1", "11", "0", "01", "Knight", "AS", "10H", "A A", "TT", "Aces"])
  func rejected(text: String) {
    #expect(Rank(text) == nil)
  }
}
