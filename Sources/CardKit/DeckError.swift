/// What went wrong when taking cards from a ``Deck`` or a ``Shoe``.
public enum DeckError: Error, Hashable, Sendable {
  /// A card was asked for but none are left.
  case empty
  /// More cards were asked for than are left; nothing was taken.
  ///
  /// - Parameters:
  ///   - requested: How many cards were asked for.
  ///   - available: How many cards were left (and still are).
  case insufficientCards(requested: Int, available: Int)
}

extension DeckError: CustomStringConvertible {
  /// A sentence saying what happened: "No cards left." or "Asked for 60 cards but only 52 are left.".
  public var description: String {
    switch self {
    case .empty:
      "No cards left."
    case .insufficientCards(let requested, let available):
      "Asked for \(requested) \(requested == 1 ? "card" : "cards") but only \(available) "
        + "\(available == 1 ? "is" : "are") left."
    }
  }
}
