import BlackjackAnalysis
import BlackjackREPL
import BlackjackServer

extension Subcommand {
  /// `blackjack play [--rules SPEC] [--bankroll N] [--seed S] [--ascii] [--no-color] [--shoe CARDS]`: the
  /// interactive table (also what `blackjack` with no arguments runs).
  public static let play = Subcommand(PlayCommand.self)
}

/// `blackjack play`: the interactive table, local or at a table server (`--server URL`).
struct PlayCommand: Command {
  static let configuration = CommandConfiguration(
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
      """)

  var game = GameOptions()
  @Opt(.text("bankroll", valueName: "N", help: "Starting bankroll, e.g. 1000 or 250.50 (default 1000)."))
  var bankroll: String?
  @Opt(.unsigned("seed", valueName: "S", help: "Seed for the shuffles (default: random).")) var seed: UInt64?
  @Opt(
    .text(
      "shoe", valueName: "CARDS",
      help: "Deal these cards first, e.g. \"AS KH 10D\", out of the shoe's own cards; the rest is shuffled."))
  var shoe: String?
  @Opt(
    .text(
      "side-bets", valueName: "BETS",
      help:
        "Offer side bets, e.g. \"21+3 pp ll\" (21+3, 21+3v, pp, ll), or none; place them with 'bet 10 pp 5'."))
  var sideBets: String?
  @Opt(AnalysisOptions.postSplit) var postSplit = PostSplitPolicy.cdzMinus
  var limits = PlayLimitOptions()
  var seating = PlaySeatingOptions()
  var counting = PlayCountingOptions()
  var saving = PlaySavingOptions()
  var display = PlayDisplayOptions()
  var remote = PlayServerOptions()

  /// The session the options describe, made by ``validate()``.
  private var session = PlayOptions()
  /// The server of `--server`, read by ``validate()``; `nil` for a local table.
  private var serverURL: ServerURL?

  /// Reads the options into the session, in the order their refusals have always come: the counting system and the
  /// options that need it, the profile's name, --guest against a profile, the cards, ramp, side bets and seats; then
  /// --name, which needs --server, or --server and the options only a local table takes.
  mutating func validate() throws(CLIError) {
    var play = PlayOptions()
    play.rulesSpec = game.spec
    play.bankroll = bankroll ?? play.bankroll
    play.seed = seed
    display.read(into: &play.display)
    play.postSplit = postSplit
    try counting.readSystem(into: &play.counting)
    try saving.read(into: &play.saving)
    limits.read(into: &play)
    do throws(PlayOptionsError) {
      if let shoe { play.stackedCards = try PlayOptions.cards(from: shoe) }
      play.counting.ramp = try counting.readRamp()
      if let sideBets {
        play.sideBets = try PlayOptions.sideBets(from: sideBets)
        play.sideBetsChosen = true
      }
      try seating.read(into: &play.seating)
    } catch {
      throw .usage(error.description)
    }
    session = play
    guard remote.server != nil else {
      if remote.name != nil {
        throw .usage("--name is the registered player to sit down as at a server's table; it needs --server URL")
      }
      return
    }
    serverURL = try ServerOptions.url(remote.server, command: "play --server")
    let local: [(String, Bool)] = [
      ("--seed", play.seed != nil), ("--shoe", !play.stackedCards.isEmpty), ("--rules", play.rulesSpec != nil),
      ("--bankroll", $bankroll.isGiven), ("--guest", play.saving.guest), ("--profile", play.saving.profile != nil),
      ("--side-bets", play.sideBetsChosen), ("--min", play.tableMinimum != nil), ("--max", play.tableMaximum != nil),
      ("--count", play.counting.chosen),
    ]
    if let (option, _) = local.first(where: \.1) {
      throw .usage(
        "\(option) is the server's at a server's table: play --server takes none of --seed, --shoe,"
          + " --rules, --bankroll, --guest, --profile, --side-bets, --min, --max, --count")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    guard let serverURL else {
      do throws(PlayOptionsError) {
        return try REPL.run(session)
      } catch {
        throw .usage(error.description)
      }
    }
    return try ServerOptions.play(at: serverURL, name: remote.name, database: saving.database, session)
  }
}
