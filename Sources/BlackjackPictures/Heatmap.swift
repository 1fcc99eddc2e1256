/// A grid of coloured cells, one for each pair of a row and a column category (SCORE by decks and penetration): the
/// colour from a sequential scale, light for the lowest value to dark blue for the highest, and the value written in
/// every cell, so that the colour is never the only way to read it. A pair without a value is left grey.
///
/// Each cell is a `rect` of class `cell` with `data-row`, `data-column` and `data-value`, followed by its text.
package struct Heatmap: Hashable, Sendable {
  /// One cell with a value.
  package struct Cell: Hashable, Sendable {
    /// The row and column, as positions in ``Heatmap/rows`` and ``Heatmap/columns``.
    package var row: Int
    package var column: Int
    /// The value the colour shows.
    package var value: Double
    /// The value as written in the cell.
    package var text: String

    /// A cell.
    package init(row: Int, column: Int, value: Double, text: String) {
      self.row = row
      self.column = column
      self.value = value
      self.text = text
    }
  }

  /// The frame: the horizontal axis names the columns, the vertical axis the rows.
  package var frame: ChartFrame
  /// The row labels, top to bottom, and the column labels, left to right.
  package var rows: [String]
  package var columns: [String]
  /// The cells with values.
  package var cells: [Cell]

  /// The lightest and darkest colour of the scale: a pale blue and the palette's blue.
  static let lightest = Colour(0xE8F1F8)
  static let darkest = Palette.blue
  /// The grey of a cell without a value.
  static let empty = Colour(0xEEEEEE)

  /// A heatmap; the legend shows the scale's lowest, middle and highest values (`format` writes them).
  package init(
    frame: ChartFrame, rows: [String], columns: [String], cells: [Cell], format: (Double) -> String = { "\($0)" }
  ) {
    var frame = frame
    let values = cells.map(\.value)
    if let low = values.min(), let high = values.max() {
      let middle = (low + high) / 2
      let stops = low == high ? [low] : [low, middle, high]
      frame.legend = Legend(
        stops.map { .init(.box(Self.colour(for: $0, low: low, high: high), letter: nil), format($0)) })
    }
    self.frame = frame
    self.rows = rows
    self.columns = columns
    self.cells = cells
  }

  /// The colour of `value` on the scale from `low` to `high`: the two ends mixed component by component.
  static func colour(for value: Double, low: Double, high: Double) -> Colour {
    let t = high > low ? min(1, max(0, (value - low) / (high - low))) : 1
    let mix = { (from: UInt8, to: UInt8) -> UInt8 in
      UInt8((Double(from) + (Double(to) - Double(from)) * t).rounded())
    }
    return Colour(
      red: mix(lightest.red, darkest.red), green: mix(lightest.green, darkest.green),
      blue: mix(lightest.blue, darkest.blue))
  }

  /// The chart as an SVG picture.
  package var svg: Element {
    let area = frame.area
    let width = area.width / Double(max(1, columns.count))
    let height = area.height / Double(max(1, rows.count))
    let values = cells.map(\.value)
    let low = values.min() ?? 0
    let high = values.max() ?? 1
    var drawn: [Element] = []
    for (row, label) in rows.enumerated() {
      for (column, columnLabel) in columns.enumerated() {
        let x = area.left + Double(column) * width
        let y = area.top + Double(row) * height
        let cell = cells.first { $0.row == row && $0.column == column }
        let fill = cell.map { Self.colour(for: $0.value, low: low, high: high) } ?? Self.empty
        var attributes = [
          Attribute("class", "cell"), Attribute("data-row", label), Attribute("data-column", columnLabel),
        ]
        if let cell { attributes.append(Attribute("data-value", cell.value)) }
        drawn.append(
          SVG.rect(
            x: x + 1, y: y + 1, width: width - 2, height: height - 2, fill: fill, stroke: .white,
            extra: attributes))
        drawn.append(
          SVG.text(
            cell?.text ?? "–", x: x + width / 2, y: y + height / 2 + 4, size: 12, anchor: .middle,
            fill: Palette.text(on: fill)))
      }
    }
    var axis: [Element] = []
    for (row, label) in rows.enumerated() {
      axis.append(
        SVG.text(
          label, x: area.left - 6, y: area.top + (Double(row) + 0.5) * height + 4, size: 11, anchor: .end,
          fill: Palette.axis))
    }
    axis.append(frame.yAxisTitle)
    let centres = columns.indices.map { area.left + (Double($0) + 0.5) * width }
    return frame.document([
      SVG.group([Attribute("class", "axis y-axis")], axis),
      frame.categoryAxis(columns, centres: centres),
      SVG.group([Attribute("class", "plot")], drawn),
    ])
  }
}
