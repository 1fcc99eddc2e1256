import Testing

@testable import BlackjackEngine

// Action(tableByte:) reads a decision table's byte as the action itself, which holds only because an action is laid
// out in one byte as its case's index and its raw value is that same index. The expected raw values are the order of
// the cases as declared (hit, stand, double, split, surrender), written out here by hand.

@Suite("A decision table's byte is the action")
struct ActionTableByteTests {
  @Test(
    "each action is one byte, and its raw value is its case's index",
    arguments: [
      (Action.hit, UInt8(0)), (.stand, 1), (.double, 2), (.split, 3), (.surrender, 4),
    ])
  func rawValueIsTheCaseIndex(action: Action, index: UInt8) {
    #expect(MemoryLayout<Action>.size == 1)
    #expect(action.rawValue == index)
    #expect(Action(tableByte: index) == action)
    #expect(Action(tableByte: index) == Action(rawValue: index))
  }

  @Test("there are five actions, no other byte is one")
  func fiveActions() {
    #expect(Action.allCases.count == 5)
    #expect(Action(rawValue: 5) == nil)
  }
}
