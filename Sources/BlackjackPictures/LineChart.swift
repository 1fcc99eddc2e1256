/// A chart of lines and bands over a numeric horizontal axis, such as bankrolls round by round with percentile
/// bands, or the risk of ruin against the bankroll.
///
/// Data points are in the axes' units. Lines are `polyline`s of class `series` and bands `polygon`s of class
/// `band`, each with `data-name`; named marks and reference lines make up the legend.
package struct LineChart: Hashable, Sendable {
  /// One thing drawn in the plot.
  package enum Mark: Hashable, Sendable {
    /// A line through the points; a name puts it in the legend.
    case line(name: String?, points: [SVG.Point], colour: Colour, width: Double, dash: String?, opacity: Double?)
    /// The area between two lines over the same x values (lower and upper, left to right).
    case band(name: String?, lower: [SVG.Point], upper: [SVG.Point], colour: Colour, opacity: Double)
  }

  /// A horizontal line at a value, with its meaning in the legend: "ruin", "break even".
  package struct Reference: Hashable, Sendable {
    /// The value on the vertical axis.
    package var value: Double
    /// What it means.
    package var label: String
    /// Its colour.
    package var colour: Colour

    /// A reference line.
    package init(value: Double, label: String, colour: Colour = Palette.black) {
      self.value = value
      self.label = label
      self.colour = colour
    }
  }

  /// The frame; its legend is made from the named marks and the references.
  package var frame: ChartFrame
  /// The marks, drawn in order (bands first, then lines over them, is the caller's choice).
  package var marks: [Mark]
  /// Horizontal reference lines.
  package var references: [Reference]
  /// The vertical axis's domain, or `nil` to cover the data and the references.
  package var yDomain: ClosedRange<Double>?

  /// A line chart.
  package init(
    frame: ChartFrame, marks: [Mark], references: [Reference] = [], yDomain: ClosedRange<Double>? = nil
  ) {
    var frame = frame
    var entries: [Legend.Entry] = []
    for mark in marks {
      switch mark {
      case .line(let name?, _, let colour, let width, let dash, _):
        entries.append(.init(.line(colour, width: max(width, 2), dash: dash), name))
      case .band(let name?, _, _, let colour, let opacity): entries.append(.init(.band(colour, opacity: opacity), name))
      default: break
      }
    }
    entries += references.map { .init(.line($0.colour, width: 1.5, dash: "6 3"), $0.label) }
    frame.legend = Legend(entries)
    self.frame = frame
    self.marks = marks
    self.references = references
    self.yDomain = yDomain
  }

  /// Every data point of the marks.
  private var points: [SVG.Point] {
    marks.flatMap { mark -> [SVG.Point] in
      switch mark {
      case .line(_, let points, _, _, _, _): points
      case .band(_, let lower, let upper, _, _): lower + upper
      }
    }
  }

  /// The chart as an SVG picture.
  package var svg: Element {
    let area = frame.area
    let points = self.points
    let xTicks = AxisTicks(covering: points.map(\.x).min() ?? 0, points.map(\.x).max() ?? 1, count: 6)
    let values = points.map(\.y) + references.map(\.value)
    let yTicks =
      yDomain.map { AxisTicks(covering: $0.lowerBound, $0.upperBound, count: 5) }
      ?? AxisTicks(covering: values.min() ?? 0, values.max() ?? 1, count: 5)
    let x = LinearScale(domain: xTicks.domain, from: area.left, to: area.right)
    let y = LinearScale(domain: yTicks.domain, from: area.bottom, to: area.top)
    let place = { (point: SVG.Point) in SVG.Point(x(point.x), y.clamped(point.y)) }
    var drawn: [Element] = []
    for mark in marks {
      switch mark {
      case .line(let name, let points, let colour, let width, let dash, let opacity):
        drawn.append(
          SVG.polyline(
            points.map(place), stroke: colour, width: width, dash: dash, opacity: opacity,
            extra: [Attribute("class", "series"), Attribute("data-name", name ?? "")]))
      case .band(let name, let lower, let upper, let colour, let opacity):
        drawn.append(
          SVG.polygon(
            (lower + upper.reversed()).map(place), fill: colour, opacity: opacity,
            extra: [Attribute("class", "band"), Attribute("data-name", name ?? "")]))
      }
    }
    for reference in references {
      let level = y.clamped(reference.value)
      drawn.append(
        SVG.line(
          from: .init(area.left, level), to: .init(area.right, level), stroke: reference.colour, width: 1.5,
          dash: "6 3"))
    }
    return frame.document([
      frame.valueAxis(yTicks, y),
      frame.horizontalValueAxis(xTicks, x, grid: false),
      SVG.group([Attribute("class", "plot")], drawn),
    ])
  }
}
