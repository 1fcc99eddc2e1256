import BlackjackAnalysis
import BlackjackEngine
import BlackjackText

/// What `blackjack odds --chart FILE` reports: the exact house edge of playing that chart for every decision (a
/// simplified chart, a habit, another game's chart), beside the computed basic strategy's and composition-dependent
/// play's.
///
/// JSON fields (fractions of the initial bet; positive edges favour the house): `schemaVersion` (1), `rules`,
/// `postSplit` (for the composition-dependent edge; the chart plays its split hands itself), `shoe`
/// (``ShoeReport``), `chart` (the file), `exact`, `houseEdge` (playing the chart), `basicStrategyHouseEdge`,
/// `compositionDependentHouseEdge`, `difference` (the chart's edge minus the basic strategy's) and `byUpCard[]`
/// (`upCard`, `ev`: the player's expected value against each up card playing the chart).
struct ChartOddsReport: Report {
  /// The player's expected value against one up card.
  struct UpCardValue: Encodable, Sendable {
    var upCard: String
    var ev: Double
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var rules: String
  var postSplit: String
  var shoe: ShoeReport
  var chart: String
  var exact: Bool
  var houseEdge: Double
  var basicStrategyHouseEdge: Double
  var compositionDependentHouseEdge: Double
  var difference: Double
  var byUpCard: [UpCardValue]

  /// Prices `chart` (read from the file `name`) under `rules` from `shoe`.
  ///
  /// - Throws: ``CLIError`` (usage) when the shoe cannot deal a round.
  init(rules: Rules, shoe: ChosenShoe, chart: BasicStrategy, name: String, postSplit: PostSplitPolicy)
    throws(CLIError)
  {
    let analysis: ExactAnalysis
    do throws(ShoeError) {
      analysis =
        shoe.isFull
        ? ExactAnalysis(rules: rules, postSplit: postSplit)
        : try ExactAnalysis(rules: rules, validating: shoe.composition, postSplit: postSplit)
    } catch {
      throw .usage(ShoeOptions.message(for: error, option: shoe.fromCounts ? "--shoe-counts" : "--removed"))
    }
    let value = analysis.chartValue(chart)
    let report = analysis.report()
    self.rules = rules.spec
    self.postSplit = postSplit.rawValue
    self.shoe = ShoeReport(shoe, rules: rules)
    self.chart = name
    exact = value.isExact && report.isExact
    houseEdge = value.houseEdge
    basicStrategyHouseEdge = report.basicStrategyEdge
    compositionDependentHouseEdge = report.compositionDependentEdge
    difference = value.houseEdge - report.basicStrategyEdge
    byUpCard = zip(UpCardLabel.columns, value.expectedValueByUpCard).map { UpCardValue(upCard: $0, ev: $1) }
  }

  /// The text output, line by line.
  var lines: [String] {
    let percent = { (value: Double) in DecimalFormat.fixed(value * 100, digits: 4) }
    var lines = [
      "Rules: \(rules)",
      "Shoe: \(shoe.description)",
      "Chart: \(chart)",
      "",
      "House edge playing the chart:            \(percent(houseEdge)) %",
      "House edge, computed basic strategy:     \(percent(basicStrategyHouseEdge)) %",
      "House edge, composition-dependent play:  \(percent(compositionDependentHouseEdge)) %  (split hands "
        + "\(PostSplitPolicy(rawValue: postSplit)?.name ?? postSplit))",
      "The chart costs \(DecimalFormat.signed(difference * 100, digits: 4)) percentage points against basic strategy.",
      "",
      "Player's EV per initial bet against each up card, playing the chart:",
    ]
    for value in byUpCard {
      lines.append("  " + value.upCard.padded(toLeading: 2) + "  " + DecimalFormat.signed(value.ev, digits: 4))
    }
    if !exact {
      lines += ["", "Not exact: the shoe could run out during a round; the figures leave those rounds out."]
    }
    return lines
  }
}
