public import BlackjackCounting
public import CardKit

/// The pairs drill: a shuffled deck dealt two or three cards at once, and for each group the player gives its net
/// count, seen at a glance (counters count in cancelling pairs: a ten with a low card is nothing).
///
/// Each group's answer must be exact. The drill ends when the deck has fewer cards than a group.
public struct PairsDrill: Sendable {
  /// The counting system drilled.
  public let system: CountingSystem
  /// Cards in a group: 2 or 3.
  public let groupSize: Int
  /// The shuffled deck.
  public let cards: [Card]
  /// How many cards have been shown.
  public private(set) var shown = 0

  /// A drill of one deck under `system` in groups of `groupSize` (2 or 3), shuffled with `seed`.
  public init(system: CountingSystem, groupSize: Int, seed: UInt64) {
    self.system = system
    self.groupSize = min(3, max(2, groupSize))
    var generator = Xoshiro256StarStar(seed: seed)
    var deck = Deck.standardOrder
    deck.fisherYatesShuffle(using: &generator)
    cards = deck
  }

  /// Whether the deck is too low for another group.
  public var isOver: Bool { cards.count - shown < groupSize }

  /// The next group (empty once the drill is over).
  public mutating func next() -> [Card] {
    guard !isOver else { return [] }
    let group = Array(cards[shown..<shown + groupSize])
    shown += groupSize
    return group
  }

  /// The net count of `group` under `system`.
  public static func value(of group: [Card], system: CountingSystem) -> Double {
    group.reduce(0) { $0 + system.tag(of: $1) }
  }
}
