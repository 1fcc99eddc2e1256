/// A ``Deck`` deals its top card to code generic over ``CardSource`` with ``CardDeck/draw()``.
extension Deck: CardSource {}
