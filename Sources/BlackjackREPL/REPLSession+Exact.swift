import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

extension REPLSession {
  /// The basic strategy for the table's rules, computed by the exact analysis the first time it is needed
  /// (about half a second for a six-deck shoe) and kept until the rules change; split values by the session's
  /// post-split convention.
  mutating func basicStrategy() -> BasicStrategy {
    if let chart = systems.computedChart { return chart }
    let chart = ExactAnalysis(rules: rules, postSplit: postSplit).basicStrategy()
    systems.computedChart = chart
    return chart
  }

  /// The cards the player has not seen: the rest of the shoe and the dealer's face-down card, or
  /// ``BlackjackAnalysis/ShoeComposition/infinite`` for an infinite deck, whose composition never changes.
  func unseenShoe(_ round: Round) -> ShoeComposition {
    guard let remaining = table.shoe.remainingCards else { return .infinite }
    let hidden = round.isHoleCardRevealed ? [] : Array(round.dealer.cards.dropFirst())
    return ShoeComposition(cards: remaining + hidden)
  }

  /// The exact expected value of every legal action on the active hand, against the cards actually left, with
  /// splitting valued with the better choice to resplit or not; `nil` outside the player's turn, and when so few
  /// cards are unseen that the shoe could run out before the round ends (the dealer would then shuffle the
  /// discards, which the analysis leaves out, so no value would be exact; a split whose value avoids lines of play
  /// that run out of cards is no more the table's).
  func exactValues(_ round: Round) -> ExactHint? {
    guard round.phase == .playerTurn else { return nil }
    let hand = round.hand(at: round.activeHandIndex)
    let shoe = unseenShoe(round)
    guard let analysis = ExactAnalysis(rules: rules, shoe: shoe, postSplit: postSplit) else { return nil }
    let cards = hand.cards.map(\.rank)
    let up = round.upCard.rank
    // A pair that may be split is valued with the choice to resplit, apart from the other actions.
    let split =
      cards.count == 2 && cards[0].points == cards[1].points
      ? analysis.splitValue(pair: cards[0], upCard: up, shoe: shoe, handCount: round.handCount) : nil
    if let split, !split.isExact || split.someLineRunsOut { return nil }
    guard
      let values = analysis.actionEVs(
        hand: cards, upCard: up, shoe: shoe, handCount: round.handCount, isSplit: hand.isSplit,
        only: split == nil ? nil : ActionSet(rawValue: ~ActionSet.split.rawValue)),
      values.isExact
    else { return nil }
    var hint = ExactHint(values: values.values, dealerPeeked: values.dealerPeeked, postSplit: postSplit)
    if let split {
      hint.values[.split] = split.value
      hint.split = split
    }
    return hint
  }

  /// The lines `hint` adds: each legal action's exact expected value, best first, marking the best and basic
  /// strategy's choice, and how the split was valued.
  func exactValueLines(_ values: ExactHint, basic: Action, unseen: Int?) -> [String] {
    let shoe = unseen.map { "this shoe, \($0) \($0 == 1 ? "card" : "cards") unseen" } ?? "infinite deck"
    let condition = values.dealerPeeked ? "; the dealer has no blackjack" : ""
    var lines = ["Exact expected value per initial bet (\(shoe)\(condition)):"]
    let sorted = values.values.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
    for (action, value) in sorted {
      var marks: [String] = []
      if action == values.best { marks.append("best") }
      if action == basic { marks.append("basic strategy") }
      if action == .split, let split = values.split { marks.append("(\(split.howValued))") }
      let name = action.name + String(repeating: " ", count: max(0, 10 - action.name.count))
      lines.append(
        "  \(name)\(DecimalFormat.signed(value, digits: 4))\(marks.isEmpty ? "" : "   " + marks.joined(separator: ", "))"
      )
    }
    return lines
  }
}

/// The exact values `hint` shows and `stats` prices decisions by: each legal action's expected value per initial
/// bet (given no dealer blackjack after a peek), splitting with the better choice to resplit or not.
struct ExactHint {
  /// Each legal action's value; the split's is ``split``'s value.
  var values: [Action: Double]
  /// Whether the dealer has peeked, so the values are given no dealer blackjack.
  var dealerPeeked: Bool
  /// How split hands are played in the split's value.
  var postSplit: PostSplitPolicy
  /// The split's value with the choice to resplit, when splitting is legal.
  var split: SplitValue?

  /// The action with the highest value (the first in ``BlackjackEngine/Action/allCases`` order on a tie).
  var best: Action {
    var best = Action.stand
    var bestValue = -Double.infinity
    for action in Action.allCases {
      if let value = values[action], value > bestValue {
        best = action
        bestValue = value
      }
    }
    return best
  }
}
