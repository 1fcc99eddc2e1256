import BlackjackCounting
import BlackjackEngine
import CardKit
import Testing

@Suite("Counting systems")
struct CountingSystemTests {
  /// The published tags for A, 2 … 9, T. Source: the systems' authors as tabulated by blackjackapprenticeship.com
  /// ("Card counting systems") and QFIT; lifesagambol.com agrees. Red 7's sevens are checked apart (red +1, black 0).
  static let published: [(name: String, tags: [Double], balanced: Bool)] = [
    ("hilo", [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1], true),
    ("ko", [-1, 1, 1, 1, 1, 1, 1, 0, 0, -1], false),
    ("hiopt1", [0, 0, 1, 1, 1, 1, 0, 0, 0, -1], true),
    ("hiopt2", [0, 1, 1, 2, 2, 1, 1, 0, 0, -2], true),
    ("omega2", [0, 1, 1, 2, 2, 2, 1, 0, -1, -2], true),
    ("zen", [-1, 1, 1, 2, 2, 2, 1, 0, 0, -2], true),
    ("halves", [-1, 0.5, 1, 1, 1.5, 1, 0.5, 0, -0.5, -1], true),
    ("red7", [-1, 1, 1, 1, 1, 1, 0.5, 0, 0, -1], false),  // a seven's average: red 1, black 0
  ]

  @Test("built-in systems carry their published tags and balance", arguments: published)
  func publishedTags(name: String, tags: [Double], balanced: Bool) throws {
    let system = try CountingSystem(spec: name)
    for (offset, tag) in tags.enumerated() {
      let rank = Rank(rawValue: UInt8(offset + 1))!
      let average = Suit.allCases.reduce(0.0) { $0 + system.tag(of: Card(rank, of: $1)) } / 4
      #expect(average == tag, "\(name): \(rank)")
    }
    // Every ten-valued rank counts as a ten.
    for rank in [Rank.jack, .queen, .king] { #expect(system.tag(of: Card(rank, of: .clubs)) == tags[9]) }
    #expect(system.isBalanced == balanced)
  }

  @Test("Red 7 counts red sevens +1 and black sevens 0; it is unbalanced by +2 a deck, KO by +4")
  func redSevenAndUnbalanced() {
    #expect(CountingSystem.redSeven.tag(of: Card(.seven, of: .hearts)) == 1)
    #expect(CountingSystem.redSeven.tag(of: Card(.seven, of: .diamonds)) == 1)
    #expect(CountingSystem.redSeven.tag(of: Card(.seven, of: .spades)) == 0)
    #expect(!CountingSystem.redSeven.tagsDependOnRankOnly)
    #expect(CountingSystem.redSeven.deckSum == 2)
    #expect(CountingSystem.knockOut.deckSum == 4)
    // Published initial running counts: KO 4 − 4 × decks, Red 7 −2 × decks (half points: ×2).
    #expect(CountingSystem.knockOut.initialHalfPoints(decks: 6) == 2 * (4 - 24))
    #expect(CountingSystem.redSeven.initialHalfPoints(decks: 2) == 2 * -4)
    #expect(CountingSystem.hiLo.initialHalfPoints(decks: 8) == 0)
  }

  @Test("custom tags: Hi-Lo's tags make Hi-Lo, colours may split a rank, halves are allowed")
  func customTags() throws {
    let custom = try CountingSystem(spec: CountingSystem.customExample)
    for card in Deck.standardOrder { #expect(custom.halfTag(of: card) == CountingSystem.hiLo.halfTag(of: card)) }
    #expect(custom.isBalanced)
    let red = try CountingSystem(spec: "A=-1 2=1 3=1 4=1 5=1 6=1 7R=1 7B=0 8=0 9=0 T=-1")
    for card in Deck.standardOrder { #expect(red.halfTag(of: card) == CountingSystem.redSeven.halfTag(of: card)) }
    #expect(red.tagSpec == "A=-1 2=1 3=1 4=1 5=1 6=1 7R=1 7B=0 8=0 9=0 T=-1")
    #expect(try CountingSystem(spec: "halves").tagSpec == "A=-1 2=0.5 3=1 4=1 5=1.5 6=1 7=0.5 8=0 9=-0.5 T=-1")
  }

  @Test(
    "bad systems get one line naming what is wrong and what is allowed",
    arguments: [
      ("hilow", "unknown counting system 'hilow' (did you mean 'hilo'?); systems are hilo, ko, hiopt1, hiopt2, "),
      ("A=-1 2=1 3=1 4=1 6=1 7=0 8=0 T=-1", "tags missing for 5, 9; give each of A, 2 … 9 and T once"),
      ("A=-1 A=1", "the tag of A is given twice"),
      ("X=1", "'X' is not a rank; tags are given for A, 2 … 9 and T"),
      ("A=0.3", "the tag of A must be a whole or half number from -20 to 20, got '0.3'"),
      ("A:1", "unknown counting system 'A:1'"),
    ])
  func badSystems(spec: String, message: String) {
    #expect {
      try CountingSystem(spec: spec)
    } throws: { error in
      String(describing: error).hasPrefix(message) && !String(describing: error).contains("\n")
    }
  }
}
