import BlackjackEngine

/// What the rules fix for the ``Solver`` before any card is seen: an infinite deck's draw probabilities, where the
/// dealer stands, and what standing or busting nets against each of the dealer's outcomes.
struct SolverTables: Sendable {
  /// Draw probabilities of an infinite deck, by points.
  let infiniteProbabilities: SIMD16<Double>
  /// Whether the dealer stands on a value, indexed by `hardTotal * 2 + (hasAce ? 1 : 0)`.
  let dealerStands: [Bool]
  /// The player's net for standing on each total 0…21 (index) against each dealer outcome.
  let standNet: [DealerOutcomeVector]
  /// For each total, which dealer outcomes the player wins, pushes and loses against (1 or 0).
  let standWin: [DealerOutcomeVector]
  /// For each total, which dealer outcomes push (1 or 0).
  let standPush: [DealerOutcomeVector]
  /// For each total, which dealer outcomes the player loses against (1 or 0).
  let standLoss: [DealerOutcomeVector]
  /// The player's net for a busted hand.
  let bustNet: Double

  /// The tables of `rules`.
  init(rules: Rules) {
    var probabilities = SIMD16<Double>(repeating: 0)
    for points in 1...9 { probabilities[points] = 1.0 / 13.0 }
    probabilities[10] = 4.0 / 13.0
    infiniteProbabilities = probabilities
    dealerStands = DealerHandTable.dealerStands(rules)
    let table = (0...21).map { total in
      DealerOutcomeVector { dealer in
        rules.netRatio(
          for: rules.outcome(
            player: HandValue(hardTotal: total, hasAce: false), playerBlackjack: false, surrendered: false,
            dealer: dealer.value, dealerBlackjack: dealer == .blackjack))
      }
    }
    standNet = table
    standWin = table.map { row in DealerOutcomeVector { row[$0] > 0 ? 1 : 0 } }
    standPush = table.map { row in DealerOutcomeVector { row[$0] == 0 ? 1 : 0 } }
    standLoss = table.map { row in DealerOutcomeVector { row[$0] < 0 ? 1 : 0 } }
    bustNet = rules.netRatio(
      for: rules.outcome(
        player: HandValue(hardTotal: 22, hasAce: false), playerBlackjack: false, surrendered: false,
        dealer: HandValue(hardTotal: 20, hasAce: false), dealerBlackjack: false))
  }
}
