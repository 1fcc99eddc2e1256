public import CardKit
import Synchronization

/// A chart strategy's decisions, worked out once for a table's rules by the rules' own ``Rules/legalActions(for:)``
/// and the strategy's own ``PlayerStrategy/action(for:)``, and kept as one byte per situation.
///
/// The first decision is looked up by the hand's two cards and the up card; later ones by the hand's hard total,
/// whether it holds an ace, and the up card; the first decision on a split hand by the pair, the hand's second card,
/// the up card and the number of hands. The first decision also says whether the player takes insurance before it.
/// A round the table does not decide — even money taken, an action the rules refuse, and splits
/// when ``splitsHands`` is false — is marked to be played through ``Round`` instead (see
/// ``Table/playPreparedCharted(bet:strategy:decisions:pages:)``).
public struct DecisionTable: Sendable, Equatable {
  /// The rules the decisions were worked out for: a ``Table`` of other rules refuses the decision table at the call
  /// (``Table/playPreparedCharted(bet:strategy:decisions:pages:)``'s precondition, checked in release builds too).
  public let rules: Rules
  /// Whether every round the table decides can be played from it: false under early surrender (the dealer's peek
  /// then waits for the first decision), or when the strategy chose an action the rules refuse after a hit.
  public let coversRules: Bool
  /// How many pages the table has, at least one: one per strategy it was worked out for (see ``init(pages:rules:)``).
  public let pageCount: Int
  /// The last page's number, ``pageCount`` − 1: what a charted round compares the page it is given with.
  @usableFromInline let lastPage: Int
  /// Whether the table decides split hands too: true unless a strategy's choice on a split hand is one the rules
  /// refuse, or differs on a split hand of three or more cards from an unsplit one (the table keeps one choice for
  /// both). A split is otherwise played through ``Round``.
  public let splitsHands: Bool
  /// Whether some first decision takes insurance (``insuredMark``): never in a table of a strategy whose type
  /// declines it (``ChartStrategy/declinesInsurance``), whose charted rounds do not look for the mark.
  @usableFromInline let marksInsurance: Bool
  /// ``Action`` raw values (a first decision's with ``insuredMark`` when the player insures), or ``replay``, page after
  /// page: the two-card decisions, the later ones, the split hands'.
  @usableFromInline let bytes: DecisionBytes
  /// ``DecisionBytes/base``, kept in the table itself and valid while ``bytes`` is: a loop holding the table holds the
  /// pointer too, and reads a decision without first reading the pointer from the object (3 instructions a round
  /// fewer in the simulator's flat loop). Safe to share: the memory is written once, in `DecisionBytes`' init.
  @usableFromInline nonisolated(unsafe) let base: UnsafePointer<UInt8>
  /// ``DecisionBytes/starts``, kept in the table itself as ``base`` is.
  @usableFromInline nonisolated(unsafe) let starts: UnsafePointer<UInt64>
  /// This table's number, given when it was worked out and kept by its copies (1, 2, …; never 0): a ``Table`` that
  /// has checked a table's rules knows it again by the number alone.
  @usableFromInline let serial: UInt64

  /// The last serial given.
  private static let serials = Atomic<UInt64>(0)

  /// Whether two tables hold the same decisions for the same rules (however each was worked out: the serial is not
  /// compared).
  public static func == (lhs: DecisionTable, rhs: DecisionTable) -> Bool {
    lhs.rules == rhs.rules && lhs.coversRules == rhs.coversRules && lhs.pageCount == rhs.pageCount
      && lhs.splitsHands == rhs.splitsHands && lhs.bytes.elements.elementsEqual(rhs.bytes.elements)
  }

