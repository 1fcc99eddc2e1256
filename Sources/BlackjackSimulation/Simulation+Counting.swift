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
    return switch (reading.isBalanced, reading.estimate, reading.rounding) {
    case (true, .exact, .floor):
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
  func playCounting<Reading: LoopReading>(
    chunk index: Int, chart: BasicStrategy, _ counter: Counter, reading: Reading, decisions: DecisionTable,
    afterRound: (_ netCents: Int) -> Void
  ) -> SimulationStats {
    guard let decks = rules.deckCount else {
      preconditionFailure("a counter needs a shoe: at an infinite deck no card is ever out of play")
    }
    var table = Table(
      rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: chunkSeed(index)), shufflingLazily: true)
    var tally = CounterTally(counter: counter, reading: reading, decks: decks)
    var midRoundShuffles = table.shoe.midRoundShuffleCount
    var playing = counter.wongIn == nil
    var strategy = CountingStrategy(chart: chart, indices: counter.indices)
    let playsAlone = counter.playsAlone
    // The counter's decisions at each count where they can differ, looked up after the deal (a few pages; an index
    // file with indices very far apart plays through the round state machine instead).
    let counts = strategy.decisionCounts
    let charted = counts.count <= Simulation.counterPageLimit
    precondition(decisions.pageCount == (charted ? counts.count : 1), "not this counter's decisions")
    tally.counts = counts
    let rounds = rounds(inChunk: index)
    // The charted rounds' statistics; the others' (through the state machine, several positions) are in the tally.
    var chartedStats = ChunkStats()
    var chartedCounting = CountingChunk()
    let unitsByCount = UnitsByCount(counter: counter)
    for _ in 0..<rounds {
      if table.prepareShoe() { tally.count.reset() }
      let unseen = table.shoe.currentShoe.remainingCount
      let betCount = tally.count.bettingCount(unseen: unseen, reading: reading.reading)
      if let wongIn = counter.wongIn {
        if !playing && betCount >= wongIn {
          playing = true
        } else if playing && betCount < (counter.wongOut ?? wongIn) {
          playing = false
        }
      }
      let start = table.shoe.discardCount
      if playsAlone {
        tally.betCount = betCount
        let units = unitsByCount[betCount]
        tally.units = units
        tally.unseen = unseen
        strategy.count = betCount
        let bet = Money(cents: units &* Simulation.unitCents)  // at most 100,000,000 cents
        if charted {
          let summary = table.playPreparedCharted(bet: bet, strategy: &strategy, decisions: decisions, pages: &tally)
          chartedStats.record(summary)
          let net = summary.net.cents
          chartedCounting.add(count: betCount, bet: bet.cents, net: net, flat: net / units)
        } else {
          table.playPreparedRound(bet: bet, strategy: &strategy, observer: &tally)
        }
      } else {
        playTableRound(
          on: &table, chart: chart, counter: counter, playing: playing, betCount: betCount, unseen: unseen,
          tally: &tally)
      }
      // Every card of the round is seen once it is over, the hole card included: the cards dealt since `start`. If
      // the shoe ran out during the round, only this round's cards are out of the new shoe, all of them seen.
      // The first cards dealt (the player's two and the up card) are counted already if the index plays needed them
      // after the deal.
      var first = start &+ tally.countedCards
      tally.countedCards = 0
      if table.shoe.midRoundShuffleCount != midRoundShuffles {
        midRoundShuffles = table.shoe.midRoundShuffleCount
        tally.count.reset()
        first = 0
      }
      table.shoe.withDiscards { discards in
        // The discards hold every card of the round (the shoe is finite), so `first` is at most their count.
        precondition(first <= discards.count, "the round's cards are not among the discards")
        tally.count.count(
          UnsafeBufferPointer(start: discards.baseAddress?.advanced(by: first), count: discards.count &- first))
      }
      // A chunk's net fits 64 bits (``Simulation/maximumChunkSize``).
      afterRound(chartedStats.netCents &+ Int(truncatingIfNeeded: tally.stats.netCents))
    }
    var stats = chartedStats.stats
    stats.merge(tally.stats)
    chartedCounting.add(to: &tally.counting)
    stats.counting = tally.counting
    return stats
  }

  /// One round at a table of several positions: the other seats (flat minimum bets, the chart) and the counter's
  /// spots (none while wonging out; a lone watched round is then dealt to one other player).
  private func playTableRound(
    on table: inout Table<Xoshiro256StarStar>, chart: BasicStrategy, counter: Counter, playing: Bool, betCount: Int,
    unseen: Int, tally: inout CounterTally<some LoopReading>
  ) {
    let unit = Simulation.unitCents
    let spots = playing ? counter.spotCount(at: betCount) : 0
    let others = max(counter.otherSeats, spots == 0 ? 1 : 0)
    let before = min(counter.seat - 1, others)
    let units = counter.units(at: betCount)
    let minimum = Money(cents: counter.tableMinimum * unit)
    var bets = Array(repeating: minimum, count: others + spots)
    let mine = before..<(before + spots)
    for position in mine { bets[position] = Money(cents: units * unit) }
    let positions = bets.count
    let chartPlayer = CountingStrategy(chart: chart, indices: nil)
    let count = tally.count
    let round = table.playPreparedTableRound(bets: bets) { round, shoe in
      var player = CountingStrategy(chart: chart, indices: counter.indices, count: betCount)
      if counter.indices != nil {
        var view = count
        for position in round.positions { view.count(position.hand(at: 0).cards) }
        view.count(round.positions[0].upCard)
        player.count = view.bettingCount(unseen: unseen - 2 * positions - 1, reading: tally.reading.reading)
      }
      for position in 0..<positions {
        if mine.contains(position) {
          try? round.playDecisions(ofPosition: position, with: player, from: &shoe)
        } else {
          try? round.playDecisions(ofPosition: position, with: chartPlayer, from: &shoe)
        }
      }
    }
    if spots > 0 {
      var net = 0
      var flat = 0
      for position in mine {
        let spot = round.positions[position]
        tally.stats.record(spot)
        net += spot.net.cents
        flat += spot.net.cents / units
      }
      tally.counting.add(count: betCount, bet: units * unit * spots, net: net, flat: flat)
      tally.counting.spots &+= spots
    } else {
      tally.counting.watched &+= 1
    }
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
  /// The round being played: the count it was bet at, the units on the spot, the cards unseen before the deal.
  var betCount = 0
  var units = 1
  var unseen = 0
  /// The counts of the counter's pages of decisions (``CountingStrategy/decisionCounts``).
  var counts = 0...0
  /// How many of the round's first cards are counted already: the player's two and the up card once
  /// ``page(first:second:upCard:strategy:)`` has counted them for the index plays, none until then.
  var countedCards = 0

  init(counter: Counter, reading: Reading, decks: Int) {
    count = CardCount(system: counter.system, decks: decks)
    self.reading = reading
    playsIndices = counter.indices != nil
  }

  @inline(__always)
  mutating func dealt(_ round: borrowing Round, strategy: inout CountingStrategy) {
    guard playsIndices else { return }
    // Three cards have come out of the shoe; the hole card, if any, is still unseen.
    let hand = round.hand(at: 0).cards
    strategy.count = count.bettingCount(
      addingHalfPoints: count.halfPoints(of: hand[0], hand[1], round.upCard), unseen: unseen - 3,
      reading: reading.reading)
  }

  /// Sets the strategy's count after the deal from the player's two cards and the up card, as
  /// ``dealt(_:strategy:)`` does, and returns the page of the counter's decisions for it (see ``counts``).
  ///
  /// The three cards are counted then (``countedCards``), so that they need not be counted again after the round.
  @inline(__always)
  mutating func page(first: Card, second: Card, upCard: Card, strategy: inout CountingStrategy) -> Int {
    guard playsIndices else { return 0 }
    let points = count.halfPoints(of: first, second, upCard)
    strategy.count = count.bettingCount(addingHalfPoints: points, unseen: unseen &- 3, reading: reading.reading)
    count.count(halfPoints: points, cards: 3)
    countedCards = 3
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
