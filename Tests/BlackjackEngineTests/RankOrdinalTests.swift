import CardKit
import Testing

@testable import BlackjackEngine

// `Rank.ordinal` reads the number the enumeration stores for a rank, rather than working its raw value out, so that
// the simulator's tables are indexed by rank without arithmetic. The expected values come from CardKit's own order
// and raw values, not from the storage.

@Suite("A rank's ordinal")
struct RankOrdinalTests {
  @Test("every rank's ordinal is its place in CardKit's order of ranks, and its raw value less one")
  func ordinals() {
    for (place, rank) in Rank.allCases.enumerated() {
      #expect(rank.ordinal == place, "\(rank)")
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
