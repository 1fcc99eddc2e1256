import BlackjackEngine
import CardKit

extension TableRenderer {
  /// One compact line for an AI seat's settled round: "Seat 2 (counter) bets 4: 9♥ 7♣ 16 (stood), loss -4.00".
  ///
  /// Split hands are separated by " | "; doubled and surrendered hands say so; insurance taken is added.
  func seatLine(_ round: Round, seat: Int, style: String) -> String {
    let hands = round.hands.map { hand in
      var text = "\(self.style.render(hand.cards)) \(hand.isBlackjack ? "blackjack" : total(hand.value))"
      if hand.isDoubled { text += " (doubled)" }
      if hand.isSurrendered { text += " (surrendered)" }
      if let outcome = hand.outcome { text += " \(outcome.name)" }
      return text
    }
    let insurance = round.insurance > .zero ? ", insured \(round.insurance)" : ""
    return "Seat \(seat) (\(style)) bets \(baseBet(round)): "
      + hands.joined(separator: " | ") + "\(insurance), \(signed(round.net))"
  }

  /// The dealer's hand of the AI seats' round: "Seats' dealer: 10♠ 7♦  17".
  func seatDealerLine(_ dealer: DealerHand) -> String {
    "Seats' dealer: \(style.render(dealer.cards))  \(dealer.isBlackjack ? "blackjack" : total(dealer.value))"
  }

  /// The bet placed on the round (a doubled hand's bet is twice it).
  private func baseBet(_ round: Round) -> Money {
    round.hands[0].isDoubled ? Money(cents: round.hands[0].bet.cents / 2) : round.hands[0].bet
  }
}
