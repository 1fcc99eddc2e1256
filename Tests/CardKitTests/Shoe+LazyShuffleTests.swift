import CardKit
import Testing

/// A generator that always returns the same word.
private struct ConstantGenerator: RandomNumberGenerator {
  let word: UInt64
  mutating func next() -> UInt64 { word }
}

@Suite("Shoe lazy shuffle")
struct ShoeLazyShuffleTests {
  static let fourSpades =
    [Card(.ace, of: .spades), Card(.two, of: .spades), Card(.three, of: .spades)]
    + [Card(.four, of: .spades)]

  @Test("each draw takes the card at the drawn offset among the undealt ones and swaps it forward")
  func handComputedOrder() throws {
    // With every word 2^64 - 1, next(below: n) is n - 1: the last undealt card each time. By hand, from
    // [AS 2S 3S 4S]: take 4S (-> 4S 2S 3S AS), then AS from [2S 3S AS] (-> 4S AS 3S 2S), then 2S from [3S 2S], then 3S.
    var shoe = Shoe(cards: Self.fourSpades, penetration: 1)
    var generator = ConstantGenerator(word: .max)
    let dealt = try (0..<4).map { _ in try shoe.drawShuffling(using: &generator) }
    #expect(dealt.map(\.asciiDescription) == ["4S", "AS", "2S", "3S"])
    #expect(shoe.withDiscards { Array($0) } == dealt)
    #expect(throws: DeckError.empty) { try shoe.drawShuffling(using: &generator) }
    #expect(shoe.discardCount == 4)
  }

  @Test("gather puts every card back unshuffled and the cut card back in place")
  func gather() throws {
    var shoe = Shoe(decks: 1, penetration: 0.5)
    var generator = Xoshiro256StarStar(seed: 9)
    for _ in 0..<30 { _ = try shoe.drawShuffling(using: &generator) }
    try shoe.burn()
    #expect(shoe.needsShuffle)
    let order = shoe.withDiscards { Array($0) } + shoe.remainingCards
    shoe.gather()
    #expect(shoe.discardCount == 0 && shoe.burnedCount == 0 && !shoe.needsShuffle)
    #expect(shoe.remainingCards == order)
  }

  @Test("a whole six-deck shoe dealt lazily is a permutation of its cards")
  func permutation() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 1)
    let dealt = try (0..<312).map { _ in try shoe.drawShuffling(using: &generator) }
    #expect(
      dealt.sorted { $0.asciiDescription < $1.asciiDescription }
        == Deck(decks: 6).cards.sorted { $0.asciiDescription < $1.asciiDescription })
    // Not the new-deck order, and not the order an up-front shuffle gives for the same seed.
    #expect(dealt != Deck(decks: 6).cards)
    var eager = Shoe(decks: 6, penetration: 0.75)
    var same = Xoshiro256StarStar(seed: 1)
    eager.shuffle(using: &same)
    #expect(dealt != eager.remainingCards)
  }

  /// The prefix shuffle written out plainly, as its documentation states it: step `i` draws its offset among the
  /// `n - i` cards left from the low half (even `i`) or the high half (odd `i`) of word `i / 2`, by Lemire's method
  /// on 32-bit words (keep the high 32 bits of `half × (n - i)`; a product whose low 32 bits fall below
  /// `2³² mod (n - i)` is rejected and a fresh word's low half tried), and swaps it forward.
  static func referencePrefixShuffle(
    _ cards: [Card], first count: Int, using generator: inout Xoshiro256StarStar
  ) -> [Card] {
    var cards = cards
    var word: UInt64 = 0
    for i in 0..<count {
      if i % 2 == 0 { word = generator.next() }
      let bound = UInt64(cards.count - i)
      var product = (word >> (i % 2 == 0 ? 0 : 32) & 0xFFFF_FFFF) * bound
      while product & 0xFFFF_FFFF < (1 << 32) % bound { product = (generator.next() & 0xFFFF_FFFF) * bound }
      cards.swapAt(i, i + Int(product >> 32))
    }
    return cards
  }

  @Test("shuffling the first positions takes two Fisher–Yates steps from each word", arguments: [0, 1, 39, 234, 312])
  func prefixTakesTwoStepsPerWord(count: Int) throws {
    var prefixed = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 77)
    var referenceGenerator = generator
    prefixed.shuffle(first: count, using: &generator)
    let expected = Self.referencePrefixShuffle(Deck(decks: 6).cards, first: count, using: &referenceGenerator)
    #expect(try (0..<312).map { _ in try prefixed.draw() } == expected)
    #expect(generator == referenceGenerator)
  }

  @Test("shuffling the first positions gives every order of three cards equally often")
  func prefixUniform() {
    // As for the lazy draws below: 60,000 shuffles, each of the 6 orders expected 10,000 times, sd ≈ 91.
    var generator = Xoshiro256StarStar(seed: 2027)
    var counts: [[Card]: Int] = [:]
    for _ in 0..<60_000 {
      var shoe = Shoe(cards: Array(Self.fourSpades.prefix(3)), penetration: 1)
      shoe.shuffle(first: 3, using: &generator)
      counts[shoe.remainingCards, default: 0] += 1
    }
    #expect(counts.count == 6)
    for (order, count) in counts {
      #expect(abs(count - 10_000) < 5 * 91, "\(order.map(\.asciiDescription)): \(count)")
    }
  }

  @Test("past the shuffled positions the shoe deals on with lazy draws")
  func prefixThenLazyDraws() throws {
    var prefixed = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 5)
    prefixed.shuffle(first: 234, using: &generator)
    let first = try (0..<234).map { _ in try prefixed.draw() }
    let rest = try (0..<78).map { _ in try prefixed.drawShuffling(using: &generator) }
    let copies = Dictionary((first + rest).map { ($0, 1) }, uniquingKeysWith: +)
    #expect(copies.count == 52 && copies.values.allSatisfy { $0 == 6 })
    #expect(throws: DeckError.empty) { try prefixed.drawShuffling(using: &generator) }
  }

  @Test("every order of three cards comes out equally often")
  func uniform() throws {
    // 60,000 deals: each of the 3! = 6 orders is expected 10,000 times, standard deviation
    // sqrt(60000 × 1/6 × 5/6) ≈ 91; allow five of them.
    var generator = Xoshiro256StarStar(seed: 2026)
    var counts: [[Card]: Int] = [:]
    let cards = Array(Self.fourSpades.prefix(3))
    for _ in 0..<60_000 {
      var shoe = Shoe(cards: cards, penetration: 1)
      let order = try (0..<3).map { _ in try shoe.drawShuffling(using: &generator) }
      counts[order, default: 0] += 1
    }
    #expect(counts.count == 6)
    for (order, count) in counts {
      #expect(abs(count - 10_000) < 5 * 91, "\(order.map(\.asciiDescription)): \(count)")
    }
  }
}
