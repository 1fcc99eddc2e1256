import BlackjackEngine
import Foundation
import Testing

@testable import BlackjackCLI

@Suite("strategy --format svg|html: the strategy card")
struct StrategyCardTests {
  /// The published basic strategy for 4–8 decks, S17, DAS, late surrender (Wizard of Odds), typed here from the
  /// printed chart, row by row, up cards 2 … 10, A.
  static let published: [String: [String]] = {
    var rows: [String: String] = [:]
    for total in 5...8 { rows["H\(total)"] = "H H H H H H H H H H" }
    rows["H9"] = "H Dh Dh Dh Dh H H H H H"
    rows["H10"] = "Dh Dh Dh Dh Dh Dh Dh Dh H H"
    rows["H11"] = "Dh Dh Dh Dh Dh Dh Dh Dh Dh H"
    rows["H12"] = "H H S S S H H H H H"
    rows["H13"] = "S S S S S H H H H H"
    rows["H14"] = "S S S S S H H H H H"
    rows["H15"] = "S S S S S H H H Rh H"
    rows["H16"] = "S S S S S H H Rh Rh Rh"
    for total in 17...21 { rows["H\(total)"] = "S S S S S S S S S S" }
    rows["S13"] = "H H H Dh Dh H H H H H"
    rows["S14"] = "H H H Dh Dh H H H H H"
    rows["S15"] = "H H Dh Dh Dh H H H H H"
    rows["S16"] = "H H Dh Dh Dh H H H H H"
    rows["S17"] = "H Dh Dh Dh Dh H H H H H"
    rows["S18"] = "S Ds Ds Ds Ds S S H H H"
    for total in 19...21 { rows["S\(total)"] = "S S S S S S S S S S" }
    rows["P2"] = "Ph Ph P P P P H H H H"
    rows["P3"] = "Ph Ph P P P P H H H H"
    rows["P4"] = "H H H Ph Ph H H H H H"
    rows["P5"] = "Dh Dh Dh Dh Dh Dh Dh Dh H H"
    rows["P6"] = "Ph P P P P H H H H H"
    rows["P7"] = "P P P P P P H H H H"
    rows["P8"] = "P P P P P P P P P P"
    rows["P9"] = "P P P P P S P P S S"
    rows["P10"] = "S S S S S S S S S S"
    rows["PA"] = "P P P P P P P P P P"
    return rows.mapValues { $0.split(separator: " ").map(String.init) }
  }()

  static let upCards = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"]

  /// The colour of each action's cells, as documented.
  static let fills = [
    "hit": "#56B4E9", "stand": "#F0E442", "double": "#009E73", "split": "#E69F00",
    "surrender": "#CC79A7",
  ]

  /// The cells of a card, by "hand up".
  func cells(_ svg: XMLTree.Node) -> [String: XMLTree.Node] {
    var cells: [String: XMLTree.Node] = [:]
    for cell in svg.all("g", class: "cell") { cells["\(cell["data-hand"] ?? "") \(cell["data-up"] ?? "")"] = cell }
    return cells
  }

  /// Checks that every cell of `svg` carries the letters `expected` gives it, in its action's colour.
  func expectChart(_ svg: XMLTree.Node, _ expected: [String: [String]]) {
    let cells = cells(svg)
    // 36 hands (hard 5–21, soft 13–21, ten pairs) against 10 up cards.
    #expect(svg.all("g", class: "cell").count == 36 * 10)
    #expect(cells.count == 360)
    for (hand, row) in expected {
      for (up, letters) in zip(Self.upCards, row) {
        guard let cell = cells["\(hand) \(up)"] else {
          Issue.record("no cell for \(hand) v \(up)")
          continue
        }
        let text = cell.all("text", class: "letter").first?.allText
        #expect(text == letters, "\(hand) v \(up)")
        #expect(cell["data-cell"] == letters)
        let action = cell["data-action"] ?? ""
        #expect(cell.all("rect").first?["fill"] == Self.fills[action], "\(hand) v \(up)")
      }
    }
  }

  @Test("the published chart's card: 360 cells, each with the printed chart's letters in its action's colour")
  func publishedCard() throws {
    let report = StrategyReport(rules: try Rules(spec: "6D S17 DAS LS"), chart: .published)
    let tree = try XMLTree(StrategyCard(report: report).svg.markup)
    #expect(tree.root.name == "svg" && tree.root.namespace == "http://www.w3.org/2000/svg")
    expectChart(tree.root, Self.published)
    #expect(tree.root.all("g", class: "cell").allSatisfy { $0["data-index"] == nil })
  }

