import CardKit
import Testing

@Suite("Shoe discards")
struct ShoeDiscardsTests {
  @Test("the discards are the cards dealt and burned since the shuffle, in order")
  func discardsInOrder() throws {
    var shoe = Shoe(
      cards: [Card(.ace, of: .spades), Card(.king, of: .hearts), Card(.five, of: .diamonds)], penetration: 1)
    #expect(shoe.withDiscards { Array($0) }.isEmpty)
    _ = try shoe.draw()
    try shoe.burn()
    #expect(shoe.withDiscards { Array($0) } == [Card(.ace, of: .spades), Card(.king, of: .hearts)])
    var generator = Xoshiro256StarStar(seed: 1)
    shoe.shuffle(using: &generator)
    #expect(shoe.withDiscards { $0.count } == 0)
  }
}
