import BlackjackCounting
import BlackjackEngine
import BlackjackPictures
import CardKit

/// `blackjack strategy --format svg|html`: the basic-strategy chart drawn as the printed cards are, from the same
/// ``StrategyReport`` as the text, CSV and JSON.
///
/// One coloured cell per hand and up card, each action in a colour of its own (Okabe–Ito, which colour-blind readers
/// tell apart) and the cell's letters in it, so the card still reads in black and white; the rules in the title, a
/// legend, and hard totals on the left with soft totals and pairs on the right, to fit one printed page. With index
/// plays (`--count hilo --indices i18`) each cell that has one gets a black frame and the play written under its
/// letters ("S≥0": stand at a count of 0 or more).
///
/// In the SVG each cell is a `g` of class `cell` with `data-hand` (`H16`, `S18`, `P8`, `PA`), `data-up` ("2" …
/// "10", "A"), `data-cell` (the chart notation) and `data-action` (the action it asks for first), holding a `rect`,
/// the letters in a `text` of class `letter`, and for an index play a `text` of class `index`.
struct StrategyCard: Sendable {
  /// The chart.
  var report: StrategyReport
  /// The index plays marked in the cells, or `nil`.
  var indices: IndexTable?
  /// The count the indices are played at, for the notes: "Hi-Lo true count".
  var countName: String?
  /// A player's drill answers by cell ("H16 10"), from a profile: the weak cells are marked, or with
  /// ``colourByErrors`` every cell is coloured by its error rate; `nil` for the plain card.
  var errors: [String: CellErrors]?
  /// Whether the cells are coloured by the player's error rate (the progress report) instead of by action.
  var colourByErrors = false

  /// A card of `report`, with `indices` played at `system`'s count.
  init(report: StrategyReport, indices: IndexTable? = nil, system: CountingSystem? = nil) {
    self.report = report
    self.indices = indices
    countName = system.map { "\($0.name) \($0.isBalanced ? "true" : "running") count" }
  }

  /// The colour of each action's cells.
  static func colour(_ action: Action) -> Colour {
    switch action {
    case .hit: Palette.skyBlue
    case .stand: Palette.yellow
    case .double: Palette.bluishGreen
    case .split: Palette.orange
    case .surrender: Palette.reddishPurple
    }
  }

  /// What a cell's notation means, for the legend and the cells' tooltips.
  static func meaning(_ cell: StrategyCell) -> String {
    switch cell {
    case .hit: "hit"
    case .stand: "stand"
    case .doubleOrHit: "double, else hit"
    case .doubleOrStand: "double, else stand"
    case .split: "split"
    case .splitIfDASOrHit: "split if double after split is allowed, else hit"
    case .splitIfDASOrDouble: "split if double after split is allowed, else double"
    case .surrenderOrHit: "surrender, else hit"
    case .surrenderOrStand: "surrender, else stand"
    case .surrenderOrSplit: "surrender, else split"
    }
  }

  // The layout, in pixels: two columns of sections, each a row label and ten cells wide.
  static let cellWidth = 34.0
  static let cellHeight = 26.0
  static let labelWidth = 44.0
  static let margin = 20.0
  static let gutter = 28.0
  static var columnWidth: Double { labelWidth + 10 * cellWidth }
  static var width: Double { 2 * margin + 2 * columnWidth + gutter }
  /// The top of the sections, under the title lines.
  static let sectionsTop = 76.0

  /// One section of the chart: its heading and rows.
  struct Section {
    var title: String
    var rows: [StrategyReport.Row]
  }

  /// The hard, soft and pair sections, from the report's rows.
  var sections: [Section] {
    [
      Section(title: "Hard totals", rows: report.rows.filter { $0.hand.hasPrefix("H") }),
      Section(title: "Soft totals", rows: report.rows.filter { $0.hand.hasPrefix("S") }),
      Section(title: "Pairs", rows: report.rows.filter { $0.hand.hasPrefix("P") }),
    ]
  }

  /// The label a reader sees for a row: "16", "A,7", "8,8", "A,A".
  static func label(of hand: String) -> String {
    let number = Int(hand.dropFirst())
    switch (hand.first, number) {
    case ("S", let total?): return "A," + String(total - 11)
    case ("P", let points?): return "\(points),\(points)"
    case ("P", nil): return "A,A"
    default: return String(hand.dropFirst())
    }
  }

  /// The row label of the chart an index play's hand is on: `H16`, `S18`, `P10`, `PA`.
  static func hand(of play: IndexPlay) -> String? {
    switch play.hand {
    case .hard(let total)?: "H\(total)"
    case .soft(let total)?: "S\(total)"
    case .pair(let points)?: points == 1 ? "PA" : "P\(points)"
    case nil: nil
    }
  }

