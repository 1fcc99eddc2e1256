import CardKit
import Testing

@Suite("Shoe")
struct ShoeTests {
  @Test("a six-deck shoe with 75 % penetration")
  func sixDecks() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    #expect(shoe.decks == 6)
    #expect(shoe.count == 312)
    #expect(shoe.remainingCount == 312)
    #expect(shoe.cutCardPosition == 234)  // 312 × 0.75
    #expect(!shoe.needsShuffle)
    for _ in 0..<233 { _ = try shoe.draw() }
    #expect(!shoe.needsShuffle)
    _ = try shoe.draw()
    #expect(shoe.needsShuffle)
    #expect(shoe.dealtCount == 234)
    #expect(shoe.remainingCount == 78)
  }

  @Test("a stacked shoe deals its cards in order")
  func stacked() throws {
    var shoe = Shoe(cards: cards("AS KH 5D 9C"), penetration: 0.5)
    #expect(shoe.decks == 1)
    #expect(shoe.cutCardPosition == 2)
    #expect(shoe.peek() == Card(.ace, of: .spades))
    #expect(try shoe.draw() == Card(.ace, of: .spades))
    try shoe.burn()
    #expect(shoe.dealtCount == 1)
    #expect(shoe.burnedCount == 1)
    #expect(shoe.discardCount == 2)
    #expect(shoe.needsShuffle)
    #expect(shoe.remainingCards == cards("5D 9C"))
    #expect(try shoe.draw(2) == cards("5D 9C"))
    #expect(shoe.remainingCards.isEmpty)
    #expect(shoe.peek() == nil)
  }

  @Test("an empty shoe throws and stays unchanged")
  func empty() throws {
    var shoe = Shoe(cards: cards("2H"), penetration: 1)
    #expect(throws: DeckError.insufficientCards(requested: 2, available: 1)) { try shoe.draw(2) }
    #expect(shoe.remainingCount == 1)
    #expect(!shoe.needsShuffle)
    _ = try shoe.draw()
    #expect(shoe.needsShuffle)
    #expect(throws: DeckError.empty) { try shoe.draw() }
    #expect(throws: DeckError.empty) { try shoe.burn() }
    #expect(shoe.discardCount == 1)
    #expect(shoe.burnedCount == 0)
  }

  @Test("penetration rounds to the nearest card; 0 and 1 are the extremes")
  func penetration() {
    #expect(Shoe(decks: 1, penetration: 0).needsShuffle)
    #expect(Shoe(decks: 1, penetration: 1).cutCardPosition == 52)
    #expect(Shoe(decks: 8, penetration: 0.8).cutCardPosition == 333)  // 416 × 0.8 = 332.8
    #expect(Shoe(decks: 2, penetration: 0.5).cutCardPosition == 52)
    #expect(Shoe(cards: Array(repeating: Card(.ace, of: .spades), count: 53), penetration: 1).decks == 2)
  }

  @Test("shuffling gathers every card and resets the cut card")
  func shuffleGathers() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 3)
    shoe.shuffle(using: &generator)
    try shoe.burn()
    _ = try shoe.draw(250)
    #expect(shoe.needsShuffle)
    shoe.shuffle(using: &generator)
    #expect(!shoe.needsShuffle)
    #expect(shoe.remainingCount == 312)
    #expect(shoe.dealtCount == 0)
    #expect(shoe.burnedCount == 0)
    #expect(shoe.discardCount == 0)
    var counts: [Card: Int] = [:]
    for card in shoe.remainingCards { counts[card, default: 0] += 1 }
    #expect(counts.count == 52)
    #expect(counts.values.allSatisfy { $0 == 6 })
    shoe.shuffle()
    #expect(shoe.remainingCount == 312)
  }

  @Test("shuffling the discards mid-round keeps the cards in play out and deals each card once")
  func shuffleDiscardsKeepsCardsInPlay() throws {
    var shoe = Shoe(decks: 1, penetration: 0.95)
    var generator = Xoshiro256StarStar(seed: 11)
    shoe.shuffle(using: &generator)
    try shoe.burn()
    _ = try shoe.draw(46)
    let inPlay = try shoe.draw(5)  // the round in progress
    #expect(shoe.remainingCount == 0)
    shoe.shuffleDiscards(keepingOut: 5, using: &generator)
    #expect(shoe.remainingCount == 47)
    #expect(shoe.dealtCount == 5)
    #expect(shoe.burnedCount == 0)
    #expect(shoe.cutCardPosition == 49)  // 52 × 0.95 = 49.4, unchanged
    // The 47 cards left are exactly the deck without the five on the table.
    let left = shoe.remainingCards
    #expect(Set(left).count == 47)
    #expect(Set(left).isDisjoint(with: inPlay))
    #expect(Set(left).union(inPlay) == Set(Deck.standardOrder))
    // Keeping nothing out gathers every card, as a full shuffle does.
    shoe.shuffleDiscards(keepingOut: 0, using: &generator)
    #expect(shoe.remainingCount == 52)
  }

  @Test("a seeded shuffle gives the pinned order")
  func reproducible() {
    // Expected values: Tests/CardKitTests/Reference/reference.py (independent Python transcription).
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 2024)
    shoe.shuffle(using: &generator)
    #expect(shoe.remainingCards.prefix(8) == cards("9D 8C 4D 3D KC 8S AC JH")[...])
  }

  @Test("a shoe of stripped decks: six Spanish decks for Spanish 21")
  func strippedDecks() {
    var shoe = Shoe(decks: 6, of: .spanish48, penetration: 0.75)
    #expect(shoe.decks == 6)
    #expect(shoe.count == 288)
    #expect(shoe.cutCardPosition == 216)  // 288 × 0.75
    #expect(!shoe.remainingCards.contains { $0.rank == .ten })
    // Expected: Tests/CardKitTests/Reference/reference.py, "Shoe(decks: 6, of: .spanish48) shuffled with seed 2024".
    var generator = Xoshiro256StarStar(seed: 2024)
    shoe.shuffle(using: &generator)
    #expect(shoe.remainingCards.prefix(8) == cards("AS QS JH 6D 8D 6S 7S 9C")[...])
  }
}
