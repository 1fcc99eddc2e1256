/// One of `count` equal parts of a run, for running a simulation as several processes or on several machines.
///
/// Shard *k* of *n* (1-based) plays the chunks `⌊(k − 1)·c / n⌋ ..< ⌊k·c / n⌋` of a run of *c* chunks: the shards
/// together play every chunk once, and each chunk with the generator it has in the whole run, so their statistics
/// add up to the whole run's exactly.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The shard's number, 1 to ``count``.
  public let index: Int
  /// How many shards the run is cut into.
  public let count: Int

  /// Shard `index` of `count`, or `nil` unless 1 ≤ `index` ≤ `count`.
  public init?(_ index: Int, of count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// The chunks this shard plays of a run of `chunkCount` chunks (empty when there are fewer chunks than shards).
  public func chunks(of chunkCount: Int) -> Range<Int> {
    return exactShare(index - 1, chunkCount)..<exactShare(index, chunkCount)
  }

  /// `⌊shard · chunkCount / count⌋` without overflow for any run the simulator can hold.
  private func exactShare(_ shard: Int, _ chunkCount: Int) -> Int {
    let (high, low) = shard.multipliedFullWidth(by: chunkCount)
    return count.dividingFullWidth((high, low)).quotient
  }

  /// `"K/N"`, as `--shard` takes it.
  public var description: String { "\(index)/\(count)" }
}
