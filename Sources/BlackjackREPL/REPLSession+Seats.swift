import BlackjackCounting
import BlackjackEngine
import CardKit

extension REPLSession {
  /// Whether the table has several positions (`play --seats` above 1 or `--spots` above 1): every round is then one
  /// round of all of them against one dealer (``BlackjackEngine/Table/dealPrepared(positions:sideBets:)``).
  var hasSeveralPositions: Bool { seatStyles.count > 1 }

  /// Deals one round to every position at the table for the bet typed: the shoe is prepared (and a shuffle
  /// announced) once, before the whole table's deal; the AI seats bet off the count after it, then the engine deals
  /// in seat order, plays the AI seats before the player's spots, and waits for the player's decisions.
  ///
  /// `amount` is the bet on each of the player's spots: basic and typical players bet it flat; the counter bets 1
  /// to 8 of it off the Hi-Lo true count. The side bets ride on the player's first spot.
  mutating func placeTableBet(_ amount: Money, sideBets: [SideBetStake]) {
    guard !table.isRoundInProgress else {
      refuse(describe(.roundInProgress))
      return
    }
    let spots = seatStyles.filter { $0 == nil }.count
    let needed = sideBets.reduce(amount * spots) { $0 + $1.stake }
    guard needed <= bankroll else {
      refuse(describe(.insufficientFunds(needed: needed, available: bankroll)))
      return
    }
    let grade = gradeBet(amount, spots: spots)
    let start = table.snapshot
    let shuffled = table.prepareShoe()
    noteShuffle()
    let chart = basicStrategy()
    let counterUnits = counterBetUnits()
    let positions = seatStyles.map { style -> TablePosition in
      guard let style else { return .spot(bet: amount) }
      return .seat(bet: style == .counter ? amount * counterUnits : amount, playedBy: style.strategy(chart: chart))
    }
    let shufflesBefore = table.shoe.midRoundShuffleCount
    do {
      try table.dealPrepared(positions: positions, sideBets: sideBets)
    } catch {
      refuse(describe(error))
      return
    }
    noteMidRoundShuffle(since: shufflesBefore)
    if shuffled && rules.shuffling != .continuous { say("The cut card is out: the shoe is shuffled.") }
    bets.last = amount
    bets.sideBets.lastStakes = sideBets
    recordDeal(
      from: start, bet: amount, sideBets: sideBets,
      positions: zip(positions, seatStyles).map { LoggedPosition(bet: $0.bet, seat: $1?.rawValue) })
    numbering.dealt(spots: spots, deciding: currentSpot ?? 0)
    say(spots == 1 ? "Bet \(amount)." : "Bets \(amount) on each of your \(spots) spots.")
    noteBet(grade)
    say(positionLines(showingSeats: true))
    guard let first = table.spotPositions?.first, let dealt = table.positions?[first] else { return }
    say(sideBetDealLines(dealt))
    bets.sideBets.dealt = dealt
    continueRound(dealt)
  }

  /// Which of the player's spots (0 for the first) is being decided, at a table of several positions.
  var currentSpot: Int? {
    guard let position = table.currentPosition else { return nil }
    return table.spotPositions?.firstIndex(of: position)
  }

  /// The round of the player's spot `spot` (0 for the first) as it stands now.
  func spotRound(_ spot: Int) -> Round? {
    guard let position = table.spotPositions?[spot] else { return nil }
    return table.positions?[position]
  }

