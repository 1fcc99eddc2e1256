/// Discard trays drawn as a counter sees them: for each tray, a box as tall as the shoe and, in it, a stack of cards
/// as tall as the decks dealt, with its caption under it.
///
/// Each tray is a `g` of class `tray` with `data-decks` (the shoe) and `data-dealt` (decks in the tray, to the card),
/// holding the box (`rect` of class `tray-box`) and the stack (`rect` of class `stack`, whose height is
/// ``deckHeight`` × the decks dealt).
package struct DiscardTrayPicture: Hashable, Sendable {
  /// One tray: the decks of its shoe, the cards in it, and the caption under it.
  package struct Tray: Hashable, Sendable {
    /// The decks in the shoe.
    package var decks: Int
    /// The cards in the tray.
    package var cards: Int
    /// The caption under it.
    package var caption: String

    /// A tray.
    package init(decks: Int, cards: Int, caption: String) {
      self.decks = decks
      self.cards = cards
      self.caption = caption
    }
  }

  /// The picture's id.
  package var id: String
  /// Its title.
  package var title: String
  /// The trays, left to right.
  package var trays: [Tray]

  /// The height of a deck in the tray.
  package static let deckHeight = 24.0
  /// The width of a tray.
  package static let trayWidth = 56.0
  /// The room between trays.
  package static let gap = 30.0

  /// A picture of `trays`.
  package init(id: String, title: String, trays: [Tray]) {
    self.id = id
    self.title = title
    self.trays = trays
  }

  /// The picture.
  package var svg: Element {
    let tallest = Double(trays.map(\.decks).max() ?? 1) * Self.deckHeight
    let top = 40.0
    let bottom = top + tallest
    var children = [SVG.text(title, x: 12, y: 22, size: 15, bold: true, extra: [Attribute("class", "chart-title")])]
    for (index, tray) in trays.enumerated() {
      let x = 20 + Double(index) * (Self.trayWidth + Self.gap)
      let height = Double(tray.decks) * Self.deckHeight
      let dealt = Double(tray.cards) / 52
      let stack = dealt * Self.deckHeight
      children.append(
        SVG.group(
          [
            Attribute("class", "tray"), Attribute("data-decks", "\(tray.decks)"),
            Attribute("data-dealt", SVGNumber.text(dealt)),
          ],
          [
            SVG.title("\(tray.caption): \(tray.cards) cards of a \(tray.decks)-deck shoe"),
            SVG.rect(
              x: x, y: bottom - height, width: Self.trayWidth, height: height, fill: Colour(0xF4F4F4),
              stroke: Palette.axis, strokeWidth: 1.5, extra: [Attribute("class", "tray-box")]),
            SVG.rect(
              x: x + 3, y: bottom - stack, width: Self.trayWidth - 6, height: stack, fill: Palette.vermillion,
              extra: [Attribute("class", "stack")]),
            SVG.text(
              tray.caption, x: x + Self.trayWidth / 2, y: bottom + 18, size: 11, anchor: .middle, fill: Palette.axis),
          ]))
    }
    let width = 40 + Double(trays.count) * (Self.trayWidth + Self.gap) - Self.gap
    return SVG.document(
      id: id, width: max(width, 240), height: bottom + 32, title: title,
      description:
        "Discard trays: each box is as tall as its shoe, and the stack in it as tall as the decks dealt, "
        + "\(SVGNumber.text(Self.deckHeight)) pixels a deck.",
      children: children)
  }
}
