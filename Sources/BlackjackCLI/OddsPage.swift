import BlackjackPictures
import BlackjackText

/// `blackjack odds --format html`: one self-contained page of the exact odds, from the same ``OddsReport`` as the
/// text and JSON, and the dealer's final totals from the same ``DealerReport`` as `blackjack dealer`.
///
/// The page gives the headline figures, a bar chart of the house edge of these rules and of each single rule change
/// (bars of class `bar`, the first for these rules), and a stacked bar per up card of the dealer's final totals
/// (segments of class `segment`), each chart followed by a table of its numbers.
struct OddsPage: Sendable {
  /// The house edge and the rule changes.
  var odds: OddsReport
  /// The dealer's final totals by up card, for the same rules.
  var dealer: DealerReport

  /// A percentage with `digits` decimals: "0.4105 %".
  private static func percent(_ fraction: Double, _ digits: Int) -> String {
    DecimalFormat.fixed(fraction * 100, digits: digits) + " %"
  }

  /// The chart of the house edge under these rules and under each single change.
  var ruleChart: BarChart {
    let base = BarChart.Bar(
      label: "These rules", value: odds.houseEdge.compositionDependent * 100, colour: Palette.blue,
      text: Self.percent(odds.houseEdge.compositionDependent, 3))
    let changes = odds.ruleChanges.map { change in
      BarChart.Bar(
        label: change.change, value: change.houseEdge * 100,
        colour: change.difference > 0 ? Palette.vermillion : Palette.bluishGreen,
        text: Self.percent(change.houseEdge, 3) + " (" + DecimalFormat.signed(change.difference * 100, digits: 3)
          + " pp)")
    }
    let bars = [base] + changes
    let widest = Double(bars.map(\.label.count).max() ?? 10) * 6.6 + 24
    let legend = Legend([
      .init(.box(Palette.blue, letter: nil), "these rules"),
      .init(.box(Palette.vermillion, letter: nil), "change raises the edge (worse for the player)"),
      .init(.box(Palette.bluishGreen, letter: nil), "change lowers the edge (better for the player)"),
    ])
    let frame = ChartFrame(
      id: "rule-changes", title: "House edge, and what each rule change is worth",
      description:
        "Horizontal bars of the exact house edge (composition-dependent play, per cent of the initial bet) under "
        + "\(odds.rules) and under each single rule change; each bar is labelled with its edge and its difference "
        + "from these rules in percentage points. Positive edges favour the house.",
      xTitle: "House edge (% of the initial bet; positive favours the house)", yTitle: "Rule change",
      height: 110 + Double(bars.count) * 30 + 36, legend: legend, leftMargin: max(widest, 90), topMargin: 58)
    return BarChart(frame: frame, bars: bars, orientation: .horizontal, showsValues: true)
  }

  /// The series of the dealer's chart, bottom to top: 17 … 21, blackjack, bust.
  static let dealerSeries: [StackedBarChart.Series] = [
    .init("17", Palette.orange), .init("18", Palette.skyBlue), .init("19", Palette.bluishGreen),
    .init("20", Palette.yellow), .init("21", Palette.blue), .init("blackjack", Palette.reddishPurple),
    .init("bust", Palette.vermillion),
  ]

  /// The dealer's final totals as stacked bars, one per up card.
  var dealerChart: StackedBarChart {
    let values = dealer.upCards.map { row in
      (row.outcomes.totals + [row.outcomes.blackjack ?? 0, row.outcomes.bust]).map { $0 * 100 }
    }
    let frame = ChartFrame(
      id: "dealer-totals", title: "The dealer's final total by up card",
      description:
        "Stacked bars, one per dealer up card (2 to ace), of the probabilities in per cent that the dealer ends on "
        + "17, 18, 19, 20, 21, a blackjack or a bust, from a full shoe before the peek, under \(dealer.rules); each "
        + "bar adds up to 100 %.",
      xTitle: "Dealer's up card", yTitle: "Probability (%)", width: 760, height: 440)
    return StackedBarChart(
      frame: frame, categories: dealer.upCards.map(\.upCard), series: Self.dealerSeries, values: values)
  }

  /// The page.
  var html: String {
    let headline = HTML.definitions([
      ("Rules", odds.rules),
      ("House edge, composition-dependent play", Self.percent(odds.houseEdge.compositionDependent, 4)),
      ("House edge, computed basic strategy", Self.percent(odds.houseEdge.basicStrategy, 4)),
      ("Player blackjack frequency", Self.percent(odds.blackjackFrequency, 4)),
      (
        "Win / push / lose (per round)",
        OddsReport.perRoundShares(odds.perRound.win, odds.perRound.push, odds.perRound.lose)
      ),
      ("How a round counts", odds.perRound.basis.prefix(1).uppercased() + odds.perRound.basis.dropFirst() + "."),
    ])
    let changes = HTML.table(
      header: ["Rule change", "Rules", "House edge", "Change"],
      rows: [["These rules", odds.rules, Self.percent(odds.houseEdge.compositionDependent, 4), ""]]
        + odds.ruleChanges.map {
          [
            $0.change, $0.rules, Self.percent($0.houseEdge, 4),
            DecimalFormat.signed($0.difference * 100, digits: 4) + " pp",
          ]
        })
    let dealerTable = HTML.table(
      header: ["Up card"] + Self.dealerSeries.map(\.name) + ["bust, given no blackjack"],
      rows: dealer.upCards.map { row in
        [row.upCard]
          + (row.outcomes.totals + [row.outcomes.blackjack ?? 0, row.outcomes.bust, row.givenNoBlackjack.bust]).map {
            Self.percent($0, 2)
          }
      })
    return HTML.page(
      title: "Exact odds: \(odds.rules)", style: PageStyle.sheet,
      body: [
        Element(
          "main",
          elements: [
            HTML.heading(1, "Exact odds: \(odds.rules)"),
            HTML.paragraph(
              "Exact (combinatorial) figures for a full shoe; house edges are per cent of the initial bet and "
                + "positive when they favour the house.", class: "note"),
            headline,
            HTML.section(
              "What each rule change is worth", id: "rule-changes",
              [
                HTML.figure(
                  ruleChart.svg,
                  caption: "The edge with composition-dependent optimal play (CDZ-) under each single change."),
                changes,
              ]),
            HTML.section(
              "The dealer's final totals", id: "dealer",
              [
                HTML.figure(
                  dealerChart.svg,
                  caption: "Before the peek; the last column of the table is the bust chance once the dealer has "
                    + "checked for blackjack."),
                dealerTable,
              ]),
          ])
      ])
  }
}
