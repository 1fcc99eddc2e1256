/// What the rules need to know about a player hand to say which actions are legal.
///
/// The round builds one for the active hand; the exact analysis builds them for hypothetical hands, so both ask
/// ``Rules/legalActions(for:)`` the same question.
public struct HandSituation: Hashable, Sendable {
  /// The hand's value.
  public var value: HandValue
  /// How many cards the hand holds.
  public var cardCount: Int
  /// The points of the first two cards when they are equal (a splittable pair), otherwise `nil`.
  ///
  /// Any two ten-valued cards make a pair of tens.
  public var pairPoints: Int?
  /// Whether the hand was made by splitting.
  public var isSplit: Bool
  /// Whether the hand was made by splitting aces.
  public var isSplitAces: Bool
  /// How many hands the player holds in this round (1 before any split).
  public var handCount: Int

  /// Creates a situation.
  @inlinable @inline(__always)
  public init(
    value: HandValue, cardCount: Int, pairPoints: Int?, isSplit: Bool = false, isSplitAces: Bool = false,
    handCount: Int = 1
  ) {
    self.value = value
    self.cardCount = cardCount
    self.pairPoints = pairPoints
    self.isSplit = isSplit
    self.isSplitAces = isSplitAces
    self.handCount = handCount
  }
}

extension HandSituation {
  /// Whether the hand is a natural blackjack: an ace and a ten-valued card as the first two cards of an unsplit
  /// hand. It is paid at once at the blackjack payout and takes no decisions.
  @inlinable @inline(__always)
  public var isNatural: Bool { value.isNatural(cardCount: cardCount, isSplit: isSplit) }
}
