import CardKit
import Testing

/// A generator that always returns the same word.
private struct ConstantGenerator: RandomNumberGenerator {
  let word: UInt64
  mutating func next() -> UInt64 { word }
}

/// A generator that returns the given words in turn, counting them.
private struct ScriptedWords: RandomNumberGenerator {
  let words: [UInt64]
  var used = 0
  init(_ words: [UInt64]) { self.words = words }
  mutating func next() -> UInt64 {
    defer { used += 1 }
    return words[used]
  }
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

  /// The prefix shuffle written out plainly, as its documentation states it, by a second method: while `k` steps or
  /// more are left (`k` = 6 in a shoe of fewer than 2¹⁰ cards, then `k` = 4), steps `i…i+k−1` take one word `w`
  /// between them. Their bounds are `b₀ = n - i`, …, `bₖ₋₁ = n - i - k + 1` and `p` is their product. The word is
  /// kept when the low 64 bits of `w × p` are at least `2⁶⁴ mod p` (otherwise a fresh word is tried). The high 64
  /// bits, `D`, below `p`, are then read in mixed radix, most significant digit first, by division:
  /// `D = d₀·b₁…bₖ₋₁ + d₁·b₂…bₖ₋₁ + … + dₖ₋₁`. Each step swaps position `i + j` with `i + j + dⱼ`. The steps left
  /// after that take a word each, by Lemire's method on 64 bits. (For shoes below 2¹⁶ cards, as the shuffle batches
  /// only those.)
  static func referencePrefixShuffle(
    _ cards: [Card], first count: Int, using generator: inout Xoshiro256StarStar
  ) -> [Card] {
    var cards = cards
    let n = cards.count
    var i = 0
    for k in n < 1 << 10 ? [6, 4] : [4] {
      while count - i >= k {
        let bounds = (0..<k).map { UInt64(n - i - $0) }
        let product = bounds.reduce(1, *)
        var drawn = generator.next().multipliedFullWidth(by: product)
        while drawn.low < (UInt64.max % product + 1) % product {
          drawn = generator.next().multipliedFullWidth(by: product)
        }
        var rest = drawn.high
        var digits: [UInt64] = []
        for j in 0..<k {
          let below = bounds[(j + 1)...].reduce(1, *)
          digits.append(rest / below)
          rest %= below
        }
        for j in 0..<k { cards.swapAt(i + j, i + j + Int(digits[j])) }
        i += k
      }
    }
    while i < count {
      let bound = UInt64(n - i)
      var drawn = generator.next().multipliedFullWidth(by: bound)
      while drawn.low < (UInt64.max % bound + 1) % bound { drawn = generator.next().multipliedFullWidth(by: bound) }
      cards.swapAt(i, i + Int(drawn.high))
      i += 1
    }
    return cards
  }

  @Test(
    "shuffling the first positions takes six Fisher–Yates steps from each word below 2¹⁰ cards, then four",
    arguments: [
      (6, 0), (6, 1), (6, 3), (6, 4), (6, 5), (6, 6), (6, 7), (6, 9), (6, 10), (6, 11), (6, 39), (6, 234), (6, 311),
      (6, 312),
      // Twenty decks, 1,040 cards: past the six-step batches' bound, so four steps a word.
      (20, 0), (20, 5), (20, 6), (20, 101), (20, 1040),
    ])
  func prefixTakesBatchedSteps(decks: Int, count: Int) throws {
    var prefixed = Shoe(decks: decks, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 77)
    var referenceGenerator = generator
    prefixed.shuffle(first: count, using: &generator)
    let expected = Self.referencePrefixShuffle(Deck(decks: decks).cards, first: count, using: &referenceGenerator)
    #expect(try (0..<(52 * decks)).map { _ in try prefixed.draw() } == expected)
    #expect(generator == referenceGenerator)
  }

  /// `cards` in a shoe with its first `count` positions shuffled from `words` in turn, dealt out, and how many words
  /// the shuffle took.
  static func prefixShuffled(_ cards: [Card], first count: Int, words: [UInt64]) throws -> ([Card], Int) {
    var scripted = ScriptedWords(words)
    var shoe = Shoe(cards: cards, penetration: 1)
    shoe.shuffle(first: count, using: &scripted)
    return (try cards.indices.map { _ in try shoe.draw() }, scripted.used)
  }

