import CardKit
import Testing

@testable import BlackjackEngine

// `Rank.ordinal` reads the number the enumeration stores for a rank, rather than working its raw value out, so that
// the simulator's tables are indexed by rank without arithmetic. The expected values come from CardKit's raw values
// and from hand, not from the storage.

@Suite("A rank's ordinal")
struct RankOrdinalTests {
  @Test("every rank's ordinal is its raw value less one")
  func ordinals() {
    // The raw values are CardKit's (1 for the ace to 13 for the king), independent of how the enumeration is stored:
    // a rank stored otherwise (cases reordered or inserted) fails here.
    for rank in Rank.allCases {
      #expect(rank.ordinal == Int(rank.rawValue) - 1, "\(rank)")
    }
    // By hand: the ace is first, the ten tenth, the king last.
    #expect(Rank.ace.ordinal == 0)
    #expect(Rank.ten.ordinal == 9)
    #expect(Rank.king.ordinal == 12)
  }

  @Test("the points of a packed card's raw value: ace 1, two to nine at face value, ten and faces 10")
  func pointsOfRawValues() {
    #expect((1...13).map { Rank.points(rawValue: UInt8($0)) } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10])
  }
}
