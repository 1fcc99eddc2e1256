/// What every chart shares: the picture's size, its title and description (shown and read aloud), the plot area,
/// the axes with their ticks, titles and units, and the legend under the plot.
package struct ChartFrame: Hashable, Sendable {
  /// The rectangle the data is drawn in.
  package struct Area: Hashable, Sendable {
    /// The left edge.
    package var left: Double
    /// The top edge.
    package var top: Double
    /// The right edge.
    package var right: Double
    /// The bottom edge.
    package var bottom: Double
    /// The width.
    package var width: Double { right - left }
    /// The height.
    package var height: Double { bottom - top }
  }

  /// The picture's id, unique in its page: the prefix of its title's and description's ids.
  package var id: String
  /// The title, drawn at the top and given as the picture's `<title>`.
  package var title: String
  /// What the chart shows, in a sentence or two: the picture's `<desc>`.
  package var description: String
  /// The title of the horizontal axis, with its unit: "True count (Hi-Lo)", "Rounds".
  package var xTitle: String
  /// The title of the vertical axis, with its unit: "EV (% of the bet)".
  package var yTitle: String
  /// The picture's width.
  package var width: Double
  /// The picture's height.
  package var height: Double
  /// The key under the plot, if any.
  package var legend: Legend?
  /// The room left of the plot for the vertical axis's labels.
  package var leftMargin: Double
  /// The room above the plot, for the title (and a category axis's title over horizontal bars).
  package var topMargin: Double

  /// A frame; `leftMargin` grows for long category labels (horizontal bars).
  package init(
    id: String, title: String, description: String, xTitle: String, yTitle: String, width: Double = 680,
    height: Double = 340, legend: Legend? = nil, leftMargin: Double = 74, topMargin: Double = 40
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.xTitle = xTitle
    self.yTitle = yTitle
    self.width = width
    self.height = height
    self.legend = legend
    self.leftMargin = leftMargin
    self.topMargin = topMargin
  }

  /// The height of the legend in this frame.
  private var legendHeight: Double {
    guard let legend, !legend.entries.isEmpty else { return 0 }
    return legend.height(width: width - leftMargin - 20) + 8
  }

  /// The plot area: below the title, above the horizontal axis's labels and title and the legend.
  package var area: Area {
    Area(left: leftMargin, top: topMargin, right: width - 20, bottom: height - 48 - legendHeight)
  }

  /// The whole picture: the title, `content` (axes and data, drawn in order), and the legend.
  package func document(_ content: [Element]) -> Element {
    var children = [SVG.text(title, x: 12, y: 22, size: 15, bold: true, extra: [Attribute("class", "chart-title")])]
    children += content
    if let legend, !legend.entries.isEmpty {
      children.append(legend.draw(x: leftMargin, y: area.bottom + 44, width: width - leftMargin - 20).element)
    }
    return SVG.document(
      id: id, width: width, height: height, title: title, description: description, children: children)
  }

  /// The vertical value axis: grid lines at the ticks, their labels, and the axis title turned upright.
  package func valueAxis(_ ticks: AxisTicks, _ scale: LinearScale) -> Element {
    let area = self.area
    var elements: [Element] = []
    for value in ticks.values {
      let y = scale(value)
      elements.append(SVG.line(from: .init(area.left, y), to: .init(area.right, y), stroke: Palette.grid))
      elements.append(
        SVG.text(ticks.label(value), x: area.left - 6, y: y + 4, size: 11, anchor: .end, fill: Palette.axis))
    }
    elements.append(SVG.line(from: .init(area.left, area.top), to: .init(area.left, area.bottom), stroke: Palette.axis))
    elements.append(yAxisTitle)
    return SVG.group([Attribute("class", "axis y-axis")], elements)
  }

  /// The horizontal value axis (a line chart's, or horizontal bars'): ticks, labels and the axis title.
  package func horizontalValueAxis(_ ticks: AxisTicks, _ scale: LinearScale, grid: Bool = true) -> Element {
    let area = self.area
    var elements: [Element] = []
    for value in ticks.values {
      let x = scale(value)
      if grid { elements.append(SVG.line(from: .init(x, area.top), to: .init(x, area.bottom), stroke: Palette.grid)) }
      elements.append(SVG.line(from: .init(x, area.bottom), to: .init(x, area.bottom + 4), stroke: Palette.axis))
      elements.append(
        SVG.text(ticks.label(value), x: x, y: area.bottom + 17, size: 11, anchor: .middle, fill: Palette.axis))
    }
    elements.append(
      SVG.line(from: .init(area.left, area.bottom), to: .init(area.right, area.bottom), stroke: Palette.axis))
    elements.append(xAxisTitle)
    return SVG.group([Attribute("class", "axis x-axis")], elements)
  }

  /// The horizontal axis of categories: a label under each centre, and the axis title.
  package func categoryAxis(_ labels: [String], centres: [Double]) -> Element {
    let area = self.area
    var elements = [
      SVG.line(from: .init(area.left, area.bottom), to: .init(area.right, area.bottom), stroke: Palette.axis)
    ]
    // Thin out the labels when they would touch: every second, fifth … label, keeping the first.
    let spacing = centres.count > 1 ? abs(centres[1] - centres[0]) : area.width
    let widest = Double(labels.map(\.count).max() ?? 1) * 6.6 + 4
    let every = max(1, Int((widest / max(spacing, 1)).rounded(.up)))
    for (index, (label, x)) in zip(labels, centres).enumerated() where index % every == 0 {
      elements.append(SVG.text(label, x: x, y: area.bottom + 17, size: 11, anchor: .middle, fill: Palette.axis))
    }
    elements.append(xAxisTitle)
    return SVG.group([Attribute("class", "axis x-axis")], elements)
  }

  /// The vertical axis's title, turned upright and centred left of the plot (a value axis's, or a heatmap's rows').
  package var yAxisTitle: Element {
    let area = self.area
    return SVG.text(
      yTitle, x: 16, y: (area.top + area.bottom) / 2, size: 12, anchor: .middle, fill: Palette.axis, rotated: true,
      extra: [Attribute("class", "axis-title")])
  }

  /// The horizontal axis's title, centred under the plot.
  private var xAxisTitle: Element {
    let area = self.area
    return SVG.text(
      xTitle, x: (area.left + area.right) / 2, y: area.bottom + 36, size: 12, anchor: .middle, fill: Palette.axis,
      extra: [Attribute("class", "axis-title")])
  }
}
