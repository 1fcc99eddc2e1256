public import CardKit

/// Why a shoe cannot be made or analysed as asked. The cases carry the numbers a message needs; the wording is
/// the caller's.
public enum ShoeError: Error, Hashable, Sendable {
  /// Counts must be given for exactly ten points values (aces, twos … nines, ten-valued cards); this many were.
  case wrongNumberOfCounts(Int)
  /// A count below zero, for the points value (1 for aces … 10).
  case negativeCount(points: Int, count: Int)
  /// A count above ``ShoeComposition/maximumCount``, for the points value.
  case countAboveMaximum(points: Int, count: Int)
  /// More cards of a points value were to come out than the shoe holds.
  case notInShoe(points: Int, requested: Int, available: Int)
  /// Cards cannot come out of an infinite deck, nor change what it deals.
  case infiniteDeck
  /// Too few cards to deal a round (the player's two cards, the up card and the hole card).
  case tooFewCards(count: Int, minimum: Int)
}

extension ShoeComposition {
  /// The fewest cards the analysis deals a round from.
  public static let minimumCardsForRound = 4

  /// A shoe with the given counts by points: `counts[0]` aces, `counts[1]` twos, …, `counts[9]` ten-valued cards,
  /// each from 0 to ``maximumCount``.
  public init(validatingCounts counts: [Int]) throws(ShoeError) {
    guard counts.count == 10 else { throw .wrongNumberOfCounts(counts.count) }
    for (index, count) in counts.enumerated() {
      if count < 0 { throw .negativeCount(points: index + 1, count: count) }
      if count > Self.maximumCount { throw .countAboveMaximum(points: index + 1, count: count) }
    }
    self.init(counts: counts)!  // cannot fail: the checks above are the ones init?(counts:) makes
  }

  /// The shoe with these cards taken out.
  ///
  /// - Throws: ``ShoeError/notInShoe(points:requested:available:)`` for the first points value (in ace-to-ten
  ///   order) with fewer cards than asked for, or ``ShoeError/infiniteDeck``.
  public func takingOut(_ ranks: some Sequence<Rank>) throws(ShoeError) -> ShoeComposition {
    if isInfinite { throw .infiniteDeck }
    var requested = [Int](repeating: 0, count: 11)
    for rank in ranks { requested[rank.points] += 1 }
    var shoe = self
    for points in 1...10 where requested[points] > 0 {
      let available = count(points: points)
      guard requested[points] <= available else {
        throw .notInShoe(points: points, requested: requested[points], available: available)
      }
      shoe.storage[points] -= Int32(requested[points])
    }
    return shoe
  }
}
