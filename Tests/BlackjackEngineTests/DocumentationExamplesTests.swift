import BlackjackEngine
import CardKit
import Testing

/// The code of Sources/BlackjackEngine/BlackjackEngine.docc, run as written.
@Suite("Engine documentation examples")
struct EngineDocumentationExamplesTests {
  @Test(
    "the landing page: a round dealt, insurance declined, every hand stood, the bankroll settled", arguments: 1...20)
  func landingPage(seed: UInt64) throws {
    let rules = try Rules(spec: "6D S17 DAS LS")
    var table = Table(rules: rules, bankroll: Money(units: 1000), generator: Xoshiro256StarStar(seed: seed))
    try table.deal(bet: Money(units: 10))
    while table.isRoundInProgress {
      if table.round?.phase == .insurance {
        try table.resolveInsurance(false)
        continue
      }
      try table.act(.stand)
    }
    let round = try #require(table.round)
    #expect(round.phase == .settled)
    // Standing on every hand, one hand of 10: the bankroll moves by that hand's result, at most 15 (a natural).
    #expect(table.bankroll - Money(units: 1000) == round.net)
    #expect([-10, 0, 10, 15].map { Money(units: $0) }.contains(round.net))
  }
}
