extension Subcommand {
  /// `blackjack dealer [--rules SPEC] [--json]`: the dealer's final-total probabilities by up card.
  public static let dealer = Subcommand(DealerCommand.self)
}

/// `blackjack dealer`: the dealer's final-total probabilities by up card.
struct DealerCommand: Command {
  static let configuration = CommandConfiguration(
    name: "dealer", summary: "Print the dealer's exact final-total probabilities for each up card.",
    discussion:
      "Probabilities for a full shoe, before the dealer checks for blackjack; the last column gives the bust chance "
      + "given no dealer blackjack (as after a peek). JSON fields are described in docs/json.md.")

  var game = GameOptions()
  @Opt(CommonOptions.json) var json = false

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let report = DealerReport(rules: try game.rules())
    try console.print(report, json: json)
    return 0
  }
}
