public import CardKit

/// How the dealer plays its hand: the dealer AI.
///
/// Casinos fix the dealer's play by rule, so ``StandardDealer`` is what every table uses; the protocol lets
/// experiments plug in other dealers.
public protocol DealerStrategy: Sendable {
  /// Whether the dealer takes another card holding `value` under `rules`.
  func hits(_ value: HandValue, rules: Rules) -> Bool

  /// Whether the dealer hits only hands whose hard total (aces as 1) is below 17, under any rules: it then never
  /// hits a bust hand, nor a full one (a hand holds no more cards than its hard total's points, and 16 is below
  /// ``HandCards/capacity``), and its turn asks nothing but ``hits(_:rules:)``. `false` unless a strategy says so.
  static var hitsOnlyBelowHard17: Bool { get }
}

extension DealerStrategy {
  /// `false`: a strategy's turn also stops at a bust or a full hand, unless it promises otherwise.
  @inlinable
  public static var hitsOnlyBelowHard17: Bool { false }
}

/// The house dealer: draws to 17, and hits or stands on soft 17 as the rules say (``Rules/dealerHits(_:)``).
public struct StandardDealer: DealerStrategy {
  /// Creates the standard dealer.
  @inlinable
  public init() {}

  /// Whether the dealer hits: below 17, and soft 17 under H17.
  @inlinable
  public func hits(_ value: HandValue, rules: Rules) -> Bool { rules.dealerHits(value) }

  /// `true`: the house dealer hits a total below 17, whose hard total is below it too, or a soft 17, whose hard
  /// total is 7.
  @inlinable
  public static var hitsOnlyBelowHard17: Bool { true }
}

extension DealerStrategy {
  /// Whether the dealer, holding `cardCount` cards worth `value`, takes another: not busted, room for a card, and
  /// the strategy hits.
  ///
  /// A strategy that hits only below a hard 17 (``hitsOnlyBelowHard17``) is only asked whether it hits.
  @inlinable @inline(__always)
  public func drawsAgain(_ value: HandValue, cardCount: Int, rules: Rules) -> Bool {
    if Self.hitsOnlyBelowHard17 {
      let takes = hits(value, rules: rules)
      assert(!takes || value.hardTotal < 17, "\(Self.self) hits \(value), whose hard total is 17 or more")
      return takes
    }
    return !value.isBust && cardCount < HandCards.capacity && hits(value, rules: rules)
  }
}

extension DealerStrategy {
  /// The dealer's turn, once it comes (``Rules/dealerTakesTurn(showing:hasHoleCard:anyLive:insured:anyBlackjack:anySurrendered:)``):
  /// the one statement of it for every round, the prompt's, the table's and the simulator's.
  ///
  /// Without a hole card yet (ENHC) the dealer first takes its second card. Then, when some hand still needs the
  /// dealer's final total (`drawsToTotal`) and the dealer has no blackjack, it draws while
  /// ``drawsAgain(_:cardCount:rules:)`` says so.
  ///
  /// - Throws: CardKit's `DeckError` when `source` runs dry; `hand` keeps the cards taken until then.
  ///
  /// Transparent, not only `@inline(__always)`: the optimiser otherwise left the turn, or the draws it makes, a call
  /// of its own in some of the simulator's specialisations (15 to 66 instructions a round).
  @usableFromInline @_transparent
  func playTurn<Hand: DealerCards, Source: CardSource>(
    _ hand: inout Hand, drawsToTotal: Bool, rules: Rules, from source: inout Source
  ) throws(DeckError) {
    if hand.cardCount == 1 { hand.take(try source.draw()) }
    guard drawsToTotal && !hand.value.isNatural(cardCount: hand.cardCount) else { return }
    while drawsAgain(hand.value, cardCount: hand.cardCount, rules: rules) { hand.take(try source.draw()) }
  }
}
