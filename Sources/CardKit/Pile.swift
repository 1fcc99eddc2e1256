/// The storage and moves shared by ``Deck`` (of ``Card``) and ``JokerDeck`` (of ``CardOrJoker``): an ordered pile
/// dealt from the top, whose drawn cards are left in place before `top` until the next shuffle or rearrangement.
///
/// Both decks keep their own public API and documentation and forward to this one implementation, so a joker never
/// reaches a game that uses ``Deck`` and the two decks cannot drift apart. Every shuffle is CardKit's pinned
/// Fisher–Yates.
@usableFromInline
struct Pile<Element> {
  /// Every element the pile was made with or last rearranged; the ones before `top` have been drawn.
  @usableFromInline var storage: [Element]
  /// The position in `storage` of the top element.
  @usableFromInline var top: Int

  /// A pile of exactly these elements, the first on top.
  @usableFromInline
  init(_ elements: some Sequence<Element>) {
    storage = Array(elements)
    top = 0
  }

  /// The elements still in the pile, top first, without copying.
  @inlinable
  var remaining: ArraySlice<Element> { storage[top...] }

  /// The number of elements left.
  @inlinable
  var count: Int { storage.count &- top }

  /// Whether nothing is left.
  @inlinable
  var isEmpty: Bool { top >= storage.count }

  /// The element `offset` places below the top (0 is the top).
  @inlinable
  subscript(offset: Int) -> Element {
    precondition(offset >= 0 && offset < count, "Deck index out of range")
    return storage[top &+ offset]
  }

  /// The top element, or `nil` when empty.
  @inlinable
  func peek() -> Element? {
    top < storage.count ? storage[top] : nil
  }

  /// Takes the top element.
  @inlinable
  mutating func draw() throws(DeckError) -> Element {
    guard top < storage.count else { throw .empty }
    let element = storage[top]
    top &+= 1
    return element
  }

  /// Takes `count` elements from the top, all or none.
  mutating func draw(_ count: Int) throws(DeckError) -> [Element] {
    precondition(count >= 0, "cannot draw a negative number of cards")
    guard count <= self.count else { throw .insufficientCards(requested: count, available: self.count) }
    let drawn = Array(storage[top..<(top + count)])
    top += count
    return drawn
  }

  /// Puts one element back on the top or at the bottom.
  mutating func putBack(_ element: Element, at end: DeckEnd) {
    switch end {
    case .top:
      if top > 0 {
        top -= 1
        storage[top] = element
      } else {
        storage.insert(element, at: 0)
      }
    case .bottom:
      storage.append(element)
    }
  }

  /// Puts elements back on the top (the first of them becomes the top) or at the bottom (the last of them becomes
  /// the bottom), keeping their order.
  mutating func putBack(contentsOf elements: some Sequence<Element>, at end: DeckEnd) {
    switch end {
    case .top:
      let added = Array(elements)
      if added.count <= top {
        storage.replaceSubrange((top - added.count)..<top, with: added)
        top -= added.count
      } else {
        storage.replaceSubrange(0..<top, with: added)
        top = 0
      }
    case .bottom:
      storage.append(contentsOf: elements)
    }
  }

  /// Moves the top `position` elements under the rest, keeping both parts in order.
  mutating func cut(at position: Int) throws(DeckError) {
    guard position >= 0 && position <= count else { throw .invalidCut(position: position, available: count) }
    let cutPoint = top + position
    storage = Array(storage[cutPoint...]) + storage[top..<cutPoint]
    top = 0
  }

  /// Deals `count` elements to each of `hands` hands, one at a time in turn, all or none.
  mutating func deal(count: Int, toHands hands: Int) throws(DeckError) -> [[Element]] {
    precondition(count >= 0, "cannot deal a negative number of cards")
    precondition(hands >= 0, "cannot deal to a negative number of hands")
    let (total, overflow) = count.multipliedReportingOverflow(by: hands)
    guard !overflow && total <= self.count else {
      throw .insufficientCards(requested: overflow ? Int.max : total, available: self.count)
    }
    var dealt: [[Element]] = []
    dealt.reserveCapacity(hands)
    for hand in 0..<hands {
      var cards: [Element] = []
      cards.reserveCapacity(count)
      for round in 0..<count {
        cards.append(storage[top + round * hands + hand])
      }
      dealt.append(cards)
    }
    top += total
    return dealt
  }

  /// Shuffles the remaining elements with CardKit's Fisher–Yates, dropping the drawn ones first.
  @inlinable
  mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
    if top > 0 {
      storage.removeFirst(top)
      top = 0
    }
    storage.withUnsafeMutableBufferPointer { $0.shuffleContiguous(using: &generator) }
  }
}

extension Pile: Sendable where Element: Sendable {}

extension Pile: Equatable where Element: Equatable {
  /// Equal when the remaining elements are equal, in order.
  @usableFromInline
  static func == (lhs: Pile, rhs: Pile) -> Bool {
    lhs.remaining.elementsEqual(rhs.remaining)
  }
}

extension Pile: Hashable where Element: Hashable {
  /// Hashes the number of remaining elements and each of them, top first.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in remaining { hasher.combine(element) }
  }
}
