import BlackjackCounting
import BlackjackEngine
import CardKit

/// A counter's chunk in play: the table, the count, the statistics, and the round about to be played.
///
/// ``Simulation/playCounting(chunk:chart:_:reading:decisions:afterRound:)`` plays each round in three steps:
/// ``startRound()`` (the shoe shuffled if due, the count read, the bet made), the round itself, and ``finishRound()``
/// (every card of the round counted). The round itself comes first in the loop's body, and the rest is set up out of
/// line (``init(simulation:chunk:chart:counter:reading:decisions:)``, ``startFirstRound()``), so that the compiler
/// inlines the charted round into the loop as it does the flat simulator's: Swift honours `@inline(__always)` on a
/// large function only while its caller is still small.
struct CountingLoop<Reading: LoopReading>: ~Copyable {
  let chart: BasicStrategy
  let counter: Counter
  var table: Table<Xoshiro256StarStar>
  var tally: CounterTally<Reading>
  var strategy: CountingStrategy
  /// Whether the counter's rounds are lone rounds played from pages of decisions
  /// (``BlackjackEngine/Table/playPreparedCharted(bet:strategy:decisions:pages:)``).
  let chartedAlone: Bool
  let playsAlone: Bool
  /// The charted rounds' statistics; the others' (through the state machine, several positions) are in the tally.
  var chartedStats = ChunkStats()
  /// The charted rounds' sums by count, and the counter's units at each count (``CountingChunk/units``).
  var chartedCounting: CountingChunk
  var midRoundShuffles: Int
  /// How many cards the shoe holds: the cards unseen before a round are those still in it, neither dealt nor burned (the
  /// shoe's `remainingCount` without the array's count, whose call the optimiser left in this loop).
  let shoeSize: Int
  /// Whether the counter plays (wonging in and out); always, without a wong-in count.
  var playing: Bool
  /// The bet of the round about to be played (a lone round's); the count it is bet at, and where its cards start
  /// among the discards, are the tally's (``CounterTally/betCount``, ``CounterTally/start``).
  var bet = Money.zero

