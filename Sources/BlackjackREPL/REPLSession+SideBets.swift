import BlackjackEngine
import CardKit

// Side bets at the prompt: `bet 10 pp 5 21+3 2` places them with the main bet; they are judged on the deal and
// paid with the round (BlackjackEngine's Table.deal(bet:sideBets:)); the session only parses and words them.

extension REPLSession {
  /// The side bets `bet N` may add, for messages: "21+3, pp" or a hint how to open a table offering them.
  var offeredSideBetCodes: String {
    offeredSideBets.isEmpty
      ? "this table offers none (start it with play --side-bets \"21+3 pp ll\")"
      : offeredSideBets.map(\.code).joined(separator: ", ")
  }

  /// Parses the words after the amount of `bet N CODE AMOUNT …` into side bets offered at this table.
  ///
  /// Refuses (and returns `nil`) with one line for an odd word count, a bet the table does not offer, a bet named
  /// twice, or an amount that is not positive money.
  mutating func sideBetStakes(_ words: [String]) -> [SideBetStake]? {
    guard words.count.isMultiple(of: 2) else {
      refuse(
        "side bets come in pairs after the bet: a name and an amount, e.g. 'bet 10 pp 5'; offered: \(offeredSideBetCodes)"
      )
      return nil
    }
    var stakes: [SideBetStake] = []
    for pair in stride(from: 0, to: words.count, by: 2) {
      let code = words[pair]
      guard let bet = SideBet(code: code), offeredSideBets.contains(bet) else {
        refuse("'\(code)' is not a side bet at this table; offered: \(offeredSideBetCodes)")
        return nil
      }
      guard !stakes.contains(where: { $0.bet == bet }) else {
        refuse("\(bet.code) is named twice; place each side bet once, e.g. 'bet 10 \(bet.code) 5'")
        return nil
      }
      guard let amount = Money(words[pair + 1]), amount > .zero else {
        refuse("'\(words[pair + 1])' is not an amount for \(bet.code); give more than 0, e.g. 'bet 10 \(bet.code) 5'")
        return nil
      }
      stakes.append(SideBetStake(bet, stake: amount))
    }
    return stakes
  }

  /// The line saying what a settled side bet paid: "Perfect Pairs 5.00: mixed pair pays 6 to 1, wins 30.00."
  func sideBetLine(_ result: SideBetResult) -> String {
    let head = "\(result.bet.kind.name) \(result.stake): "
    guard let hand = result.hand, let odds = result.bet.odds(for: hand) else { return head + "loses." }
    return head + "\(hand.name) pays \(odds) to 1, wins \(result.net)."
  }

  /// Whether a result would show the dealer's hole card while it is still face down: a Lucky Ladies pair of
  /// queens of hearts against an ace or ten up card (which says whether the dealer has blackjack).
  func revealsHoleCard(_ result: SideBetResult, in round: Round) -> Bool {
    guard !round.isHoleCardRevealed, round.phase != .settled else { return false }
    let queens: [SideBetHand] = [.queensOfHeartsWithDealerBlackjack, .queensOfHearts]
    return queens.contains(result.hand ?? .anyTwenty) && rules.dealerCanHaveBlackjack(showing: round.upCard.rank)
  }

  /// The side-bet lines to say on the deal; a result that would show the hole card waits for the settlement.
  func sideBetDealLines(_ round: Round) -> [String] {
    table.sideBets.map { result in
      revealsHoleCard(result, in: round)
        ? "\(result.bet.kind.name) \(result.stake): a pair of queens of hearts; paid when the dealer's hand is shown."
        : sideBetLine(result)
    }
  }

  /// The side-bet lines to say at the settlement: those that waited for the hole card.
  func sideBetSettlementLines(dealt round: Round) -> [String] {
    table.sideBets.filter { revealsHoleCard($0, in: round) }.map(sideBetLine)
  }
}
