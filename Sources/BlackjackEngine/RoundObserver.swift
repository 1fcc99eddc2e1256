/// What a driver of ``Table/playPreparedRound(bet:strategy:observer:)`` does around each round: adjust the
/// strategy once the cards are dealt, and take in the settled round (a counter counts its cards, a simulator adds
/// up its statistics).
public protocol RoundObserver<Player> {
  /// The strategy the rounds are played with.
  associatedtype Player: PlayerStrategy

  /// Called once the round is dealt, before the first decision, to adjust `strategy` (a counter's count).
  mutating func dealt(_ round: borrowing Round, strategy: inout Player)

  /// Called with the settled round.
  mutating func settled(_ round: borrowing Round)
}