  /// A play's mark in its cell: the action's letter and its condition, "S≥0", "H<−1".
  static func mark(of play: IndexPlay) -> String {
    let letter =
      switch play.action {
      case .hit: "H"
      case .stand: "S"
      case .double: "D"
      case .split: "P"
      case .surrender: "R"
      }
    return letter + condition(of: play)
  }

  /// When a play is made: the comparison and the index, "≥0", "<−1".
  static func condition(of play: IndexPlay) -> String {
    let comparison =
      switch play.comparison {
      case .atLeast: "≥"
      case .above: ">"
      case .atMost: "≤"
      case .below: "<"
      }
    return comparison + (play.index < 0 ? "−\(-play.index)" : "\(play.index)")
  }

  /// The index plays of each cell, by hand and up card label.
  var playsByCell: [String: [IndexPlay]] {
    var cells: [String: [IndexPlay]] = [:]
    for play in indices?.plays ?? [] {
      guard let hand = Self.hand(of: play) else { continue }
      cells[hand + " " + UpCardLabel.of(play.upCard), default: []].append(play)
    }
    return cells
  }

  /// The plays on hands the chart has no row for (a hard 4, a soft 12), listed in the notes.
  var playsOffChart: [IndexPlay] {
    let hands = Set(report.rows.map(\.hand))
    return (indices?.plays ?? []).filter { play in Self.hand(of: play).map { !hands.contains($0) } ?? false }
  }

  /// The card as an SVG picture.
  var svg: Element {
    let sections = self.sections
    let plays = playsByCell
    var content: [Element] = [
      SVG.text(
        "Basic strategy: \(report.rules)", x: Self.margin, y: 30, size: 18, bold: true,
        extra: [Attribute("class", "card-title")]),
      SVG.text(subtitle, x: Self.margin, y: 50, size: 11.5, fill: Palette.muted),
    ]
    let left = Self.margin
    let right = Self.margin + Self.columnWidth + Self.gutter
    let (hard, hardBottom) = draw(sections[0], x: left, y: Self.sectionsTop, plays: plays)
    let (soft, softBottom) = draw(sections[1], x: right, y: Self.sectionsTop, plays: plays)
    let (pairs, pairsBottom) = draw(sections[2], x: right, y: softBottom + 22, plays: plays)
    content += [hard, soft, pairs]
    var y = max(hardBottom, pairsBottom) + 20
    let legend = self.legend
    let drawn = legend.draw(x: Self.margin, y: y, width: Self.width - 2 * Self.margin)
    content.append(drawn.element)
    y += drawn.height + 8
    var notes: [Element] = []
    for line in noteLines {
      y += 15
      notes.append(SVG.text(line, x: Self.margin, y: y, size: 11, fill: Palette.axis))
    }
    content.append(SVG.group([Attribute("class", "notes")], notes))
    return SVG.document(
      id: "strategy-card", width: Self.width, height: y + Self.margin, title: "Basic strategy for \(report.rules)",
      description: description, children: content)
  }

  /// The line under the title.
  private var subtitle: String {
    if let indices {
      return "Dealer's up card across, your hand down. Index plays (\(indices.name)) are framed in black."
    }
    return "Dealer's up card across, your hand down. Computed from the exact odds for these rules."
  }

  /// The picture's `<desc>`.
  private var description: String {
    var text =
      "A basic-strategy chart: \(report.rows.count) hands (hard totals, soft totals and pairs) against the "
      + "dealer's 10 up cards, 2 to ace; each cell is coloured by the action it asks for first and carries its "
      + "letters (H hit, S stand, D double, P split, R surrender, with the fallback after it)."
    if let indices { text += " Cells with an index play of the \(indices.name) are framed and show the play." }
    return text
  }