  /// Sets up chunk `index` of `simulation` for `counter`, playing `chart` away from its indices, the count read as
  /// `reading`; out of line (see the type's summary).
  ///
  /// - Precondition: `decisions` are the counter's (``Simulation/decisionTable()``).
  @inline(never)
  init(
    simulation: Simulation, chunk index: Int, chart: BasicStrategy, counter: Counter, reading: Reading,
    decisions: DecisionTable
  ) {
    guard let decks = simulation.rules.deckCount else {
      preconditionFailure("a counter needs a shoe: at an infinite deck no card is ever out of play")
    }
    self.chart = chart
    self.counter = counter
    table = Table(
      rules: simulation.rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: simulation.chunkSeed(index)),
      shufflingLazily: true)
    midRoundShuffles = table.shoe.midRoundShuffleCount
    shoeSize = table.shoe.currentShoe.count
    tally = CounterTally(counter: counter, reading: reading, decks: decks, shoeSize: shoeSize)
    playing = counter.wongIn == nil
    strategy = CountingStrategy(chart: chart, indices: counter.indices)
    playsAlone = counter.playsAlone
    // The counter's decisions at each count where they can differ, looked up after the deal (a few pages; an index
    // file with indices very far apart plays through the round state machine instead).
    let counts = strategy.decisionCounts
    let charted = counts.count <= Simulation.counterPageLimit
    precondition(decisions.pageCount == (charted ? counts.count : 1), "not this counter's decisions")
    chartedAlone = playsAlone && charted
    tally.counts = counts
    chartedCounting = CountingChunk(units: UnitsByCount(counter: counter))
  }

  /// The first round's ``startRound()``, out of line (see the type's summary).
  @inline(never)
  mutating func startFirstRound() { startRound() }

  /// Before a round: the shoe is shuffled if due (the counter sees it and starts the count again), the counter reads
  /// the count, wongs in or out, and bets.
  @inline(__always)
  mutating func startRound() { startRound(alone: playsAlone) }

  /// ``startRound()`` for a counter that plays alone (``playsAlone``) when `alone` is true, as it must be: the loop of
  /// charted rounds, which only such a counter plays, passes a constant, so that the question is not asked again.
  @inline(__always)
  mutating func startRound(alone: Bool) {
    assert(alone == playsAlone, "the counter plays alone or not")
    if table.prepareShoe() { tally.count.reset() }
    // Every card out of the shoe since the shuffle, dealt or burned, is in the discard tray.
    let start = table.shoe.currentShoe.discardCount
    let unseen = shoeSize &- start
    assert(unseen == table.shoe.currentShoe.remainingCount, "the cards unseen are the shoe's remaining cards")
    let betCount = tally.reading.bettingCount(halfPoints: tally.count.runningHalfPoints, unseen: unseen)
    // A counter that plays alone never wongs (``Counter/playsAlone``): the charted loop asks nothing of it.
    if !alone, let wongIn = counter.wongIn {
      if !playing && betCount >= wongIn {
        playing = true
      } else if playing && betCount < (counter.wongOut ?? wongIn) {
        playing = false
      }
    }
    tally.start = start
    tally.betCount = betCount
    // The strategy's count matters only to index plays, and is set after the deal for them
    // (``CounterTally/page(first:second:upCard:strategy:)``, ``CounterTally/dealt(_:strategy:)``).
    if alone {
      let units = chartedCounting.units[betCount]
      tally.units = units
      bet = Money(cents: units &* Simulation.unitCents)  // at most 100,000,000 cents
    }
  }

  /// Takes in a charted round's summary.
  @inline(__always)
  mutating func record(_ summary: RoundSummary) {
    // The net is summed once, by count, below, at the units bet at that count.
    chartedStats.recordAllButNet(summary)
    chartedCounting.add(count: tally.betCount, net: summary.net.cents)
  }

  /// Plays a round that is not a lone charted one: a lone round through the round state machine, or a round at a
  /// table of several positions.
  @inline(never)
  mutating func playOtherRound() {
    if playsAlone {
      table.playPreparedRound(bet: bet, strategy: &strategy, observer: &tally)
    } else {
      playTableRound()
    }
  }

  /// After a round: every card of the round is seen once it is over, the hole card included: the cards dealt since
  /// ``CounterTally/start``. If the shoe ran out during the round, only this round's cards are out of the new shoe,
  /// all of them seen. The first cards dealt (the player's two and the up card) are counted already if the index plays
  /// needed them after the deal (the start is then past them).
  @inline(__always)
  mutating func finishRound() {
    var first = tally.start
    if table.shoe.midRoundShuffleCount != midRoundShuffles {
      midRoundShuffles = table.shoe.midRoundShuffleCount
      tally.count.reset()
      first = 0
    }
    table.shoe.currentShoe.withDiscards { discards in
      // The discards hold every card of the round (the shoe is finite), so `first` is at most their count.
      precondition(first <= discards.count, "the round's cards are not among the discards")
      tally.count.count(
        UnsafeBufferPointer(start: discards.baseAddress?.advanced(by: first), count: discards.count &- first))
    }
  }

  /// The counter's net over the chunk so far, in cents. A chunk's net fits 64 bits (``Simulation/maximumChunkSize``).
  var netCents: Int { chartedCounting.netCents &+ Int(truncatingIfNeeded: tally.stats.netCents) }

  /// The chunk's statistics, ``SimulationStats/counting`` filled in.
  consuming func stats() -> SimulationStats {
    var stats = chartedStats.stats(
      netCents: Int128(chartedCounting.netCents), netSquaredCents: chartedCounting.netSquaredCents)
    stats.merge(tally.stats)
    chartedCounting.add(to: &tally.counting)
    stats.counting = tally.counting
    return stats
  }

  /// One round at a table of several positions: the other seats (flat minimum bets, the chart) and the counter's
  /// spots (none while wonging out; a lone watched round is then dealt to one other player).
  private mutating func playTableRound() {
    // The closure below reads these while the table deals: copies, not the loop's own properties.
    let (chart, counter, betCount, reading) = (chart, counter, tally.betCount, tally.reading.reading)
    let unseen = shoeSize &- tally.start
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
        player.count = view.bettingCount(unseen: unseen - 2 * positions - 1, reading: reading)
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
