public import BlackjackEngine
public import CardKit

/// The cards left in a shoe, counted by blackjack points: aces (1), twos … nines, and ten-valued cards (10).
///
/// Only points matter to blackjack odds, so a composition keeps ten counts. An *infinite* composition stands for
/// an infinite deck: every draw has the fixed single-deck probabilities (1/13 for each rank, 4/13 for tens) and
/// removing cards changes nothing.
public struct ShoeComposition: Hashable, Sendable {
  /// The counts, indexed by points (index 0 is unused; 1 is aces, 10 ten-valued cards).
  @usableFromInline var storage: SIMD16<Int32>
  /// Whether this is an infinite deck.
  public let isInfinite: Bool

  /// A shoe of `decks` full 52-card decks, or an empty shoe when `decks` is 0 or less.
  public init(decks: Int) {
    var counts = SIMD16<Int32>(repeating: 0)
    for points in 1...9 { counts[points] = Int32(4 * max(0, decks)) }
    counts[10] = Int32(16 * max(0, decks))
    storage = counts
    isInfinite = false
  }

  /// The full shoe the rules deal from: `nD` decks, or an infinite deck for `INF`.
  public init(rules: Rules) {
    if let decks = rules.deckCount {
      self.init(decks: decks)
    } else {
      self = .infinite
    }
  }

  /// An infinite deck.
  public static let infinite = ShoeComposition(storage: ShoeComposition(decks: 1).storage, isInfinite: true)

  /// A shoe holding exactly these cards.
  public init(cards: some Sequence<Card>) {
    var counts = SIMD16<Int32>(repeating: 0)
    for card in cards { counts[card.rank.points] += 1 }
    storage = counts
    isInfinite = false
  }

  /// The most cards of one points value a composition may hold (the analysis packs each count into 12 bits).
  public static let maximumCount = 4095

  /// A shoe with the given counts by points: `counts[0]` aces, `counts[1]` twos, …, `counts[9]` ten-valued cards.
  ///
  /// Returns `nil` unless there are exactly ten counts, each from 0 to ``maximumCount``.
  public init?(counts: [Int]) {
    guard counts.count == 10, counts.allSatisfy({ $0 >= 0 && $0 <= Self.maximumCount }) else { return nil }
    var storage = SIMD16<Int32>(repeating: 0)
    for (index, count) in counts.enumerated() { storage[index + 1] = Int32(count) }
    self.storage = storage
    isInfinite = false
  }

  @usableFromInline
  init(storage: SIMD16<Int32>, isInfinite: Bool) {
    self.storage = storage
    self.isInfinite = isInfinite
  }

  /// How many cards worth `points` (1…10) are left; for an infinite deck, the count in one deck.
  @inlinable
  public func count(points: Int) -> Int { (1...10).contains(points) ? Int(storage[points]) : 0 }

  /// Whether every count is at most ``maximumCount`` (always true except for shoes built from huge card lists).
  public var isWithinLimits: Bool { (1...10).allSatisfy { storage[$0] <= Int32(Self.maximumCount) } }

  /// The counts by points, aces first and ten-valued cards last.
  public var counts: [Int] { (1...10).map { Int(storage[$0]) } }

  /// How many cards are left (52 for an infinite deck).
  @inlinable
  public var total: Int { Int(storage.wrappedSum()) }

  /// The probability that the next card is worth `points`.
  @inlinable
  public func probability(points: Int) -> Double {
    let total = self.total
    return total == 0 ? 0 : Double(count(points: points)) / Double(total)
  }

  /// Takes out one card worth `points`; returns `false` (and changes nothing) when there is none.
  ///
  /// Removing from an infinite deck always succeeds and changes nothing.
  @discardableResult
  public mutating func remove(points: Int) -> Bool {
    guard (1...10).contains(points) else { return false }
    if isInfinite { return true }
    guard storage[points] > 0 else { return false }
    storage[points] -= 1
    return true
  }

  /// Takes out one card of the given rank; returns `false` (and changes nothing) when there is none.
  @discardableResult
  public mutating func remove(_ rank: Rank) -> Bool { remove(points: rank.points) }

  /// The shoe without the given cards, or `nil` when one of them is not in it.
  public func removing(_ ranks: some Sequence<Rank>) -> ShoeComposition? {
    var shoe = self
    for rank in ranks where !shoe.remove(rank) { return nil }
    return shoe
  }

  /// Puts back one card worth `points` (1…10); an infinite deck is unchanged.
  public mutating func add(points: Int) {
    guard (1...10).contains(points), !isInfinite else { return }
    storage[points] += 1
  }
}

extension ShoeComposition: CustomStringConvertible {
  /// "INF", or the counts such as "A:24 2:24 … T:96".
  public var description: String {
    if isInfinite { return "INF" }
    let labels = (1...10).map { Rank.chartLabel(points: $0) }
    return (1...10).map { "\(labels[$0 - 1]):\(storage[$0])" }.joined(separator: " ")
  }
}
