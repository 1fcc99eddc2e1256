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

@Suite("Any shoe")
struct AnyShoeTests {
  @Test("counts and removals are checked, and the errors say which value and how many")
  func errors() throws {
    #expect(throws: ShoeError.wrongNumberOfCounts(3)) { try ShoeComposition(validatingCounts: [1, 2, 3]) }
    #expect(throws: ShoeError.negativeCount(points: 10, count: -1)) {
      try ShoeComposition(validatingCounts: [0, 0, 0, 0, 0, 0, 0, 0, 0, -1])
    }
    #expect(throws: ShoeError.countAboveMaximum(points: 2, count: 5000)) {
      try ShoeComposition(validatingCounts: [0, 5000, 0, 0, 0, 0, 0, 0, 0, 0])
    }
    let fivesOut = try ShoeComposition(decks: 1).takingOut([.five, .five, .five, .five])
    #expect(fivesOut.counts == [4, 4, 4, 4, 0, 4, 4, 4, 4, 16])
    #expect(throws: ShoeError.notInShoe(points: 5, requested: 1, available: 0)) { try fivesOut.takingOut([.five]) }
    #expect(throws: ShoeError.notInShoe(points: 1, requested: 5, available: 4)) {
      try ShoeComposition(decks: 1).takingOut(Array(repeating: .ace, count: 5) + [Rank.five])
    }
    #expect(throws: ShoeError.infiniteDeck) { try ShoeComposition.infinite.takingOut([.five]) }
    let three = try ShoeComposition(validatingCounts: [1, 1, 0, 0, 0, 0, 0, 0, 0, 1])
    #expect(throws: ShoeError.tooFewCards(count: 3, minimum: 4)) {
      try ExactAnalysis(rules: try Rules(spec: "1D"), validating: three)
    }
  }

  @Test("a shoe of sevens only is worth exactly nothing: 7,7 hits (or splits) to 21 and the dealer draws to 21 too")
  func sevens() throws {
    // By hand: every hand is 7,7 against a 7. Standing on 14 loses to the dealer's 7,7,7; hitting or doubling
    // makes 21 and pushes; splitting resplits to four hands of 7,7, each hit to 21, and pushes.
    let shoe = try ShoeComposition(validatingCounts: [0, 0, 0, 0, 0, 0, 40, 0, 0, 0])
    for spec in ["1D S17 DAS", "1D H17 NDAS SPL2"] {
      let report = try ExactAnalysis(rules: try Rules(spec: spec), validating: shoe).report()
      #expect(report.isExact)
      #expect(report.compositionDependentEdge == 0 && report.basicStrategyEdge == 0)
      #expect(report.handsPushed >= 1 && report.handsWon == 0 && report.handsLost == 0)
      let deal = try #require(report.deals.first)
      #expect(deal.values[.stand] == -1 && deal.values[.hit] == 0 && deal.values[.split] == 0)
    }
  }

  @Test("a report from the full shoe with cards taken out: one deck without its fives favours the player")
  func cardsOut() throws {
    let rules = try Rules(spec: "1D S17 DAS")
    let full = ExactAnalysis(rules: rules).report()
    let shoe = try ShoeComposition(rules: rules).takingOut([.five, .five, .five, .five])
    let report = try ExactAnalysis(rules: rules, validating: shoe).report()
    #expect(report.isExact && report.shoe == shoe)
    // Each five out is worth about 0.7 % to the player (see the effects of removal); four are worth more than 2.5 %.
    #expect(full.compositionDependentEdge - report.compositionDependentEdge > 0.025)
    let probability = report.deals.reduce(0) { $0 + $1.probability }
    #expect(abs(probability - 1) < 1e-12)
    #expect(report.deals.allSatisfy { $0.first != 5 && $0.second != 5 && $0.upCard != 5 })
  }
}
