import BlackjackEngine
import CardKit

extension TableRenderer {
  /// One compact line for an AI seat's round: "Seat 2 (counter) bets 4: 9♥ 7♣ 16 loss, -4.00" once settled, with
  /// `withResult`; as it stands during the round without it ("Seat 2 (counter) bets 4: 9♥ 7♣ 16").
  ///
  /// Split hands are separated by " | "; doubled and surrendered hands say so; insurance taken is added.
  func seatLine(_ round: Round, seat: Int, style: String, withResult: Bool = true) -> String {
    let hands = round.hands.map { hand in
      var text = "\(self.style.render(hand.cards)) \(hand.isBlackjack ? "blackjack" : total(hand.value))"
      if hand.isDoubled { text += " (doubled)" }
      if hand.isSurrendered { text += " (surrendered)" }
      if withResult, let outcome = hand.outcome { text += " \(outcome.name)" }
      return text
    }
    let insurance = round.insurance > .zero ? ", insured \(round.insurance)" : ""
    return "Seat \(seat) (\(style)) bets \(baseBet(round)): "
      + hands.joined(separator: " | ") + "\(insurance)\(withResult ? ", \(signed(round.net))" : "")"
  }

  /// The bet placed on the round (a doubled hand's bet is ``BlackjackEngine/Rules/doubledStake`` times it).
  private func baseBet(_ round: Round) -> Money {
    let first = round.hands[0]
    return first.isDoubled ? Money(cents: first.bet.cents / round.rules.doubledStake) : first.bet
  }
}
