/// Which end of a deck cards go back to: the top, where the next card is drawn, or the bottom.
public enum DeckEnd: Hashable, Sendable, CaseIterable {
  /// The top of the deck: a card put back here is the next one drawn.
  case top
  /// The bottom of the deck: a card put back here is drawn last.
  case bottom
}
