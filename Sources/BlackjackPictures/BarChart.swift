/// A bar chart of one value per category, with optional error bars: upright bars over a category axis (EV by
/// count), or bars lying along a value axis with the categories written at their left (what each rule is worth).
///
/// Values may be negative; bars grow from zero. Every bar is a `rect` of class `bar` with `data-label` and
/// `data-value` and a `<title>` that says its figures; every error bar is a group of class `error-bar` with
/// `data-label` and `data-error` (its half-length, in the value axis's unit).
package struct BarChart: Hashable, Sendable {
  /// Which way the bars go.
  package enum Orientation: Hashable, Sendable {
    /// Upright bars, categories along the bottom.
    case vertical
    /// Bars lying left to right, categories down the left.
    case horizontal
  }

  /// One category's bar.
  package struct Bar: Hashable, Sendable {
    /// The category: "+3", "H17 instead of S17".
    package var label: String
    /// The bar's value, in the value axis's unit.
    package var value: Double
    /// Half the width of the interval drawn as an error bar, or `nil` for none.
    package var error: Double?
    /// The bar's colour, or `nil` for the chart's.
    package var colour: Colour?
    /// The value as written on the bar and in its tooltip: "+0.52 % ± 0.10".
    package var text: String

    /// A bar.
    package init(label: String, value: Double, error: Double? = nil, colour: Colour? = nil, text: String) {
      self.label = label
      self.value = value
      self.error = error
      self.colour = colour
      self.text = text
    }
  }

  /// The frame: size, titles, axis titles with units, legend.
  package var frame: ChartFrame
  /// The bars, in order (left to right, or top to bottom).
  package var bars: [Bar]
  /// Which way the bars go.
  package var orientation: Orientation
  /// The colour of bars without one of their own.
  package var colour: Colour
  /// Whether each bar's text is written at its end (for charts with room for it).
  package var showsValues: Bool

  /// A bar chart.
  package init(
    frame: ChartFrame, bars: [Bar], orientation: Orientation = .vertical, colour: Colour = Palette.blue,
    showsValues: Bool = false
  ) {
    self.frame = frame
    self.bars = bars
    self.orientation = orientation
    self.colour = colour
    self.showsValues = showsValues
  }

  /// The ticks of the value axis: zero, every bar and every error bar's ends, and room for the values' text.
  var ticks: AxisTicks {
    let ends: [Double] =
      bars.flatMap { bar -> [Double] in [bar.value - (bar.error ?? 0), bar.value + (bar.error ?? 0)] } + [0]
    var (low, high) = (ends.min() ?? 0, ends.max() ?? 1)
    if showsValues && orientation == .horizontal {
      let span = max(high - low, 1e-12)
      if low < 0 { low -= span * 0.3 }
      if high > 0 { high += span * 0.3 }
    }
    return AxisTicks(covering: low, high, count: orientation == .vertical ? 5 : 6)
  }

  /// The chart as an SVG picture.
  package var svg: Element {
    orientation == .vertical ? vertical : horizontal
  }

  private var vertical: Element {
    let area = frame.area
    let ticks = self.ticks
    let scale = LinearScale(domain: ticks.domain, from: area.bottom, to: area.top)
    let slot = area.width / Double(max(1, bars.count))
    let centres = bars.indices.map { area.left + slot * (Double($0) + 0.5) }
    var marks: [Element] = []
    for (bar, centre) in zip(bars, centres) {
      let (top, bottom) = (scale(max(bar.value, 0)), scale(min(bar.value, 0)))
      marks.append(rect(bar, x: centre - slot * 0.35, y: top, width: slot * 0.7, height: bottom - top))
      if let error = bar.error, error > 0 {
        let cap = min(slot * 0.2, 6)
        let (high, low) = (scale(bar.value + error), scale(bar.value - error))
        marks.append(
          SVG.group(
            [
              Attribute("class", "error-bar"), Attribute("data-label", bar.label),
              Attribute("data-error", SVGNumber.text(error)),
            ],
            [
              SVG.line(from: .init(centre, high), to: .init(centre, low), stroke: Palette.black, width: 1.2),
              SVG.line(from: .init(centre - cap, high), to: .init(centre + cap, high), stroke: Palette.black),
              SVG.line(from: .init(centre - cap, low), to: .init(centre + cap, low), stroke: Palette.black),
            ]))
      }
      if showsValues {
        let y = bar.value >= 0 ? top - 4 : bottom + 12
        marks.append(SVG.text(bar.text, x: centre, y: y, size: 10, anchor: .middle, fill: Palette.axis))
      }
    }
    let zero = scale(0)
    return frame.document([
      frame.valueAxis(ticks, scale),
      SVG.group([Attribute("class", "bars")], marks),
      SVG.line(from: .init(area.left, zero), to: .init(area.right, zero), stroke: Palette.axis),
      frame.categoryAxis(bars.map(\.label), centres: centres),
    ])
  }

  private var horizontal: Element {
    let area = frame.area
    let ticks = self.ticks
    let scale = LinearScale(domain: ticks.domain, from: area.left, to: area.right)
    let slot = area.height / Double(max(1, bars.count))
    var marks: [Element] = []
    var labels: [Element] = []
    for (index, bar) in bars.enumerated() {
      let centre = area.top + slot * (Double(index) + 0.5)
      let (left, right) = (scale(min(bar.value, 0)), scale(max(bar.value, 0)))
      marks.append(rect(bar, x: left, y: centre - slot * 0.33, width: right - left, height: slot * 0.66))
      labels.append(SVG.text(bar.label, x: area.left - 8, y: centre + 4, size: 11, anchor: .end, fill: Palette.axis))
      if showsValues {
        let text =
          bar.value >= 0
          ? SVG.text(bar.text, x: right + 4, y: centre + 4, size: 10.5, fill: Palette.axis)
          : SVG.text(bar.text, x: left - 4, y: centre + 4, size: 10.5, anchor: .end, fill: Palette.axis)
        marks.append(text)
      }
    }
    let zero = scale(0)
    return frame.document([
      frame.horizontalValueAxis(ticks, scale),
      SVG.group([Attribute("class", "bars")], marks),
      SVG.line(from: .init(zero, area.top), to: .init(zero, area.bottom), stroke: Palette.axis),
      SVG.group([Attribute("class", "categories")], labels),
      SVG.text(
        frame.yTitle, x: 12, y: area.top - 8, size: 12, fill: Palette.axis, extra: [Attribute("class", "axis-title")]),
    ])
  }

  /// A bar's rectangle, with its figures for tests and tooltips.
  private func rect(_ bar: Bar, x: Double, y: Double, width: Double, height: Double) -> Element {
    var element = SVG.rect(
      x: x, y: y, width: width, height: height, fill: bar.colour ?? colour,
      extra: [
        Attribute("class", "bar"), Attribute("data-label", bar.label),
        Attribute("data-value", SVGNumber.text(bar.value)),
      ])
    element.children = [.element(SVG.title("\(bar.label): \(bar.text)"))]
    return element
  }
}
