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

  /// The line of one player hand: its cards, its total and its bet (and whether it was doubled or surrendered),
  /// then, when `isTurn`, an arrow saying it is the hand being played.
  func handLine(_ hand: PlayerHand, label: String, isTurn: Bool = false) -> String {
    var line = "\(label) \(style.render(hand.cards))  \(hand.isBlackjack ? "blackjack" : total(hand.value))"
    line += "  bet \(hand.bet)"
    if hand.isDoubled { line += " (doubled)" }
    if hand.isSurrendered { line += " (surrendered)" }
    if isTurn { line += style.ascii ? "  <- your turn" : "  ← your turn" }
    return line
  }

  /// The label of a player hand: "You:" for a single hand, "Hand 1:", "Hand 2:" … after a split, by the hand's
  /// number (see ``REPLSession/handNumber(_:)``: a hand keeps its number when another is split).
  func label(number: Int, of count: Int) -> String {
    count == 1 ? "You:   " : "Hand \(number):"
  }

  /// The table: the dealer's line, then every player hand with its total and bet, the hand being played marked
  /// when there are several.
  ///
  /// - Parameters:
  ///   - numbers: The number of the hand at each position (see ``REPLSession/handNumber(_:)``).
  ///   - hidingHoleCard: Whether to hide the hole card even when the round would reveal it (the deal as dealt).
  func tableLines(_ round: Round, numbers: [Int], hidingHoleCard: Bool = false) -> [String] {
    let turn = round.phase == .playerTurn && round.handCount > 1 ? round.activeHandIndex : nil
    return [dealerLine(round, hidingHoleCard: hidingHoleCard)]
      + round.hands.indices.map { index in
        handLine(
          round.hand(at: index), label: label(number: Self.number(index, in: numbers), of: round.handCount),
          isTurn: index == turn)
      }
  }

  /// The number of the hand at `index`, by `numbers` (its position plus one when `numbers` does not say).
  static func number(_ index: Int, in numbers: [Int]) -> Int { index < numbers.count ? numbers[index] : index + 1 }

  /// The deal: the dealer's up card (the hole card face down) and the player's hand.
  func dealLines(_ round: Round) -> [String] { tableLines(round, numbers: [1], hidingHoleCard: true) }

  /// What the player may do now: "Your move: hit, stand, double" (naming the hand after a split).
  ///
  /// - Parameters:
  ///   - actions: The legal actions the bankroll can pay for.
  ///   - numbers: The number of the hand at each position.
  ///   - naming: Whether to name the hand even when the round has only one (the player plays several spots).
  func moveLine(_ round: Round, actions: ActionSet, numbers: [Int], naming: Bool = false) -> String {
    let which = round.handCount > 1 || naming ? " (hand \(Self.number(round.activeHandIndex, in: numbers)))" : ""
    return "Your move\(which): \(actions)"
  }

  /// The dealer's play, card by card: the hole card turned over, each card drawn, and how the dealer finished.
  ///
  /// - Parameter round: A round whose hole card is revealed.
  func dealerPlayLines(_ round: Round) -> [String] {
    dealerPlayLines(dealer: round.dealer, hands: round.hands, rules: round.rules)
  }

  /// The dealer's play, card by card, against `hands` (every hand at the table): the hole card turned over, each
  /// card drawn, and how the dealer finished.
  func dealerPlayLines(dealer: DealerHand, hands: [PlayerHand], rules: Rules) -> [String] {
    let cards = Array(dealer.cards)
    guard cards.count >= 2 else { return [] }
    let turn = rules.holeCard == .peek ? "turns over" : "takes"
    let twoCards = dealer.isBlackjack ? "blackjack" : total(HandValue(cards.prefix(2)))
    var lines = ["Dealer \(turn) \(style.render(cards[1])): \(style.render(cards.prefix(2)))  \(twoCards)"]
    for count in cards.indices.dropFirst(2).map({ $0 + 1 }) {
      lines.append("Dealer draws \(style.render(cards[count - 1])): \(total(HandValue(cards.prefix(count))))")
    }
    let value = dealer.value
    let toBeat = hands.contains { !$0.value.isBust && !$0.isSurrendered && !$0.isBlackjack }
    if value.isBust {
      lines.append("Dealer busts with \(value.hardTotal).")
    } else if dealer.isBlackjack {
      return lines
    } else if !toBeat && hands.allSatisfy(\.value.isBust) {
      let who = hands.count == 1 ? "You busted" : "Every hand busted"
      lines.append("\(who): no hand is left for the dealer to beat, so the dealer draws no more.")
    } else if !toBeat {
      lines.append("No hand is left for the dealer to beat, so the dealer draws no more.")
    } else {
      lines.append("Dealer finishes with \(total(value)).")
    }
    return lines
  }

  /// One settlement line per hand, naming the outcome, why and the money (after a split, the hand's number and
  /// cards too); then insurance, if any.
  ///
  /// - Parameters:
  ///   - numbers: The number of the hand at each position.
  ///   - naming: Whether to name the hand even when the round has only one, and its insurance by the hand (the
  ///     player plays several spots).
  func settlementLines(_ round: Round, numbers: [Int], naming: Bool = false) -> [String] {
    var lines: [String] = []
    let hands = round.hands
    var handsNet = Money.zero
    for index in hands.indices {
      let hand = hands[index]
      guard let outcome = hand.outcome else { continue }
      handsNet += hand.net
      let who =
        hands.count == 1 && !naming ? "Result" : "Hand \(Self.number(index, in: numbers)) (\(style.render(hand.cards)))"
      lines.append("\(who): \(outcome.name) — \(reason(outcome, hand: hand, round: round)), \(signed(hand.net))")
    }
    if round.insurance > .zero {
      let insuranceNet = round.net - handsNet
      let verdict = insuranceNet > .zero ? Self.insurancePays : "lost"
      let which = naming ? " on hand \(Self.number(0, in: numbers))" : ""
      lines.append("Insurance\(which) \(round.insurance): \(verdict), \(signed(insuranceNet))")
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
