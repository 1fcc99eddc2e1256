extension Shoe {
  /// Calls `body` with the cards dealt or burned since the last shuffle, in the order they came out (the discard
  /// tray, first card first), without copying them: what a card counter has had the chance to see.
  ///
  /// - Parameter body: Reads the cards; the buffer is valid only during the call.
  /// - Returns: What `body` returns.
  @inlinable
  public func withDiscards<Result>(_ body: (UnsafeBufferPointer<Card>) throws -> Result) rethrows -> Result {
    try storage.withUnsafeBufferPointer { all in
      try body(UnsafeBufferPointer(rebasing: all[..<position]))
    }
  }
}
