extension PlayOptions {
  /// Where everyone sits (`--seats`, `--seat`, `--spots`, `--players`): the AI seats and the player's spots.
  public struct Seating: Sendable, Equatable {
    /// Whether `--seats`, `--seat`, `--spots` or `--players` was given: a profile otherwise sits at the positions it
    /// was last played at.
    public var chosen = false
    /// The number of seats at the table (`--seats N`, 1 to 7, default 1: the player alone).
    public var seats = 1
    /// The player's seat (`--seat K`, 1 to `seats`, default 1: first to act, so the AI seats play after).
    public var seat = 1
    /// The styles of the AI seats (`--players`), given to the other seats in seat order and repeated round-robin.
    public var players: [AIPlayerStyle] = AIPlayerStyle.allCases
    /// The number of spots the player plays (`--spots N`, 1 to 3, default 1): adjacent positions from ``seat`` on,
    /// each for the bet typed; with the other `seats - 1` seats they fill at most 7 positions.
    public var spots = 1

    /// The most positions at a table: the AI seats and the player's spots.
    public static let maximumPositions = 7
    /// The most spots one player plays.
    public static let maximumSpots = 3

    /// Creates the default: the player alone, at one spot.
    public init() {}

    /// The style of every position in seat order, `nil` at the player's own spots (``spots`` of them from ``seat``).
    public var styles: [AIPlayerStyle?] {
      var styles: [AIPlayerStyle?] = []
      var next = 0
      let spots = max(self.spots, 1)
      for number in 1...(max(seats, 1) - 1 + spots) {
        if (seat..<(seat + spots)).contains(number) {
          styles.append(nil)
        } else {
          styles.append(players[next % players.count])
          next += 1
        }
      }
      return styles
    }

    /// Checks `--seats`, `--seat` and `--spots`.
    ///
    /// - Throws: ``PlayOptionsError/badSeats(_:)`` with one line naming the allowed range.
    public func validate() throws(PlayOptionsError) {
      guard (1...7).contains(seats) else {
        throw .badSeats("--seats must be 1 to 7 (the seats at the table); got \(seats)")
      }
      guard (1...seats).contains(seat) else {
        throw .badSeats("--seat must be 1 to \(seats) (a seat at the table of --seats \(seats)); got \(seat)")
      }
      guard !players.isEmpty else { throw .badSeats("--players needs at least one style") }
      let mostSpots = min(Self.maximumSpots, Self.maximumPositions + 1 - seats)
      guard (1...mostSpots).contains(spots) else {
        let why =
          mostSpots == Self.maximumSpots
          ? "" : " (beside \(seats - 1) AI seats, to fit the \(Self.maximumPositions) positions at the table)"
        let range = mostSpots == 1 ? "1" : "1 to \(mostSpots)"
        throw .badSeats("--spots must be \(range)\(why); got \(spots)")
      }
    }
  }
}
