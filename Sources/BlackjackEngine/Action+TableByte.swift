extension Action {
  /// The action whose raw value is `byte`, read as it is: a byte of a ``DecisionTable`` page that the caller knows is
  /// a decision (not ``DecisionTable/replay``, which marks what the table does not decide, and without
  /// ``DecisionTable/insuredMark``: see `DecisionTable.firstAction(_:)`).
  ///
  /// An enum without payloads is laid out as its case's index, and an action's raw value is that index (0 to 4, in
  /// the order of the cases), so the byte already is the action; a test checks both for every action. Unlike
  /// `init(rawValue:)`, this is no call that the optimiser can leave out of line in a large loop (it did, in the
  /// counting simulator's).
  ///
  /// - Precondition: `byte` is the raw value of an action (checked in debug builds).
  @inlinable @inline(__always)
  init(tableByte byte: UInt8) {
    assert(Action(rawValue: byte) != nil, "not an action's raw value: \(byte)")
    self = unsafeBitCast(byte, to: Action.self)
  }
}
