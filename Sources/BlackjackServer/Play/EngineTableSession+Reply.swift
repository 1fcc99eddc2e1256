import BlackjackEngine
import CardKit

extension EngineTableSession {
  /// Phase A's reply to a taken line, in plain ASCII sentences: what was dealt or drawn, how a settled round ended,
  /// and what the table takes next. (Phase B replies with the prompt's own text.)
  func replyLines(after command: TableCommand, settled: SettledRound?) -> [String] {
    var lines: [String] = []
    let number = context.roundsPlayed + (settled == nil ? 1 : 0)
    switch command {
    case .bet(let amount):
      if table.didShuffle { lines.append("The shoe is shuffled.") }
      lines.append("Round \(number): bet \(amount).")
    case .action(let action):
      lines.append("You \(action.name).")
    case .insurance(let take):
      lines.append(take ? "You take insurance." : "No insurance.")
    case .rebuy:
      lines.append("Rebuy: bankroll \(table.bankroll).")
      return lines + ["Place a bet."]
    }
    guard let round = table.round else { return lines }
    let dealer = settled?.dealer ?? Self.dealerView(round, revealed: false)
    lines.append(
      "Dealer: " + dealer.cards.joined(separator: " ") + (dealer.holeCardHidden ? " and a card face down" : "")
        + " (\(dealer.total)).")
    let hands = settled?.hands ?? round.hands.map(Self.handView)
    for (index, hand) in hands.enumerated() {
      var text = (hands.count > 1 ? "Hand \(index + 1): " : "You: ") + hand.cards.joined(separator: " ")
      text += " (\(hand.soft ? "soft " : "")\(hand.total))"
      if let outcome = hand.outcome, let net = hand.net { text += ": \(outcome), \(Self.signed(net))" }
      lines.append(text + ".")
    }
    if let settled {
      lines.append("Net \(Self.signed(settled.net)); bankroll \(Money(cents: settled.bankroll)).")
    } else if round.phase == .insurance {
      lines.append("Insurance? insurance yes or insurance no.")
    } else {
      let hand = hands.count > 1 ? " (hand \(round.activeHandIndex + 1))" : ""
      lines.append("Your move\(hand): \(table.affordableActions.actions.map(\.name).joined(separator: ", ")).")
    }
    return lines
  }

  /// Cents as a signed amount: "+10.00", "-5.00", "0.00".
  static func signed(_ cents: Int) -> String {
    (cents > 0 ? "+" : "") + Money(cents: cents).description
  }
}
