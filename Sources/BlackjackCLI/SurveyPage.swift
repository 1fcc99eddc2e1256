import BlackjackPictures
import BlackjackText

/// `blackjack survey --report FILE.html`: one self-contained page of a survey, drawn from the same
/// ``SurveyReport`` as the table: SCORE by decks and penetration as heatmaps (one for each set of the other
/// settings: rules, count, spread, play), SCORE against penetration as lines (one for each rule set with its decks,
/// count, spread and play), and the ranked games in a table. Nothing on it depends on the machine or the clock.
struct SurveyPage: Sendable {
  /// The survey.
  var report: SurveyReport

  /// The most heatmaps, and lines, drawn (the best by SCORE); the table lists every game.
  static let heatmapLimit = 8
  static let lineLimit = Palette.series.count

  /// What a game is without its decks and penetration: the key of its heatmap.
  private static func variant(_ game: SurveyReport.Game) -> String {
    "\(SurveyReport.otherRules(game.rules)), \(game.system), spread \(game.spread), play \(game.play)"
  }

  /// What a game is without its penetration: the key of its line.
  private static func family(_ game: SurveyReport.Game) -> String {
    "\(game.decks)D \(variant(game))"
  }

  /// The share of the shoe dealt before the cut card, in per cent.
  private static func dealt(_ game: SurveyReport.Game) -> Double {
    game.cutCard.map { Double($0.afterCards) / Double(max(1, $0.cards)) * 100 } ?? 0
  }

  /// Groups of games by `key`, in the order of their best game (the report is ranked).
  private func groups(_ key: (SurveyReport.Game) -> String) -> [(key: String, games: [SurveyReport.Game])] {
    var order: [String] = []
    var members: [String: [SurveyReport.Game]] = [:]
    for game in report.games {
      let name = key(game)
      if members[name] == nil { order.append(name) }
      members[name, default: []].append(game)
    }
    return order.map { ($0, members[$0] ?? []) }
  }

  /// The SCORE of each decks and penetration of the games of one variant.
  func heatmap(_ variant: String, games: [SurveyReport.Game], number: Int) -> Heatmap {
    let decks = Array(Set(games.map(\.decks))).sorted()
    var penetrations: [(label: String, dealt: Double)] = []
    for game in games where !penetrations.contains(where: { $0.label == game.penetration }) {
      penetrations.append((game.penetration, Self.dealt(game)))
    }
    penetrations.sort { $0.dealt < $1.dealt || ($0.dealt == $1.dealt && $0.label < $1.label) }
    let cells = games.map { game in
      Heatmap.Cell(
        row: decks.firstIndex(of: game.decks) ?? 0,
        column: penetrations.firstIndex { $0.label == game.penetration } ?? 0, value: game.score ?? 0,
        text: game.score.map { DecimalFormat.fixed($0, digits: 1) } ?? "loses")
    }
    let frame = ChartFrame(
      id: "score-heatmap-\(number)", title: "SCORE by decks and penetration",
      description:
        "A grid of the SCORE (the win per 100 rounds with the optimal bets, a 10,000 bankroll and a 13.5 % risk of "
        + "ruin) of each number of decks (rows) and penetration (columns), darker for a higher SCORE, the value "
        + "written in each cell; for \(variant).",
      xTitle: "Penetration (the cut card)", yTitle: "Decks", height: Double(120 + 44 * decks.count) + 40)
    return Heatmap(
      frame: frame, rows: decks.map { "\($0)D" }, columns: penetrations.map(\.label), cells: cells,
      format: { DecimalFormat.fixed($0, digits: 1) })
  }

  /// SCORE against the share of the shoe dealt, a line for each family of games with two penetrations or more.
  func lineChart() -> LineChart? {
    let families = groups(Self.family).filter { Set($0.games.map(\.penetration)).count >= 2 }
    guard !families.isEmpty else { return nil }
    let marks = families.prefix(Self.lineLimit).enumerated().map { index, family in
      LineChart.Mark.line(
        name: family.key,
        points: family.games.sorted { Self.dealt($0) < Self.dealt($1) }.map {
          SVG.Point(Self.dealt($0), $0.score ?? 0)
        }, colour: Palette.series[index], width: 2.2, dash: nil, opacity: nil)
    }
    let frame = ChartFrame(
      id: "score-by-penetration", title: "SCORE against penetration",
      description:
        "Lines of the SCORE of each rule set (with its decks, count, spread and play) against the share of the shoe "
        + "dealt before the cut card, in per cent.",
      xTitle: "Penetration (% of the shoe dealt before the cut card)", yTitle: "SCORE", height: 420)
    return LineChart(frame: frame, marks: Array(marks))
  }

  /// The page.
  var html: String {
    var body: [Element] = [
      HTML.heading(1, "Survey of \(report.gamesTotal) games"),
      HTML.paragraph(
        "\(DecimalFormat.grouped(report.roundsPerGame)) rounds a game, played by blackjack survey from seed "
          + "\(report.seed); the same seed and games give the same figures. Bets sized for a bankroll of "
          + "\(DecimalFormat.money(report.bankroll)) at a \(DecimalFormat.fixed(report.riskAsked * 100, digits: 2)) % "
          + "risk of ruin.", class: "note"),
    ]
    if report.partial {
      body.append(HTML.paragraph("PARTIAL: \(report.missingGames) of \(report.gamesTotal) games not played yet."))
    }
    let variants = groups(Self.variant)
    var maps: [Element] = variants.prefix(Self.heatmapLimit).enumerated().map { index, variant in
      HTML.figure(heatmap(variant.key, games: variant.games, number: index + 1).svg, caption: variant.key)
    }
    if variants.count > Self.heatmapLimit {
      maps.append(
        HTML.paragraph(
          "The \(Self.heatmapLimit) best of \(variants.count) sets of rules, count, spread and play are drawn; the "
            + "table lists every game.", class: "note"))
    }
    body.append(HTML.section("SCORE by decks and penetration", id: "heatmaps", maps))
    if let chart = lineChart() {
      body.append(
        HTML.section(
          "SCORE against penetration", id: "lines",
          [HTML.figure(chart.svg, caption: "The \(Self.lineLimit) best rule sets at most, by their best SCORE.")]))
    } else {
      body.append(
        HTML.section(
          "SCORE against penetration", id: "lines",
          [HTML.paragraph("No rule set was played at two penetrations or more.", class: "note")]))
    }
    body.append(
      HTML.section(
        "Games ranked by SCORE", id: "games",
        [
          HTML.table(
            header: [
              "#", "SCORE", "DI", "Win / 100", "House edge", "Decks", "Penetration", "Count", "Spread", "Play",
              "Ramp", "Rules",
            ],
            rows: report.games.map { game in
              [
                String(game.rank), game.score.map { DecimalFormat.fixed($0, digits: 2) } ?? "loses",
                game.di.map { DecimalFormat.fixed($0, digits: 2) } ?? "–",
                game.winPer100.map { DecimalFormat.signedMoney($0) } ?? "–",
                DecimalFormat.fixed(game.houseEdge * 100, digits: 3) + " %", "\(game.decks)D", game.penetration,
                game.system, game.spread, game.play, game.ramp.map(SurveyReport.shortRamp) ?? "–",
                SurveyReport.otherRules(game.rules),
              ]
            })
        ]))
    return HTML.page(
      title: "Survey of \(report.gamesTotal) games", style: PageStyle.sheet, body: [Element("main", elements: body)])
  }
}
