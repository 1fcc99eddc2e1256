extension CountingStrategy {
  /// The counts at which the strategy's decisions can differ: from one below its lowest index (insurance included)
  /// to one above its highest; at any count beyond them it decides as at the nearer end. Just 0 without indices.
  public var decisionCounts: ClosedRange<Int> {
    guard let indices else { return 0...0 }
    let all = indices.plays.map(\.index) + (indices.insurance.map { [$0.index] } ?? [])
    guard let lowest = all.min(), let highest = all.max() else { return 0...0 }
    return (lowest - 1)...(highest + 1)
  }

  /// The strategy at each of ``decisionCounts``, in order: the pages of a counter's ``DecisionTable``.
  public var atDecisionCounts: [CountingStrategy] {
    decisionCounts.map { count in
      var strategy = self
      strategy.count = count
      return strategy
    }
  }

  /// The position of `count`, clamped to ``decisionCounts``, among them: its page of a counter's ``DecisionTable``.
  @inlinable @inline(__always)
  public static func page(of count: Int, in counts: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(count, counts.lowerBound), counts.upperBound) &- counts.lowerBound
  }
}
