public import BlackjackCounting
import BlackjackEngine

/// How a card counter plays a simulated table: the count, how it is read, the bets and spots by count, when to
/// play at all (wonging), the index plays, and the other players at the table.
///
/// Counting changes neither the cards nor the play by itself: with a flat ramp, one spot, no wonging and no
/// indices, a counter's rounds are exactly a flat bettor's.
///
/// Its `Encodable` conformance is synthesised (so declared here, beside the settings), from the keys that
/// `Counter+Codable.swift` decodes a counter by.
public struct Counter: Hashable, Sendable, Encodable {
  /// The counting system.
  public var system: CountingSystem
  /// How finely the decks unseen are read for the true count.
  public var estimate: DeckEstimate
  /// How the true count is rounded to the whole number bet and played by.
  public var rounding: TrueCountRounding
  /// Units bet by count (below the lowest key: the table minimum).
  public var ramp: CountRamp
  /// Spots played at once by count, 1 to ``maximumSpots``.
  public var spots: CountRamp
  /// The count at or above which a back-counter starts playing, or `nil` to play every round.
  public var wongIn: Int?
  /// The count below which a back-counter stops playing, once in (at most ``wongIn``).
  public var wongOut: Int?
  /// The table's smallest bet, in units.
  public var tableMinimum: Int
  /// The table's largest bet, in units.
  public var tableMaximum: Int
  /// The index plays, or `nil` for the chart at every count.
  public var indices: IndexTable?
  /// Other players at the table, each playing the basic-strategy chart with a flat minimum bet.
  public var otherSeats: Int
  /// The counter's seat, 1 (first to be dealt and to play) to `otherSeats + 1`.
  public var seat: Int

  /// The most spots a counter plays at once.
  public static let maximumSpots = 3
  /// The most other players at a table.
  public static let maximumOtherSeats = 6

  /// A counter of `system`; every other setting has its plain default (flat one-unit bet, one spot, every round,
  /// exact decks, floored true count, no indices, alone at the table).
  public init(system: CountingSystem) {
    self.system = system
    estimate = .exact
    rounding = .floor
    ramp = .flat(1)
    spots = .flat(1)
    wongIn = nil
    wongOut = nil
    tableMinimum = 1
    tableMaximum = Counter.maximumUnits
    indices = nil
    otherSeats = 0
    seat = 1
  }

  /// The units bet on each spot at `count`, within the table's limits.
  @inlinable
  public func units(at count: Int) -> Int { Swift.min(tableMaximum, Swift.max(tableMinimum, ramp.value(at: count))) }

  /// The spots played at `count`.
  @inlinable
  public func spotCount(at count: Int) -> Int { Swift.min(Self.maximumSpots, Swift.max(1, spots.value(at: count))) }

  /// Whether the counter plays only one spot, alone, every round: the single-position fast path.
  @inlinable
  public var playsAlone: Bool { otherSeats == 0 && spots.maximum == 1 && spots.below == 1 && wongIn == nil }
}
