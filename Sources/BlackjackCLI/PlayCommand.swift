import BlackjackCounting
import BlackjackREPL

extension Subcommand {
  /// `blackjack play [--rules SPEC] [--bankroll N] [--seed S] [--ascii] [--no-color] [--shoe CARDS]`: the
  /// interactive table (also what `blackjack` with no arguments runs).
  public static let play = Subcommand(
    name: "play",
    summary: "Sit down at a blackjack table at the prompt (the default command).",
    discussion: """
      At a terminal the prompt has line editing, history (kept in $XDG_STATE_HOME/blackjack/history) and Tab
      completion; Ctrl-C abandons a line and Ctrl-D leaves with a summary. With piped input (the scripted mode),
      commands are read one per line with no prompt, so 'printf "bet 10\\nstand\\n" | blackjack play --seed 7' is
      reproducible: replies go to standard output, refused lines to standard error, and --echo writes each prompt
      and line read before its reply. Type 'help' at the table for its commands. 'hint' gives the exact value of
      every legal action against the cards left, split hands played by --post-split (default cdz-) and splitting
      valued with the better choice to resplit or not.

      The game is kept in a profile (default 'default', or --profile NAME) in an SQLite file,
      $XDG_DATA_HOME/blackjack/blackjack.sqlite3 (~/.local/share/blackjack/ without XDG_DATA_HOME) or --db PATH:
      the bankroll across sessions, every round, and the round in progress, saved after every command, so that a
      round left unfinished (quit, Ctrl-D, a crash, kill -9) resumes with the same cards next time. One session at a
      time plays a profile: a second is refused while the first runs. --guest saves nothing; so do --seed and
      --shoe without --profile or --db, so that their transcripts stay reproducible. A guest who leaves mid-round
      stands every unfinished hand and the round is settled, never refunded. A read-only or missing directory makes
      the session a guest, with a warning. A profile remembers its table: the AI seats and your spots (--seats,
      --seat, --spots, --players), the side bets offered (--side-bets, or none) and the limits (--min, --max), and
      sits at them again unless the command line chooses others.

      Counting while playing: with --count SYSTEM and --ramp STEPS (or --spread LOW-HIGH), read as simulate reads
      them, in units of the table minimum (--min), each bet is graded against the ramp at the count before the deal
      (the true count read as --tc-estimate and rounded as --tc-round, default exact and floor): a bet off the ramp
      is told with the ramp's bet and the expected value it gave up (or added, for more risk), from the per-count
      figures of a simulation of the table (1M rounds, seed 1, as 'simulate --count SYSTEM --seed 1' keeps them).
      Every 2 to 6 rounds (drawn from the seed) the dealer asks for the running count and, for a balanced system, the
      true count, right when it rounds as the table rounds it. 'stats' and the summary tally both; a profile keeps
      every grade ('stats all').

      With --server URL the table is the server's (docs/server.md): the same prompt, but the shoe, the seed and
      the bankroll are kept there, each reply once the server has committed it, and the player is the one
      'blackjack register' kept in the profile database (--name NAME among several). quit, Ctrl-D or a killed
      client leave the table as it is; sitting down again resumes the round in play.

      Exit status: 0 when the session ends; in the scripted mode 1 when any line was refused; 1 when output could
      not be written or the profile cannot be played (a file that is not a blackjack database, a newer schema, a
      profile in use); 2 for bad options.
      """,
    options: [
      CommonOptions.rules.spec, PlayCommandOptions.bankroll.spec, PlayCommandOptions.seed.spec,
      PlayCommandOptions.ascii.spec, PlayCommandOptions.noColor.spec, PlayCommandOptions.shoe.spec,
      PlayCommandOptions.echo.spec, PlayCommandOptions.sideBets.spec, CountingOptions.count.spec,
      CountingOptions.ramp.spec, CountingOptions.spread.spec, CountingOptions.rounding.spec,
      CountingOptions.estimate.spec,
      ProfileOptions.profile.spec, ProfileOptions.database.spec, PlayCommandOptions.guest.spec,
      AnalysisOptions.postSplit.spec, PlayCommandOptions.minimum.spec, PlayCommandOptions.maximum.spec,
      PlayCommandOptions.pace.spec, PlayCommandOptions.seats.spec, PlayCommandOptions.seat.spec,
      PlayCommandOptions.players.spec, PlayCommandOptions.spots.spec, ServerOptions.server.spec,
      RegisterOptions.name.spec,
    ],
    run: { options, _ throws(CLIError) in
      var play = PlayOptions()
      play.rulesSpec = options[CommonOptions.rules]
      play.bankroll = options[PlayCommandOptions.bankroll] ?? play.bankroll
      play.seed = options[PlayCommandOptions.seed]
      play.ascii = options[PlayCommandOptions.ascii]
      play.noColor = options[PlayCommandOptions.noColor]
      play.echo = options[PlayCommandOptions.echo]
      play.postSplit = options.postSplit
      if let system = try options.countingSystem() {
        play.countingSystem = system
        play.countChosen = true
      } else if let given = [
        CountingOptions.ramp.spec, CountingOptions.spread.spec, CountingOptions.rounding.spec,
        CountingOptions.estimate.spec,
      ].first(where: { options.values[$0.name] != nil }) {
        throw .usage("\(given.flagName) needs --count (a counting system, e.g. --count hilo)")
      }
      play.trueCountEstimate = options[CountingOptions.estimate] ?? .exact
      play.trueCountRounding = options[CountingOptions.rounding] ?? .floor
      play.profile = try ProfileOptions.name(options)
      play.databasePath = options[ProfileOptions.database]
      play.guest = options[PlayCommandOptions.guest]
      play.tableMinimum = options[PlayCommandOptions.minimum]
      play.tableMaximum = options[PlayCommandOptions.maximum]
      if let pace = options[PlayCommandOptions.pace] { play.pace = DealerPace(rawValue: pace) ?? .normal }
      if play.guest && (play.profile != nil || play.databasePath != nil) {
        throw .usage("--guest saves nothing, so it takes neither --profile nor --db")
      }
      do throws(PlayOptionsError) {
        if let shoe = options[PlayCommandOptions.shoe] { play.stackedCards = try PlayOptions.cards(from: shoe) }
        play.betRamp = try PlayOptions.ramp(
          steps: options[CountingOptions.ramp], spread: options[CountingOptions.spread])
        if let bets = options[PlayCommandOptions.sideBets] {
          play.sideBets = try PlayOptions.sideBets(from: bets)
          play.sideBetsChosen = true
        }
        if let seats = options[PlayCommandOptions.seats] { play.seats = seats }
        if let seat = options[PlayCommandOptions.seat] { play.seat = seat }
        if let spots = options[PlayCommandOptions.spots] { play.spots = spots }
        if let players = options[PlayCommandOptions.players] { play.players = try AIPlayerStyle.list(parsing: players) }
        play.seatingChosen = [
          PlayCommandOptions.seats.spec, PlayCommandOptions.seat.spec, PlayCommandOptions.spots.spec,
          PlayCommandOptions.players.spec,
        ].contains { options.values[$0.name] != nil }
        try play.validateSeats()
        if options[ServerOptions.server] == nil { return try REPL.run(play) }
      } catch {
        throw .usage(error.description)
      }
      return try ServerOptions.play(options, play)
    })
}

