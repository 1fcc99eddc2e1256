extension Subcommand {
  /// `blackjack dealer [--rules SPEC] [--json]`: the dealer's final-total probabilities by up card.
  public static let dealer = Subcommand(
    name: "dealer",
    summary: "Print the dealer's exact final-total probabilities for each up card.",
    discussion:
      "Probabilities for a full shoe, before the dealer checks for blackjack; the last column gives the bust chance "
      + "given no dealer blackjack (as after a peek). JSON fields are described in docs/json.md.",
    options: [CommonOptions.rules.spec, CommonOptions.json.spec],
    run: { options, console throws(CLIError) in
      let report = DealerReport(rules: try options.rules())
      try console.print(report, json: options[CommonOptions.json])
      return 0
    })
}
