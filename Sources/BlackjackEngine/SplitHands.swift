/// The finished hands of a round played by ``Table/playPreparedCharted(bet:strategy:decisions:pages:)`` after a
/// split, in playing order (their totals, stakes and marks), up to ``Rules/handLimit`` hands, without
/// allocating.
@usableFromInline
struct SplitHands {
  @usableFromInline var hands: (PlayerTotal, PlayerTotal, PlayerTotal, PlayerTotal)
  /// How many hands are finished.
  @usableFromInline var count = 0

  /// No hands yet.
  @inlinable
  init() {
    let none = PlayerTotal(split: .empty, cardCount: 0, stake: .zero)
    hands = (none, none, none, none)
  }

  /// Adds the next finished hand.
  @inlinable
  mutating func append(_ hand: PlayerTotal) {
    precondition(count < 4 && count < Rules.handLimit, "a round holds at most \(Rules.handLimit) hands")
    switch count {
    case 0: hands.0 = hand
    case 1: hands.1 = hand
    case 2: hands.2 = hand
    default: hands.3 = hand
    }
    count &+= 1
  }

  /// Hand `index`, in playing order.
  @inlinable
  subscript(index: Int) -> PlayerTotal {
    precondition(index >= 0 && index < count, "no such hand")
    switch index {
    case 0: return hands.0
    case 1: return hands.1
    case 2: return hands.2
    default: return hands.3
    }
  }

  /// Whether any hand needs the dealer's final hand (none of them is a natural or surrendered: split hands are
  /// neither).
  @inlinable
  var anyLive: Bool {
    (0..<count).contains { PlayerHand.isLive(value: self[$0].value, surrendered: false, blackjack: false) }
  }
}