  /// The byte of a situation the table does not decide.
  @usableFromInline static let replay: UInt8 = 0xFF
  /// The bit of a first decision that says the player takes insurance first: set beside the action's raw value
  /// (0 to 4) against an up card that offers insurance, for a hand other than a natural (even money is played
  /// through ``Round``).
  @usableFromInline static let insuredMark: UInt8 = 0x80
  /// Where the decisions on three or more cards start in a page: after the first decisions, one for each three ranks'
  /// ordinals (``firstIndex(_:_:_:)``: 13 × 16 × 16, the ordinals 13 to 15 unused), so that a round looks its first
  /// decision up by its cards' ranks without working out their points.
  @usableFromInline static let laterBase = 3328
  /// Where the first decisions on split hands start in a page: after the later decisions, hard totals 0 ..< 32 (a
  /// bust after a hit reaches 30), with and without an ace, × 16 up cards' ordinals (0 to 12 used).
  @usableFromInline static let splitBase = laterBase + 32 * 2 * 16
  /// The bytes of a page: then 10 pairs × 10 second cards × 10 up cards × 2 to ``Rules/handLimit`` hands.
  @usableFromInline static let pageSize = splitBase + 10 * 10 * 10 * (Rules.handLimit - 1)

  /// Works out `strategy`'s decisions under `rules`: a table of one page.
  ///
  /// The table keeps the rules with the decisions (``rules``): it must be used with them, and the simulator refuses
  /// it under other rules.
  public init<Player: ChartStrategy>(strategy: Player, rules: Rules) {
    self.init(pages: [strategy], rules: rules)
  }

  /// Works out the decisions of each of `strategies` under `rules`, one page each, in order: a counter's chart at
  /// each count, say, the page chosen once the cards are dealt.
  ///
  /// - Precondition: `strategies` is not empty.
  public init<Player: ChartStrategy>(pages strategies: [Player], rules: Rules) {
    precondition(!strategies.isEmpty, "a decision table needs at least one page")
    var bytes: [UInt8] = []
    bytes.reserveCapacity(strategies.count * Self.pageSize)
    var covers = !rules.surrenderPrecedesPeek
    var splits = true
    for strategy in strategies {
      let (page, coversPage) = Self.page(strategy, rules)
      bytes += page
      covers = covers && coversPage
      splits = splits && Self.splitPage(strategy, rules, into: &bytes[(bytes.count - Self.pageSize)...])
    }
    if !splits {
      // Every split is then played through the state machine, from the first decision.
      for index in bytes.indices
      where index % Self.pageSize < Self.laterBase && bytes[index] & ~Self.insuredMark == Action.split.rawValue {
        bytes[index] = Self.replay
      }
    }
    self.bytes = DecisionBytes(bytes)
    base = UnsafePointer(self.bytes.base)
    starts = UnsafePointer(self.bytes.starts)
    self.rules = rules
    serial = Self.serials.add(1, ordering: .relaxed).newValue
    pageCount = strategies.count
    lastPage = strategies.count - 1
    coversRules = covers
    splitsHands = splits
    marksInsurance = self.bytes.elements.enumerated().contains { index, byte in
      index % Self.pageSize < Self.laterBase && byte != Self.replay && byte & Self.insuredMark != 0
    }
  }

