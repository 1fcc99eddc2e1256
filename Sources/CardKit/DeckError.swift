/// Why cards could not be drawn.
public enum DeckError: Error, Hashable, Sendable {
  /// There are no cards left to draw.
  case empty
  /// More cards were requested than remain; nothing was drawn.
  case insufficientCards(requested: Int, available: Int)
}
