import BlackjackCounting
import BlackjackEngine
import CardKit

extension Simulation {
  /// Plays chunk `index` with a card counter and returns its statistics (``SimulationStats/counting`` filled in).
  ///
  /// Before each round the shoe is shuffled if due (the counter sees it and starts the count again), the counter
  /// reads the count and bets; after the deal the count includes the cards in sight (every position's two cards and
  /// the up card) for the index plays; after the round every card of the round is counted, the hole card included.
  ///
  /// `afterRound` is told the counter's net over the chunk so far, in cents, after each round (watched rounds too).
  @inline(__always)
  func playCounting(
    chunk index: Int, chart: BasicStrategy, _ counter: Counter, decisions: DecisionTable,
    afterRound: (_ netCents: Int) -> Void
  ) -> SimulationStats {
    let reading = CountReading(
      isBalanced: counter.system.isBalanced, estimate: counter.estimate, rounding: counter.rounding)
    // The most common readings get copies of the loop in which the reading is a constant; the rest share one.
    let initial = counter.system.initialHalfPoints(decks: rules.deckCount ?? 0)
    return switch (reading.isBalanced, reading.estimate, reading.rounding) {
    case (true, .exact, .floor) where FlooredTrueCount.reads(counter.system, initialHalfPoints: initial):
      playCounting(
        chunk: index, chart: chart, counter, reading: FlooredTrueCount(), decisions: decisions, afterRound: afterRound)
    case (false, _, .floor):
      playCounting(
        chunk: index, chart: chart, counter, reading: FlooredRunningCount(), decisions: decisions,
        afterRound: afterRound)
    default:
      playCounting(
        chunk: index, chart: chart, counter, reading: HeldReading(reading: reading), decisions: decisions,
        afterRound: afterRound)
    }
  }

  /// The loop of ``playCounting(chunk:chart:_:decisions:afterRound:)`` for a counter whose count is read as
  /// `reading` (the counter's own).
  ///
  /// The round comes first in the loop's body, and the next round is prepared after it (``CountingLoop``): so the
  /// charted round is inlined here, as in the flat simulator's loop. A counter plays either every round charted or
  /// none (``CountingLoop/chartedAlone``), so the loop is written twice, once for each: the charted one asks nothing
  /// about the kind of round.
  func playCounting<Reading: LoopReading>(
    chunk index: Int, chart: BasicStrategy, _ counter: Counter, reading: Reading, decisions: DecisionTable,
    afterRound: (_ netCents: Int) -> Void
  ) -> SimulationStats {
    var loop = CountingLoop(
      simulation: self, chunk: index, chart: chart, counter: counter, reading: reading, decisions: decisions)
    var left = rounds(inChunk: index)  // counted down: one value kept across the loop rather than two
    guard left > 0 else { return loop.stats() }
    loop.startFirstRound()
    let rules = decisions.rules  // read once for the loop
    // Two loops, so that the charted one tests nothing about the kind of round.
    if loop.chartedAlone {
      while true {
        let summary = loop.table.playPreparedCharted(
          bet: loop.bet, strategy: &loop.strategy, decisions: decisions, rules: rules, pages: &loop.tally,
          keepsBankroll: false)
        loop.record(summary)
        loop.finishRound()
        afterRound(loop.netCents)
        left &-= 1
        if left == 0 { break }
        loop.startRound(alone: true)  // a counter whose rounds are all charted plays alone
      }
    } else {
      while true {
        loop.playOtherRound()
        loop.finishRound()
        afterRound(loop.netCents)
        left &-= 1
        if left == 0 { break }
        loop.startRound()
      }
    }
    return loop.stats()
  }
}

/// A counter's running state in the simulator's loop: the count, the statistics, and the round being played, the
/// count read as `Reading` says.
///
/// As a ``RoundObserver`` it sets the strategy's count after the deal (the player's two cards and the up card are in
/// sight) when there are index plays, and takes in each settled round: its statistics and every card it showed. As
/// a ``DecisionPageChooser`` it does the same for the charted driver, and chooses the page of decisions for the count.
struct CounterTally<Reading: LoopReading>: RoundObserver, DecisionPageChooser {
  var count: CardCount
  var stats = SimulationStats()
  var counting = CountingStats()
  /// How the count is read: the counter's own reading.
  let reading: Reading
  let playsIndices: Bool
  /// How many cards the shoe holds.
  let shoeSize: Int
  /// The round being played: the count it was bet at and the units on the spot.
  var betCount = 0
  var units = 1
  /// Where the round's cards not yet counted start among the shoe's discards: where the round starts, or three cards
  /// on once ``page(first:second:upCard:strategy:)`` has counted the player's two and the up card for the index plays.
  /// The cards unseen before the deal are the shoe's less the discards before the round.
  var start = 0
  /// The counts of the counter's pages of decisions (``CountingStrategy/decisionCounts``).
  var counts = 0...0

  init(counter: Counter, reading: Reading, decks: Int, shoeSize: Int) {
    count = CardCount(system: counter.system, decks: decks)
    precondition(
      !Reading.tagsByRank || count.tagsByRank, "\(counter.system.name)'s tags depend on suit: not looked up by rank")
    self.reading = reading
    playsIndices = counter.indices != nil
    self.shoeSize = shoeSize
  }

  @inline(__always)
  mutating func dealt(_ round: borrowing Round, strategy: inout CountingStrategy) {
    guard playsIndices else { return }
    // Three cards have come out of the shoe; the hole card, if any, is still unseen.
    let hand = round.hand(at: 0).cards
    strategy.count = reading.bettingCount(
      halfPoints: count.runningHalfPoints &+ reading.halfPoints(of: hand[0], hand[1], round.upCard, in: count),
      unseen: shoeSize &- start &- 3)
  }

  /// Sets the strategy's count after the deal from the player's two cards and the up card, as
  /// ``dealt(_:strategy:)`` does, and returns the page of the counter's decisions for it (see ``counts``).
  ///
  /// The three cards are counted then (``start`` moves past them), so that they need not be counted again after the
  /// round.
  @inline(__always)
  mutating func page(first: Card, second: Card, upCard: Card, strategy: inout CountingStrategy) -> Int {
    guard playsIndices else { return 0 }
    let points = reading.halfPoints(of: first, second, upCard, in: count)
    strategy.count = reading.bettingCount(halfPoints: count.runningHalfPoints &+ points, unseen: shoeSize &- start &- 3)
    count.count(halfPoints: points, cards: 3)
    start &+= 3
    return CountingStrategy.page(of: strategy.count, in: counts)
  }

  @inline(__always)
  mutating func settled(_ round: borrowing Round) {
    stats.record(round)
    settled(round.summary)
  }

  /// Takes in a settled round's summary by the count bet at (the caller records its statistics).
  @inline(__always)
  mutating func settled(_ round: RoundSummary) {
    let net = round.net.cents
    counting.add(count: betCount, bet: units * Simulation.unitCents, net: net, flat: net / units)
    counting.spots &+= 1
  }
}
