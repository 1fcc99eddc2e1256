/// A discard tray: the cards dealt from a shoe of ``decks`` decks, as a counter sees it — a stack whose height is
/// the decks dealt. The drills draw it in text and in SVG.
public struct DiscardTray: Hashable, Sendable {
  /// The decks in the shoe.
  public var decks: Int
  /// The cards in the tray.
  public var cards: Int

  /// A tray of `cards` cards from a shoe of `decks` decks.
  public init(decks: Int, cards: Int) {
    self.decks = decks
    self.cards = cards
  }

  /// The decks in the tray.
  public var decksDealt: Double { Double(cards) / 52 }

  /// The decks still to be dealt.
  public var decksLeft: Double { Double(decks * 52 - cards) / 52 }

  /// The tray's half decks, to the nearest (as the text drawing fills its rows).
  public var halfDecks: Int { Int((Double(cards) / 26).rounded()) }
}
