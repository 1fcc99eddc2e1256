import BlackjackEngine
import CardKit
import Testing

@Suite("Penetration said exactly")
struct PenetrationTests {
  @Test(
    "where the cut card goes, worked by hand: a percentage or fraction of the shoe rounded half up, or a card count",
    arguments: [
      ("6D PEN83", 259),  // 312 × 0.83 = 258.96
      ("6D PEN75", 234),  // 312 × 0.75
      ("6D PEN5/6", 260),  // 312 × 5/6 = 260
      ("8D PEN5/6", 347),  // 416 × 5/6 = 346.67
      ("1D PEN5/6", 43),  // 52 × 5/6 = 43.33
      ("1D PEN53/104", 27),  // 52 × 53/104 = 26.5 exactly: half up
      ("6D CUT260", 260),
      ("8D CUT260", 260),
      ("2D PEN2/3", 69),  // 104 × 2/3 = 69.33
    ])
  func position(spec: String, cards: Int) throws {
    let rules = try Rules(spec: spec)
    #expect(rules.cutCardPosition == cards)
    // The shoe the engine deals from puts its cut card there too.
    let shoe = DealingShoe<Xoshiro256StarStar>(rules: rules, generator: Xoshiro256StarStar(seed: 1))
    #expect(shoe.currentShoe.cutCardPosition == cards)
  }

  @Test("a percentage keeps its fraction (a saved shoe's penetration still matches), and equal shares are equal rules")
  func sameAsBefore() throws {
    #expect(try Rules(spec: "PEN83").penetrationFraction == 0.83)
    #expect(try Rules(spec: "PEN65").penetrationFraction == 0.65)
    #expect(try Rules(spec: "PEN3/4") == Rules(spec: "PEN75"))
    #expect(try Rules(spec: "PEN3/4").spec.hasSuffix(" PEN75"))
    #expect(try Rules(spec: "PEN10/12").spec.hasSuffix(" PEN5/6"))
    #expect(try Rules(spec: "cut260").spec.hasSuffix(" CUT260"))
    #expect(try Rules(spec: "6D CUT260") != Rules(spec: "6D PEN5/6"))  // the same card, said differently
    #expect(Rules.Shuffling.cutCard(penetration: 75) == .cutCard(penetration: .fraction(3, 4)))
  }

  @Test(
    "a cut card the shoe cannot hold, or a fraction out of range, is refused in one line",
    arguments: [
      ("1D CUT260", "CUT260 does not fit 1D: the cut card goes after 26 to 49 of its 52 cards"),
      ("INF CUT260", "CUT260 needs a shoe of decks; INF has no cut card (use CSM)"),
      ("6D CUT100", "CUT100 does not fit 6D: the cut card goes after 156 to 296 of its 312 cards"),
      (
        "PEN1/3",
        "unknown rule 'PEN1/3'; penetration must be PEN50 to PEN95, a fraction of the shoe from PEN1/2 to PEN19/20 "
          + "(e.g. PEN5/6), CUTn for the cut card after n cards, or CSM"
      ),
      (
        "CUT0",
        "unknown rule 'CUT0'; penetration must be PEN50 to PEN95, a fraction of the shoe from PEN1/2 to PEN19/20 "
          + "(e.g. PEN5/6), CUTn for the cut card after n cards, or CSM"
      ),
    ])
  func refused(spec: String, message: String) {
    #expect { try Rules(spec: spec) } throws: { String(describing: $0) == message }
  }

  @Test("the shoe is reshuffled exactly when the cut card is out: after card 260 of CUT260, not before")
  func reshuffles() throws {
    let rules = try Rules(spec: "6D CUT260")
    var shoe = Shoe(decks: 6, penetration: try #require(rules.penetrationFraction))
    var generator = Xoshiro256StarStar(seed: 3)
    shoe.shuffle(using: &generator)
    for _ in 0..<259 { _ = try shoe.draw() }
    #expect(!shoe.needsShuffle)
    _ = try shoe.draw()
    #expect(shoe.needsShuffle)
  }
}
