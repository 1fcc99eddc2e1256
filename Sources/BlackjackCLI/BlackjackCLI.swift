import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `blackjack` command line: global options, the table of subcommands, and dispatch.
///
/// `main.swift` of the `blackjack` executable only calls ``main(_:)`` and exits with its status.
public enum BlackjackCLI {
  /// The program name used in messages and help.
  public static let programName = "blackjack"

  /// The version printed by `blackjack --version`.
  public static let version = "0.1.0"

  /// Every subcommand, in the order `blackjack --help` lists them. Adding a command is adding one entry here.
  public static let commands: [Subcommand] = [
    .play,
    .deck,
    .simulate,
    .merge,
    .bets,
    .survey,
    .odds,
    .strategy,
    .eor,
    .indices,
    .dealer,
    .history,
    .progress,
    .profiles,
    .auditShuffle,
    .serve,
    .register,
    .leaderboard,
  ]

  /// Runs the command line with the process's standard output and error.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit status: 0 on success, 1 when a command fails or its output could not be written
  ///   (`blackjack: write error: <reason>` on standard error), 2 for bad usage.
  ///
  /// SIGINT, SIGTERM and SIGHUP are unblocked first: a parent may start the program with signals blocked (a thread
  /// of a dispatch queue blocks them all, and a child inherits its mask), and then a signal would neither stop a
  /// simulation's writes cleanly nor end the program.
  public static func main(_ arguments: [String]) -> Int32 {
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, number) }
    pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    let status = run(arguments, console: .standard)
    if let failure = StandardOutput.outputFailure {
      StandardOutput.writeError("\(programName): write error: \(failure)\n")
      return CLIError.failureStatus
    }
    return status
  }

  /// Runs the command line, writing to `console`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - console: Where output and errors go.
  /// - Returns: The exit status: 0 on success, 1 when a command fails, 2 for bad usage.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    do throws(CLIError) {
      return try dispatch(arguments, console: console)
    } catch {
      console.errorLine("\(programName): \(error.message)")
      return error.status
    }
  }

  /// Finds the command and runs it, or handles the global options.
  private static func dispatch(_ arguments: [String], console: Console) throws(CLIError) -> Int32 {
    guard let first = arguments.first else {
      // No arguments: sit down at the table.
      return try command(named: Subcommand.play.name).run(ParsedOptions(), console)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      try expectNothing(after: first, rest)
      console.line(help)
      return 0
    case "--version":
      try expectNothing(after: first, rest)
      console.line("\(programName) \(version)")
      return 0
    case "--generate-completion-script":
      guard let name = rest.first, let shell = CompletionShell(rawValue: name) else {
        throw .usage(
          "--generate-completion-script needs a shell: \(CompletionShell.list)"
            + (rest.first.map { "; got \(QuotedText.quoted($0))" } ?? ""))
      }
      try expectNothing(after: "\(first) \(name)", Array(rest.dropFirst()))
      console.text(CompletionScript.text(for: shell, commands: commands))
      return 0
    case "--generate-manual-page":
      try expectNothing(after: first, rest)
      console.text(ManualPage.text(commands: commands))
      return 0
    case "help":
      guard let name = rest.first, name != "help" else {
        try expectNothing(after: "help help", Array(rest.dropFirst()))
        console.line(help)
        return 0
      }
      try expectNothing(after: "help \(name)", Array(rest.dropFirst()))
      console.line(try command(named: name).help)
      return 0
    default:
      break
    }
    // Options without a command go to `play`, the default command: `blackjack --seed 7` is `blackjack play --seed 7`.
    // A first option that `play` does not know either is refused as the program's own unknown option.
    if first.hasPrefix("-") {
      let name = first.drop { $0 == "-" }.split(separator: "=").first.map(String.init) ?? ""
      guard Subcommand.play.options.contains(where: { $0.name == name }) else {
        throw .usage(
          "unknown option \(QuotedText.quoted(first)); options are --help, --version, --generate-completion-script,"
            + " --generate-manual-page, the options of 'play' (see '\(programName) play"
            + " --help'), or a command: \(commandNames)")
      }
    }
    let (command, commandArguments) =
      first.hasPrefix("-")
      ? (try Self.command(named: Subcommand.play.name), arguments) : (try command(named: first), rest)
    let options = try OptionParser.parse(
      commandArguments, options: command.options, command: "\(programName) \(command.name)",
      acceptsArguments: command.argumentsName != nil)
    if options[CommonOptions.help] {
      console.line(command.help)
      return 0
    }
    return try command.run(options, console)
  }

  /// The command called `name`.
  private static func command(named name: String) throws(CLIError) -> Subcommand {
    guard let command = commands.first(where: { $0.name == name }) else {
      throw .usage(
        "unknown command \(QuotedText.quoted(name)); commands are \(commandNames) (see '\(programName) --help')")
    }
    return command
  }

  /// Throws when anything follows a word that must stand alone.
  private static func expectNothing(after word: String, _ rest: [String]) throws(CLIError) {
    if let extra = rest.first {
      throw .usage("unexpected argument '\(extra)' after '\(word)'")
    }
  }

  /// The command names, comma separated.
  private static var commandNames: String { commands.map(\.name).joined(separator: ", ") }

  /// The text `blackjack --help` prints.
  public static var help: String {
    let width = commands.map(\.name.count).max() ?? 0
    var lines = [
      "\(programName) — a blackjack engine: play at the table, and study odds, strategy and simulations.",
      "",
      "Usage: \(programName) <command> [options]",
      "       \(programName) [play options]      (no command: play, e.g. '\(programName) --seed 7')",
      "       \(programName) --help | --version | --generate-manual-page",
      "       \(programName) --generate-completion-script bash|zsh|fish",
      "",
      "Commands:",
    ]
    for command in commands {
      lines.append("  " + command.name.padded(to: width) + "   " + command.summary)
    }
    lines += ["", "Run '\(programName) <command> --help' for a command's options."]
    return lines.joined(separator: "\n")
  }
}
