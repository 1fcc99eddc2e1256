import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Shoe composition")
struct ShoeCompositionTests {
  @Test("a six-deck shoe holds 24 of each rank 1–9 and 96 ten-valued cards")
  func sixDecks() throws {
    let shoe = ShoeComposition(rules: try Rules(spec: "6D"))
    #expect(shoe.counts == [24, 24, 24, 24, 24, 24, 24, 24, 24, 96])
    #expect(shoe.total == 312)
    #expect(abs(shoe.probability(points: 10) - 96.0 / 312.0) < 1e-15)
  }

  @Test("built from cards, faces count as tens; removing a missing card changes nothing")
  func fromCards() throws {
    let cards = try ["AS", "KH", "QD", "10C", "5S"].map { try #require(Card($0)) }
    var shoe = ShoeComposition(cards: cards)
    #expect(shoe.counts == [1, 0, 0, 0, 1, 0, 0, 0, 0, 3])
    let first = shoe.remove(.ace)
    let second = shoe.remove(.ace)
    #expect(first && !second)
    #expect(shoe.count(points: 1) == 0 && shoe.total == 4)
    #expect(shoe.removing([.two]) == nil)
    #expect(ShoeComposition(counts: [1, 2, 3]) == nil)
    #expect(ShoeComposition(counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, -1]) == nil)
    #expect(ShoeComposition(counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, ShoeComposition.maximumCount + 1]) == nil)
  }

  @Test("an infinite deck keeps its probabilities whatever is removed")
  func infinite() throws {
    var shoe = ShoeComposition(rules: try Rules(spec: "INF"))
    #expect(shoe.isInfinite)
    for _ in 0..<10 {
      let removed = shoe.remove(points: 10)
      #expect(removed)
    }
    #expect(abs(shoe.probability(points: 10) - 4.0 / 13.0) < 1e-15)
    #expect(shoe.description == "INF")
  }
}
