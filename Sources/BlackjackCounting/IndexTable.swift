public import BlackjackEngine
public import CardKit

/// Why an index table could not be read: one line naming the line of the file and what was expected.
public struct IndexTableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, such as "index file line 7: 'S' is not an action; use H, S, D, P or R".
  public let description: String
}

/// A set of index plays, such as the Illustrious 18, and the rules a counter plays them by.
///
/// ``action(for:count:chart:)`` is the counter's decision: surrender first (an index play for surrender decides it;
/// without one the chart does), then any other index play for the hand whose comparison holds, then the chart.
/// A play whose action is not legal now falls back like the chart's cells do: a double to a hit, a split or a
/// surrender to the chart.
public struct IndexTable: Hashable, Sendable {
  /// A name for messages: "Illustrious 18", or the file's name.
  public var name: String
  /// The plays, in the order given.
  public private(set) var plays: [IndexPlay]
  /// The plays by chart cell, up to two per hand and up card, each packed in 16 bits (see ``packed(_:)``; 0 for
  /// none): one read finds every play for a hand.
  @usableFromInline var cellPlays: [UInt32]
  /// The insurance play, if any.
  public private(set) var insurance: IndexPlay?

  /// A table of `plays` (at most two for the same hand and up card, at most one insurance play).
  ///
  /// - Throws: ``IndexTableError`` when a hand and up card have more than two plays, or insurance more than one.
  public init(name: String, plays: [IndexPlay]) throws(IndexTableError) {
    self.name = name
    self.plays = []
    cellPlays = Array(repeating: 0, count: Self.cellCount)
    for play in plays { try add(play) }
  }

  /// The number of chart cells: 18 hard rows (4–21), 10 soft rows (12–21), 10 pair rows, each of 10 up cards.
  static let cellCount = 38 * 10

  /// The cell of a hand and an up card, in the layout of ``BasicStrategy``.
  @inlinable @inline(__always)
  static func cell(_ hand: IndexPlay.Hand, _ upCard: Rank) -> Int {
    let row =
      switch hand {
      case .hard(let total): Swift.min(Swift.max(total, 4), 21) - 4
      case .soft(let total): 18 + Swift.min(Swift.max(total, 12), 21) - 12
      case .pair(let points): 28 + points - 1
      }
    return row * 10 + (upCard == .ace ? 9 : upCard.points - 2)
  }

  /// Adds a play.
  mutating func add(_ play: IndexPlay) throws(IndexTableError) {
    guard let hand = play.hand else {
      guard insurance == nil else {
        throw IndexTableError(description: "two insurance plays; give at most one")
      }
      insurance = play
      plays.append(play)
      return
    }
    let cell = Self.cell(hand, play.upCard)
    if cellPlays[cell] & 0xFFFF == 0 {
      cellPlays[cell] = Self.packed(play)
    } else if cellPlays[cell] >> 16 == 0 {
      cellPlays[cell] |= Self.packed(play) << 16
    } else {
      throw IndexTableError(description: "more than two index plays for \(play.spec.split(separator: " ")[0])")
    }
    plays.append(play)
  }

  /// A play packed in 16 bits: the index as a signed byte, then the action's raw value + 1 (3 bits), then the
  /// comparison (2 bits). Never 0.
  static func packed(_ play: IndexPlay) -> UInt32 {
    // Cannot fail: every case is in allCases.
    let comparison = UInt32(IndexPlay.Comparison.allCases.firstIndex(of: play.comparison)!)
    return UInt32(UInt8(bitPattern: Int8(play.index))) | (UInt32(play.action.rawValue) + 1) << 8 | comparison << 11
  }

  /// Whether a packed play's comparison holds at `count`, and its action.
  @inlinable @inline(__always)
  static func unpack(_ packed: UInt32, count: Int) -> (holds: Bool, action: Action) {
    let index = Int(Int8(bitPattern: UInt8(truncatingIfNeeded: packed)))
    let action = Action(rawValue: UInt8(truncatingIfNeeded: (packed >> 8) & 7) &- 1).unsafelyUnwrapped
    let holds: Bool
    switch (packed >> 11) & 3 {
    case 0: holds = count >= index
    case 1: holds = count > index
    case 2: holds = count <= index
    default: holds = count < index
    }
    return (holds, action)
  }

  /// The tables joined, in order.
  public func adding(_ other: IndexTable) throws(IndexTableError) -> IndexTable {
    var joined = self
    joined.name = "\(name) + \(other.name)"
    for play in other.plays { try joined.add(play) }
    return joined
  }

  /// The packed plays that may apply to a hand: its pair row's when splitting is legal (low half), then its
  /// total's (high half).
  @inlinable @inline(__always)
  func candidates(_ situation: HandSituation, _ upCard: Rank, _ legal: ActionSet) -> UInt64 {
    cellPlays.withUnsafeBufferPointer { cells in
      let column = upCard == .ace ? 9 : upCard.points &- 2
      var pair: UInt32 = 0
      if let points = situation.pairPoints, legal.contains(.split) { pair = cells[(27 &+ points) &* 10 &+ column] }
      let value = situation.value
      let row = value.isSoft ? 18 &+ value.total &- 12 : Swift.min(Swift.max(value.total, 4), 21) &- 4
      return UInt64(pair) | UInt64(cells[row &* 10 &+ column]) << 32
    }
  }

  /// The counter's action on a hand at `count` (the betting count: true count for a balanced system).
  @inlinable
  public func action(for decision: Decision, count: Int, chart: BasicStrategy) -> Action {
    let candidates = candidates(decision.hand, decision.upCard, decision.legal)
    return candidates == 0 ? chart.action(for: decision) : action(for: decision, candidates, count, chart)
  }

  /// The action for a hand with index plays (`candidates`, from ``candidates(_:_:_:)``): surrender first, then the
  /// other plays whose comparison holds, then the chart. Kept out of line: most hands have no index play, and the
  /// simulator's decision loop stays small.
  @usableFromInline @inline(never)
  func action(for decision: Decision, _ candidates: UInt64, _ count: Int, _ chart: BasicStrategy) -> Action {
    var decision = decision
    let legal = decision.legal
    if legal.contains(.surrender) {
      var decided: Bool?
      var rest = candidates
      while rest != 0 && decided == nil {
        let packed = UInt32(truncatingIfNeeded: rest & 0xFFFF)
        rest >>= 16
        guard packed != 0 else { continue }
        let play = Self.unpack(packed, count: count)
        if play.action == .surrender { decided = play.holds }
      }
      if decided ?? (chart.action(for: decision) == .surrender) { return .surrender }
      decision.legal.remove(.surrender)
    }
    var rest = candidates
    while rest != 0 {
      let packed = UInt32(truncatingIfNeeded: rest & 0xFFFF)
      rest >>= 16
      guard packed != 0 else { continue }
      let play = Self.unpack(packed, count: count)
      guard play.action != .surrender, play.holds else { continue }
      if legal.contains(play.action) { return play.action }
      if play.action == .double && legal.contains(.hit) { return .hit }
    }
    return chart.action(for: decision)
  }

  /// Whether to take insurance (or even money) at `count`: only by the insurance play.
  @inlinable
  public func takesInsurance(count: Int) -> Bool {
    insurance.map { $0.comparison.holds(count, $0.index) } ?? false
  }

  /// The table as an index file writes it, one play a line.
  public var spec: String { plays.map(\.spec).joined(separator: "\n") }
}
