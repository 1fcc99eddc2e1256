/// A face-up pile that cards are played or thrown onto: the last card discarded lies on top.
///
/// Rummy players take its top card, canasta players pick up the whole pile, and when a crazy eights stock runs out
/// the pile, all but its top card, is shuffled into a new stock:
///
/// ```swift
/// var discards = DiscardPile<Card>()
/// discards.discard(try stock.draw())
/// if stock.isEmpty {
///   stock.putBack(contentsOf: discards.takeAll(keepingTop: true), at: .bottom)
///   stock.shuffle(using: &generator)
/// }
/// ```
///
/// The pile is generic over its cards, so the same type serves ``Card`` games (`DiscardPile<Card>`) and joker games
/// (`DiscardPile<CardOrJoker>`). Its ``cards`` run from the bottom of the pile to the top, the order they were
/// discarded in.
public struct DiscardPile<Element> {
  /// The cards, bottom first.
  @usableFromInline var storage: [Element]

  /// Creates an empty discard pile.
  public init() {
    storage = []
  }

  /// Creates a pile of these cards, discarded in this order: the first is at the bottom, the last on top.
  public init(_ cards: some Sequence<Element>) {
    storage = Array(cards)
  }

  /// The cards in the pile, bottom first: the order in which they were discarded, the top card last.
  public var cards: [Element] { storage }

  /// The number of cards in the pile.
  @inlinable
  public var count: Int { storage.count }

  /// Whether the pile is empty.
  @inlinable
  public var isEmpty: Bool { storage.isEmpty }

  /// The top card, the one discarded last, or `nil` when the pile is empty.
  @inlinable
  public var top: Element? { storage.last }

  /// Discards one card onto the top of the pile.
  ///
  /// - Complexity: O(1) amortised.
  @inlinable
  public mutating func discard(_ card: Element) {
    storage.append(card)
  }

  /// Discards several cards in order: the last of them ends on top.
  ///
  /// - Complexity: O(*m*) for *m* cards.
  public mutating func discard(contentsOf cards: some Sequence<Element>) {
    storage.append(contentsOf: cards)
  }

  /// Takes the top card, as a rummy player draws from the discards.
  ///
  /// - Throws: ``DeckError/empty`` when the pile is empty; it is then unchanged.
  /// - Complexity: O(1).
  @inlinable
  public mutating func takeTop() throws(DeckError) -> Element {
    guard let card = storage.popLast() else { throw .empty }
    return card
  }

  /// Takes every card, or every card but the top one, leaving the pile empty or holding just its top card.
  ///
  /// - Parameter keepingTop: Whether the top card stays, as when the rest is shuffled into a new stock.
  /// - Returns: The cards taken, bottom first.
  /// - Complexity: O(*n*).
  public mutating func takeAll(keepingTop: Bool = false) -> [Element] {
    guard keepingTop, let top = storage.last else {
      defer { storage = [] }
      return storage
    }
    let taken = Array(storage.dropLast())
    storage = [top]
    return taken
  }
}

extension DiscardPile: Sendable where Element: Sendable {}
