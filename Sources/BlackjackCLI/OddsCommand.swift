extension Subcommand {
  /// `blackjack odds [--rules SPEC] [--post-split P] [--removed CARDS] [--shoe-counts COUNTS] [--hand CARDS --up
  /// CARD] [--chart FILE] [--json | --format text|json|html]`: the exact house edge and what each single rule
  /// change does to it, from any shoe; or the values of a hand's actions; or a chart's exact edge.
  public static let odds = Subcommand(
    name: "odds",
    summary: "Compute the exact house edge for any rules and shoe, a hand's action values, or a chart's edge.",
    discussion: """
      The edge is exact (combinatorial, not simulated): once with composition-dependent optimal play, split hands
      played by --post-split (default cdz-: as unsplit hands of the same cards; cdp1: as is best for the first
      split hand; cdp: best for each hand's cards and the pair cards split), and once with the computed basic
      strategy. Positive edges favour the house; JSON gives fractions of the initial bet (fields in docs/json.md).

      The shoe is the rules' full shoe, or --shoe-counts (ten counts: aces, twos … nines, ten-valued cards), less
      the cards of --removed (e.g. "5 5 5 5"). With --hand and --up, the exact value of each legal action on that
      hand (per initial bet, given no dealer blackjack after a peek), splitting with the better choice to resplit or
      not. In a shoe so small that the cards could run out, a line of play of the split on which they do is
      impossible to choose, as in Farmer's split solver, and the split is valued by the best play avoiding it;
      other figures leave such lines out and are marked not exact. With --chart FILE (the CSV 'strategy --format
      csv' writes, edited as you like), that chart's exact edge.

      --format html writes a page with the rule changes as a bar chart and the dealer's final totals by up card as
      stacked bars (for the rules' full shoe). With --side-bets, the paytables and exact house edges of the side
      bets (21+3, Perfect Pairs, Lucky Ladies) for the rules' decks instead (text or JSON).
      """,
    options: [
      CommonOptions.rules.spec, AnalysisOptions.postSplit.spec, ShoeOptions.removed.spec, ShoeOptions.counts.spec,
      OddsOptions.hand.spec, OddsOptions.up.spec, OddsOptions.chart.spec, OddsOptions.format.spec,
      OddsOptions.sideBets.spec, CommonOptions.json.spec,
    ],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let hand = options[OddsOptions.hand]
      let up = options[OddsOptions.up]
      let chartPath = options[OddsOptions.chart]
      if hand != nil && up == nil { throw .usage("--hand needs --up CARD, the dealer's up card (e.g. --up T)") }
      if up != nil && hand == nil { throw .usage("--up needs --hand CARDS, the player's hand (e.g. --hand T6)") }
      if hand != nil && chartPath != nil {
        throw .usage("give --hand (a hand's action values) or --chart (a chart's edge), not both")
      }
      let chart = try chartPath.map { path throws(CLIError) in try ChartFile.read(path) }
      let shoe = try options.chosenShoe(rules: rules)
      let format = try options.oddsFormat()
      let json = format == "json"
      if options[OddsOptions.sideBets] {
        guard format != "html" else { throw .usage("--side-bets prints text or JSON; --format html is for the game") }
        let other = [OddsOptions.hand.spec, OddsOptions.chart.spec, ShoeOptions.removed.spec, ShoeOptions.counts.spec]
          .first { options.values[$0.name] != nil }
        if let other {
          throw .usage("--side-bets prices the rules' full shoe; give it without \(other.flagName)")
        }
        try console.print(SideBetReport(rules: rules), json: json)
        return 0
      }
      if format == "html" {
        let other = [OddsOptions.hand.spec, OddsOptions.chart.spec, ShoeOptions.removed.spec, ShoeOptions.counts.spec]
          .first { options.values[$0.name] != nil }
        if let other {
          throw .usage("--format html draws the rules' full shoe; give it without \(other.flagName)")
        }
        let report = try OddsReport(rules: rules, shoe: shoe, postSplit: options.postSplit)
        console.line(OddsPage(odds: report, dealer: DealerReport(rules: rules)).html.dropLastNewline)
        return 0
      }
      if let hand, let up {
        let cards = try ShoeOptions.ranks(hand, option: "--hand")
        let upCards = try ShoeOptions.ranks(up, option: "--up")
        guard upCards.count == 1 else { throw .usage("--up expects one card, the dealer's up card, got '\(up)'") }
        let report = try HandOddsReport(
          rules: rules, shoe: shoe, hand: cards, upCard: upCards[0], postSplit: options.postSplit)
        try console.print(report, json: json)
      } else if let chart, let chartPath {
        let report = try ChartOddsReport(
          rules: rules, shoe: shoe, chart: chart, name: chartPath, postSplit: options.postSplit)
        try console.print(report, json: json)
      } else {
        try console.print(try OddsReport(rules: rules, shoe: shoe, postSplit: options.postSplit), json: json)
      }
      return 0
    })
}

/// The options of `blackjack odds` besides the common, analysis and shoe ones.
enum OddsOptions {
  /// `--hand CARDS`.
  static let hand = Option.text(
    "hand", valueName: "CARDS", help: "Value each action on this hand, e.g. T6 or \"8 8\" (needs --up).")
  /// `--up CARD`.
  static let up = Option.text("up", valueName: "CARD", help: "The dealer's up card for --hand, e.g. T, A or 6.")
  /// `--chart FILE`.
  static let chart = Option.text(
    "chart", valueName: "FILE", help: "Price this chart exactly: the CSV 'strategy --format csv' writes, edited.")
  /// `--format text|json|html`.
  static let format = Option.choice(
    "format", valueName: "FORMAT", choices: ["text", "json", "html"],
    help: "Output format: text, json (as --json) or html (a page with charts) (default text).")
  /// `--side-bets`: report the side bets instead of the main game.
  static let sideBets = Option.flag(
    "side-bets", help: "Report the side bets' paytables and exact house edges for the rules' decks instead.")
}

extension ParsedOptions {
  /// The format of `odds`: `--format`, or json with `--json`.
  ///
  /// - Throws: ``CLIError`` (usage) when `--json` and a `--format` other than json are both given.
  func oddsFormat() throws(CLIError) -> String {
    let format = self[OddsOptions.format]
    if self[CommonOptions.json] {
      guard format == nil || format == "json" else {
        throw .usage("--json and --format \(format ?? "") disagree; give one of them")
      }
      return "json"
    }
    return format ?? "text"
  }
}
