import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine

extension Subcommand {
  /// `blackjack eor [--rules SPEC] [--tags TAGS] [--play basic|optimal] [--post-split P] [--json]`: each value's
  /// effect of removal on the edge and on insurance, and the quality of every built-in count (and custom tags).
  public static let eor = Subcommand(
    name: "eor",
    summary: "Print each card's effect of removal and the betting, insurance and playing quality of card counts.",
    discussion: """
      The effect of removal of a value is the exact change in the player's expectation (and in the value of an
      insurance bet) when one card of it is taken out of the full shoe. By default the player keeps the full shoe's
      basic strategy (Griffin's convention, as in published tables); --play optimal re-optimises the play for each
      shoe. From the effects follow, for each built-in counting system and for --tags, Griffin's betting
      correlation (BC), insurance correlation (IC) and playing efficiency (PE, over the two-card decisions, half
      the shoe seen). JSON fields are described in docs/json.md.
      """,
    options: [
      CommonOptions.rules.spec, EOROptions.tags.spec, EOROptions.play.spec, AnalysisOptions.postSplit.spec,
      CommonOptions.json.spec,
    ],
    run: { options, console throws(CLIError) in
      let rules = try options.rules()
      var custom: CountingSystem?
      if let text = options[EOROptions.tags] {
        do throws(CountingSystemError) {
          custom = try CountingSystem(spec: text)
        } catch {
          throw .usage("--tags: \(error)")
        }
      }
      let report = try EORReport(
        rules: rules, optimal: options[EOROptions.play] == "optimal", postSplit: options.postSplit, custom: custom)
      try console.print(report, json: options[CommonOptions.json])
      return 0
    })
}

/// The options of `blackjack eor` besides the common and analysis ones.
enum EOROptions {
  /// `--tags TAGS`.
  static let tags = Option.text(
    "tags", valueName: "TAGS",
    help: "Also rate these tags, e.g. \"A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1\" (or a system's name).")
  /// `--play basic|optimal`.
  static let play = Option.choice(
    "play", valueName: "HOW", choices: ["basic", "optimal"],
    help: "How the player plays each shoe: basic (the full shoe's chart, Griffin's convention; default) or optimal.")
}
