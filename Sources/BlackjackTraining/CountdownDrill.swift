public import BlackjackCounting
public import CardKit

/// The countdown drill: a shuffled deck (or `decks` decks) shown one card at a time, at the player's own pace, and
/// the final running count asked once the last card is shown. The run is timed from the first card to the answer.
///
/// The answer must be exact. A balanced system ends a whole number of decks at its initial count (0 for Hi-Lo), so
/// the last card can be told from the rest: that is how counters check a countdown.
public struct CountdownDrill: Sendable {
  /// The counting system drilled.
  public let system: CountingSystem
  /// The decks dealt.
  public let decks: Int
  /// The shuffled cards.
  public let cards: [Card]
  /// How many cards have been shown.
  public private(set) var shown = 0
  /// The count of the cards shown.
  public private(set) var count: CardCount

  /// A countdown of `decks` decks under `system`, shuffled with `seed`.
  public init(system: CountingSystem, decks: Int, seed: UInt64) {
    self.system = system
    self.decks = decks
    var generator = Xoshiro256StarStar(seed: seed)
    var shoe = (0..<decks).flatMap { _ in Deck.standardOrder }
    shoe.fisherYatesShuffle(using: &generator)
    cards = shoe
    count = CardCount(system: system, decks: decks)
  }

  /// Whether every card has been shown, so that the count is asked.
  public var isOver: Bool { shown == cards.count }

  /// Shows the next card (`nil` once all are shown).
  public mutating func next() -> Card? {
    guard !isOver else { return nil }
    let card = cards[shown]
    shown += 1
    count.count(card)
    return card
  }

  /// The final running count (of the cards shown so far).
  public var runningCount: Double { count.runningCount }

  /// Whether `answer` is the running count: it must be exact.
  public func isRight(_ answer: Double) -> Bool { answer == count.runningCount }
}
