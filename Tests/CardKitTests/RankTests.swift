import CardKit
import Testing

@Suite("Rank")
struct RankTests {
  @Test("thirteen ranks from ace to king")
  func allCases() {
    #expect(Rank.allCases.count == 13)
    #expect(Rank.allCases.first == .ace)
    #expect(Rank.allCases.last == .king)
    #expect(Rank.allCases.map(\.rawValue) == Array(1...13))
  }

  @Test("names and symbols")
  func printedForms() {
    let names = Rank.allCases.map(\.name)
    #expect(
      names == ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"])
    let symbols = Rank.allCases.map(\.symbol)
    #expect(symbols == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
  }

  @Test("ordering and face cards")
  func ordering() {
    #expect(Rank.ace < Rank.two)
    #expect(Rank.queen < Rank.king)
    #expect(!(Rank.king < Rank.king))
    #expect(Rank.allCases.filter(\.isFace) == [.jack, .queen, .king])
  }
}