  /// A section: its heading, the up cards over the columns, and a row of cells per hand; returns it and its bottom.
  private func draw(_ section: Section, x: Double, y: Double, plays: [String: [IndexPlay]]) -> (Element, Double) {
    var elements = [
      SVG.text(section.title, x: x, y: y + 12, size: 13, bold: true, extra: [Attribute("class", "section-title")])
    ]
    let headerY = y + 20
    elements.append(
      SVG.rect(x: x, y: headerY, width: Self.columnWidth, height: 20, fill: Palette.axis))
    elements.append(
      SVG.text("Hand", x: x + Self.labelWidth / 2, y: headerY + 14, size: 10, anchor: .middle, fill: .white))
    for (column, label) in report.columns.enumerated() {
      let centre = x + Self.labelWidth + Self.cellWidth * (Double(column) + 0.5)
      elements.append(SVG.text(label, x: centre, y: headerY + 14, size: 11, anchor: .middle, bold: true, fill: .white))
    }
    var rowY = headerY + 20
    for row in section.rows {
      elements.append(
        SVG.text(
          Self.label(of: row.hand), x: x + Self.labelWidth - 6, y: rowY + Self.cellHeight / 2 + 4, size: 11,
          anchor: .end, bold: true))
      for (column, cell) in row.cells.enumerated() {
        let up = report.columns[column]
        elements.append(
          self.cell(
            cell, hand: row.hand, up: up, plays: plays[row.hand + " " + up] ?? [],
            x: x + Self.labelWidth + Self.cellWidth * Double(column), y: rowY))
      }
      rowY += Self.cellHeight
    }
    return (SVG.group([Attribute("class", "section"), Attribute("data-section", section.title)], elements), rowY)
  }

  /// One cell: its colour, its letters, and its index plays.
  private func cell(
    _ cell: StrategyCell, hand: String, up: String, plays: [IndexPlay], x: Double, y: Double
  ) -> Element {
    let action = cell.preferredAction
    let mine = errors?[hand + " " + up]
    var fill = Self.colour(action)
    if colourByErrors { fill = mine.map { Self.errorColour($0.rate) } ?? Self.undrilled }
    let ink = Palette.text(on: fill)
    var tooltip = "\(Self.label(of: hand)) against \(up): \(cell.rawValue), \(Self.meaning(cell))"
    var attributes = [
      Attribute("class", "cell"), Attribute("data-hand", hand), Attribute("data-up", up),
      Attribute("data-cell", cell.rawValue), Attribute("data-action", action.name),
    ]
    var elements = [
      SVG.rect(x: x, y: y, width: Self.cellWidth, height: Self.cellHeight, fill: fill, stroke: .white)
    ]
    if let mine {
      attributes += [
        Attribute("data-answers", "\(mine.answered)"), Attribute("data-wrong", "\(mine.wrong)"),
        Attribute("data-error-rate", SVGNumber.text(mine.rate)),
      ]
      tooltip += "; your drills: \(mine.wrong) wrong of \(mine.answered)"
      if mine.isWeak && !colourByErrors {
        attributes.append(Attribute("data-weak", "true"))
        elements.append(
          SVG.rect(
            x: x + 2, y: y + 2, width: Self.cellWidth - 4, height: Self.cellHeight - 4, fill: nil,
            stroke: Palette.vermillion, strokeWidth: 3, extra: [Attribute("class", "weak-mark")]))
      }
    }
    let centre = x + Self.cellWidth / 2
    if plays.isEmpty {
      elements.append(
        SVG.text(
          cell.rawValue, x: centre, y: y + Self.cellHeight / 2 + 4.5, size: 12.5, anchor: .middle, bold: true,
          fill: ink, extra: [Attribute("class", "letter")]))
    } else {
      let marks = plays.map(Self.mark).joined(separator: " ")
      attributes.append(Attribute("data-index", marks))
      tooltip += "; index play: " + plays.map(\.spec).joined(separator: ", ") + " (\(countName ?? "count"))"
      elements.append(
        SVG.rect(
          x: x + 1.5, y: y + 1.5, width: Self.cellWidth - 3, height: Self.cellHeight - 3, fill: nil,
          stroke: Palette.black, strokeWidth: 2))
      elements.append(
        SVG.text(
          cell.rawValue, x: centre, y: y + 12, size: 11, anchor: .middle, bold: true, fill: ink,
          extra: [Attribute("class", "letter")]))
      elements.append(
        SVG.text(
          marks, x: centre, y: y + 22, size: plays.count > 1 ? 6.5 : 8, anchor: .middle, bold: true, fill: ink,
          extra: [Attribute("class", "index")]))
    }
    return SVG.group(attributes, [SVG.title(tooltip)] + elements)
  }

  /// The legend: the notations the chart uses, each in its colour, and the index frame.
  var legend: Legend {
    let used = Set(report.rows.flatMap(\.cells))
    var entries = StrategyCell.allCases.filter(used.contains).map { cell in
      Legend.Entry(.box(Self.colour(cell.preferredAction), letter: cell.rawValue), Self.meaning(cell))
    }
    if indices != nil {
      entries.append(Legend.Entry(.box(.white, letter: "≥"), "framed: index play (action, comparison, count)"))
    }
    if colourByErrors {
      entries = [0, 0.5, 1].map { rate in
        Legend.Entry(.box(Self.errorColour(rate), letter: nil), "\(Int(rate * 100))% of your answers wrong")
      }
      entries.append(Legend.Entry(.box(Self.undrilled, letter: nil), "not drilled yet"))
    } else if errors != nil {
      entries.append(
        Legend.Entry(
          .box(Palette.vermillion, letter: nil),
          "red frame: a weak cell (\(Int(CellErrors.weakRate * 100))% or more of your drill answers wrong)"))
    }
    var legend = Legend(entries)
    legend.fontSize = 10.5
    return legend
  }

