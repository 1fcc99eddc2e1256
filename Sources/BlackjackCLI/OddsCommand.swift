extension Subcommand {
  /// `blackjack odds [--rules SPEC] [--json]`: the exact house edge and what each single rule change does to it.
  public static let odds = Subcommand(
    name: "odds",
    summary: "Compute the exact house edge for any rules, and the effect of each single rule change.",
    discussion:
      "The edge is exact (combinatorial, not simulated) for a full shoe: once with composition-dependent optimal "
      + "play (split hands played like unsplit hands of the same cards, CDZ-) and once with the computed basic "
      + "strategy. Positive edges favour the house; JSON gives fractions of the initial bet (fields in the README). "
      + "With --side-bets, the paytables and exact house edges of the side bets (21+3, Perfect Pairs, Lucky "
      + "Ladies) for the rules' decks instead.",
    options: [CommonOptions.rules.spec, OddsOptions.sideBets.spec, CommonOptions.json.spec],
    run: { options, console throws(CLIError) in
      if options[OddsOptions.sideBets] {
        try console.print(SideBetReport(rules: try options.rules()), json: options[CommonOptions.json])
        return 0
      }
      let report = OddsReport(rules: try options.rules())
      try console.print(report, json: options[CommonOptions.json])
      return 0
    })
}

/// The options only `odds` takes.
enum OddsOptions {
  /// `--side-bets`: report the side bets instead of the main game.
  static let sideBets = Option.flag(
    "side-bets", help: "Report the side bets' paytables and exact house edges for the rules' decks instead.")
}