  /// The table of several positions: the dealer's line (the hole card face down), then in seat order the
  /// player's hands, numbered across the spots, and, when `showingSeats`, each AI seat in one line as it stands.
  func positionLines(showingSeats: Bool) -> [String] {
    guard let positions = table.positions, let current = table.round else { return [] }
    var lines = [screen.renderer.dealerLine(current, hidingHoleCard: true)]
    var spot = 0
    for (index, position) in positions.enumerated() {
      guard seatStyles[index] == nil else {
        if showingSeats, let style = seatStyles[index] {
          lines.append(screen.renderer.seatLine(position, seat: index + 1, style: style.rawValue, withResult: false))
        }
        continue
      }
      let numbers = numbering.numbers(ofSpot: spot)
      let isCurrent = index == table.currentPosition && table.isRoundInProgress && position.phase == .playerTurn
      let turn = isCurrent && (position.handCount > 1 || numbering.namesSpots) ? position.activeHandIndex : nil
      for hand in position.hands.indices {
        lines.append(
          screen.renderer.handLine(
            position.hand(at: hand),
            label: screen.renderer.label(
              number: TableRenderer.number(hand, in: numbers), of: numbering.namesSpots ? 2 : position.handCount),
            isTurn: hand == turn))
      }
      spot += 1
    }
    return lines
  }

  /// Shows the settled round of several positions: the dealer's play, each of the player's spots' results (and the
  /// side bets), each AI seat's line; counts every position's cards and the dealer's as seen, and records the spots.
  mutating func positionsSettled() {
    guard let positions = table.positions, let dealer = table.tableDealer else { return }
    let spots = table.spotPositions ?? []
    if spots.contains(where: { positions[$0].isVoid }) {
      say("The shoe ran out of cards: the round is void and every bet is returned.")
    } else {
      say(screen.renderer.dealerPlayLines(dealer: dealer, hands: positions.flatMap(\.hands), rules: rules))
    }
    for (spot, position) in spots.enumerated() {
      let numbers = numbering.numbers(ofSpot: spot)
      say(screen.renderer.settlementLines(positions[position], numbers: numbers, naming: spots.count > 1))
    }
    if let dealt = bets.sideBets.dealt { say(sideBetSettlementLines(dealt: dealt)) }
    bets.sideBets.dealt = nil
    for (index, style) in seatStyles.enumerated() {
      guard let style else { continue }
      say(screen.renderer.seatLine(positions[index], seat: index + 1, style: style.rawValue))
    }
    // Your whole round, after the seats' lines and before the bankroll.
    if spots.count > 1 || spots.contains(where: { positions[$0].handCount > 1 }) || !table.sideBets.isEmpty {
      let net = spots.reduce(table.sideBetNet) { $0 + positions[$1].net }
      say(roundNetLine(net))
    }
    // One round of the statistics however many spots the player played, as `simulate` counts rounds; the side bets
    // ride on the first spot and are part of the round's net.
    let rounds = spots.map { positions[$0] }
    stats.recordRound(
      outcomes: rounds.flatMap { $0.hands.compactMap(\.outcome) },
      net: rounds.reduce(table.sideBetNet) { $0 + $1.net },
      blackjacks: rounds.filter { $0.hands.first?.isBlackjack == true }.count,
      sideBets: (table.sideBets.count, table.sideBetNet))
    noteShuffle()
    seen.cards += positions.flatMap { $0.hands.flatMap(\.cards) } + dealer.cards
    recordSettlement(
      spots: rounds, dealer: dealer, net: rounds.reduce(table.sideBetNet) { $0 + $1.net },
      cardsDealt: dealer.cards.count + positions.reduce(0) { $0 + $1.hands.reduce(0) { $0 + $1.cards.count } })
    endOfRound()
  }

  /// The counter's bet in units of the bet typed: the Hi-Lo true count (rounded down, per deck unseen) on a 1-8
  /// spread (``BlackjackEngine/CountRamp/init(spread:maximum:)``: 1 below +2, then 2, 4, 8), 1 on an infinite deck.
  func counterBetUnits() -> Int {
    guard let remaining = table.shoe.remainingCards, let decks = rules.deckCount else { return 1 }
    let current = table.shoe.shuffleCount == seen.shuffles ? seen.cards : []
    var count = CardCount(system: .hiLo, decks: decks)
    count.count(current)
    let ramp = (try? CountRamp(spread: "1-8", maximum: 8)) ?? .flat(1)
    return ramp.value(at: count.bettingCount(unseen: remaining.count, estimate: .exact, rounding: .floor))
  }
}
