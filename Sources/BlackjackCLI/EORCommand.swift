import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine

extension Subcommand {
  /// `blackjack eor [--rules SPEC] [--tags TAGS] [--play basic|optimal] [--post-split P] [--json]`: each value's
  /// effect of removal on the edge and on insurance, and the quality of every built-in count (and custom tags).
  public static let eor = Subcommand(EORCommand.self)
}

/// `blackjack eor`: each value's effect of removal, and the quality of every built-in count (and custom tags).
struct EORCommand: Command {
  static let configuration = CommandConfiguration(
    name: "eor",
    summary: "Print each card's effect of removal and the betting, insurance and playing quality of card counts.",
    discussion: """
      The effect of removal of a value is the exact change in the player's expectation (and in the value of an
      insurance bet) when one card of it is taken out of the full shoe. By default the player keeps the full shoe's
      basic strategy (Griffin's convention, as in published tables); --play optimal re-optimises the play for each
      shoe. From the effects follow, for each built-in counting system and for --tags, Griffin's betting
      correlation (BC), insurance correlation (IC) and playing efficiency (PE, over the two-card decisions, half
      the shoe seen). JSON fields are described in docs/json.md.
      """)

  /// How the player plays each shoe the effects are measured on.
  enum Play: String, CaseIterable, Sendable {
    /// The full shoe's basic strategy (Griffin's convention).
    case basic
    /// The best play for each shoe.
    case optimal
  }

  var game = GameOptions()
  @Opt(
    .text(
      "tags", valueName: "TAGS",
      help: "Also rate these tags, e.g. \"A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1\" (or a system's name)."))
  var tags: String?
  @Opt(
    .choice(
      "play", valueName: "HOW",
      help: "How the player plays each shoe: basic (the full shoe's chart, Griffin's convention; default) or optimal."
    ))
  var play = Play.basic
  @Opt(AnalysisOptions.postSplit) var postSplit = PostSplitPolicy.cdzMinus
  @Opt(CommonOptions.json) var json = false

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let rules = try game.rules()
    var custom: CountingSystem?
    if let tags {
      do throws(CountingSystemError) {
        custom = try CountingSystem(spec: tags)
      } catch {
        throw .usage("--tags: \(error)")
      }
    }
    let report = try EORReport(rules: rules, optimal: play == .optimal, postSplit: postSplit, custom: custom)
    try console.print(report, json: json)
    return 0
  }
}
