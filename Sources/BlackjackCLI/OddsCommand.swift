extension Subcommand {
  /// `blackjack odds [--rules SPEC] [--json | --format text|json|html]`: the exact house edge and what each single
  /// rule change does to it.
  public static let odds = Subcommand(
    name: "odds",
    summary: "Compute the exact house edge for any rules, and the effect of each single rule change.",
    discussion:
      "The edge is exact (combinatorial, not simulated) for a full shoe: once with composition-dependent optimal "
      + "play (split hands played like unsplit hands of the same cards, CDZ-) and once with the computed basic "
      + "strategy. Positive edges favour the house; JSON gives fractions of the initial bet (fields in the README). "
      + "--format html writes a page with the rule changes as a bar chart and the dealer's final totals by up card "
      + "as stacked bars. With --side-bets, the paytables and exact house edges of the side bets (21+3, Perfect "
      + "Pairs, Lucky Ladies) for the rules' decks instead (text or JSON).",
    options: [CommonOptions.rules.spec, OddsOptions.format.spec, OddsOptions.sideBets.spec, CommonOptions.json.spec],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let format = try options.oddsFormat()
      if options[OddsOptions.sideBets] {
        guard format != "html" else { throw .usage("--side-bets prints text or JSON; --format html is for the game") }
        try console.print(SideBetReport(rules: rules), json: format == "json")
        return 0
      }
      let report = OddsReport(rules: rules)
      if format == "html" {
        console.line(OddsPage(odds: report, dealer: DealerReport(rules: rules)).html.dropLastNewline)
      } else {
        try console.print(report, json: format == "json")
      }
      return 0
    })
}

/// The options of `blackjack odds` besides the common ones.
enum OddsOptions {
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
