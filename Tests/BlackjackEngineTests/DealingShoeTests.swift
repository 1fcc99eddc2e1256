import BlackjackEngine
import CardKit
import Foundation
import Testing

@Suite("DealingShoe")
struct DealingShoeTests {
  /// Draws `count` cards, preparing for a new round (and so reshuffling at the cut card) every `perRound` cards.
  func deal(_ count: Int, from shoe: inout DealingShoe<Xoshiro256StarStar>, rules: Rules, perRound: Int = 5)
    throws -> [Card]
  {
    var cards: [Card] = []
    for index in 0..<count {
      if index % perRound == 0 { shoe.prepareForRound(rules: rules) }
      cards.append(try shoe.draw())
    }
    return cards
  }

  @Test("a lazy shoe holds each card as often as the decks between shuffles", arguments: ["2D PEN75", "2D CSM"])
  func lazyShoeComposition(spec: String) throws {
    let rules = try Rules(spec: spec)
    var shoe = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 4), shufflingLazily: true)
    #expect(shoe.shufflesLazily)
    var copies: [Card: Int] = [:]
    var shuffles = shoe.shuffleCount
    for _ in 0..<2_000 {
      if shoe.prepareForRound(rules: rules) {
        #expect(shoe.shuffleCount == shuffles + 1)
        shuffles = shoe.shuffleCount
        copies = [:]
      }
      for _ in 0..<5 {
        let card = try shoe.draw()
        copies[card, default: 0] += 1
        #expect(copies[card]! <= 2)
      }
    }
    // 2,000 rounds of 5 cards. The cut card at 78 (of 104) has come out after 16 rounds (80 cards), so the shoe is
    // shuffled before rounds 17, 33, …, 1,985: 1,999 / 16 = 124 times, after the first shuffle. A continuous
    // shuffler shuffles before each of the 2,000 rounds.
    #expect(shoe.shuffleCount == (rules.shuffling == .continuous ? 2_001 : 125))
  }

  @Test(
    "a lazy shoe shuffles once the cut card is out, not a card sooner; a continuous one every round",
    arguments: ["2D PEN75", "2D CSM"])
  func lazyShoeShufflesAtTheCutCard(spec: String) throws {
    let rules = try Rules(spec: spec)
    let continuous = rules.shuffling == .continuous
    var shoe = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 6), shufflingLazily: true)
    // Before any card is dealt, only a continuous shuffler shuffles again (the first shuffle is the shoe's own).
    let first = shoe.prepareForRound(rules: rules)
    #expect(first == continuous)
    // Two decks' 104 cards at 75% put the cut card after 104 × 0.75 = 78 cards. Rounds of one card each: the
    // cut-card shoe shuffles once the 78th is out, before the round that would deal the 79th.
    for dealt in 1...78 {
      _ = try shoe.draw()
      #expect(shoe.discardCount == (continuous ? 1 : dealt))
      let shuffled = shoe.prepareForRound(rules: rules)
      #expect(shuffled == (continuous || dealt == 78), "after \(dealt) cards")
      #expect(shoe.discardCount == (shuffled ? 0 : dealt))
      #expect(shoe.cardsInPlay == 0)
      if shuffled && !continuous { break }
    }
  }

  @Test("a lazy shoe deals other cards than an eager one for a seed; the eager one keeps CardKit's shuffle order")
  func lazyIsNotTheEagerOrder() throws {
    let rules = try Rules(spec: "6D PEN75")
    var lazy = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 8), shufflingLazily: true)
    var eager = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 8))
    let lazyCards = try deal(300, from: &lazy, rules: rules)
    let eagerCards = try deal(300, from: &eager, rules: rules)
    #expect(lazyCards != eagerCards)
    // The eager shoe keeps its order: its first cards are the up-front shuffle of CardKit's shoe.
    var shoe = Shoe(decks: 6, penetration: 0.75)
    var generator = Xoshiro256StarStar(seed: 8)
    shoe.shuffle(using: &generator)
    #expect(Array(eagerCards.prefix(200)) == Array(shoe.remainingCards.prefix(200)))
  }

  @Test(
    "a lazy shoe saved part-way and restored deals the same cards, across reshuffles",
    arguments: [("6D S17 PEN75", 0), ("6D S17 PEN75", 37), ("6D S17 PEN75", 240), ("6D CSM", 3)])
  func lazyRestore(spec: String, dealtFirst: Int) throws {
    let rules = try Rules(spec: spec)
    var shoe = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 11), shufflingLazily: true)
    _ = try deal(dealtFirst, from: &shoe, rules: rules)
    let data = try JSONEncoder().encode(shoe)
    var restored = try JSONDecoder().decode(DealingShoe<Xoshiro256StarStar>.self, from: data)
    #expect(restored == shoe)
    #expect(restored.shufflesLazily)
    #expect(try deal(1_000, from: &restored, rules: rules) == deal(1_000, from: &shoe, rules: rules))
    #expect(restored.shuffleCount == shoe.shuffleCount)
    // An eager shoe writes no `lazy` key, so files from before lazy shoes read unchanged.
    let eager = DealingShoe(rules: rules, generator: Xoshiro256StarStar(seed: 11))
    let fields = try JSONSerialization.jsonObject(with: JSONEncoder().encode(eager)) as! [String: Any]
    #expect(fields["lazy"] == nil)
    let lazyFields = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    #expect(lazyFields["lazy"] as? Bool == true)
  }

  @Test("a lazy table's snapshot restores the same table")
  func lazySnapshot() throws {
    let rules = try Rules(spec: "6D S17 DAS PEN75")
    var table = Table(
      rules: rules, bankroll: Money(units: 100), generator: Xoshiro256StarStar(seed: 5), shufflingLazily: true)
    for _ in 0..<30 { table.playRound(bet: Money(units: 1), strategy: BasicStrategy.published) { _ in } }
    let snapshot = try #require(table.snapshot)
    let decoded = try JSONDecoder().decode(TableSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    var restored = decoded.table
    #expect(restored.shoe.shufflesLazily)
    for _ in 0..<200 {
      table.playRound(bet: Money(units: 1), strategy: BasicStrategy.published)
      restored.playRound(bet: Money(units: 1), strategy: BasicStrategy.published)
      // Rounds compare by their hands in play, dealer, phase and results (not by storage a split left unused).
      #expect(table.round == restored.round)
    }
    #expect(restored.bankroll == table.bankroll)
  }
}