  @Test("a batch of four steps rejects the word's shares below 2⁶⁴ mod their bounds' product, and only those")
  func batchRejection() throws {
    // Seven cards, four steps: bounds 7, 6, 5, 4, product p = 840, and 2⁶⁴ mod 840 = 16 (2⁶⁴ ≡ 0 mod 8, 1 mod 3,
    // 1 mod 5 and 2 mod 7). A word w's share is (w × 840) mod 2⁶⁴ and its draw D = ⌊w × 840 / 2⁶⁴⌋.
    let seven = (1...7).map { Card(Rank(rawValue: UInt8($0))!, of: .spades) }
    // w = 0: share 0, rejected. w = 2⁶³: 2⁶³ × 840 = 420 × 2⁶⁴, share 0, rejected. w = 1: share 840, below the
    // shuffle's quick bound 7⁴ = 2401 but not below 16, accepted: D = 0, every offset 0, nothing moves.
    #expect(try Self.prefixShuffled(seven, first: 4, words: [0, 1 << 63, 1]) == (seven, 3))
    // w = 2⁶⁴ − 1: share 2⁶⁴ − 840, accepted; D = 839 = 6·(6·5·4) + 5·(5·4) + 4·4 + 3, offsets 6, 5, 4, 3: each step
    // takes the last card. By hand from AS…7S: 7S 2S 3S 4S 5S 6S AS, then 7S AS 3S 4S 5S 6S 2S, then
    // 7S AS 2S 4S 5S 6S 3S, then 7S AS 2S 3S 5S 6S 4S.
    #expect(
      try Self.prefixShuffled(seven, first: 4, words: [.max]) == ([7, 1, 2, 3, 5, 6, 4].map { seven[$0 - 1] }, 1))
    // At the threshold: w = 0x0FD8FD8FD8FD8FD9 has share 8 (w × 840 = 52 × 2⁶⁴ + 8), below 16, rejected;
    // w = 0x1FB1FB1FB1FB1FB2 has share 16 (w × 840 = 104 × 2⁶⁴ + 16), accepted. D = 104 = 0·120 + 5·20 + 1·4 + 0,
    // offsets 0, 5, 1, 0: AS 2S … 7S, then AS 7S 3S 4S 5S 6S 2S, then AS 7S 4S 3S 5S 6S 2S.
    #expect(
      try Self.prefixShuffled(seven, first: 4, words: [0x0FD8_FD8F_D8FD_8FD9, 0x1FB1_FB1F_B1FB_1FB2]) == (
        [1, 7, 4, 3, 5, 6, 2].map { seven[$0 - 1] }, 2
      ))
  }

  @Test("a batch of six steps rejects the word's shares below 2⁶⁴ mod their bounds' product, and only those")
  func batchOfSixRejection() throws {
    // Eight cards, six steps: bounds 8, 7, 6, 5, 4, 3, product p = 20,160 = 2⁶ × 3² × 5 × 7, and 2⁶⁴ mod p = 5,056
    // (2⁶⁴ ≡ 0 mod 64, 7 mod 9, 1 mod 5 and 2 mod 7; 5,056 = 64 × 79 is all four). A word w's share is
    // (w × p) mod 2⁶⁴ and its draw D = ⌊w × p / 2⁶⁴⌋, read as D = d₀·2520 + d₁·360 + d₂·60 + d₃·12 + d₄·3 + d₅.
    let eight = (1...8).map { Card(Rank(rawValue: UInt8($0))!, of: .hearts) }
    // w = 0: share 0, rejected. w = 1: share 20,160, at least 5,056 (though below the quick bound 8⁶), accepted:
    // D = 0, nothing moves.
    #expect(try Self.prefixShuffled(eight, first: 6, words: [0, 1]) == (eight, 2))
    // w = 2⁶⁴ − 1: share 2⁶⁴ − p, accepted; D = p − 1, offsets 7, 6, 5, 4, 3, 2: each step takes the last card. By
    // hand from AH…8H: 8 2 3 4 5 6 7 A, 8 A 3 4 5 6 7 2, 8 A 2 4 5 6 7 3, 8 A 2 3 5 6 7 4, 8 A 2 3 4 6 7 5, then
    // 8 A 2 3 4 5 7 6.
    #expect(
      try Self.prefixShuffled(eight, first: 6, words: [.max]) == ([8, 1, 2, 3, 4, 5, 7, 6].map { eight[$0 - 1] }, 1))
    // At the threshold (every share is a multiple of 64, as p is): w = 0x0009C09C09C09C0A has share 4,992
    // (w × p = 3 × 2⁶⁴ + 4,992), rejected; w = 0x03FCBFCBFCBFCBFD has share 5,056 (w × p = 314 × 2⁶⁴ + 5,056),
    // accepted. D = 314 = 5·60 + 1·12 + 2, offsets 0, 0, 5, 1, 0, 2: A 2 8 4 5 6 7 3, then A 2 8 5 4 6 7 3, then
    // A 2 8 5 4 3 7 6.
    #expect(
      try Self.prefixShuffled(eight, first: 6, words: [0x0009_C09C_09C0_9C0A, 0x03FC_BFCB_FCBF_CBFD]) == (
        [1, 2, 8, 5, 4, 3, 7, 6].map { eight[$0 - 1] }, 2
      ))
    // A rejected word that moves several cards: w = 2⁵⁸ has share 0 (w × p = 315 × 2⁶⁴), rejected, and D = 315 =
    // 5·60 + 1·12 + 1·3, offsets 0, 0, 5, 1, 1, 0 (A 2 8 4 5 6 7 3, A 2 8 5 4 6 7 3, A 2 8 5 6 4 7 3). Undone last
    // first, the cards are back in order, and w = 2⁶⁴ − 1 gives the order above. (Undone first to last, the three
    // swaps would leave A 2 3 6 4 5 7 8, and 2⁶⁴ − 1 would then give 8 A 2 3 6 4 7 5.)
    #expect(
      try Self.prefixShuffled(eight, first: 6, words: [1 << 58, .max])
        == ([8, 1, 2, 3, 4, 5, 7, 6].map { eight[$0 - 1] }, 2))
  }

  @Test("six positions shuffled from one word give every order of six cards equally often")
  func batchOfSixUniform() {
    // 720,000 shuffles of six cards, each one batch of six draws (bounds 6 down to 1): each of the 720 orders is
    // expected 1,000 times, standard deviation sqrt(720000 × 1/720 × 719/720) ≈ 31.6; allow five of them.
    var generator = Xoshiro256StarStar(seed: 2029)
    let six = (1...6).map { Card(Rank(rawValue: UInt8($0))!, of: .clubs) }
    var counts: [[Card]: Int] = [:]
    for _ in 0..<720_000 {
      var shoe = Shoe(cards: six, penetration: 1)
      shoe.shuffle(first: 6, using: &generator)
      counts[shoe.remainingCards, default: 0] += 1
    }
    #expect(counts.count == 720)
    for (order, count) in counts {
      #expect(abs(count - 1_000) < 5 * 32, "\(order.map(\.asciiDescription)): \(count)")
    }
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

  @Test("four positions shuffled from one word give every order of four cards equally often")
  func batchUniform() {
    // 240,000 shuffles of four cards, each one batch of four draws (bounds 4, 3, 2, 1): each of the 24 orders is
    // expected 10,000 times, standard deviation sqrt(240000 × 1/24 × 23/24) ≈ 98; allow five of them.
    var generator = Xoshiro256StarStar(seed: 2028)
    var counts: [[Card]: Int] = [:]
    for _ in 0..<240_000 {
      var shoe = Shoe(cards: Self.fourSpades, penetration: 1)
      shoe.shuffle(first: 4, using: &generator)
      counts[shoe.remainingCards, default: 0] += 1
    }
    #expect(counts.count == 24)
    for (order, count) in counts {
      #expect(abs(count - 10_000) < 5 * 98, "\(order.map(\.asciiDescription)): \(count)")
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
