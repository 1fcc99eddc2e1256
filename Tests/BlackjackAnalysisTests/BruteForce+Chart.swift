import BlackjackEngine
import CardKit

extension BruteForce {
  /// The unconditional expected value of playing the chart (``chart``, which must be set) on the initial hand
  /// `cards`, dealing every card in order. Surrender is left out (the comparisons use rules without it).
  mutating func chartValue(_ cards: [Int]) -> Double {
    let chart = self.chart!
    var unseen = shoe
    for c in cards { unseen[c] -= 1 }
    let total = Double(unseen.reduce(0, +))
    let blackjackCard = up == 1 ? 10 : (up == 10 ? 1 : 0)
    let pBlackjack = blackjackCard == 0 ? 0 : Double(unseen[blackjackCard]) / total
    let value = Self.value(cards)
    let dealerBlackjack = HandValue(hardTotal: 11, hasAce: true)
    func net(_ natural: Bool, dealerHasBlackjack: Bool) -> Double {
      rules.netRatio(
        for: rules.outcome(
          player: value, playerBlackjack: natural, surrendered: false,
          dealer: dealerHasBlackjack ? dealerBlackjack : HandValue(hardTotal: 17, hasAce: false),
          dealerBlackjack: dealerHasBlackjack))
    }
    if value.total == 21 {
      return pBlackjack * net(true, dealerHasBlackjack: true) + (1 - pBlackjack) * net(true, dealerHasBlackjack: false)
    }
    // After a peek the hole card cannot make a blackjack: the play below is over the no-blackjack event, and a
    // dealer blackjack takes the initial bet. Without a peek the hole weights keep it, and settling counts it.
    let peeked = rules.dealerPeeks(showing: upRank)
    let weights = holeWeights(unseen)
    let pair = cards[0] == cards[1] ? cards[0] : nil
    let situation = HandSituation(value: value, cardCount: 2, pairPoints: pair)
    let legal = rules.legalActions(for: situation)
    let action = chart.action(for: Decision(hand: situation, upCard: upRank, legal: legal, rules: rules))
    precondition(action != .surrender, "the chart comparisons use rules without surrender")
    let played: Double
    if action == .split {
      played = play([([cards[0]], 1), ([cards[1]], 1)], index: 0, unseen: unseen, weights: weights)
    } else {
      played = playChart(cards, action: action, unseen: unseen, weights: weights)
    }
    return played + (peeked ? pBlackjack * net(false, dealerHasBlackjack: true) : 0)
  }

  /// Plays an unsplit hand by the chart, starting with `action`: unnormalised over the hole-card weights.
  mutating func playChart(_ cards: [Int], action: Action, unseen: [Int], weights: [Double]) -> Double {
    if action == .stand { return settle([(cards, 1)], unseen: unseen, weights: weights) }
    var sum = 0.0
    for c in 1...10 where unseen[c] > 0 {
      let w = drawing(c, unseen: unseen, weights: weights)
      let mass = w.reduce(0, +)
      if mass == 0 { continue }
      var rest = unseen
      rest[c] -= 1
      let next = cards + [c]
      let value = Self.value(next)
      let wager = action == .double ? Double(rules.doubledStake) : 1
      if value.isBust {
        sum -= wager * mass
      } else if action == .double {
        sum += settle([(next, wager)], unseen: rest, weights: w)
      } else {
        let situation = HandSituation(value: value, cardCount: next.count, pairPoints: nil)
        let legal = rules.legalActions(for: situation)
        let nextAction = chart!.action(for: Decision(hand: situation, upCard: upRank, legal: legal, rules: rules))
        sum += playChart(next, action: nextAction, unseen: rest, weights: w)
      }
    }
    return sum
  }
}
