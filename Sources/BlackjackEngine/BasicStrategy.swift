public import CardKit

/// A total-dependent strategy chart: hard, soft and pair rows against the dealer's up card.
///
/// Rows: hard 4–21, soft 12–21 and pairs of 2s through aces (ten-valued pairs share the tens row). Columns: the
/// dealer's up card 2–9, ten, ace. Cells are ``StrategyCell`` values whose fallbacks (`Dh`, `Rh`, `Ph`, …) are
/// resolved against the legal actions at play time. A pair row is consulted only when splitting is legal; otherwise
/// the hand is played by its total.
///
/// ``published`` is the published 4–8 deck S17 DAS late-surrender chart; the exact analysis computes charts for any
/// rules into this same type.
public struct BasicStrategy: PlayerStrategy, Hashable {
  /// Row offsets into ``cells``: 18 hard rows, then 10 soft rows, then 10 pair rows, each of 10 up cards.
  @usableFromInline static let softBase = 18 * 10
  @usableFromInline static let pairBase = 28 * 10

  /// The cells, row by row.
  @usableFromInline var cells: [StrategyCell]

  /// A chart that plays like a cautious beginner: hit below 17 hard and 18 soft, never double, split or surrender.
  public init() {
    cells = []
    cells.reserveCapacity(38 * 10)
    for total in 4...21 { cells += repeatElement(total < 17 ? .hit : .stand, count: 10) }
    for total in 12...21 { cells += repeatElement(total < 18 ? .hit : .stand, count: 10) }
    for points in 1...10 {
      let cell: StrategyCell = points == 1 ? .hit : (points * 2 < 17 ? .hit : .stand)
      cells += repeatElement(cell, count: 10)
    }
  }

  /// An equal chart that shares no storage with this one.
  ///
  /// Give each worker thread its own copy: threads reading one shared chart keep updating the same reference count
  /// and slow each other down.
  public func unshared() -> BasicStrategy {
    var copy = self
    copy.cells = Array(cells)
    return copy
  }

  /// The column of an up card: 2–9 → 0–7, ten-valued → 8, ace → 9.
  @inlinable @inline(__always)
  static func column(_ upCard: Rank) -> Int { upCard == .ace ? 9 : upCard.points - 2 }

  /// The cell for a hard total (4–21) against an up card.
  @inlinable @inline(__always)
  public subscript(hard total: Int, upCard: Rank) -> StrategyCell {
    get { cells[(total - 4) * 10 + Self.column(upCard)] }
    set { cells[(total - 4) * 10 + Self.column(upCard)] = newValue }
  }

  /// The cell for a soft total (12–21) against an up card.
  @inlinable @inline(__always)
  public subscript(soft total: Int, upCard: Rank) -> StrategyCell {
    get { cells[Self.softBase + (total - 12) * 10 + Self.column(upCard)] }
    set { cells[Self.softBase + (total - 12) * 10 + Self.column(upCard)] = newValue }
  }

  /// The cell for a pair of cards worth `points` each (1 for aces, 10 for any two ten-valued cards).
  @inlinable @inline(__always)
  public subscript(pair points: Int, upCard: Rank) -> StrategyCell {
    get { cells[Self.pairBase + (points - 1) * 10 + Self.column(upCard)] }
    set { cells[Self.pairBase + (points - 1) * 10 + Self.column(upCard)] = newValue }
  }

  /// The chart cell that applies to a hand: its pair row when splitting is legal, otherwise its total's row.
  @inlinable @inline(__always)
  public func cell(for hand: HandSituation, upCard: Rank, legal: ActionSet) -> StrategyCell {
    if let points = hand.pairPoints, legal.contains(.split) { return self[pair: points, upCard] }
    let value = hand.value
    return value.isSoft ? self[soft: value.total, upCard] : self[hard: min(value.total, 21), upCard]
  }

  /// The action the chart gives, with its fallbacks resolved against the legal actions and the rules.
  @inlinable @inline(__always)
  public func action(for decision: Decision) -> Action {
    let legal = decision.legal
    let value = decision.hand.value
    let upCard = decision.upCard
    var cell = self.cell(for: decision.hand, upCard: upCard, legal: legal)
    while true {
      switch cell {
      case .hit: return legal.contains(.hit) ? .hit : .stand
      case .stand: return .stand
      case .doubleOrHit: if legal.contains(.double) { return .double } else { cell = .hit }
      case .doubleOrStand: if legal.contains(.double) { return .double } else { return .stand }
      case .split: if legal.contains(.split) { return .split } else { cell = totalCell(value, upCard) }
      case .splitIfDASOrHit:
        cell = legal.contains(.split) && decision.rules.doubleAfterSplit ? .split : totalCell(value, upCard)
      case .splitIfDASOrDouble:
        cell = legal.contains(.split) && decision.rules.doubleAfterSplit ? .split : .doubleOrHit
      case .surrenderOrHit: if legal.contains(.surrender) { return .surrender } else { cell = .hit }
      case .surrenderOrStand: if legal.contains(.surrender) { return .surrender } else { return .stand }
      case .surrenderOrSplit: if legal.contains(.surrender) { return .surrender } else { cell = .split }
      }
    }
  }

  /// The cell of the total row for a hand worth `value`, ignoring that it is a pair.
  @inlinable
  func totalCell(_ value: HandValue, _ upCard: Rank) -> StrategyCell {
    let cell = value.isSoft ? self[soft: value.total, upCard] : self[hard: min(value.total, 21), upCard]
    // A total row never asks to split; guard against a malformed chart looping forever.
    return cell.preferredAction == .split ? .hit : cell
  }
}
