import BlackjackEngine
import Testing

@Suite("Rules spec")
struct RulesSpecTests {
  @Test("the default rules print as the documented default spec")
  func defaultSpec() {
    #expect(Rules().spec == "6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")
  }

  @Test(
    "every token round-trips through parse and print",
    arguments: [
      "1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "INF", "S17", "H17", "DOA", "D9", "D10", "DAS", "NDAS", "SPL2",
      "SPL3", "SPL4", "RSA", "NRSA", "HSA", "NS", "LS", "ES", "3:2", "6:5", "1:1", "PEEK", "ENHC", "PEN50", "PEN67",
      "PEN95", "CSM", "PEN5/6", "PEN2/3", "CUT260",
    ])
  func tokenRoundTrip(token: String) throws {
    let rules = try Rules(spec: token)
    #expect(rules.spec.split(separator: " ").contains(Substring(token)))
    #expect(try Rules(spec: rules.spec) == rules)
    #expect(try Rules(spec: token.lowercased()) == rules)
  }

  @Test("a partial spec overrides only what it names, in any order")
  func partialSpec() throws {
    let rules = try Rules(spec: "ls h17 1d")
    #expect(rules.spec == "1D H17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75")
    var expected = Rules()
    expected.decks = .count(1)
    expected.dealerHitsSoft17 = true
    expected.surrender = .late
    #expect(rules == expected)
  }

  @Test("every setting maps to the right field")
  func fields() throws {
    let rules = try Rules(spec: "8D H17 D10 NDAS SPL3 RSA HSA ES 6:5 ENHC PEN60")
    #expect(rules.deckCount == 8)
    #expect(rules.dealerHitsSoft17)
    #expect(rules.doubling == .tenToEleven)
    #expect(!rules.doubleAfterSplit)
    #expect(rules.maxHands == 3)
    #expect(rules.resplitAces)
    #expect(rules.hitSplitAces)
    #expect(rules.surrender == .early)
    #expect(rules.blackjackPayout == .sixToFive)
    #expect(rules.holeCard == .europeanNoHoleCard)
    #expect(rules.penetrationFraction == 0.6)
    #expect(try Rules(spec: "INF CSM 1:1").deckCount == nil)
    #expect(try Rules(spec: "INF CSM 1:1").penetrationFraction == nil)
  }

  @Test(
    "bad specs name the bad token and what is allowed",
    arguments: [
      ("H18", "unknown rule 'H18'; expected S17 or H17"),
      ("9D", "unknown rule '9D'; decks must be 1D to 8D or INF"),
      ("0D", "unknown rule '0D'; decks must be 1D to 8D or INF"),
      (
        "PEN99",
        "unknown rule 'PEN99'; penetration must be PEN50 to PEN95, a fraction of the shoe from PEN1/2 to PEN19/20 "
          + "(e.g. PEN5/6), CUTn for the cut card after n cards, or CSM"
      ),
      ("SPL5", "unknown rule 'SPL5'; expected SPL2, SPL3 or SPL4"),
      ("3:1", "unknown rule '3:1'; expected 3:2, 6:5 or 1:1"),
      ("S17 H17", "conflicting rules 'S17' and 'H17'; choose one of S17 or H17"),
      ("6D 8D", "conflicting rules '6D' and '8D'; choose one of 1D to 8D or INF"),
      ("LS ES", "conflicting rules 'LS' and 'ES'; choose one of NS, LS or ES"),
      ("PEN80 CSM", "conflicting rules 'PEN80' and 'CSM'; choose one of PEN50 to PEN95, PENp/q, CUTn or CSM"),
      ("CUT260 PEN5/6", "conflicting rules 'CUT260' and 'PEN5/6'; choose one of PEN50 to PEN95, PENp/q, CUTn or CSM"),
    ])
  func errors(spec: String, message: String) {
    #expect { try Rules(spec: spec) } throws: { error in String(describing: error) == message }
  }

  @Test("an unrecognisable token lists every allowed group")
  func unknownEverything() {
    #expect {
      try Rules(spec: "6D banana")
    } throws: { error in
      let text = String(describing: error)
      return text.hasPrefix("unknown rule 'banana'; expected one of: 1D to 8D or INF; S17 or H17;")
    }
  }

  @Test("repeating a token is not a conflict")
  func repeatedToken() throws {
    #expect(try Rules(spec: "S17 s17").dealerHitsSoft17 == false)
  }

  @Test("any white space separates tokens, and control characters in a bad token are shown escaped on one line")
  func controlCharacters() throws {
    #expect(try Rules(spec: "1D\nH17\r\nLS").spec == "1D H17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75")
    #expect(throws: RulesSpecError.self) { try Rules(spec: "6D\u{7}") }
    do {
      _ = try Rules(spec: "x\u{7}y")
      Issue.record("a bell in a token was accepted")
    } catch {
      #expect(error.description.hasPrefix("unknown rule 'x\\u{07}y'; expected one of: "))
    }
  }
}
