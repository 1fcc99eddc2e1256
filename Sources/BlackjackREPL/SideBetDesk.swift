import BlackjackEngine

/// The side bets at the prompt, a collaborator of the session owning their state: the bets the table offers
/// (`play --side-bets`), those placed with the last bet (which Enter or `deal` repeat), and the round as dealt while
/// a result waits for the dealer's hole card. The table judges and pays them; the desk parses and remembers.
struct SideBetDesk {
  /// The side bets the table offers.
  var offered: [SideBet] = []
  /// The side bets placed with the last bet.
  var lastStakes: [SideBetStake] = []
  /// The round as dealt, while a side bet's line waits for the dealer's hole card.
  var dealt: Round?

  /// The side bets `bet N` may add, for messages: "21+3, pp" or a hint how to open a table offering them.
  var offeredCodes: String {
    offered.isEmpty
      ? "this table offers none (start it with play --side-bets \"21+3 pp ll\")"
      : offered.map(\.code).joined(separator: ", ")
  }

  /// The greeting's and `rules`' line naming the side bets offered with their paytables; `nil` when none are.
  var offeredLine: String? {
    guard !offered.isEmpty else { return nil }
    let bets = offered.map { "\($0.code) (\($0.name))" }
    let example = offered.map { "\($0.code) 5" }.joined(separator: " ")
    return "Side bets offered: \(bets.joined(separator: ", ")); e.g. 'bet 10 \(example)'."
  }

  /// Parses the words after the amount of `bet N CODE AMOUNT …` into side bets offered at this table.
  ///
  /// - Throws: the one line refusing an odd word count, a bet the table does not offer, a bet named twice, or an
  ///   amount that is not positive money.
  func stakes(_ words: [String]) throws(SideBetRefusal) -> [SideBetStake] {
    guard words.count.isMultiple(of: 2) else {
      throw SideBetRefusal(
        line: "side bets come in pairs after the bet: a name and an amount, e.g. 'bet 10 pp 5'; offered:"
          + " \(offeredCodes)")
    }
    var stakes: [SideBetStake] = []
    for pair in stride(from: 0, to: words.count, by: 2) {
      let code = words[pair]
      guard let bet = SideBet(code: code), offered.contains(bet) else {
        throw SideBetRefusal(line: "'\(code)' is not a side bet at this table; offered: \(offeredCodes)")
      }
      guard !stakes.contains(where: { $0.bet == bet }) else {
        throw SideBetRefusal(line: "\(bet.code) is named twice; place each side bet once, e.g. 'bet 10 \(bet.code) 5'")
      }
      guard let amount = Money(words[pair + 1]), amount > .zero else {
        throw SideBetRefusal(
          line: "'\(words[pair + 1])' is not an amount for \(bet.code); give more than 0, e.g. 'bet 10 \(bet.code) 5'")
      }
      stakes.append(SideBetStake(bet, stake: amount))
    }
    return stakes
  }
}

/// Why side bets typed with a bet are refused: one line.
struct SideBetRefusal: Error {
  /// The line.
  var line: String
}
