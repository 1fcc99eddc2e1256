import BlackjackText

/// Upright bars split into stacked segments, one bar per category and one segment per series, such as the
/// dealer's final totals by up card (each bar adds up to 100 %).
///
/// Every segment is a `rect` of class `segment` with `data-category`, `data-series` and `data-value`, and a
/// `<title>`; a segment tall enough carries its series' name and value as text, so the colours are never the only
/// way to read it.
package struct StackedBarChart: Hashable, Sendable {
  /// One series: its name and colour.
  package struct Series: Hashable, Sendable {
    /// The series' name: "17", "bust".
    package var name: String
    /// Its colour.
    package var colour: Colour

    /// A series.
    package init(_ name: String, _ colour: Colour) {
      self.name = name
      self.colour = colour
    }
  }

  /// The frame; its legend is made from the series.
  package var frame: ChartFrame
  /// The category labels, left to right.
  package var categories: [String]
  /// The series, bottom to top.
  package var series: [Series]
  /// The values, `values[category][series]`, in the value axis's unit (non-negative).
  package var values: [[Double]]
  /// The decimals of the values written in the segments.
  package var digits: Int

  /// A stacked bar chart; the legend lists the series.
  package init(frame: ChartFrame, categories: [String], series: [Series], values: [[Double]], digits: Int = 1) {
    precondition(values.count == categories.count && values.allSatisfy { $0.count == series.count })
    var frame = frame
    frame.legend = Legend(series.map { Legend.Entry(.box($0.colour, letter: nil), $0.name) })
    self.frame = frame
    self.categories = categories
    self.series = series
    self.values = values
    self.digits = digits
  }

  /// The chart as an SVG picture.
  package var svg: Element {
    let area = frame.area
    let highest = values.map { $0.reduce(0, +) }.max() ?? 1
    let ticks = AxisTicks(covering: 0, highest, count: 5)
    let scale = LinearScale(domain: ticks.domain, from: area.bottom, to: area.top)
    let slot = area.width / Double(max(1, categories.count))
    let centres = categories.indices.map { area.left + slot * (Double($0) + 0.5) }
    var bars: [Element] = []
    for (index, category) in categories.enumerated() {
      var base = 0.0
      var segments: [Element] = []
      for (series, value) in zip(series, values[index]) {
        let (top, bottom) = (scale(base + value), scale(base))
        let text = DecimalFormat.fixed(value, digits: digits)
        var rect = SVG.rect(
          x: centres[index] - slot * 0.38, y: top, width: slot * 0.76, height: bottom - top, fill: series.colour,
          stroke: .white, strokeWidth: 0.5,
          extra: [
            Attribute("class", "segment"), Attribute("data-category", category), Attribute("data-series", series.name),
            Attribute("data-value", SVGNumber.text(value)),
          ])
        rect.children = [.element(SVG.title("\(category): \(series.name) \(text)"))]
        segments.append(rect)
        // The series' name and value when they fit in the segment, else the value alone.
        let width = slot * 0.76
        let label = ["\(series.name) \(text)", text].first { Double($0.count) * 9 * 0.6 <= width - 2 }
        if let label, bottom - top >= 12 {
          segments.append(
            SVG.text(
              label, x: centres[index], y: (top + bottom) / 2 + 3.5, size: 9, anchor: .middle,
              fill: Palette.text(on: series.colour)))
        }
        base += value
      }
      bars.append(SVG.group([Attribute("class", "stack"), Attribute("data-category", category)], segments))
    }
    return frame.document([
      frame.valueAxis(ticks, scale),
      SVG.group([Attribute("class", "stacks")], bars),
      frame.categoryAxis(categories, centres: centres),
    ])
  }
}
