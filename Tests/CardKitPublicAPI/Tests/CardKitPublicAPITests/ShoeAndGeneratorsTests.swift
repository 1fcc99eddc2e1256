import CardKit
import Foundation
import Testing

/// Shoe, the generators and the shuffle, through the public API only.
@Suite("Shoe and generators through the public API")
struct ShoeAndGeneratorsTests {
  @Test("a shoe deals, burns, shuffles and reshuffles its discards")
  func shoe() throws {
    var shoe = Shoe(decks: 6, penetration: 0.75)
    #expect(shoe.decks == 6)
    #expect(shoe.count == 312)
    #expect(shoe.penetration == 0.75)
    #expect(shoe.cutCardPosition == 234)
    var generator = Xoshiro256StarStar(seed: 2024)
    shoe.shuffle(using: &generator)
    // The pinned order: Tests/CardKitTests/Reference/reference.py.
    #expect(shoe.peek() == Card(.nine, of: .diamonds))
    try shoe.burn()
    #expect(try shoe.draw() == Card(.eight, of: .clubs))
    #expect(try shoe.draw(2).count == 2)
    #expect(shoe.dealtCount == 3)
    #expect(shoe.burnedCount == 1)
    #expect(shoe.discardCount == 4)
    #expect(shoe.remainingCount == 308)
    #expect(shoe.remainingCards.count == 308)
    #expect(!shoe.needsShuffle)
    shoe.shuffleDiscards(keepingOut: 2, using: &generator)
    #expect(shoe.remainingCount == 310)
    shoe.shuffle()
    #expect(shoe.remainingCount == 312)
    #expect(Shoe(cards: [Card(.ace, of: .spades)], penetration: 1).description.hasPrefix("Shoe of 1 deck"))
    let spanish = Shoe(decks: 6, of: .spanish48, penetration: 0.75)
    #expect(spanish.count == 288)
    #expect(Set([spanish, spanish]).count == 1)
  }

  @Test("a shoe part-way through a deal round-trips through JSON")
  func shoeEncoding() throws {
    var shoe = Shoe(decks: 2, penetration: 0.5)
    var generator = Xoshiro256StarStar(seed: 8)
    shoe.shuffle(using: &generator)
    try shoe.burn()
    _ = try shoe.draw(30)
    let data = try JSONEncoder().encode(shoe)
    var decoded = try JSONDecoder().decode(Shoe.self, from: data)
    #expect(decoded == shoe)
    #expect(try decoded.draw() == (try shoe.draw()))
  }

  @Test("generators and the pinned shuffle")
  func generators() {
    var splitMix = SplitMix64(seed: 0)
    #expect(splitMix.next() == 0xE220_A839_7B1D_CDAF)  // splitmix64.c's first output from 0
    #expect(splitMix.state == 0x9E37_79B9_7F4A_7C15)
    var xoshiro = Xoshiro256StarStar(state: (1, 2, 3, 4))
    #expect(xoshiro.next() == 11520)  // the reference implementation's first output from {1, 2, 3, 4}
    var jumped = Xoshiro256StarStar(state: (1, 2, 3, 4))
    jumped.jump()
    #expect(jumped.state.0 == 0x8C7A_1539_56B5_F3D1)  // reference.py's transcription of the reference jump()
    var seeded = Xoshiro256StarStar(seed: 42)
    #expect(seeded.next(below: 52) == 4)  // reference.py
    var numbers = Array(0..<5)
    numbers.fisherYatesShuffle(using: &seeded)
    #expect(numbers.sorted() == Array(0..<5))
  }
}
