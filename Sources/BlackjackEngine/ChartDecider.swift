public import CardKit

/// The decisions of a chart strategy looked up in one page of a ``DecisionTable``'s bytes: the simulator's charted rounds
/// (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``).
///
/// The first decision on the unsplit hand is looked up once the cards are dealt, before the round proceeds: a round
/// the table does not decide (even money taken, a split it does not decide) is then played through ``Round``
/// instead, and an insured round by ``InsuringChartDecider``, so this decider never takes insurance.
@usableFromInline
struct ChartDecider: RoundDecider {
  /// The page's bytes (``DecisionTable/page(at:)``): valid while the table is, which the round's driver keeps alive
  /// to the round's end (`extendLifetime`).
  @usableFromInline let page: UnsafePointer<UInt8>
  /// The first decision on the unsplit hand.
  @usableFromInline let first: Action
  /// Whether the round splits a pair now (``RoundDecider/splitsNow``): `false` in
  /// ``Table/playPreparedCharted(bet:strategy:decisions:pages:)``'s round, `true` in `Table.playingSplit`, which
  /// plays a round that splits from the split on.
  @usableFromInline let splitsNow: Bool

  @inlinable @inline(__always)
  init(page: UnsafePointer<UInt8>, first: Action, splitsNow: Bool) {
    self.page = page
    self.first = first
    self.splitsNow = splitsNow
  }

  /// The table holds only legal actions (``DecisionTable/init(pages:rules:)`` keeps the others out).
  @inlinable @inline(__always)
  static var decidesLegally: Bool { true }

  /// Never: an insured round is played by an ``InsuringChartDecider``, out of the loop's line.
  @inlinable @inline(__always)
  func takesInsurance<Hand: PlayerCards>(on hand: Hand, rules: Rules) -> Bool? { false }

  /// The first decision looked up when the cards were dealt, a split hand's first by its pair, second card and the
  /// number of hands, and any later one by the hand's value.
  @inlinable @inline(__always)
  func action<Hand: PlayerCards>(
    on hand: Hand, handCount: Int, upCard: Rank, rules: Rules, legal: ActionSet?
  ) -> Action? {
    if hand.cardCount == 2 {
      guard handCount > 1 && hand.isSplit else { return first }
      precondition(handCount >= 2 && handCount <= Rules.handLimit, "a split round holds 2 to \(Rules.handLimit) hands")
      let pair = hand.firstPoints
      return action(at: DecisionTable.splitIndex(pair, hand.value.hardTotal &- pair, upCard.points, hands: handCount))
    }
    return action(at: DecisionTable.laterIndex(hand.value, upCard))
  }

  /// The action at `index` in the page, which the index arithmetic keeps inside it.
  @inlinable @inline(__always)
  func action(at index: Int) -> Action {
    assert(index >= 0 && index < DecisionTable.pageSize, "a decision outside the page")
    return Action(tableByte: page[index])
  }

  @inlinable @inline(__always)
  func dealerPlays() -> Bool { true }
}
