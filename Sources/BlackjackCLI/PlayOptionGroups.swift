import BlackjackCounting
import BlackjackREPL

// `play`'s option groups, one for each group of `PlayOptions` (the table's limits, the seats, counting, saving, the
// display) and one for a server's table; each reads itself into its part of the session's options, and
// `PlayCommand.validate()` calls them in the order their refusals come.

/// `--min N --max N`: the table's limits.
struct PlayLimitOptions: ParsableOptions {
  @Opt(.text("min", valueName: "N", help: "The table minimum bet (default 1); a bet below it is refused."))
  var minimum: String?
  @Opt(.text("max", valueName: "N", help: "The table maximum bet (default: none, the bankroll is the limit)."))
  var maximum: String?

  /// Writes the limits given into `play` (they are read as money when the table opens).
  func read(into play: inout PlayOptions) {
    play.tableMinimum = minimum
    play.tableMaximum = maximum
  }
}

/// `--seats N --seat K --players STYLES --spots N`: the AI seats and the player's spots.
struct PlaySeatingOptions: ParsableOptions {
  @Opt(
    .integer(
      "seats", valueName: "N", range: 1...7, help: "Seats at the table, 1 to 7 (default 1); the others are AI players.")
  )
  var seats = 1
  @Opt(
    .integer(
      "seat", valueName: "K", range: 1...7,
      help: "Your seat, 1 to --seats (default 1, first to play); seats play in seat order."))
  var seat = 1
  @Opt(
    .text(
      "players", valueName: "STYLES",
      help:
        "The AI seats' styles in seat order, repeated: basic, counter, typical (default \"basic counter typical\")."))
  var players: String?
  @Opt(
    .integer(
      "spots", valueName: "N", range: 1...3,
      help: "Spots you play, 1 to 3 (default 1), side by side from --seat, each for the bet typed."))
  var spots = 1

  /// Whether any of the group's options was given (a profile otherwise sits at the table it remembers).
  var isGiven: Bool { $seats.isGiven || $seat.isGiven || $spots.isGiven || $players.isGiven }

  /// Writes the seating the options describe into `seating`.
  ///
  /// - Throws: ``PlayOptionsError`` for styles that do not read, or a seat or spots that do not fit the seats.
  func read(into seating: inout PlayOptions.Seating) throws(PlayOptionsError) {
    seating.seats = seats
    seating.seat = seat
    seating.spots = spots
    if let players { seating.players = try AIPlayerStyle.list(parsing: players) }
    seating.chosen = isGiven
    try seating.validate()
  }
}

/// `--count SYSTEM --ramp STEPS --spread LOW-HIGH --tc-round --tc-estimate`: counting while playing.
struct PlayCountingOptions: ParsableOptions {
  @Opt(CountingOptions.count) var count: String?
  @Opt(CountingOptions.ramp) var ramp: String?
  @Opt(CountingOptions.spread) var spread: String?
  @Opt(CountingOptions.rounding) var rounding = TrueCountRounding.floor
  @Opt(CountingOptions.estimate) var estimate = DeckEstimate.exact

  /// Writes the counting system, how the true count is read and whether a system was chosen into `counting`.
  ///
  /// - Throws: ``CLIError`` (usage) for a system that does not read, or for the options that need `--count`
  ///   given without it.
  func readSystem(into counting: inout PlayOptions.Counting) throws(CLIError) {
    if let system = try CountingOptions.system(count) {
      counting.system = system
      counting.chosen = true
    } else if let given = givenOptions.first(where: { $0 != $count.spec }) {
      throw .usage("\(given.flagName) needs --count (a counting system, e.g. --count hilo)")
    }
    counting.estimate = estimate
    counting.rounding = rounding
  }

  /// The ramp of `--ramp` or `--spread`, if either was given.
  ///
  /// - Throws: ``PlayOptionsError`` for steps or a spread that do not read, or both given.
  func readRamp() throws(PlayOptionsError) -> CountRamp? {
    try PlayOptions.ramp(steps: ramp, spread: spread)
  }
}

/// `--profile NAME --db PATH --guest`: where the session is saved, if anywhere.
struct PlaySavingOptions: ParsableOptions {
  @Opt(ProfileOptions.profile) var profile: String?
  @Opt(ProfileOptions.database) var database: String?
  @Opt(.flag("guest", help: "Play without a profile: nothing is read or saved.")) var guest = false

  /// Writes where to save into `saving`.
  ///
  /// - Throws: ``CLIError`` (usage) for a name a profile cannot have, or `--guest` with a profile or database.
  func read(into saving: inout PlayOptions.Saving) throws(CLIError) {
    saving.profile = try ProfileOptions.name(profile)
    saving.databasePath = database
    saving.guest = guest
    if guest && (profile != nil || database != nil) {
      throw .usage("--guest saves nothing, so it takes neither --profile nor --db")
    }
  }
}

/// `--ascii --no-color --echo --pace PACE`: how the table is shown.
struct PlayDisplayOptions: ParsableOptions {
  @Opt(.flag("ascii", help: "Print cards as AS 10H instead of A♠ 10♥.")) var ascii = false
  @Opt(.flag("no-color", help: "Never print red suits (NO_COLOR in the environment does the same)."))
  var noColor = false
  @Opt(.flag("echo", help: "With piped input, write each prompt and line read, as a terminal would.")) var echo = false
  @Opt(
    .choice(
      "pace", valueName: "PACE",
      help: "The dealer's pause between cards at a terminal: fast, normal (default) or off; any key skips it."))
  var pace = DealerPace.normal

  /// Writes how the table is shown into `display`.
  func read(into display: inout PlayOptions.Display) {
    display.ascii = ascii
    display.noColor = noColor
    display.echo = echo
    display.pace = pace
  }
}

/// `--server URL --name NAME`: a table server's table, and the registered player to sit down as.
struct PlayServerOptions: ParsableOptions {
  @Opt(ServerOptions.server) var server: String?
  @Opt(RegisterOptions.name) var name: String?
}