  /// One strategy's page, and whether every decision after a hit was a legal hit or stand.
  static func page<Player: ChartStrategy>(_ strategy: Player, _ rules: Rules) -> (bytes: [UInt8], covers: Bool) {
    var bytes = [UInt8](repeating: Self.replay, count: Self.pageSize)
    let upCards = (1...10).map { Rank(blackjackPoints: $0) }
    let ranks = (0...10).map { points in Rank.allCases.filter { $0.points == points } }  // the ranks of each points
    for first in 1...10 {
      for second in 1...10 {
        let value = HandValue.empty.adding(points: first).adding(points: second)
        let hand = HandSituation(value: value, cardCount: 2, pairPoints: first == second ? first : nil)
        let legal = rules.legalActions(for: hand)
        let insures = strategy.takesInsurance(hand: hand, rules: rules)
        precondition(!(Player.declinesInsurance && insures), "\(Player.self) says it declines insurance, yet takes it")
        for upCard in upCards {
          let insured = rules.offersInsurance(showing: upCard) && insures
          var byte = Self.replay
          // Even money settles the natural at once, which the charted rounds' totals cannot keep: replayed.
          if hand.isNatural {
            if !insured { byte = Action.stand.rawValue }  // no decision: the hand is done
          } else {
            let action = strategy.action(for: Decision(hand: hand, upCard: upCard, legal: legal, rules: rules))
            if legal.contains(action) { byte = action.rawValue | (insured ? Self.insuredMark : 0) }
          }
          // The same decision for every three ranks of these points.
          for firstRank in ranks[first] {
            for secondRank in ranks[second] {
              for upRank in ranks[upCard.points] { bytes[Self.firstIndex(firstRank, secondRank, upRank)] = byte }
            }
          }
        }
      }
    }
    var covers = true
    for hard in 3...20 {
      for hasAce in [false, true] {
        // Three cards without an ace make at least 6 (2, 2, 2); with one, at least 3 (A, A, A).
        let value = HandValue(hardTotal: hard, hasAce: hasAce)
        guard value.total < 21 && (hasAce || hard >= 6) else { continue }
        let hand = HandSituation(value: value, cardCount: 3, pairPoints: nil)
        let legal = rules.legalActions(for: hand)
        for upCard in upCards {
          let action = strategy.action(for: Decision(hand: hand, upCard: upCard, legal: legal, rules: rules))
          if legal.contains(action) && (action == .hit || action == .stand) {
            for upRank in ranks[upCard.points] { bytes[Self.laterIndex(value, upRank)] = action.rawValue }
          } else {
            covers = false
          }
        }
      }
    }
    return (bytes, covers)
  }

  /// Fills in a page's first decisions on split hands, and returns whether the page decides split hands (see
  /// ``splitsHands``): every choice legal, and the same on a split hand of three or more cards as on an unsplit one.
  static func splitPage<Player: ChartStrategy>(
    _ strategy: Player, _ rules: Rules, into page: inout ArraySlice<UInt8>
  ) -> Bool {
    let start = page.startIndex
    let upCards = (1...10).map { Rank(blackjackPoints: $0) }
    for pair in 1...10 {
      for second in 1...10 {
        let value = HandValue.empty.adding(points: pair).adding(points: second)
        for upCard in upCards {
          for hands in 2...rules.maxHands {
            let hand = HandSituation(
              value: value, cardCount: 2, pairPoints: pair == second ? pair : nil, isSplit: true,
              isSplitAces: pair == 1, handCount: hands)
            let legal = rules.legalActions(for: hand)
            // No decision, as the round has it (21, or split aces that may only stand): the hand stands.
            var action = Action.stand
            if PlayerHand.awaitsDecision(value: value, splitAces: hand.isSplitAces, legal: legal) {
              action = strategy.action(for: Decision(hand: hand, upCard: upCard, legal: legal, rules: rules))
              guard legal.contains(action) else { return false }
            }
            page[start &+ Self.splitIndex(pair, second, upCard.points, hands: hands)] = action.rawValue
          }
        }
      }
    }
    for hard in 3...20 {
      for hasAce in [false, true] {
        let value = HandValue(hardTotal: hard, hasAce: hasAce)
        guard value.total < 21 && (hasAce || hard >= 6) else { continue }
        for upCard in upCards {
          let later = page[start &+ Self.laterIndex(value, upCard)]
          for splitAces in rules.hitSplitAces ? [false, true] : [false] {
            for hands in 2...rules.maxHands {
              let hand = HandSituation(
                value: value, cardCount: 3, pairPoints: nil, isSplit: true, isSplitAces: splitAces, handCount: hands)
              let legal = rules.legalActions(for: hand)
              let action = strategy.action(for: Decision(hand: hand, upCard: upCard, legal: legal, rules: rules))
              guard legal.contains(action) && action.rawValue == later else { return false }
            }
          }
        }
      }
    }
    return true
  }

  @inlinable @inline(__always)
  static func splitIndex(_ pair: Int, _ second: Int, _ upPoints: Int, hands: Int) -> Int {
    splitBase &+ (((pair &- 1) &* 10 &+ (second &- 1)) &* 10 &+ (upPoints &- 1)) &* (Rules.handLimit &- 1)
      &+ (hands &- 2)
  }

