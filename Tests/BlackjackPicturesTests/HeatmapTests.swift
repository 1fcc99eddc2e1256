import Testing

@testable import BlackjackPictures

@Suite("Heatmap")
struct HeatmapTests {
  let frame = ChartFrame(id: "map", title: "SCORE", description: "Cells", xTitle: "Penetration", yTitle: "Decks")

  @Test("a cell for every row and column, the lowest value lightest and the highest darkest, each value written")
  func cells() throws {
    let map = Heatmap(
      frame: frame, rows: ["1D", "6D"], columns: ["PEN65", "PEN75", "PEN83"],
      cells: [
        .init(row: 0, column: 0, value: 30, text: "30.0"), .init(row: 0, column: 2, value: 50, text: "50.0"),
        .init(row: 1, column: 1, value: 40, text: "40.0"),
      ])
    let svg = map.svg
    let cells = svg.descendants.filter { $0[attribute: "class"] == "cell" }
    #expect(cells.count == 6)
    let byPlace = Dictionary(
      uniqueKeysWithValues: cells.map {
        ("\($0[attribute: "data-row"] ?? "") \($0[attribute: "data-column"] ?? "")", $0)
      })
    #expect(byPlace["1D PEN65"]?[attribute: "fill"] == Heatmap.lightest.hex)
    #expect(byPlace["1D PEN83"]?[attribute: "fill"] == Heatmap.darkest.hex)
    // Halfway: each component halfway between the ends (0xE8 and 0x00 → 0x74, 0xF1 and 0x72 → 0xB2, 0xF8 and
    // 0xB2 → 0xD5, rounded half up).
    #expect(byPlace["6D PEN75"]?[attribute: "fill"] == "#74B2D5")
    // A pair without a value is grey and has no value.
    #expect(byPlace["6D PEN65"]?[attribute: "fill"] == Heatmap.empty.hex)
    #expect(byPlace["6D PEN65"]?[attribute: "data-value"] == nil)
    let texts = svg.descendants.filter { $0.name == "text" }.map(\.textContent)
    for value in ["30.0", "40.0", "50.0", "1D", "6D", "PEN65", "PEN83"] { #expect(texts.contains(value)) }
    // The legend gives the scale's lowest, middle and highest values.
    let legend = svg.descendants.filter { $0[attribute: "class"] == "legend-entry" }.map(\.textContent)
    #expect(legend == ["30", "40", "50"].map { "\($0).0" })
  }

  @Test("the text on a cell reads against its colour: white on the darkest, black on the lightest")
  func readable() {
    #expect(Palette.text(on: Heatmap.darkest) == .white)
    #expect(Palette.text(on: Heatmap.lightest) == .black)
  }
}
