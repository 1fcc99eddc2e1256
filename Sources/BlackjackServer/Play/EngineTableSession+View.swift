import BlackjackEngine
import CardKit

extension EngineTableSession {
  var view: TableView {
    let limits = context.limits
    var phase = "betting"
    var expects = ["bet"]
    var roundView: RoundView?
    if let round = table.round, table.isRoundInProgress, let bet = log?.bet {
      phase = round.phase == .insurance ? "insurance" : "playing"
      if round.phase == .insurance {
        // Insurance the bankroll cannot cover is not offered (even money on a blackjack costs nothing).
        let hand = round.hand(at: 0)
        let affordable = hand.isBlackjack || table.rules.insuranceBet(for: hand.bet) <= table.available
        expects = affordable ? ["insurance yes", "insurance no"] : ["insurance no"]
      } else {
        expects = table.affordableActions.actions.map(\.name)
      }
      roundView = RoundView(
        number: context.roundsPlayed + 1, bet: bet.cents, dealer: Self.dealerView(round, revealed: false),
        hands: round.hands.map(Self.handView),
        activeHand: round.phase == .playerTurn ? round.activeHandIndex : nil, insurance: round.insurance.cents)
    } else if isBroke {
      phase = "broke"
      expects = ["rebuy"]
    }
    return TableView(
      rules: table.rules.spec, bankroll: table.bankroll.cents, available: table.available.cents,
      minimumBet: limits.minimumBet.cents, maximumBet: limits.maximumBet.cents, roundsPlayed: context.roundsPlayed,
      phase: phase, expects: expects, round: roundView, lastRound: context.lastRound,
      shoe: ShoeView(
        decks: table.rules.deckCount, cardsDealt: table.shoe.discardCount, shuffled: table.didShuffle))
  }

  /// The dealer's hand: every card once `revealed` or the hole card is turned over, otherwise the up card alone.
  static func dealerView(_ round: Round, revealed: Bool) -> DealerView {
    let cards = Array(round.dealer.cards)
    let shown = revealed || round.isHoleCardRevealed ? cards : Array(cards.prefix(1))
    return DealerView(
      cards: shown.map(\.asciiDescription), holeCardHidden: shown.count < cards.count,
      total: HandValue(shown).total)
  }

  /// One of the player's hands.
  static func handView(_ hand: PlayerHand) -> HandView {
    HandView(
      cards: hand.cards.map(\.asciiDescription), total: hand.value.total, soft: hand.value.isSoft, bet: hand.bet.cents,
      doubled: hand.isDoubled, split: hand.isSplit, surrendered: hand.isSurrendered, outcome: hand.outcome?.name,
      net: hand.outcome == nil ? nil : hand.net.cents)
  }
}