  /// Where the first decision on `first` and `second` against `upCard` lies in a page: the three ranks' ordinals
  /// (`Rank.ordinal`, 0 to 12), 8, 4 and 0 bits up, below ``laterBase``.
  @inlinable @inline(__always)
  static func firstIndex(_ first: Rank, _ second: Rank, _ upCard: Rank) -> Int {
    // The starting hand's index (the first's ordinal, 4 bits up, and the second's), 4 bits up: a round works that out
    // once for both lookups.
    startIndex(first, second) &<< 4 | upCard.ordinal
  }

  /// Where the decision on a hand of three or more cards of `value` against `upCard` lies in a page: by the hard
  /// total, whether the hand holds an ace, and the up card's ordinal.
  @inlinable @inline(__always)
  static func laterIndex(_ value: HandValue, _ upCard: Rank) -> Int {
    laterBase &+ (value.hardTotal &* 2 &+ (value.hasAce ? 1 : 0)) &<< 4 &+ upCard.ordinal
  }

  /// The first decision on a two-card hand against `upCard` on the page starting at `page`: an ``Action`` raw
  /// value, with ``insuredMark`` when the player takes insurance first, or ``replay``.
  @inlinable @inline(__always)
  func first(_ first: Rank, _ second: Rank, upCard: Rank, page: Int) -> UInt8 {
    byte(at: page &+ Self.firstIndex(first, second, upCard))
  }

  /// How many words of ``DecisionBytes/starts`` each side's starting hands take: one for each pair of ranks'
  /// ordinals (``startIndex(_:_:)``).
  @inlinable static var startCount: Int { (Rank.king.ordinal &+ 1) &<< 4 }

  /// Where the starting hand of `first` and `second` lies in ``DecisionBytes/starts``: the first's ordinal times 16
  /// plus the second's.
  @inlinable @inline(__always)
  static func startIndex(_ first: Rank, _ second: Rank) -> Int { first.ordinal &<< 4 | second.ordinal }

  /// The player's unsplit hand of `first` and `second` (``PlayerTotal/bits(_:_:)``), looked up.
  @inlinable @inline(__always)
  func playerStart(_ first: Rank, _ second: Rank) -> UInt64 { starts[Self.startIndex(first, second)] }

  /// The value of the dealer's `up` and `hole` cards, looked up.
  @inlinable @inline(__always)
  func dealerStart(_ up: Rank, _ hole: Rank) -> HandValue {
    PlayerTotal.value(ofBits: starts[Self.startCount &+ Self.startIndex(up, hole)])
  }

  /// The action of a first decision's byte (``first(_:_:upCard:page:)``), not ``replay``.
  @inlinable @inline(__always)
  static func firstAction(_ entry: UInt8) -> Action { Action(tableByte: entry & ~insuredMark) }

  /// Whether a first decision's byte (``first(_:_:upCard:page:)``), not ``replay``, takes insurance.
  @inlinable @inline(__always)
  static func insures(_ entry: UInt8) -> Bool { entry & insuredMark != 0 }

  /// The page starting at `page` in ``bytes``: valid while this table is (a charted round reads it through this
  /// pointer, with no count of references kept). The caller keeps the table alive while it reads, with
  /// `extendLifetime(_:)` after its last read: the optimiser may otherwise end the table's life at this call.
  @inlinable @inline(__always)
  func page(at page: Int) -> UnsafePointer<UInt8> {
    assert(page >= 0 && page + Self.pageSize <= bytes.count, "a page outside the table")
    return base + page
  }

  /// The byte at `index`, which the caller's page and index arithmetic keep inside ``bytes`` (checked in debug
  /// builds only: these lookups are the simulator's hottest).
  @inlinable @inline(__always)
  func byte(at index: Int) -> UInt8 {
    assert(index >= 0 && index < bytes.count, "a decision outside the table")
    return base[index]
  }
}
