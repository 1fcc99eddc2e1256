import BlackjackEngine

// ``SessionMode/betting``: between rounds. A bet (or Enter, or `deal`) deals a round, a drill starts, the bankroll
// is topped up; a hand's action or an insurance answer is refused, there being no hand.

extension REPLSession {
  /// A line between rounds.
  mutating func bettingLine(_ words: [String]) {
    guard !words.isEmpty else {
      repeatLastBet()
      return
    }
    guard !refusedStrayInsuranceAnswer(words), let (command, arguments) = parse(words),
      !shared(command, arguments: arguments)
    else { return }
    switch command {
    case .bet, .deal, .drill, .rebuy:
      run(command, arguments: arguments)
    case .insurance:
      refuse(Self.noInsuranceOffered)
    default:
      let again = repeatBet.map { ", or press Enter to bet \($0.bet)" } ?? ""
      refuse("no hand in play; start a round with 'bet N'\(again)")
    }
  }

  /// Refuses a lone insurance answer ("yes", "no", "even" …) when no insurance is offered; returns whether it did.
  mutating func refusedStrayInsuranceAnswer(_ words: [String]) -> Bool {
    guard words.count == 1, let first = words.first, CommandTable.insuranceAnswer(first) != nil else { return false }
    refuse(Self.noInsuranceOffered)
    return true
  }

  /// The line refusing an insurance answer when no insurance is offered.
  static let noInsuranceOffered =
    "no insurance is offered now; it is offered when the dealer shows an ace, before you play"

  /// Enter between rounds: deals again with the last bet (and side bets), or says how to start.
  mutating func repeatLastBet() {
    guard let lastBet = bets.last else {
      refuse("empty line; start a round with 'bet N' (e.g. 'bet 10'), or type 'help'")
      return
    }
    let (amount, sideBets) = repeatBet ?? (lastBet, bets.sideBets.lastStakes)
    placeBet(amount, sideBets: sideBets)
  }
}
