import CardKit
import Testing

@testable import BlackjackEngine

// A decider that leaves its splits to a later call (RoundDecider.splitsNow): the round procedure waits at the
// split, and the next call makes it, as the simulator's charted rounds play a round that splits out of their loop.
// One round, worked out by hand under 6D S17 DAS with the published basic strategy, at five units:
// the player's 8S 8H against the dealer's 6C up and TD in the hole (16). Basic strategy splits the eights. The first
// hand takes 3D (11), doubles and takes TC (21); the second takes 2H (10), doubles and takes 9S (19). The dealer draws
// 7C to 23 and busts: both doubled hands win ten units, twenty in all, from nine cards.

@Suite("A round that waits at a split")
struct SplitWaitTests {
  /// The cards after the deal, in the order the round takes them.
  static let afterDeal = "3D TC 2H 9S 7C"

  @Test("the procedure stops before the split, then makes it when called again with a decider that splits")
  func waitsThenSplits() throws {
    let rules = rules("6D S17 DAS")
    let decisions = DecisionTable(strategy: BasicStrategy.published, rules: rules)
    let entry = decisions.first(.eight, .eight, upCard: .six, page: 0)
    #expect(Action(tableByte: entry) == .split)
    var hands = TotalSlots(PlayerTotal(.eight, .eight, bet: five))
    var dealer = DealerTotal(upCard: .six, hole: .ten)
    var progress = Round.Progress()
    var source = StackedSource(Self.afterDeal)

    var waiting = ChartDecider(page: decisions.page(at: 0), first: .split, splitsNow: false)
    try rules.proceed(
      hands: &hands, dealer: &dealer, progress: &progress, decider: &waiting, dealerPlay: StandardDealer(),
      from: &source)
    #expect(progress.stage == .playerTurn)
    #expect(progress.active == 0)
    #expect(hands.count == 1)
    #expect(hands[0].cardCount == 2 && !hands[0].isSplit)
    #expect(source.next == 0, "no card is taken before the split")

    var splitting = ChartDecider(page: decisions.page(at: 0), first: .split, splitsNow: true)
    try rules.proceed(
      hands: &hands, dealer: &dealer, progress: &progress, decider: &splitting, dealerPlay: StandardDealer(),
      from: &source)
    extendLifetime(decisions)
    #expect(progress.stage == .settled)
    #expect(hands.count == 2)
    #expect(hands[0].value.total == 21 && hands[0].isDoubled)
    #expect(hands[1].value.total == 19 && hands[1].isDoubled)
    #expect(dealer.value.isBust)
    #expect(progress.net == Money(units: 20))
    #expect(progress.tally.doubles == 2)
    #expect(source.next == 5)
  }

  @Test("a charted round that splits is played out of line to the same end, without the state machine")
  func chartedRoundSplits() throws {
    let rules = rules("6D S17 DAS")
    let stacked = "8S 6C 8H TD " + Self.afterDeal
    var table = try Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: 1),
      stacked: stacked.split(separator: " ").map { Card($0)! })
    let decisions = DecisionTable(strategy: BasicStrategy.published, rules: rules)
    var strategy = BasicStrategy.published
    var pages = FirstDecisionPage<BasicStrategy>()
    _ = table.prepareShoe()
    let summary = table.playPreparedCharted(bet: five, strategy: &strategy, decisions: decisions, pages: &pages)
    #expect(summary.net == Money(units: 20))
    #expect(summary.handCount == 2)
    #expect(summary.tally.doubles == 2)
    #expect(summary.dealerBust && !summary.dealerBlackjack)
    #expect(table.round == nil, "played by the charted round, not handed to the state machine")
    #expect(table.bankroll == Money(units: 20))
    #expect(table.shoe.cardsInPlay == 9)
  }
}
