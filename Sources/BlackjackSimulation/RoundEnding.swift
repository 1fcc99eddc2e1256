import BlackjackEngine

/// How a round of one hand ended, as a number below ``count``: what ``SimulationStats`` counts of such a round
/// beyond its net (won, pushed or lost; a blackjack, a bust, a double or a surrender; the dealer's blackjack or
/// bust; a voided round), one bit or two each.
///
/// ``ChunkStats`` keeps one counter per ending instead of a dozen counters per round.
struct RoundEnding: Hashable {
  /// The ending's number, from 0 to ``count`` − 1.
  let index: Int

  /// How many endings there are: 7 flags and three results (won, pushed, lost) in two bits.
  static let count = 3 << 7

  private static let blackjack = 1
  private static let bust = 1 << 1
  private static let doubled = 1 << 2
  private static let surrendered = 1 << 3
  private static let dealerBlackjack = 1 << 4
  private static let dealerBust = 1 << 5
  private static let void = 1 << 6
  private static let pushed = 1 << 7
  private static let won = 2 << 7

  /// The ending of `round`, which must have one hand (its tally then counts 0 or 1 of each).
  @inline(__always)
  init(ofOneHand round: RoundSummary) {
    let net = round.net.cents
    index =
      (net > 0 ? Self.won : net == 0 ? Self.pushed : 0) | round.tally.singleHandBits | round.flagBits << 4
  }

  /// The ending numbered `index`.
  init(index: Int) {
    precondition(index >= 0 && index < Self.count, "no such ending")
    self.index = index
  }

  /// Adds `rounds` rounds of one hand that ended so to `stats`, whose net sums are added elsewhere.
  func add(rounds: Int, to stats: inout SimulationStats) {
    stats.rounds &+= rounds
    stats.hands &+= rounds
    if index & Self.won != 0 {
      stats.roundsWon &+= rounds
    } else if index & Self.pushed != 0 {
      stats.roundsPushed &+= rounds
    } else {
      stats.roundsLost &+= rounds
    }
    if index & Self.blackjack != 0 { stats.blackjacks &+= rounds }
    if index & Self.bust != 0 { stats.playerBusts &+= rounds }
    if index & Self.doubled != 0 { stats.doubles &+= rounds }
    if index & Self.surrendered != 0 { stats.surrenders &+= rounds }
    if index & Self.dealerBlackjack != 0 { stats.dealerBlackjacks &+= rounds }
    if index & Self.dealerBust != 0 { stats.dealerBusts &+= rounds }
    if index & Self.void != 0 { stats.voidRounds &+= rounds }
  }
}
