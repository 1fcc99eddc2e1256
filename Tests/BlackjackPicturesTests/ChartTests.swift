import Testing

@testable import BlackjackPictures

@Suite("Axis ticks, scales and colours")
struct AxisTests {
  @Test(
    "round steps of 1, 2 or 5 × 10ⁿ covering the data, worked out by hand",
    arguments: [
      (0.0, 7.0, 5, [0.0, 2, 4, 6, 8]),  // 7 / 5 = 1.4 → 2
      (-3.2, 5.1, 5, [-4.0, -2, 0, 2, 4, 6]),  // 8.3 / 5 = 1.66 → 2
      (0.0, 100.0, 5, [0.0, 20, 40, 60, 80, 100]),  // 20
      (0.0, 0.9, 4, [0.0, 0.5, 1]),  // 0.225: magnitude 0.1, fraction 2.25 → 5 × 0.1
      (3.0, 3.0, 5, [2.0, 2.5, 3, 3.5, 4]),  // widened to 2 … 4: 0.4 → 0.5
    ])
  func ticks(low: Double, high: Double, count: Int, expected: [Double]) {
    let ticks = AxisTicks(covering: low, high, count: count)
    #expect(ticks.values == expected)
    #expect(ticks.domain.lowerBound <= min(low, high) && ticks.domain.upperBound >= max(low, high))
  }

  @Test("tick labels: the decimals the step needs, thousands grouped")
  func labels() {
    #expect(AxisTicks(covering: 0, 1, count: 4).label(0.5) == "0.5")
    #expect(AxisTicks(covering: 0, 50_000, count: 5).label(10_000) == "10,000")
    #expect(AxisTicks(covering: -10, 10, count: 4).label(-5) == "-5")
  }

  @Test("a scale maps the domain's ends to the range's, upside down for a y axis")
  func scale() {
    let y = LinearScale(domain: 0...10, from: 300, to: 100)
    #expect(y(0) == 300 && y(10) == 100 && y(5) == 200)
    #expect(y.clamped(20) == 100)
  }

  @Test("WCAG contrast: black on white 21:1, #777777 on white about 4.48:1 (the WCAG reference pair)")
  func contrast() {
    #expect(abs(Colour.contrast(.black, .white) - 21) < 1e-9)
    #expect(abs(Colour.contrast(Colour(0x777777), .white) - 4.48) < 0.01)
    #expect(Colour(0xE69F00).hex == "#E69F00")
  }

  @Test("every palette colour carries black or white text at 4.5:1 or more (WCAG AA)")
  func readable() {
    for colour in Palette.series {
      #expect(Colour.contrast(Palette.text(on: colour), colour) >= 4.5, "\(colour.hex)")
    }
  }
}

@Suite("Charts")
struct ChartTests {
  func frame(_ id: String) -> ChartFrame {
    ChartFrame(id: id, title: "T <1>", description: "D & d", xTitle: "Count", yTitle: "EV (%)")
  }

  @Test("every chart is an svg with its title and description first, named by aria-labelledby")
  func accessible() {
    let charts = [
      BarChart(frame: frame("a"), bars: [.init(label: "x", value: 1, text: "1")]).svg,
      StackedBarChart(frame: frame("b"), categories: ["2"], series: [.init("17", Palette.orange)], values: [[50]]).svg,
      LineChart(
        frame: frame("c"),
        marks: [
          .line(name: "m", points: [.init(0, 0), .init(1, 1)], colour: Palette.blue, width: 1, dash: nil, opacity: nil)
        ]
      ).svg,
    ]
    for (svg, id) in zip(charts, ["a", "b", "c"]) {
      #expect(svg.name == "svg")
      #expect(svg[attribute: "role"] == "img")
      #expect(svg[attribute: "aria-labelledby"] == "\(id)-title \(id)-desc")
      guard case .element(let title) = svg.children[0], case .element(let desc) = svg.children[1] else {
        Issue.record("no title and desc first")
        continue
      }
      #expect(title.name == "title" && title.textContent == "T <1>" && title[attribute: "id"] == "\(id)-title")
      #expect(desc.name == "desc" && desc.textContent == "D & d")
      // Both axis titles are drawn.
      let axisTitles = svg.descendants.filter { $0[attribute: "class"] == "axis-title" }.map(\.textContent)
      #expect(axisTitles.contains("EV (%)") && axisTitles.contains("Count"))
    }
  }

  @Test("bars grow from zero: a value twice another's is twice as tall, a negative one hangs below the line")
  func bars() throws {
    let chart = BarChart(
      frame: frame("bars"),
      bars: [
        .init(label: "a", value: 2, error: 0.5, text: "2"), .init(label: "b", value: 4, text: "4"),
        .init(label: "c", value: -2, error: 1, text: "-2"),
      ])
    let rects = chart.svg.descendants.filter { $0[attribute: "class"] == "bar" }
    #expect(rects.map { $0[attribute: "data-label"] } == ["a", "b", "c"])
    let heights = try rects.map { try #require(Double($0[attribute: "height"] ?? "")) }
    #expect(abs(heights[1] - 2 * heights[0]) < 0.02)
    #expect(abs(heights[2] - heights[0]) < 0.02)
    let tops = try rects.map { try #require(Double($0[attribute: "y"] ?? "")) }
    // The negative bar starts at the zero line, where the positive bars end.
    #expect(abs(tops[2] - (tops[0] + heights[0])) < 0.02)
    #expect(chart.svg.descendants.filter { $0[attribute: "class"] == "error-bar" }.count == 2)
  }

  @Test("a stacked bar has a segment per series, stacked to the total")
  func stacked() throws {
    let chart = StackedBarChart(
      frame: frame("stacks"), categories: ["2", "3"],
      series: [.init("17", Palette.orange), .init("bust", Palette.vermillion)], values: [[60, 40], [25, 75]])
    let segments = chart.svg.descendants.filter { $0[attribute: "class"] == "segment" }
    #expect(segments.count == 4)
    #expect(segments.map { $0[attribute: "data-series"] } == ["17", "bust", "17", "bust"])
    let heights = try segments.map { try #require(Double($0[attribute: "height"] ?? "")) }
    #expect(abs(heights[0] + heights[1] - (heights[2] + heights[3])) < 0.03)
    #expect(abs(heights[3] - 3 * heights[2]) < 0.03)
  }

  @Test("a line chart draws its bands and lines and lists the named ones and the references in its legend")
  func lines() {
    let points = [SVG.Point(0, 0), .init(100, 5)]
    let chart = LineChart(
      frame: frame("lines"),
      marks: [
        .band(
          name: "band", lower: points, upper: points.map { .init($0.x, $0.y + 1) }, colour: Palette.skyBlue,
          opacity: 0.3),
        .line(name: nil, points: points, colour: Palette.axis, width: 1, dash: nil, opacity: 0.5),
        .line(name: "median", points: points, colour: Palette.black, width: 2, dash: nil, opacity: nil),
      ],
      references: [.init(value: 0, label: "break even")])
    let svg = chart.svg
    #expect(svg.descendants.filter { $0[attribute: "class"] == "series" }.count == 2)
    #expect(svg.descendants.filter { $0[attribute: "class"] == "band" }.count == 1)
    let legend = svg.descendants.filter { $0[attribute: "class"] == "legend-entry" }.map(\.textContent)
    #expect(legend == ["band", "median", "break even"])
  }
}