/// The options of `blackjack play` besides the common ones.
enum PlayCommandOptions {
  /// `--bankroll N`.
  static let bankroll = Option.text(
    "bankroll", valueName: "N", help: "Starting bankroll, e.g. 1000 or 250.50 (default 1000).")
  /// `--seed S`.
  static let seed = Option.unsigned("seed", valueName: "S", help: "Seed for the shuffles (default: random).")
  /// `--ascii`.
  static let ascii = Option.flag("ascii", help: "Print cards as AS 10H instead of A♠ 10♥.")
  /// `--no-color`, worded for the table.
  static let noColor = Option.flag(
    "no-color", help: "Never print red suits (NO_COLOR in the environment does the same).")
  /// `--shoe CARDS`.
  static let shoe = Option.text(
    "shoe", valueName: "CARDS",
    help: "Deal these cards first, e.g. \"AS KH 10D\", out of the shoe's own cards; the rest is shuffled.")
  /// `--side-bets BETS`.
  static let sideBets = Option.text(
    "side-bets", valueName: "BETS",
    help:
      "Offer side bets, e.g. \"21+3 pp ll\" (21+3, 21+3v, pp, ll), or none; place them with 'bet 10 pp 5'.")
  /// `--guest`.
  static let guest = Option.flag("guest", help: "Play without a profile: nothing is read or saved.")
  /// `--min N`.
  static let minimum = Option.text(
    "min", valueName: "N", help: "The table minimum bet (default 1); a bet below it is refused.")
  /// `--max N`.
  static let maximum = Option.text(
    "max", valueName: "N", help: "The table maximum bet (default: none, the bankroll is the limit).")
  /// `--pace fast|normal|off`.
  static let pace = Option.choice(
    "pace", valueName: "PACE", choices: DealerPace.allCases.map(\.rawValue),
    help: "The dealer's pause between cards at a terminal: fast, normal (default) or off; any key skips it.")
  /// `--seats N`.
  static let seats = Option.integer(
    "seats", valueName: "N", range: 1...7,
    help: "Seats at the table, 1 to 7 (default 1); the others are AI players.")
  /// `--seat K`.
  static let seat = Option.integer(
    "seat", valueName: "K", range: 1...7,
    help: "Your seat, 1 to --seats (default 1, first to play); seats play in seat order.")
  /// `--players STYLES`.
  static let players = Option.text(
    "players", valueName: "STYLES",
    help: "The AI seats' styles in seat order, repeated: basic, counter, typical (default \"basic counter typical\").")
  /// `--spots N`.
  static let spots = Option.integer(
    "spots", valueName: "N", range: 1...3,
    help: "Spots you play, 1 to 3 (default 1), side by side from --seat, each for the bet typed.")
  /// `--echo`.
  static let echo = Option.flag("echo", help: "With piped input, write each prompt and line read, as a terminal would.")
}
