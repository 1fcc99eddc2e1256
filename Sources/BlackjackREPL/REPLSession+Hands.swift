import BlackjackEngine

extension REPLSession {
  /// The number the player knows the hand at `index` by: 1 for the hand dealt, then 2, 3 … in the order splits made
  /// them. The engine keeps a round's hands in playing order, a split hand's new hand right after it, and the table
  /// shows them in that order, so hands are played in the order they are shown: after hand 1 of two is split again,
  /// Hand 1, Hand 3, Hand 2. Positions shift when a hand is split again; numbers do not.
  func handNumber(_ index: Int) -> Int { numbering.number(index) }

  /// The numbers of the hands of the spot being decided, by position (``HandNumbering/current``).
  var handNumbers: [Int] {
    get { numbering.current }
    set { numbering.current = newValue }
  }

  /// The hand numbers of a saved round in progress, spot by spot (one list at a lone spot), worked out by replaying
  /// its requests from the table it was dealt from, the AI seats played by `seats`: each split's position is the
  /// active hand of the spot being decided when it was asked for.
  static func spotNumbers(
    replaying log: RoundLog, from start: TableSnapshot, seats: (String) -> (any PlayerStrategy)? = { _ in nil }
  ) -> [[Int]] {
    let spots = log.positions.map { $0.filter { $0.seat == nil }.count } ?? 1
    var numbers = (1...max(spots, 1)).map { [$0] }
    for (position, request) in log.requests.enumerated() where request == .action(.split) {
      var before = log
      before.requests = Array(log.requests.prefix(position))
      guard let table = try? start.playing(before, seats: seats).table, let round = table.round else { break }
      let spot = table.currentPosition.flatMap { table.spotPositions?.firstIndex(of: $0) } ?? 0
      numbers[spot] = HandNumbering.numbers(
        numbers[spot], splittingAt: round.activeHandIndex, highest: spots > 1 ? numbers.joined().max() : nil)
    }
    return numbers
  }
}
