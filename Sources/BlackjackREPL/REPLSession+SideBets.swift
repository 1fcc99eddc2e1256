import BlackjackEngine
import CardKit

// Side bets at the prompt: `bet 10 pp 5 21+3 2` places them with the main bet; they are judged on the deal and
// paid with the round (BlackjackEngine's Table.deal(bet:sideBets:)); the session's SideBetDesk parses them and
// remembers the last placed, and the session words them.

extension REPLSession {
  /// Parses the words after the amount of `bet N CODE AMOUNT …` into side bets offered at this table (see
  /// ``SideBetDesk/stakes(_:)``); refuses the line and returns `nil` when they cannot be placed.
  mutating func sideBetStakes(_ words: [String]) -> [SideBetStake]? {
    do throws(SideBetRefusal) {
      return try bets.sideBets.stakes(words)
    } catch {
      refuse(error.line)
      return nil
    }
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
