/// What went wrong when taking cards from a ``Deck``, a ``JokerDeck``, a ``Shoe`` or a ``DiscardPile``, or when
/// cutting a deck.
public enum DeckError: Error, Hashable, Sendable {
  /// A card was asked for but none are left.
  case empty
  /// More cards were asked for than are left; nothing was taken.
  ///
  /// - Parameters:
  ///   - requested: How many cards were asked for.
  ///   - available: How many cards were left (and still are).
  case insufficientCards(requested: Int, available: Int)
  /// A cut was asked for at a position the deck does not have; the deck was not cut.
  ///
  /// - Parameters:
  ///   - position: The number of cards asked to come off the top.
  ///   - available: How many cards were left: a cut goes from 0 to this many.
  case invalidCut(position: Int, available: Int)
}

extension DeckError: CustomStringConvertible {
  /// A sentence saying what happened: "No cards left.", "Asked for 60 cards but only 52 are left." or
  /// "Cannot cut at 60 with 52 cards left; cut at 0 to 52."
  public var description: String {
    switch self {
    case .empty:
      "No cards left."
    case .insufficientCards(let requested, let available):
      "Asked for \(requested) \(requested == 1 ? "card" : "cards") but only \(available) "
        + "\(available == 1 ? "is" : "are") left."
    case .invalidCut(let position, let available):
      "Cannot cut at \(position) with \(available) \(available == 1 ? "card" : "cards") left; cut at 0 to "
        + "\(available)."
    }
  }
}