  @Test("strategy --format svg for 6D S17 DAS LS: the computed card is the published chart (P where it prints Ph)")
  func computedCard() throws {
    let result = run(["strategy", "--rules", "6D S17 DAS LS", "--format", "svg"])
    #expect(result.status == 0 && result.errors.isEmpty)
    #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    let tree = try XMLTree(result.output)
    // Under DAS the split-if-DAS cells are plain splits.
    expectChart(tree.root, Self.published.mapValues { $0.map { $0 == "Ph" ? "P" : $0 } })
    // The rules in the title, in the picture's own <title> and in the drawn title.
    let title = tree.root.children.first { $0.name == "title" }?.allText
    #expect(title == "Basic strategy for 6D S17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75")
    #expect(tree.root.all("text", class: "card-title").first?.allText.contains("6D S17 DOA DAS SPL4 NRSA LS") == true)
    #expect(tree.root.children.contains { $0.name == "desc" && !$0.allText.isEmpty })
    // Hard, soft and pair sections, and a legend entry for every notation used, with its letters.
    #expect(tree.root.all("g", class: "section").map { $0["data-section"] } == ["Hard totals", "Soft totals", "Pairs"])
    let legend = tree.root.all("g", class: "legend-entry").map { $0.all("text").map(\.allText).joined(separator: " ") }
    #expect(
      legend == [
        "H hit", "S stand", "Dh double, else hit", "Ds double, else stand", "P split", "Rh surrender, else hit",
      ])
  }

  /// The Illustrious 18's 17 playing indices, typed from Schlesinger's list: the cell and its mark.
  static let illustrious18Marks: [String: String] = [
    "H16 10": "S≥0", "H15 10": "S≥4", "P10 5": "P≥5", "P10 6": "P≥4", "H10 10": "D≥4", "H12 3": "S≥2",
    "H12 2": "S≥3", "H11 A": "D≥1", "H9 2": "D≥1", "H10 A": "D≥4", "H9 7": "D≥3", "H16 9": "S≥5",
    "H13 2": "H<−1", "H12 4": "H<0", "H12 5": "H<−2", "H12 6": "H<−1", "H13 3": "H<−2",
  ]

  @Test("--count hilo --indices i18 marks exactly the I18's cells with their plays, and says the insurance index")
  func indexMarks() throws {
    let report = StrategyReport(rules: try Rules(spec: "6D S17 DAS"), chart: .published)
    let card = StrategyCard(report: report, indices: .illustrious18, system: .hiLo)
    let tree = try XMLTree(card.svg.markup)
    var marks: [String: String] = [:]
    for cell in tree.root.all("g", class: "cell") where cell["data-index"] != nil {
      let key = "\(cell["data-hand"] ?? "") \(cell["data-up"] ?? "")"
      marks[key] = cell.all("text", class: "index").first?.allText
      #expect(cell["data-index"] == marks[key])
    }
    #expect(marks == Self.illustrious18Marks)
    let notes = tree.root.all("g", class: "notes").first?.allText ?? ""
    #expect(notes.contains("Insurance: take it when the Hi-Lo true count is ≥3."))
    // The chart under the marks is unchanged.
    expectChart(tree.root, Self.published)
  }

  @Test("i18 with the Fab 4 under LS: 15 v 10 carries both plays; the command warns about rules the I18 is not for")
  func twoPlays() throws {
    let result = run([
      "strategy", "--rules", "INF S17 DAS LS", "--format", "svg", "--count", "hilo", "--indices", "i18,fab4",
    ])
    #expect(result.status == 0)
    #expect(result.errors.contains("blackjack: warning: the Illustrious 18 + Fab 4 was published for six decks"))
    let cell = try cells(XMLTree(result.output).root)["H15 10"]
    #expect(cell?["data-index"] == "S≥4 R≥0")
  }

  @Test("an index file's name with markup in it is escaped: the card parses and shows the name as typed")
  func escapedName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("<mine> & \"yours\".txt").path
    try "16vT S >= 0\n".write(toFile: path, atomically: false, encoding: .utf8)
    for format in ["svg", "html"] {
      let result = run(["strategy", "--rules", "INF", "--format", format, "--count", "hilo", "--indices", path])
      #expect(result.status == 0, "\(result.errors)")
      #expect(!result.output.contains("<mine>"))
      let tree = try XMLTree(result.output)
      #expect(tree.root.allText.contains("Index plays (\(path))"))
      #expect(tree.root.all("g", class: "cell").filter { $0["data-index"] != nil }.count == 1)
    }
  }

  @Test("the html page holds the card and nothing from elsewhere: no script, no link, no src or href")
  func htmlPage() throws {
    let result = run(["strategy", "--rules", "INF S17 DAS", "--format", "html"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">"))
    let tree = try XMLTree(result.output)
    #expect(tree.root.all("svg").count == 1)
    #expect(tree.root.all("g", class: "cell").count == 360)
    #expect(tree.root.all("script").isEmpty && tree.root.all("link").isEmpty)
    #expect(([tree.root] + tree.root.descendants).allSatisfy { $0["src"] == nil && $0["href"] == nil })
    #expect(tree.root.all("title").first?.allText == "Basic strategy: INF S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")
  }

  @Test("the same rules give the same bytes")
  func deterministic() {
    let first = run(["strategy", "--rules", "INF H17 LS", "--format", "svg"])
    #expect(first.status == 0)
    #expect(run(["strategy", "--rules", "INF H17 LS", "--format", "svg"]).output == first.output)
  }

  @Test(
    "bad options: one line saying what is allowed",
    arguments: [
      (["--format", "pdf"], "blackjack: --format expects one of text, csv, json, svg, html, got 'pdf'\n"),
      (
        ["--indices", "i18"],
        "blackjack: --indices needs --count (the counting system the indices are for, e.g. --count hilo)\n"
      ),
      (
        ["--count", "hilo"],
        "blackjack: --count and --indices mark the strategy card: give --format svg or html, not text\n"
      ),
      (["--count", "hilow", "--format", "svg"], "blackjack: --count: unknown counting system 'hilow'"),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = run(["strategy", "--rules", "INF"] + arguments)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1)
    #expect(result.output.isEmpty)
  }
}
