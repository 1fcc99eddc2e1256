import CardKit
import Testing

@Suite("Rank orders")
struct RankOrderTests {
  @Test("value(aceHigh:): two to king at face value, the ace 1 or 14")
  func values() {
    // By hand: A 2 3 4 5 6 7 8 9 10 J Q K.
    #expect(Rank.allCases.map { $0.value(aceHigh: false) } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    #expect(Rank.allCases.map { $0.value(aceHigh: true) } == [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
  }

  @Test("sorting ace high puts the ace above the king; ace low below the two")
  func sorting() {
    let mixed: [Rank] = [.king, .ace, .two, .ten, .jack]
    #expect(mixed.sorted(by: Rank.aceHigh) == [.two, .ten, .jack, .king, .ace])
    #expect(mixed.sorted(by: Rank.aceLow) == [.ace, .two, .ten, .jack, .king])
    #expect(mixed.max(by: Rank.aceHigh) == .ace)
    #expect(mixed.max(by: Rank.aceLow) == .king)
  }

  @Test("both orders are strict: no rank is below itself")
  func strict() {
    for rank in Rank.allCases {
      #expect(!Rank.aceHigh(rank, rank))
      #expect(!Rank.aceLow(rank, rank))
    }
    #expect(Rank.aceHigh(.king, .ace))
    #expect(!Rank.aceHigh(.ace, .two))
    #expect(Rank.aceLow(.ace, .two))
  }
}
