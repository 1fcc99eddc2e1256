import BlackjackCounting
import CardKit
import Testing

@testable import BlackjackTraining

/// Hi-Lo by hand: 2 to 6 count +1, 7 to 9 count 0, tens and aces −1 (the published tags).
private func hiLo(_ card: Card) -> Int {
  switch card.rank {
  case .two, .three, .four, .five, .six: 1
  case .seven, .eight, .nine: 0
  default: -1
  }
}

@Suite("Counting drills")
struct CountingDrillsTests {
  @Test("a countdown deals every card of the deck once and ends a balanced count at 0")
  func countdownEndsAtZero() {
    var drill = CountdownDrill(system: .hiLo, decks: 1, seed: 17)
    var seen: [Card] = []
    while let card = drill.next() { seen.append(card) }
    #expect(drill.isOver)
    #expect(seen.count == 52)
    #expect(Set(seen).count == 52)
    // Hi-Lo is balanced: 20 low cards (+1) and 20 tens and aces (−1) in a deck; a whole deck counts 0.
    #expect(seen.reduce(0) { $0 + hiLo($1) } == 0)
    #expect(drill.isRight(0))
    #expect(!drill.isRight(1))
    #expect(!drill.isRight(-0.5))
    // The same seed deals the same order, another seed another.
    #expect(CountdownDrill(system: .hiLo, decks: 1, seed: 17).cards == drill.cards)
    #expect(CountdownDrill(system: .hiLo, decks: 1, seed: 18).cards != drill.cards)
  }

  @Test("a countdown stopped part-way counts the cards shown, as counted by hand")
  func countdownPartWay() {
    var drill = CountdownDrill(system: .hiLo, decks: 2, seed: 5)
    var cards: [Card] = []
    for _ in 0..<37 { cards.append(drill.next()!) }
    #expect(drill.runningCount == Double(cards.reduce(0) { $0 + hiLo($1) }))
    #expect(drill.cards.count == 104)
  }

  @Test("the true count is the running count per deck left, right within half a point or floored")
  func trueCountGrading() {
    // 6 decks, 3 in the tray: +6 over 3 decks left is +2.
    let even = TrueCountDrill.Question(tray: DiscardTray(decks: 6, cards: 156), runningCount: 6)
    #expect(even.tray.decksLeft == 3)
    #expect(even.trueCount == 2)
    #expect(even.isRight(2) && even.isRight(2.5) && !even.isRight(3) && !even.isRight(1))
    // 3.5 decks in the tray of 6: +8 over 2.5 left is +3.2.
    let odd = TrueCountDrill.Question(tray: DiscardTray(decks: 6, cards: 182), runningCount: 8)
    #expect(abs(odd.trueCount - 3.2) < 1e-12)
    #expect(odd.isRight(3) && odd.isRight(3.5) && !odd.isRight(4) && !odd.isRight(2))
    // −7 over 2 decks left is −3.5: floored −4 is right, so is −3 (half a point), −2 is not.
    let negative = TrueCountDrill.Question(tray: DiscardTray(decks: 6, cards: 208), runningCount: -7)
    #expect(negative.isRight(-4) && negative.isRight(-3) && !negative.isRight(-2) && !negative.isRight(-5))
    // +5 over 1.5 decks is +3.33: 3 is right, 4 is not (0.67 off, and not the floor).
    let third = TrueCountDrill.Question(tray: DiscardTray(decks: 2, cards: 26), runningCount: 5)
    #expect(third.isRight(3) && !third.isRight(4))
  }

  @Test("true-count questions: trays of whole half decks short of the shoe, counts within 3 a deck left")
  func trueCountQuestions() {
    var drill = TrueCountDrill(decks: 6, seed: 9)
    var halves: Set<Int> = []
    for _ in 0..<2000 {
      let question = drill.next()
      #expect(question.tray.cards % 26 == 0)
      #expect((26...286).contains(question.tray.cards))
      #expect(Double(abs(question.runningCount)) <= (3 * question.tray.decksLeft).rounded())
      halves.insert(question.tray.cards / 26)
    }
    #expect(halves == Set(1...11))
    var again = TrueCountDrill(decks: 6, seed: 9)
    var first = TrueCountDrill(decks: 6, seed: 9)
    #expect((0..<20).map { _ in again.next() } == (0..<20).map { _ in first.next() })
  }

  @Test("the decks in a tray: right within a quarter deck; the nearest half deck is always right")
  func deckEstimation() {
    // 130 cards are 2.5 decks.
    let tray = DiscardTray(decks: 6, cards: 130)
    #expect(tray.halfDecks == 5)
    #expect(DeckEstimationDrill.isRight(2.5, for: tray))
    #expect(DeckEstimationDrill.isRight(2.75, for: tray) && DeckEstimationDrill.isRight(2.25, for: tray))
    #expect(!DeckEstimationDrill.isRight(3, for: tray) && !DeckEstimationDrill.isRight(2.2, for: tray))
    var drill = DeckEstimationDrill(decks: 4, seed: 3)
    for _ in 0..<2000 {
      let tray = drill.next()
      #expect((13...195).contains(tray.cards))
      #expect(DeckEstimationDrill.isRight(Double(tray.halfDecks) / 2, for: tray))
    }
  }

  @Test("pairs: a group counts the sum of its tags; a deck gives 26 pairs or 17 triples")
  func pairs() throws {
    func value(_ text: String) throws -> Double {
      try PairsDrill.value(of: text.split(separator: " ").map { try #require(Card(String($0))) }, system: .hiLo)
    }
    #expect(try value("KH 5D") == 0)
    #expect(try value("2C 3D") == 2)
    #expect(try value("AS KH 9D") == -2)
    #expect(try value("7S 8H 9C") == 0)
    var twos = PairsDrill(system: .hiLo, groupSize: 2, seed: 1)
    var groups = 0
    var total = 0.0
    while !twos.isOver {
      let group = twos.next()
      #expect(group.count == 2)
      total += PairsDrill.value(of: group, system: .hiLo)
      groups += 1
    }
    #expect(groups == 26)
    #expect(total == 0)
    var threes = PairsDrill(system: .hiLo, groupSize: 3, seed: 1)
    groups = 0
    while !threes.next().isEmpty { groups += 1 }
    #expect(groups == 17)
  }

  @Test("targets: a deck in 25 s with no error; two decks in 50 s; accuracy and speed both count")
  func targets() {
    let countdown = DrillSkill.countdown.target
    #expect(countdown.isMet(right: 1, answered: 1, seconds: 24.9, units: 1))
    #expect(!countdown.isMet(right: 1, answered: 1, seconds: 25.1, units: 1))
    #expect(countdown.isMet(right: 1, answered: 1, seconds: 49, units: 2))
    #expect(!countdown.isMet(right: 0, answered: 1, seconds: 10, units: 1))
    let pairs = DrillSkill.pairs.target
    // 95% and 1.5 s: 19 of 20 in 30 s meets it, 18 of 20 does not, nor 20 of 20 in 31 s.
    #expect(pairs.isMet(right: 19, answered: 20, seconds: 30, units: 20))
    #expect(!pairs.isMet(right: 18, answered: 20, seconds: 30, units: 20))
    #expect(!pairs.isMet(right: 20, answered: 20, seconds: 31, units: 20))
    #expect(!pairs.isMet(right: 0, answered: 0, seconds: 0, units: 0))
  }
}
