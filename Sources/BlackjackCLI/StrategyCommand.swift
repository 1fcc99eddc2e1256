extension Subcommand {
  /// `blackjack strategy [--rules SPEC] [--format text|csv|json] [--no-color]`: the computed basic strategy.
  public static let strategy = Subcommand(
    name: "strategy",
    summary: "Compute the basic-strategy chart for any rules from the exact odds.",
    discussion:
      "Cells: H hit, S stand, Dh double else hit, Ds double else stand, P split, Rh/Rs/Rp surrender else hit/"
      + "stand/split. The split cells come from split values under --post-split (default cdz-). The CSV is what "
      + "'odds --chart FILE' reads to price a chart. Text is coloured on a terminal unless --no-color or NO_COLOR is set. JSON fields are "
      + "described in the README.",
    options: [
      CommonOptions.rules.spec, AnalysisOptions.postSplit.spec, StrategyOptions.format.spec, CommonOptions.noColor.spec,
    ],
    run: { options, console throws(CLIError) in
      let report = StrategyReport(rules: try options.rules(), postSplit: options.postSplit)
      switch options[StrategyOptions.format] ?? "text" {
      case "csv": report.csvLines.forEach { console.line($0) }
      case "json": console.line(try JSONOutput.text(report))
      default: report.lines(color: options.useColor).forEach { console.line($0) }
      }
      return 0
    })
}

/// The options of `blackjack strategy` besides the common ones.
enum StrategyOptions {
  /// `--format text|csv|json`.
  static let format = Option.choice(
    "format", valueName: "FORMAT", choices: ["text", "csv", "json"],
    help: "Output format: text, csv or json (default text).")
}
