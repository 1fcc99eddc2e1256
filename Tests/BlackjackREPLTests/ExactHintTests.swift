import BlackjackAnalysis
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

  @Test("tens against a ten, 6D SPL4: split shows never resplitting's +0.0520 (Farmer's SPL2 figure), not −0.3634")
  func tensAgainstTen() throws {
    // Player K♠ Q♦, dealer ten up and a 7 in the hole: the unseen shoe is six decks less three tens, as in the
    // source. Farmer's combinatorial analyzer, 6D S17 DOA DAS NRSA given no dealer blackjack: splitting to at most
    // 2 hands +0.052047 (CDZ-) and +0.052091 (CDP1); always resplitting to 4, −0.363392 (the old hint's figure).
    let cdz = try transcript(shoe: "KS TH QD 7C", rules: "6D S17 DAS SPL4", exactLines: true, ["bet 10", "hint"])
    #expect(abs((hintValues(cdz)["split"] ?? .nan) - 0.052047) <= 0.00006)
    #expect(cdz.contains("  split     +0.0520   (best: never resplit, CDZ-)\n"))
    #expect(cdz.contains("  stand     +0.5591   best, basic strategy\n"))
    let cdp1 = try transcript(
      shoe: "KS TH QD 7C", rules: "6D S17 DAS SPL4", exactLines: true, postSplit: .cdp1, ["bet 10", "hint"])
    #expect(abs((hintValues(cdp1)["split"] ?? .nan) - 0.052091) <= 0.00006)
    #expect(cdp1.contains("(best: never resplit, CDP1)"))
  }

  @Test("eights against a ten resplit as far as the rules allow, and the hint says so")
  func eightsResplit() throws {
    // Farmer's analyzer, 6D S17 DOA DAS NRSA SPL4 CDZ-, given no dealer blackjack: split 8,8 v T −0.474894.
    let text = try transcript(shoe: "8S TH 8D 7C", rules: "6D S17 DAS SPL4", exactLines: true, ["bet 10", "hint"])
    #expect(abs((hintValues(text)["split"] ?? .nan) - -0.474894) <= 0.00006)
    #expect(text.contains("(always resplit, CDZ-)"))
  }

  @Test("near the end of a deck the split is enumerated exactly, and the hint says so")
  func optimalSplitLate() throws {
    // Nine rounds of four cards (small hands standing against tens with 17 to 20) leave 8,8 against a ten with 13
    // cards unseen, few enough to enumerate every way the split can go.
    let lines = Array(repeating: ["bet 1", "stand"], count: 9).flatMap { $0 } + ["bet 1", "hint"]
    let text = try transcript(shoe: Self.lateEights, rules: "1D PEN95", exactLines: true, lines)
    #expect(text.contains("You:    8S 8H  16  bet 1.00\n"))
    #expect(text.contains("(optimal resplitting, exact)"))
  }

  @Test("near the end of a deck, a split on which some line runs out of cards gets no exact values")
  func splitRunningOutLate() throws {
    // Nine rounds as above leave 6,6 against a 2 with A 2 3 3 4 5 6 7 8 8 T T T unseen: on some line of the split
    // the dealer could draw every card left and still have to hit, where the table would reshuffle the discards.
    let lines = Array(repeating: ["bet 1", "stand"], count: 9).flatMap { $0 } + ["bet 1", "hint"]
    let text = try transcript(shoe: Self.lateSixes, rules: "1D PEN95", exactLines: true, lines)
    #expect(text.contains("You:    6H 6D  12  bet 1.00\n"))
    #expect(
      text.contains(
        "No exact values: only 13 cards are unseen, so the shoe could run out before this round ends (the dealer"
          + " would then shuffle the discards).\n"))
    #expect(!text.contains("Exact expected value per initial bet"))
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

  @Test("a decision's cost after a split and a double is priced on that hand's own bet")
  func costAfterSplitAndDouble() throws {
    // 8,8 against a 6 (hole 10): split; hand 1 draws 3 (11) and doubles; hand 2 draws 4 (12) and hits, which is off
    // the best play (standing). With an infinite deck a hand's values depend only on its cards, so that hit costs
    // exactly what hitting an unsplit 8,4 against a 6 for the same bet costs: the second session, a second method.
    let split = try transcript(
      shoe: "8S 6H 8D TC 3C 5D 4H 9S", rules: "INF S17 DAS", exactLines: true,
      ["bet 10", "split", "double", "hit", "stats"])
    let unsplit = try transcript(
      shoe: "8S 6H 4D TC 9S", rules: "INF S17 DAS", exactLines: true, ["bet 10", "hit", "stats"])
    func costLine(_ text: String) -> Substring? {
      text.split(separator: "\n").first { $0.hasPrefix("Decisions off the exact best play: ") }
    }
    let expected = try #require(costLine(unsplit))
    #expect(expected.hasPrefix("Decisions off the exact best play: 1, expected cost "))
    #expect(expected != "Decisions off the exact best play: 1, expected cost 0.00")
    #expect(costLine(split) == expected)
  }

  /// A one-deck shoe stacked so that nine rounds of four cards (small hands standing against 17 to 20) leave 8♠ 8♥
  /// against 10♥ with 9♣ in the hole, and unseen with it A 4 5 6 7 8 9 and five ten-valued cards.
  static let lateEights =
    "AD KC 3C 7H AC KD 4H 7D 2S KH 4D 7C 2H QC 4C 8C 2D QD 5H 9H 2C QH 5D 9D 3S JC 5C JD 3H TC 6D TD 3D 6H 6C AH 8S TH"
    + " 8H 9C AS 4S 5S 6S 7S 8D 9S TS JS QS KS JH"

  /// A one-deck shoe stacked so that twelve rounds of four cards each (every hand stands, every dealer has 17 to
  /// 19 against a ten up) leave exactly four cards for the thirteenth: 2♠ 3♠ against 4♠ with 5♠ in the hole.
  /// Nine rounds of four cards (small hands standing against 17 to 20), then 6,6 against a 2 and 13 cards unseen.
  static let lateSixes =
    "AS TS 2S 7S AH TH 3S 7H AD TD 4S 7D 2H TC 3H 8S 4H JS 5S 8H 4D JH 5H 9S 5D JD 6S 9H JC QS QH 9D QD QC KS 9C"
    + " 6H 2D 6D 8D AC 2C 3D 3C 4C 5C 6C 7C 8C KH KD KC"

  static let lastFourCards =
    "AS TS 2H 7S AH TH 2D 7H AD TD 2C 7D AC TC 3H 7C 3D JS 3C 8S 4H JH 4D 8H 4C JD 5H 8D 5D JC 5C 8C 6S QS 6H 9S 6D QH"
    + " 6C 9H QD QC KS 9D KH KD KC 9C 2S 4S 3S 5S"

  @Test("with one card unseen, hint says no exact answer is possible instead of printing zeros")
  func tooFewCardsForExactValues() throws {
    let lines = Array(repeating: ["bet 1", "stand"], count: 12).flatMap { $0 } + ["bet 1", "hint"]
    let text = try transcript(shoe: Self.lastFourCards, rules: "1D PEN95", exactLines: true, lines)
    #expect(text.contains("You:    2S 3S  5  bet 1.00\n"))
    #expect(
      text.contains(
        "No exact values: only 1 card is unseen, so the shoe could run out before this round ends (the dealer would"
          + " then shuffle the discards).\n"))
    #expect(!text.contains("Exact expected value per initial bet"))
  }
}
