/// What the session is shown on: how the table is drawn, and the terminal's width in columns when there is one
/// (`nil` in the scripted mode, where nothing is fitted).
struct Screen {
  /// Draws the table, the hands and the cards in the session's style.
  var renderer: TableRenderer
  /// The terminal's width, which the prompt and `help` fit.
  var width: Int?
}
