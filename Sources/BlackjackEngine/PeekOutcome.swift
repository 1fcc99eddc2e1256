/// What the dealer's check for blackjack does to a round once the cards are dealt and insurance is answered
/// (``Rules/peek(showing:dealerBlackjack:playerBlackjack:)``).
public enum PeekOutcome: Hashable, Sendable {
  /// The player's turn comes: the dealer does not peek (no ace or ten up, or no hole card), or peeks no blackjack.
  case play
  /// The dealer peeks a blackjack, which settles the round before any decision.
  case settles
  /// Early surrender: the check waits for the player's first decision, which may be to surrender against it.
  case waitsForSurrender
}
