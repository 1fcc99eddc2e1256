import BlackjackCounting
import BlackjackEngine
import BlackjackTraining
import CardKit
import Testing

@Suite("Count drill")
struct CountDrillTests {
  /// Hi-Lo by hand: 2 to 6 count +1, 7 to 9 count 0, tens and aces −1.
  func hiLo(_ cards: [Card]) -> Int {
    cards.reduce(0) { sum, card in
      let points = card.rank.rawValue >= 10 ? 10 : Int(card.rank.rawValue)
      return sum + (points >= 2 && points <= 6 ? 1 : points >= 10 || points == 1 ? -1 : 0)
    }
  }

  @Test("the running count is the sum of the tags of every card dealt, and the true count is per deck unseen")
  func countsFollowTheCards() {
    var drill = CountDrill(system: .hiLo, decks: 2, seed: 5)
    var seen: [Card] = []
    var questions = 0
    while !drill.isOver {
      let step = drill.step()
      #expect((2...6).contains(step.cards.count))
      seen += step.cards
      #expect(drill.count.runningCount == Double(hiLo(seen)))
      #expect(abs(drill.trueCount - Double(hiLo(seen)) / (Double(104 - seen.count) / 52)) < 1e-12)
      if step.asks { questions += 1 }
    }
    #expect(drill.unseen < 6 && drill.unseen == 104 - seen.count)
    // A question every 1 to 3 steps of 2 to 6 cards.
    #expect(questions >= (104 - 6) / 18)
    #expect(drill.step().cards.isEmpty)
  }

  @Test("a running count must be exact; a true count is right within half a point")
  func grading() {
    var drill = CountDrill(system: .hiLo, decks: 6, seed: 3)
    for _ in 0..<10 { _ = drill.step() }
    let running = drill.count.runningCount
    #expect(drill.answerRunning(running).isCorrect)
    #expect(!drill.answerRunning(running + 1).isCorrect)
    let exact = drill.trueCount
    #expect(drill.answerTrue(exact + 0.5).isCorrect)
    #expect(drill.answerTrue(exact - 0.49).isCorrect)
    #expect(!drill.answerTrue(exact + 0.6).isCorrect)
    #expect(drill.asked == 5 && drill.correct == 3)
  }

  @Test("the shoe is every card of the decks once, in a seeded order")
  func shoe() {
    let a = CountDrill(system: .hiLo, decks: 2, seed: 1)
    let b = CountDrill(system: .hiLo, decks: 2, seed: 1)
    let c = CountDrill(system: .hiLo, decks: 2, seed: 2)
    #expect(a.cards == b.cards && a.cards != c.cards)
    #expect(
      a.cards.sorted { $0.rank.rawValue * 4 + $0.suit.rawValue < $1.rank.rawValue * 4 + $1.suit.rawValue }
        == (Deck.standardOrder + Deck.standardOrder).sorted {
          $0.rank.rawValue * 4 + $0.suit.rawValue < $1.rank.rawValue * 4 + $1.suit.rawValue
        })
    // Hi-Lo is balanced: a whole shoe counts to zero.
    #expect(hiLo(a.cards) == 0)
  }
}
