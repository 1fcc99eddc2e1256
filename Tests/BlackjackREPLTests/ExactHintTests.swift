import Testing

/// The exact numbers `hint` and `stats` show, checked against published infinite-deck figures: with `INF` rules the
/// shoe's composition never changes, so the values are the textbook ones.
@Suite("Exact hints")
struct ExactHintTests {
  /// The values `hint` printed, by action name.
  func hintValues(_ text: String) -> [String: Double] {
    var values: [String: Double] = [:]
    var inTable = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("Exact expected value per initial bet") {
        inTable = true
        continue
      }
      guard inTable, line.hasPrefix("  ") else {
        inTable = false
        continue
      }
      let words = line.split(separator: " ")
      values[String(words[0])] = Double(words[1])
    }
    return values
  }

  @Test("8,8 against a ten, infinite deck S17 DAS: the published values, split best")
  func eightsAgainstTen() throws {
    // Player 8♠ 8♦, dealer ten up and a 7 in the hole (so the peek finds no blackjack).
    let text = try transcript(shoe: "8S TH 8D 7C", rules: "INF S17 DAS", exactLines: true, ["bet 10", "hint"])
    let values = hintValues(text)
    // Wizard of Odds, infinite deck S17 DAS (appendix 1): 8,8 vs 10 stand −.5404, hit −.5398, double −1.0797,
    // split −.4807. Both sides are rounded to four decimals, hence the tolerance of one unit in the last place.
    let published = ["stand": -0.5404, "hit": -0.5398, "double": -1.0797, "split": -0.4807]
    #expect(Set(values.keys) == Set(published.keys))
    for (action, value) in published {
      #expect(abs((values[action] ?? .nan) - value) <= 0.00011, "\(action)")
    }
    #expect(text.contains("  split     -0.480"))
    #expect(text.contains("best, basic strategy"))
    #expect(text.contains("(infinite deck; the dealer has no blackjack)"))
  }

  @Test("standing on hard 17 against a 6: the published stand value")
  func seventeenAgainstSix() throws {
    let text = try transcript(shoe: "TS 6H 7D 9C", rules: "INF S17 DAS", exactLines: true, ["bet 10", "hint"])
    // Wizard of Odds appendix 1: stand on 17 against a 6 is worth +.0117.
    #expect(abs((hintValues(text)["stand"] ?? .nan) - 0.0117) <= 0.00011)
  }

  @Test("stats counts what a decision off the best play cost")
  func costOfStanding() throws {
    let text = try transcript(
      shoe: "8S TH 8D 7C", rules: "INF S17 DAS", exactLines: true, ["bet 10", "stand", "stats"])
    // Standing instead of splitting: (−.4807 − (−.5404)) × 10.00 = 0.597, shown as 0.60.
    #expect(text.contains("Decisions off the exact best play: 1, expected cost 0.60"))
    #expect(text.contains("Decisions off basic strategy: 1 of 1"))
  }
}
