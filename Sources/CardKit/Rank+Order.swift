extension Rank {
  /// The rank's place in the order a game uses: two to king are 2 to 13, and the ace is 1 when low or 14 when high.
  ///
  /// ```swift
  /// Rank.ace.value(aceHigh: true)   // 14: beats a king in high card, war and poker
  /// Rank.ace.value(aceHigh: false)  // 1: below the two, as in the ace-low ``rawValue``
  /// ```
  ///
  /// - Parameter aceHigh: Whether the ace ranks above the king.
  @inlinable
  public func value(aceHigh: Bool) -> Int {
    aceHigh && self == .ace ? 14 : Int(rawValue)
  }

  /// Whether `lhs` ranks below `rhs` with the ace low, A 2 3 … K: the same as `<`, named for
  /// `ranks.sorted(by: Rank.aceLow)`.
  @inlinable
  public static func aceLow(_ lhs: Rank, _ rhs: Rank) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Whether `lhs` ranks below `rhs` with the ace high, 2 3 … K A: for `ranks.sorted(by: Rank.aceHigh)` or
  /// `ranks.max(by: Rank.aceHigh)`.
  @inlinable
  public static func aceHigh(_ lhs: Rank, _ rhs: Rank) -> Bool {
    lhs.value(aceHigh: true) < rhs.value(aceHigh: true)
  }
}
