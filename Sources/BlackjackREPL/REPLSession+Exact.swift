import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

extension REPLSession {
  /// The basic strategy for the table's rules, computed by the exact analysis the first time it is needed
  /// (about half a second for a six-deck shoe) and kept until the rules change.
  mutating func basicStrategy() -> BasicStrategy {
    if let chart = computedStrategy { return chart }
    let chart = ExactAnalysis(rules: rules).basicStrategy()
    computedStrategy = chart
    return chart
  }

  /// The cards the player has not seen: the rest of the shoe and the dealer's face-down card, or
  /// ``BlackjackAnalysis/ShoeComposition/infinite`` for an infinite deck, whose composition never changes.
  func unseenShoe(_ round: Round) -> ShoeComposition {
    guard let remaining = table.shoe.remainingCards else { return .infinite }
    let hidden = round.isHoleCardRevealed ? [] : Array(round.dealer.cards.dropFirst())
    return ShoeComposition(cards: remaining + hidden)
  }

  /// The exact expected value of every legal action on the active hand, against the cards actually left; `nil`
  /// outside the player's turn, and when so few cards are unseen that the shoe could run out before the round ends
  /// (the dealer would then shuffle the discards, which the analysis leaves out, so no value would be exact).
  func exactValues(_ round: Round) -> ActionEVs? {
    guard round.phase == .playerTurn else { return nil }
    let hand = round.hand(at: round.activeHandIndex)
    let shoe = unseenShoe(round)
    let values = ExactAnalysis(rules: rules, shoe: shoe)?.actionEVs(
      hand: hand.cards.map(\.rank), upCard: round.upCard.rank, shoe: shoe, handCount: round.handCount,
      isSplit: hand.isSplit)
    return values?.isExact == true ? values : nil
  }

  /// The lines `hint` adds: each legal action's exact expected value, best first, marking the best and basic
  /// strategy's choice.
  func exactValueLines(_ values: ActionEVs, basic: Action, unseen: Int?) -> [String] {
    let shoe = unseen.map { "this shoe, \($0) \($0 == 1 ? "card" : "cards") unseen" } ?? "infinite deck"
    let condition = values.dealerPeeked ? "; the dealer has no blackjack" : ""
    var lines = ["Exact expected value per initial bet (\(shoe)\(condition)):"]
    let sorted = values.values.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
    for (action, value) in sorted {
      var marks: [String] = []
      if action == values.best { marks.append("best") }
      if action == basic { marks.append("basic strategy") }
      let name = action.name + String(repeating: " ", count: max(0, 10 - action.name.count))
      lines.append(
        "  \(name)\(DecimalFormat.signed(value, digits: 4))\(marks.isEmpty ? "" : "   " + marks.joined(separator: ", "))"
      )
    }
    return lines
  }

}
