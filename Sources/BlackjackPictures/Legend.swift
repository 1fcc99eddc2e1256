/// A chart's key: a swatch and a label for each colour or line it uses, laid out in rows within a width.
package struct Legend: Hashable, Sendable {
  /// How an entry's swatch is drawn.
  package enum Swatch: Hashable, Sendable {
    /// A filled box, optionally holding a letter (the letter a strategy cell carries).
    case box(Colour, letter: String?)
    /// A line, optionally dashed ("6 3").
    case line(Colour, width: Double, dash: String?)
    /// A translucent band.
    case band(Colour, opacity: Double)
  }

  /// One entry.
  package struct Entry: Hashable, Sendable {
    /// The swatch.
    package var swatch: Swatch
    /// What it stands for.
    package var label: String

    /// An entry.
    package init(_ swatch: Swatch, _ label: String) {
      self.swatch = swatch
      self.label = label
    }
  }

  /// The entries, in reading order.
  package var entries: [Entry]
  /// The text size of the labels.
  package var fontSize: Double = 11

  /// A legend of `entries`.
  package init(_ entries: [Entry]) { self.entries = entries }

  /// The height of one row.
  private var rowHeight: Double { fontSize + 9 }

  /// The legend drawn from (`x`, `y`), the top left corner, in rows no wider than `width`; returns the group and
  /// its height. Label widths are estimated from the text size (0.6 em a character), generously.
  package func draw(x: Double, y: Double, width: Double) -> (element: Element, height: Double) {
    var items: [Element] = []
    var column = 0.0
    var row = 0.0
    for entry in entries {
      let itemWidth = 24 + Double(entry.label.count) * fontSize * 0.6 + 16
      if column > 0 && column + itemWidth > width {
        column = 0
        row += 1
      }
      let left = x + column
      let top = y + row * rowHeight
      items.append(
        SVG.group(
          [Attribute("class", "legend-entry")],
          swatch(entry.swatch, x: left, y: top) + [
            SVG.text(entry.label, x: left + 24, y: top + fontSize, size: fontSize)
          ]))
      column += itemWidth
    }
    let rows = entries.isEmpty ? 0 : row + 1
    return (SVG.group([Attribute("class", "legend")], items), rows * rowHeight)
  }

  /// The height the legend takes in `width`, without drawing it.
  package func height(width: Double) -> Double { draw(x: 0, y: 0, width: width).height }

  private func swatch(_ swatch: Swatch, x: Double, y: Double) -> [Element] {
    let top = y
    switch swatch {
    case .box(let colour, let letter):
      var elements = [SVG.rect(x: x, y: top, width: 18, height: fontSize + 3, fill: colour, stroke: Palette.axis)]
      if let letter {
        elements.append(
          SVG.text(
            letter, x: x + 9, y: top + fontSize, size: fontSize - 1, anchor: .middle, bold: true,
            fill: Palette.text(on: colour)))
      }
      return elements
    case .line(let colour, let width, let dash):
      let middle = top + (fontSize + 3) / 2
      return [SVG.line(from: .init(x, middle), to: .init(x + 18, middle), stroke: colour, width: width, dash: dash)]
    case .band(let colour, let opacity):
      return [SVG.rect(x: x, y: top, width: 18, height: fontSize + 3, fill: colour, opacity: opacity)]
    }
  }
}
