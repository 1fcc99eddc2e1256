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

  /// The hand numbers of a saved round in progress, worked out by replaying its requests from the table it was
  /// dealt from: each split's position is the active hand when it was asked for.
  static func handNumbers(replaying log: RoundLog, from start: TableSnapshot) -> [Int] {
    var numbers = [1]
    for (position, request) in log.requests.enumerated() where request == .action(.split) {
      let before = RoundLog(bet: log.bet, requests: Array(log.requests.prefix(position)))
      guard let round = try? start.playing(before).table.round else { break }
      numbers = HandNumbering.numbers(numbers, splittingAt: round.activeHandIndex)
    }
    return numbers
  }
}
