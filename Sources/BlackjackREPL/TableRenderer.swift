import BlackjackEngine
import CardKit

/// Turns the state of a round into the lines the REPL prints: hands, the dealer's play and settlements.
///
/// Totals, outcomes and money all come from the engine; this type only words them.
struct TableRenderer: Sendable {
  /// How cards are printed.
  var style: CardStyle

  /// A value as players say it: "16", "soft 17", "bust (26)".
  func total(_ value: HandValue) -> String { value.description }

  /// The dealer's line: the up card and a hidden hole card until the dealer plays, then every card and the total.
  ///
  /// - Parameter hidingHoleCard: Whether to hide the hole card even when the round would reveal it (the deal is
  ///   shown as dealt, before a round settled at once turns the hole card over).
  func dealerLine(_ round: Round, hidingHoleCard: Bool = false) -> String {
    let cards = round.dealer.cards
    guard round.isHoleCardRevealed && !hidingHoleCard else {
      let hidden = cards.count > 1 ? " " + CardStyle.hiddenCard : ""
      return "Dealer: \(style.render(round.upCard))\(hidden)"
    }
    let word = round.dealer.isBlackjack ? "blackjack" : total(round.dealer.value)
    return "Dealer: \(style.render(cards))  \(word)"
  }

  /// The line of one player hand: its cards, its total, and its bet when doubled or split.
  func handLine(_ hand: PlayerHand, label: String) -> String {
    var line = "\(label) \(style.render(hand.cards))  \(hand.isBlackjack ? "blackjack" : total(hand.value))"
    if hand.isDoubled { line += "  (doubled, bet \(hand.bet))" }
    if hand.isSurrendered { line += "  (surrendered)" }
    return line
  }

  /// The labels of the player's hands: "You:" for a single hand, "Hand 1:", "Hand 2:" … after a split.
  func label(_ index: Int, of count: Int) -> String {
    count == 1 ? "You:   " : "Hand \(index + 1):"
  }

  /// The deal: the dealer's up card (the hole card face down) and the player's hand.
  func dealLines(_ round: Round) -> [String] {
    [dealerLine(round, hidingHoleCard: true), handLine(round.hand(at: 0), label: label(0, of: 1))]
  }

  /// What the player may do now: "Your move: hit, stand, double" (naming the hand after a split).
  ///
  /// - Parameter actions: The legal actions the bankroll can pay for.
  func moveLine(_ round: Round, actions: ActionSet) -> String {
    let which = round.handCount > 1 ? " (hand \(round.activeHandIndex + 1))" : ""
    return "Your move\(which): \(actions)"
  }

  /// The dealer's play, card by card: the hole card turned over, each card drawn, and how the dealer finished.
  ///
  /// - Parameter round: A round whose hole card is revealed.
  func dealerPlayLines(_ round: Round) -> [String] {
    let cards = Array(round.dealer.cards)
    guard cards.count >= 2 else { return [] }
    let turn = round.rules.holeCard == .peek ? "turns over" : "takes"
    let twoCards = round.dealer.isBlackjack ? "blackjack" : total(HandValue(cards.prefix(2)))
    var lines = ["Dealer \(turn) \(style.render(cards[1])): \(style.render(cards.prefix(2)))  \(twoCards)"]
    for count in cards.indices.dropFirst(2).map({ $0 + 1 }) {
      lines.append("Dealer draws \(style.render(cards[count - 1])): \(total(HandValue(cards.prefix(count))))")
    }
    let value = round.dealer.value
    if value.isBust {
      lines.append("Dealer busts with \(value.hardTotal).")
    } else if !round.dealer.isBlackjack {
      lines.append("Dealer finishes with \(total(value)).")
    }
    return lines
  }

  /// One settlement line per hand, naming the outcome, why and the money; then insurance, if any.
  func settlementLines(_ round: Round) -> [String] {
    var lines: [String] = []
    let hands = round.hands
    var handsNet = Money.zero
    for (index, hand) in hands.enumerated() {
      guard let outcome = hand.outcome else { continue }
      handsNet += hand.net
      let who = hands.count == 1 ? "Result" : "Hand \(index + 1)"
      lines.append("\(who): \(outcome.name) — \(reason(outcome, hand: hand, round: round)), \(signed(hand.net))")
    }
    if round.insurance > .zero {
      let insuranceNet = round.net - handsNet
      let verdict = insuranceNet > .zero ? Self.insurancePays : "lost"
      lines.append("Insurance \(round.insurance): \(verdict), \(signed(insuranceNet))")
    }
    return lines
  }

  /// Why a hand ended as it did, in a few words.
  private func reason(_ outcome: HandOutcome, hand: PlayerHand, round: Round) -> String {
    if round.isVoid { return "the shoe ran out, bet returned" }
    let dealer = round.dealer
    let dealerText = dealer.isBlackjack ? "dealer blackjack" : "dealer \(total(dealer.value))"
    let mine = hand.isBlackjack ? "blackjack" : total(hand.value)
    switch outcome {
    case .blackjack:
      return "blackjack pays \(round.rules.blackjackPayout.numerator):\(round.rules.blackjackPayout.denominator)"
    case .evenMoney: return "blackjack paid 1:1"
    case .surrender: return "half the bet back"
    case .push: return "\(mine) ties \(dealerText), bet back"
    case .win: return dealer.value.isBust ? "\(mine), dealer busts" : "\(mine) beats \(dealerText)"
    case .loss:
      if hand.isSurrendered { return "surrendered, dealer blackjack" }
      if hand.value.isBust { return "bust (\(hand.value.hardTotal))" }
      return "\(dealerText) beats \(mine)"
    }
  }

  /// What insurance pays, as every message says it: "pays 2:1" (the engine's ``Rules/insurancePayout``).
  static let insurancePays = "pays \(Rules.insurancePayout):1"

  /// An amount with its sign: "+10.00", "-5.00", "0.00".
  func signed(_ amount: Money) -> String { SessionStats.signed(amount) }
}