  /// The notes under the legend: how to read the index plays, insurance, plays off the chart.
  var noteLines: [String] {
    var lines: [String] = []
    if let indices {
      lines.append(
        "Index plays: when the \(countName ?? "count") compares with the index as shown, make the play (if it is "
          + "legal); otherwise follow the chart.")
      if let insurance = indices.insurance {
        lines.append("Insurance: take it when the \(countName ?? "count") is \(Self.condition(of: insurance)).")
      }
      let off = playsOffChart
      if !off.isEmpty { lines.append("Also: " + off.map(\.spec).joined(separator: ", ") + ".") }
    }
    return lines
  }

  /// The grey of a cell the player has not drilled.
  static let undrilled = Colour(0xEEEEEE)

  /// The colour of an error rate from 0 (white) to 1 (vermillion), component by component.
  static func errorColour(_ rate: Double) -> Colour {
    let t = min(1, max(0, rate))
    let mix = { (to: UInt8) -> UInt8 in UInt8((255 + (Double(to) - 255) * t).rounded()) }
    let end = Palette.vermillion
    return Colour(red: mix(end.red), green: mix(end.green), blue: mix(end.blue))
  }

  /// The card as a page of its own, printable on one sheet.
  var html: String {
    HTML.page(
      title: "Basic strategy: \(report.rules)", style: Self.style,
      body: [
        Element("main", elements: [svg])
      ])
  }

  /// The page's style sheet: the card fills the width of the screen or of one printed page.
  static let style = """
    body { margin: 16px auto; max-width: 860px; font-family: \(SVG.fontFamily); background: #ffffff; }
    svg { display: block; width: 100%; height: auto; }
    @page { size: auto; margin: 10mm; }
    @media print { body { margin: 0; max-width: none; } }
    """
}

/// A player's drill answers on one cell of the strategy card.
struct CellErrors: Hashable, Sendable {
  /// Answers given.
  var answered: Int
  /// Answers wrong.
  var wrong: Int

  /// The share of answers wrong, from 0 to 1 (0 without answers).
  var rate: Double { answered == 0 ? 0 : Double(wrong) / Double(answered) }

  /// The error rate from which a cell is weak.
  static let weakRate = 0.2

  /// Whether the cell is weak: some answers wrong, at least ``weakRate`` of them.
  var isWeak: Bool { wrong > 0 && rate >= Self.weakRate - 1e-12 }

  /// The card's cell ("H16 10", "S18 6", "P8 A", "PA 2") of a chart position as the drills name it ("hard 16 v T",
  /// "soft 18 v 6", "8,8 v A", "A,A v 2"); `nil` for anything else (insurance).
  static func cell(ofItem item: String) -> String? {
    let parts = item.split(separator: " v ", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else { return nil }
    let up: String
    switch parts[1] {
    case "T": up = "10"
    case "A": up = "A"
    case let digit where Int(digit).map({ (2...9).contains($0) }) == true: up = digit
    default: return nil
    }
    let row = parts[0]
    if row.hasPrefix("hard "), let total = Int(row.dropFirst(5)) { return "H\(total) \(up)" }
    if row.hasPrefix("soft "), let total = Int(row.dropFirst(5)) { return "S\(total) \(up)" }
    let pair = row.split(separator: ",")
    guard pair.count == 2, pair[0] == pair[1] else { return nil }
    switch pair[0] {
    case "A": return "PA \(up)"
    case "T": return "P10 \(up)"
    default: return Int(pair[0]).map { "P\($0) \(up)" }
    }
  }

  /// The cells of the strategy drill's answers in `answers` (skill "strategy").
  static func byCell(_ answers: [(item: String, correct: Bool)]) -> [String: CellErrors] {
    var cells: [String: CellErrors] = [:]
    for answer in answers {
      guard let cell = cell(ofItem: answer.item) else { continue }
      var errors = cells[cell] ?? CellErrors(answered: 0, wrong: 0)
      errors.answered += 1
      if !answer.correct { errors.wrong += 1 }
      cells[cell] = errors
    }
    return cells
  }
}
