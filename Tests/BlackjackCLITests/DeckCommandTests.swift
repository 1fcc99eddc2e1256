import BlackjackCLI
import Testing

@Suite("blackjack deck")
struct DeckCommandTests {
  @Test("seed 42 prints the reference order, then the drawn cards")
  func seeded() {
    // The order of Deck() shuffled with seed 42 comes from Tests/CardKitTests/Reference/reference.py, an
    // independent Python transcription of the reference algorithms: 2C 2S KC 10D 6D 4S …
    let result = run(["deck", "--seed", "42", "--draw", "3"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 62)  // 2 header lines, 52 cards, blank, heading, 3 cards, blank, count, final newline
    #expect(lines[0] == "Shuffled 1 deck with seed 42.")
    #expect(lines[1] == "Deck with 52 cards")
    #expect(lines[2...6] == ["Two of Clubs", "Two of Spades", "King of Clubs", "Ten of Diamonds", "Six of Diamonds"])
    #expect(
      lines[54...61] == [
        "", "Drew 3 cards:", "Two of Clubs", "Two of Spades", "King of Clubs", "",
        "49 cards left in the deck.", "",
      ])
  }

  @Test("the same seed gives the same output; --opt=value works")
  func reproducible() {
    let first = run(["deck", "--decks=2", "--seed=7", "--draw=1"])
    let second = run(["deck", "--draw", "1", "--seed", "7", "--decks", "2"])
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(first.output.contains("Deck with 104 cards\n"))
    #expect(
      first.output.hasSuffix(
        "\nDrew 1 card:\n" + first.output.split(separator: "\n")[2] + "\n\n103 cards left in the deck.\n"))
  }

  @Test("without --seed a seed is chosen and printed")
  func randomSeed() {
    let result = run(["deck", "--draw", "0"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Shuffled 1 deck with seed "))
    #expect(result.output.hasSuffix("Drew 0 cards:\n\n52 cards left in the deck.\n"))
  }

  @Test("drawing every card of eight decks")
  func drawAll() {
    let result = run(["deck", "--decks", "8", "--draw", "416", "--seed", "0"])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("\n0 cards left in the deck.\n"))
  }
}
