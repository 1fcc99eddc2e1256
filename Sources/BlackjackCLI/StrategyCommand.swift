import BlackjackCounting
import BlackjackEngine
import BlackjackPictures

extension Subcommand {
  /// `blackjack strategy [--rules SPEC] [--format text|csv|json|svg|html] [--count SYSTEM --indices TABLE]
  /// [--no-color]`: the computed basic strategy, as text, data or a printable card.
  public static let strategy = Subcommand(
    name: "strategy",
    summary: "Compute the basic-strategy chart for any rules from the exact odds.",
    discussion:
      "Cells: H hit, S stand, Dh double else hit, Ds double else stand, P split, Rh/Rs/Rp surrender else hit/"
      + "stand/split. The split cells come from split values under --post-split (default cdz-). The CSV is what "
      + "'odds --chart FILE' reads to price a chart. Text is coloured on a terminal unless --no-color or NO_COLOR "
      + "is set. JSON fields are described in docs/json.md. --format svg draws the chart as a printable card (an SVG "
      + "picture) and --format html as a page holding it; with --count and --indices (svg or html) the index plays "
      + "are marked in their cells; with --profile NAME (and --db) the cells where the profile's strategy drill answers "
      + "are 20% or more wrong are framed in red.",
    options: [
      CommonOptions.rules.spec, AnalysisOptions.postSplit.spec, StrategyOptions.format.spec,
      CountingOptions.count.spec, CountingOptions.indices.spec, CommonOptions.noColor.spec,
      ProfileOptions.profile.spec, ProfileOptions.database.spec,
    ],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      let format = options[StrategyOptions.format] ?? "text"
      if options[ProfileOptions.profile] != nil && format != "svg" && format != "html" {
        throw .usage("--profile marks the player's weak cells on the strategy card: give --format svg or html")
      }
      let marks = try options.cardIndices(rules: rules, format: format)
      for warning in marks?.warnings ?? [] { console.errorLine("\(BlackjackCLI.programName): warning: \(warning)") }
      let report = StrategyReport(rules: rules, postSplit: options.postSplit)
      switch format {
      case "csv": report.csvLines.forEach { console.line($0) }
      case "json": console.line(try JSONOutput.text(report))
      case "svg", "html":
        var card = StrategyCard(report: report, indices: marks?.table, system: marks?.system)
        card.errors = try options.profileCellErrors()
        console.line(format == "svg" ? SVG.file(card.svg).dropLastNewline : card.html.dropLastNewline)
      default: report.lines(color: options.useColor).forEach { console.line($0) }
      }
      return 0
    })
}

/// The options of `blackjack strategy` besides the common ones.
enum StrategyOptions {
  /// `--format text|csv|json|svg|html`.
  static let format = Option.choice(
    "format", valueName: "FORMAT", choices: ["text", "csv", "json", "svg", "html"],
    help: "Output format: text, csv, json, svg (a printable card) or html (a page with the card) (default text).")
}

extension ParsedOptions {
  /// The counting system and index plays `--count` and `--indices` mark on the strategy card, with the warnings
  /// for a built-in table published for other rules; `nil` without `--count`.
  ///
  /// - Throws: ``CLIError`` (usage) for `--indices` without `--count`, either of them with a format that is not a
  ///   picture, an unknown system, or an index table that cannot be read.
  func cardIndices(
    rules: Rules, format: String
  ) throws(CLIError) -> (system: CountingSystem, table: IndexTable?, warnings: [String])? {
    guard let system = try countingSystem() else {
      if self[CountingOptions.indices] != nil {
        throw .usage("--indices needs --count (the counting system the indices are for, e.g. --count hilo)")
      }
      return nil
    }
    guard format == "svg" || format == "html" else {
      throw .usage("--count and --indices mark the strategy card: give --format svg or html, not \(format)")
    }
    guard let name = self[CountingOptions.indices] else { return (system, nil, []) }
    let table = try Self.indexTable(name)
    let warnings = IndexTable.builtIn(named: name) != nil ? table.warnings(for: rules, system: system) : []
    return (system, table, warnings)
  }
}

extension String {
  /// The text without its final newline, for ``Console/line(_:)``, which adds one.
  var dropLastNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
