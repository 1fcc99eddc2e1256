import CardKit
import Testing

@testable import BlackjackEngine

// The dealer's natural against a player's 21 of three cards, worked out by hand at five units. The player holds
// 5♠ 6♦ against K♥ up and hits T♣ to 21:
// - 6D S17 ENHC: the dealer has no hole card, so no peek rules a natural out; its second card at its turn, A♣, makes
//   one, which beats any other 21: −5.00, from five cards.
// - 6D S17 (PEEK): the hole card 5♣ makes no natural, the peek says so, and the dealer draws 6♣ to a 21 of three
//   cards: a push, 0.00, from six cards.
// - 6D S17 (PEEK), the player holding T♠ 9♦ against K♥ up and A♣ in the hole: the peek finds the natural and settles
//   the round at once, the 19 lost: −5.00, from four cards, the summary saying the dealer held a natural.
// The charted driver plays each round in one call of the round procedure, from the deal to the settlement; the
// round state machine plays the same cards a step at a time.

@Suite("The dealer's natural in the charted rounds")
struct ChartedNaturalTests {
  /// Hits every hand below 21.
  struct HitsBelowTwentyOne: ChartStrategy {
    func action(for decision: Decision) -> Action { .hit }
  }

  /// Plays one charted round under `spec` on a shoe stacked with `cards`; returns its summary and the cards it took.
  func charted(_ spec: String, _ cards: String) throws -> (RoundSummary, Int) {
    let rules = rules(spec)
    var table = try Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 1),
      stacked: cards.split(separator: " ").map { Card($0)! })
    let decisions = DecisionTable(strategy: HitsBelowTwentyOne(), rules: rules)
    #expect(decisions.coversRules, "the round is played by the charted driver")
    var strategy = HitsBelowTwentyOne()
    var pages = FirstDecisionPage<HitsBelowTwentyOne>()
    _ = table.prepareShoe()
    let summary = table.playPreparedCharted(bet: five, strategy: &strategy, decisions: decisions, pages: &pages)
    #expect(table.round == nil, "played by the charted round, not handed to the state machine")
    return (summary, table.shoe.cardsInPlay)
  }

  @Test("ENHC: a three-card 21 loses to the dealer's natural, made by its second card at its turn")
  func enhcNaturalBeatsThreeCardTwentyOne() throws {
    let (summary, cards) = try charted("6D S17 ENHC", "5S KH 6D TC AC 2C")
    #expect(summary.net == Money(units: -5))
    #expect(summary.dealerBlackjack && !summary.dealerBust)
    #expect(cards == 5)
    var (round, source) = try deal("6D S17 ENHC", "5S KH 6D TC AC 2C")
    try round.play(HitsBelowTwentyOne(), dealer: StandardDealer(), from: &source)
    #expect(round.dealer.isBlackjack && round.hand(at: 0).outcome == .loss && round.net == Money(units: -5))
  }

  @Test("PEEK: the peek finds the dealer's natural, settles the round at once and the summary says so")
  func peekFindsNatural() throws {
    let (summary, cards) = try charted("6D S17", "TS KH 9D AC 2C")
    #expect(summary.net == Money(units: -5))
    #expect(summary.dealerBlackjack && !summary.dealerBust)
    #expect(cards == 4)
  }

  @Test("PEEK: a three-card 21 pushes the dealer's 21 of three cards, once the peek found no natural")
  func peekedTwentyOnePushes() throws {
    let (summary, cards) = try charted("6D S17", "5S KH 6D 5C TC 6C 2C")
    #expect(summary.net == .zero)
    #expect(!summary.dealerBlackjack && !summary.dealerBust)
    #expect(cards == 6)
    var (round, source) = try deal("6D S17", "5S KH 6D 5C TC 6C 2C")
    try round.play(HitsBelowTwentyOne(), dealer: StandardDealer(), from: &source)
    #expect(round.dealer.value.total == 21 && round.hand(at: 0).outcome == .push && round.net == .zero)
  }
}
