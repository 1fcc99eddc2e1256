public import CardKit

/// How the dealer plays its hand: the dealer AI.
///
/// Casinos fix the dealer's play by rule, so ``StandardDealer`` is what every table uses; the protocol lets
/// experiments plug in other dealers.
public protocol DealerStrategy: Sendable {
  /// Whether the dealer takes another card holding `value` under `rules`.
  func hits(_ value: HandValue, rules: Rules) -> Bool
}

/// The house dealer: draws to 17, and hits or stands on soft 17 as the rules say (``Rules/dealerHits(_:)``).
public struct StandardDealer: DealerStrategy {
  /// Creates the standard dealer.
  @inlinable
  public init() {}

  /// Whether the dealer hits: below 17, and soft 17 under H17.
  @inlinable
  public func hits(_ value: HandValue, rules: Rules) -> Bool { rules.dealerHits(value) }
}

extension DealerStrategy {
  /// Whether the dealer, holding `cardCount` cards worth `value`, takes another: not busted, room for a card, and
  /// the strategy hits.
  @inlinable @inline(__always)
  public func drawsAgain(_ value: HandValue, cardCount: Int, rules: Rules) -> Bool {
    !value.isBust && cardCount < HandCards.capacity && hits(value, rules: rules)
  }
}

extension DealerStrategy {
  /// The dealer's turn, once it comes (``Rules/dealerTakesTurn(showing:hasHoleCard:anyLive:insured:anyBlackjack:anySurrendered:)``):
  /// the one statement of it for every round, the prompt's, the table's and the simulator's.
  ///
  /// Without a hole card yet (ENHC) the dealer first takes its second card. Then, when some hand still needs the
  /// dealer's final total (`drawsToTotal`) and the dealer has no blackjack, it draws while
  /// ``drawsAgain(_:cardCount:rules:)`` says so. A dealer known to hold none (`mayHoldNatural` false: the peek
  /// settled it) is not asked again.
  ///
  /// - Throws: CardKit's `DeckError` when `source` runs dry; `hand` keeps the cards taken until then.
  ///
  /// Transparent, not only `@inline(__always)`: the optimiser otherwise left the turn, or the draws it makes, a call
  /// of its own in some of the simulator's specialisations (15 to 66 instructions a round).
  @usableFromInline @_transparent
  func playTurn<Hand: DealerCards, Source: CardSource>(
    _ hand: inout Hand, drawsToTotal: Bool, mayHoldNatural: Bool = true, rules: Rules, from source: inout Source
  ) throws(DeckError) {
    if hand.cardCount == 1 { hand.take(try source.draw()) }
    guard drawsToTotal && !(mayHoldNatural && hand.value.isNatural(cardCount: hand.cardCount)) else { return }
    while drawsAgain(hand.value, cardCount: hand.cardCount, rules: rules) { hand.take(try source.draw()) }
  }
}
