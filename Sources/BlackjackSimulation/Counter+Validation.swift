import BlackjackEngine

/// A counter's settings that do not make a table: what is wrong, with the values involved.
public enum CounterProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The table minimum is not 1 to 1,000,000 units, or above the maximum.
  case tableLimits(minimum: Int, maximum: Int)
  /// The ramp bets outside 1 to 1,000,000 units.
  case rampUnits(Int)
  /// The spots ramp plays outside 1 to ``Counter/maximumSpots`` spots.
  case spots(Int)
  /// A back-counter's exit count without an entry count.
  case wongOutWithoutWongIn
  /// The exit count is above the entry count: the counter would never stay in.
  case wongOutAboveWongIn(wongOut: Int, wongIn: Int)
  /// More other players than ``Counter/maximumOtherSeats``, or fewer than none.
  case otherSeats(Int)
  /// A seat beyond the table of `otherSeats` other players and the counter.
  case seat(Int, otherSeats: Int)

  /// The problem in one line, in the settings' own words.
  public var description: String {
    switch self {
    case .tableLimits(let minimum, let maximum):
      "the table limits \(minimum) to \(maximum) units are not 1 <= minimum <= maximum <= \(Counter.maximumUnits)"
    case .rampUnits(let units): "the ramp bets \(units) units; bets go from 1 to \(Counter.maximumUnits) units"
    case .spots(let spots): "the spots ramp plays \(spots) spots; 1 to \(Counter.maximumSpots) are allowed"
    case .wongOutWithoutWongIn: "a count to stop playing at (wong-out) needs a count to start at (wong-in)"
    case .wongOutAboveWongIn(let wongOut, let wongIn):
      "the wong-out count (\(wongOut)) is above the wong-in count (\(wongIn)): the player would never stay in"
    case .otherSeats(let seats): "\(seats) other seats; 0 to \(Counter.maximumOtherSeats) are allowed"
    case .seat(let seat, let otherSeats):
      "seat \(seat) is not at a table of \(otherSeats) other seats; seats go from 1 to \(otherSeats + 1)"
    }
  }
}

extension Counter {
  /// The largest bet, and table limit, in units.
  public static let maximumUnits = 1_000_000

  /// Checks that the settings make a table the simulator can play.
  ///
  /// - Throws: the first ``CounterProblem``.
  public func validate() throws(CounterProblem) {
    guard 1 <= tableMinimum, tableMinimum <= tableMaximum, tableMaximum <= Self.maximumUnits else {
      throw .tableLimits(minimum: tableMinimum, maximum: tableMaximum)
    }
    for units in [ramp.below] + ramp.steps.map(\.value) where !(1...Self.maximumUnits).contains(units) {
      throw .rampUnits(units)
    }
    for count in [spots.below] + spots.steps.map(\.value) where !(1...Self.maximumSpots).contains(count) {
      throw .spots(count)
    }
    if let wongOut {
      guard let wongIn else { throw .wongOutWithoutWongIn }
      guard wongOut <= wongIn else { throw .wongOutAboveWongIn(wongOut: wongOut, wongIn: wongIn) }
    }
    guard (0...Self.maximumOtherSeats).contains(otherSeats) else { throw .otherSeats(otherSeats) }
    guard (1...(otherSeats + 1)).contains(seat) else { throw .seat(seat, otherSeats: otherSeats) }
  }
}
