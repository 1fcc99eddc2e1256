public import CardKit

extension Rank {
  /// The card's tag in the Hi-Lo count: +1 for 2–6, 0 for 7–9, −1 for tens, faces and aces.
  @inlinable
  public var hiLoTag: Int {
    switch rawValue {
    case 2...6: 1
    case 7...9: 0
    default: -1
    }
  }
}

/// A Hi-Lo card count: the running count of the cards seen and the true count per deck remaining.
///
/// The running count starts at 0 after a shuffle and adds each seen card's ``CardKit/Rank/hiLoTag``. The true count
/// divides it by the decks not yet seen (cards remaining ÷ 52), the number counters bet and deviate by.
public struct HiLoCount: Hashable, Sendable {
  /// The sum of the tags of every card seen since the shuffle.
  public private(set) var running: Int
  /// How many cards were counted.
  public private(set) var cardsSeen: Int

  /// A count just after a shuffle.
  public init() {
    running = 0
    cardsSeen = 0
  }

  /// The count of the given seen cards.
  public init(_ cards: some Sequence<Card>) {
    self.init()
    for card in cards { count(card) }
  }

  /// Counts one seen card.
  public mutating func count(_ card: Card) {
    running += card.rank.hiLoTag
    cardsSeen += 1
  }

  /// The true count: the running count per deck still unseen, or `nil` when no card is left to see.
  ///
  /// - Parameter cardsRemaining: the cards not yet seen (in the shoe, plus any face-down card).
  public func trueCount(cardsRemaining: Int) -> Double? {
    cardsRemaining > 0 ? Double(running) * 52 / Double(cardsRemaining) : nil
  }
}
