/// The finished hands of a round played by ``Table/playPreparedCharted(bet:strategy:decisions:pages:)`` after a
/// split, in playing order: each hand's value and whether it was doubled, up to ``Rules/handLimit`` hands, without
/// allocating.
@usableFromInline
struct SplitHands {
  @usableFromInline var values: (HandValue, HandValue, HandValue, HandValue)
  /// Bit *k* is set when hand *k* was doubled.
  @usableFromInline var doubledBits: UInt8 = 0
  /// How many hands are finished.
  @usableFromInline var count = 0

  /// No hands yet.
  @inlinable
  init() {
    values = (.empty, .empty, .empty, .empty)
  }

  /// Adds the next finished hand.
  @inlinable
  mutating func append(value: HandValue, doubled: Bool) {
    precondition(count < 4 && count < Rules.handLimit, "a round holds at most \(Rules.handLimit) hands")
    switch count {
    case 0: values.0 = value
    case 1: values.1 = value
    case 2: values.2 = value
    default: values.3 = value
    }
    if doubled { doubledBits |= 1 << UInt8(count) }
    count &+= 1
  }

  /// The value of hand `index` and whether it was doubled.
  @inlinable
  subscript(index: Int) -> (value: HandValue, doubled: Bool) {
    precondition(index >= 0 && index < count, "no such hand")
    let value: HandValue
    switch index {
    case 0: value = values.0
    case 1: value = values.1
    case 2: value = values.2
    default: value = values.3
    }
    return (value, doubledBits & (1 << UInt8(index)) != 0)
  }

  /// Whether any hand needs the dealer's final hand (none of them is a natural or surrendered: split hands are
  /// neither).
  @inlinable
  var anyLive: Bool {
    (0..<count).contains { PlayerHand.isLive(value: self[$0].value, surrendered: false, blackjack: false) }
  }
}
