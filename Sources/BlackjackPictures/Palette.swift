/// The colours of every picture: the Okabe–Ito palette, whose eight colours readers with any common form of colour
/// blindness can tell apart (Masataka Okabe and Kei Ito, "Color Universal Design", 2008), and the greys of axes and
/// grid lines. Pictures never rely on colour alone: cells carry letters, bars carry labels, lines a legend.
package enum Palette {
  /// Orange, #E69F00.
  package static let orange = Colour(0xE69F00)
  /// Sky blue, #56B4E9.
  package static let skyBlue = Colour(0x56B4E9)
  /// Bluish green, #009E73.
  package static let bluishGreen = Colour(0x009E73)
  /// Yellow, #F0E442.
  package static let yellow = Colour(0xF0E442)
  /// Blue, #0072B2.
  package static let blue = Colour(0x0072B2)
  /// Vermillion, #D55E00.
  package static let vermillion = Colour(0xD55E00)
  /// Reddish purple, #CC79A7.
  package static let reddishPurple = Colour(0xCC79A7)
  /// Black, the eighth colour of the palette: text, axes, index marks.
  package static let black = Colour.black

  /// The seven colours after black, in the palette's order, for series without a colour of their own.
  package static let series = [orange, skyBlue, bluishGreen, yellow, blue, vermillion, reddishPurple]

  /// Axis lines and tick labels.
  package static let axis = Colour(0x333333)
  /// Grid lines behind the data.
  package static let grid = Colour(0xDDDDDD)
  /// Secondary text: notes, units.
  package static let muted = Colour(0x555555)

  /// Black or white, whichever reads better on `background`.
  package static func text(on background: Colour) -> Colour {
    Colour.contrast(.black, background) >= Colour.contrast(.white, background) ? .black : .white
  }
}
