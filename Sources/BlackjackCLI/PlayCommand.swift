import BlackjackREPL

extension Command {
  /// `blackjack play [--rules SPEC] [--bankroll N] [--seed S] [--ascii] [--no-color] [--shoe CARDS]`: the
  /// interactive table (also what `blackjack` with no arguments runs).
  public static let play = Command(
    name: "play",
    summary: "Sit down at a blackjack table at the prompt (the default command).",
    discussion: """
      At a terminal the prompt has line editing, history (kept in $XDG_STATE_HOME/blackjack/history) and Tab
      completion; Ctrl-C abandons a line and Ctrl-D leaves with a summary. With piped input (the scripted mode),
      commands are read one per line with no prompt, so 'printf "bet 10\\nstand\\n" | blackjack play --seed 7' is
      reproducible: replies go to standard output, refused lines to standard error, and --echo writes each prompt
      and line read before its reply. Type 'help' at the table for its commands.

      Exit status: 0 when the session ends; in the scripted mode 1 when any line was refused; 1 when output could
      not be written; 2 for bad options.
      """,
    options: [
      .rules,
      OptionSpec(
        "bankroll", valueName: "N", kind: .text, help: "Starting bankroll, e.g. 1000 or 250.50 (default 1000)."),
      OptionSpec("seed", valueName: "S", kind: .unsigned, help: "Seed for the shuffles (default: random)."),
      OptionSpec("ascii", kind: .flag, help: "Print cards as AS 10H instead of A♠ 10♥."),
      OptionSpec("no-color", kind: .flag, help: "Never print red suits (NO_COLOR in the environment does the same)."),
      OptionSpec(
        "shoe", valueName: "CARDS", kind: .text,
        help: "Deal these cards first, e.g. \"AS KH 10D\", out of the shoe's own cards; the rest is shuffled."),
      OptionSpec("echo", kind: .flag, help: "With piped input, write each prompt and line read, as a terminal would."),
    ],
    run: { options, _ throws(CLIError) in
      var play = PlayOptions()
      play.rulesSpec = options.text("rules")
      play.bankroll = options.text("bankroll") ?? play.bankroll
      play.seed = options.unsigned("seed")
      play.ascii = options.flag("ascii")
      play.noColor = options.flag("no-color")
      play.echo = options.flag("echo")
      do throws(PlayOptionsError) {
        if let shoe = options.text("shoe") { play.stackedCards = try PlayOptions.cards(from: shoe) }
        return try REPL.run(play)
      } catch {
        throw .usage(error.description)
      }
    })
}
