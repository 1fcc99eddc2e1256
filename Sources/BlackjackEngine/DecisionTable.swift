public import CardKit

/// A chart strategy's decisions on a hand that has not been split, worked out once for a table's rules by the
/// rules' own ``Rules/legalActions(for:)`` and the strategy's own ``PlayerStrategy/action(for:)``, and kept as one
/// byte per situation.
///
/// The first decision is looked up by the hand's two cards and the up card; later ones by the hand's hard total,
/// whether it holds an ace, and the up card. A round the table does not decide — a split, insurance or even money
/// taken, an action the rules refuse — is marked to be played through ``Round`` instead
/// (see ``Table/playCharted(bet:strategy:decisions:)``).
public struct DecisionTable: Sendable, Equatable {
  /// Whether every round the table decides can be played from it: false under early surrender (the dealer's peek
  /// then waits for the first decision), or when the strategy chose an action the rules refuse after a hit.
  public let coversRules: Bool
  /// ``Action`` raw values, or ``replay``: first the two-card decisions, then the later ones.
  @usableFromInline let bytes: [UInt8]

  /// The byte of a situation the table does not decide.
  @usableFromInline static let replay: UInt8 = 0xFF
  /// Where the decisions on three or more cards start: after 10 × 10 two-card hands × 10 up cards.
  @usableFromInline static let laterBase = 1000
  /// Hard totals 0 ..< 32 (a bust after a hit reaches 30), with and without an ace, × 10 up cards.
  static let laterCount = 32 * 2 * 10

  /// Works out `strategy`'s decisions under `rules`.
  ///
  /// The table keeps only the decisions (not the rules, so that it stays one word and a flag when passed to each
  /// round): it must be used with the rules it was worked out for.
  public init<Player: ChartStrategy>(strategy: Player, rules: Rules) {
    var bytes = [UInt8](repeating: Self.replay, count: Self.laterBase + Self.laterCount)
    let upCards = (1...10).map { Rank(rawValue: UInt8($0)).unsafelyUnwrapped }
    for first in 1...10 {
      for second in 1...10 {
        let value = HandValue.empty.adding(points: first).adding(points: second)
        let hand = HandSituation(value: value, cardCount: 2, pairPoints: first == second ? first : nil)
        let legal = rules.legalActions(for: hand)
        let insures = strategy.takesInsurance(hand: hand, rules: rules)
        for upCard in upCards {
          let index = Self.firstIndex(first, second, upCard.points)
          if upCard == .ace && insures { continue }
          if hand.isNatural {
            bytes[index] = Action.stand.rawValue  // no decision: the hand is done
            continue
          }
          let action = strategy.action(for: Decision(hand: hand, upCard: upCard, legal: legal, rules: rules))
          if action != .split && legal.contains(action) { bytes[index] = action.rawValue }
        }
      }
    }
    var covers = rules.surrender != .early
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
            bytes[Self.laterIndex(value, upCard.points)] = action.rawValue
          } else {
            covers = false
          }
        }
      }
    }
    self.bytes = bytes
    coversRules = covers
  }

  @inlinable @inline(__always)
  static func firstIndex(_ first: Int, _ second: Int, _ upPoints: Int) -> Int {
    ((first &- 1) &* 10 &+ (second &- 1)) &* 10 &+ (upPoints &- 1)
  }

  @inlinable @inline(__always)
  static func laterIndex(_ value: HandValue, _ upPoints: Int) -> Int {
    laterBase &+ (value.hardTotal &* 2 &+ (value.hasAce ? 1 : 0)) &* 10 &+ (upPoints &- 1)
  }

  /// The first decision on a two-card hand against `upCard`: an ``Action`` raw value, or ``replay``.
  @inlinable @inline(__always)
  func first(_ first: Rank, _ second: Rank, upCard: Rank) -> UInt8 {
    bytes[Self.firstIndex(first.points, second.points, upCard.points)]
  }

  /// The decision on a hand of three or more cards worth `value`, below 21: hit or stand.
  @inlinable @inline(__always)
  func later(_ value: HandValue, upCard: Rank) -> Action {
    Action(rawValue: bytes[Self.laterIndex(value, upCard.points)]).unsafelyUnwrapped
  }
}
