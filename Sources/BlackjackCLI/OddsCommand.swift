import BlackjackAnalysis

extension Subcommand {
  /// `blackjack odds [--rules SPEC] [--post-split P] [--removed CARDS] [--shoe-counts COUNTS] [--hand CARDS --up
  /// CARD] [--chart FILE] [--json | --format text|json|html]`: the exact house edge and what each single rule
  /// change does to it, from any shoe; or the values of a hand's actions; or a chart's exact edge.
  public static let odds = Subcommand(OddsCommand.self)
}

/// `blackjack odds`: the exact house edge and what each single rule change does to it, from any shoe; or the values
/// of a hand's actions; or a chart's exact edge; or the side bets' edges.
struct OddsCommand: Command {
  static let configuration = CommandConfiguration(
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
      """)

  /// What `odds` prints.
  enum Format: String, CaseIterable, Sendable {
    /// Lines of text.
    case text
    /// JSON, as `--json`.
    case json
    /// A page with charts.
    case html
  }

  var game = GameOptions()
  @Opt(AnalysisOptions.postSplit) var postSplit = PostSplitPolicy.cdzMinus
  var shoeChoice = ShoeChoiceOptions()
  @Opt(.text("hand", valueName: "CARDS", help: "Value each action on this hand, e.g. T6 or \"8 8\" (needs --up)."))
  var hand: String?
  @Opt(.text("up", valueName: "CARD", help: "The dealer's up card for --hand, e.g. T, A or 6.")) var up: String?
  @Opt(
    .text(
      "chart", valueName: "FILE", help: "Price this chart exactly: the CSV 'strategy --format csv' writes, edited."))
  var chartPath: String?
  @Opt(
    .choice(
      "format", valueName: "FORMAT",
      help: "Output format: text, json (as --json) or html (a page with charts) (default text)."))
  var format: Format?
  @Opt(
    .flag("side-bets", help: "Report the side bets' paytables and exact house edges for the rules' decks instead."))
  var sideBets = false
  @Opt(CommonOptions.json) var json = false

  /// The options that choose something other than the rules' full shoe and its game, by their flags, when given.
  private var otherThanFullShoe: String? {
    [(hand, "--hand"), (chartPath, "--chart"), (shoeChoice.removed, "--removed"), (shoeChoice.counts, "--shoe-counts")]
      .first { $0.0 != nil }?.1
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let rules = try game.rules()
    if hand != nil && up == nil { throw .usage("--hand needs --up CARD, the dealer's up card (e.g. --up T)") }
    if up != nil && hand == nil { throw .usage("--up needs --hand CARDS, the player's hand (e.g. --hand T6)") }
    if hand != nil && chartPath != nil {
      throw .usage("give --hand (a hand's action values) or --chart (a chart's edge), not both")
    }
    let chart = try chartPath.map { path throws(CLIError) in try ChartFile.read(path) }
    let shoe = try shoeChoice.chosenShoe(rules: rules)
    if json, let format, format != .json {
      throw .usage("--json and --format \(format.rawValue) disagree; give one of them")
    }
    let chosen: Format = json ? .json : format ?? .text
    if sideBets {
      guard chosen != .html else { throw .usage("--side-bets prints text or JSON; --format html is for the game") }
      if let other = otherThanFullShoe {
        throw .usage("--side-bets prices the rules' full shoe; give it without \(other)")
      }
      try console.print(SideBetReport(rules: rules), json: chosen == .json)
      return 0
    }
    if chosen == .html {
      if let other = otherThanFullShoe {
        throw .usage("--format html draws the rules' full shoe; give it without \(other)")
      }
      let report = try OddsReport(rules: rules, shoe: shoe, postSplit: postSplit)
      console.line(OddsPage(odds: report, dealer: DealerReport(rules: rules)).html.dropLastNewline)
      return 0
    }
    let asJSON = chosen == .json
    if let hand, let up {
      let cards = try ShoeOptions.ranks(hand, option: "--hand")
      let upCards = try ShoeOptions.ranks(up, option: "--up")
      guard upCards.count == 1 else { throw .usage("--up expects one card, the dealer's up card, got '\(up)'") }
      let report = try HandOddsReport(rules: rules, shoe: shoe, hand: cards, upCard: upCards[0], postSplit: postSplit)
      try console.print(report, json: asJSON)
    } else if let chart, let chartPath {
      let report = try ChartOddsReport(rules: rules, shoe: shoe, chart: chart, name: chartPath, postSplit: postSplit)
      try console.print(report, json: asJSON)
    } else {
      try console.print(try OddsReport(rules: rules, shoe: shoe, postSplit: postSplit), json: asJSON)
    }
    return 0
  }
}
