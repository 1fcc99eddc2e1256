import BlackjackCLI
import Foundation
import Testing

/// Collects what a command writes, so tests can read it back.
final class Transcript {
  var output = ""
  var errors = ""

  var console: Console {
    Console(output: { self.output += $0 }, error: { self.errors += $0 })
  }
}

/// Points `XDG_CACHE_HOME` at the binary tests' temporary cache, once, so that commands run in this process never
/// write charts to the user's `~/.cache`.
private let temporaryChartCache: Void = { setenv("XDG_CACHE_HOME", BinaryTests.cacheDirectory, 1) }()

/// Runs the command line and returns the exit status with everything written.
func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  _ = temporaryChartCache
  let transcript = Transcript()
  let status = BlackjackCLI.run(arguments, console: transcript.console)
  return (status, transcript.output, transcript.errors)
}

@Suite("BlackjackCLI dispatch")
struct BlackjackCLITests {
  @Test("--help lists the commands", arguments: [["--help"], ["-h"], ["help"]])
  func help(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("Usage: blackjack <command> [options]"))
    let lines = result.output.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("  deck ") && $0.hasSuffix(" Shuffle a deck, print it, and draw cards from the top.")
      })
    for command in ["play", "deck", "simulate"] {
      #expect(lines.contains { $0.hasPrefix("  \(command) ") })
    }
  }

  @Test("--version prints the version")
  func version() {
    let result = run(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "blackjack \(BlackjackCLI.version)\n")
  }

  @Test(
    "a command's help",
    arguments: [["deck", "--help"], ["deck", "-h"], ["help", "deck"], ["deck", "--seed=1", "--help"]])
  func commandHelp(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: blackjack deck [--decks N] [--seed S] [--draw K]\n"))
    #expect(result.output.contains("  --decks N   Number of 52-card decks, 1 to 8 (default 1).\n"))
    #expect(result.output.contains("  --help      Show this help.\n"))
  }

  @Test(
    "bad usage: one line on standard error and exit status 2",
    arguments: [
      (["--version", "x"], "blackjack: unexpected argument 'x' after '--version'\n"),
      (["deck", "--decks", "x"], "blackjack: --decks expects a whole number from 1 to 8, got 'x'\n"),
      (
        ["deck", "--draw", "53"],
        "blackjack: --draw expects a whole number from 0 to 52 (the cards in 1 deck), got '53'\n"
      ),
      (
        ["deck", "--shuffle"],
        "blackjack: unknown option '--shuffle' for 'blackjack deck'; options are --decks, --seed, "
          + "--draw, --help\n"
      ),
      (["deck", "5"], "blackjack: unexpected argument '5' for 'blackjack deck' (see 'blackjack deck --help')\n"),
    ])
  func badUsage(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == message)
  }

  @Test(
    "unknown commands and options list what is allowed",
    arguments: [
      (["play-poker"], "blackjack: unknown command 'play-poker'; commands are ", " (see 'blackjack --help')\n"),
      (
        ["--colour"],
        "blackjack: unknown option '--colour'; options are --help, --version, --generate-completion-script,"
          + " --generate-manual-page, the options of 'play' (see 'blackjack play --help'), or a command: ", "\n"
      ),
      (["help", "nope"], "blackjack: unknown command 'nope'; commands are ", " (see 'blackjack --help')\n"),
    ])
  func unknownNames(arguments: [String], prefix: String, suffix: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(prefix) && result.errors.hasSuffix(suffix))
    let list = result.errors.dropFirst(prefix.count).dropLast(suffix.count)
    #expect(list.split(separator: ", ").contains("deck"))
    #expect(list.split(separator: ", ").contains("simulate"))
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test(
    "a huge word or value is quoted cut to its first 60 characters and its length",
    arguments: [
      (
        ["x" + String(repeating: "7", count: 119_999)],
        "blackjack: unknown command 'x" + String(repeating: "7", count: 59)
          + "…' (120,000 characters); commands are "
      ),
      (
        ["deck", "--" + String(repeating: "q", count: 5000)],
        "blackjack: unknown option '--" + String(repeating: "q", count: 58)
          + "…' (5,002 characters) for 'blackjack deck'; options are "
      ),
      (
        ["deck", "--seed", String(repeating: "7", count: 120_000)],
        "blackjack: --seed expects a whole number from 0 to"
          + " 18446744073709551615, got '" + String(repeating: "7", count: 60) + "…' (120,000 characters)\n"
      ),
      (
        ["deck", "--decks", String(repeating: "9", count: 101)],
        "blackjack: --decks expects a whole number from 1 to 8,"
          + " got '" + String(repeating: "9", count: 60) + "…' (101 characters)\n"
      ),
      (
        ["deck", "--decks", String(repeating: "9", count: 100)],
        "blackjack: --decks expects a whole number from 1 to 8,"
          + " got '" + String(repeating: "9", count: 100) + "'\n"
      ),
    ])
  func hugeWords(arguments: [String], prefix: String) {
    let result = run(arguments)
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(result.errors.hasPrefix(prefix), "\(result.errors.prefix(300))")
    #expect(result.errors.filter { $0 == "\n" }.count == 1 && result.errors.utf8.count < 1000)
  }

  @Test("help help prints the program's help, as help alone does")
  func helpHelp() {
    let result = run(["help", "help"])
    #expect(result.status == 0 && result.errors.isEmpty)
    #expect(result.output == run(["help"]).output && result.output.hasPrefix("blackjack — "))
  }

  @Test("every command name is unique and has a summary")
  func table() {
    let names = BlackjackCLI.commands.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(BlackjackCLI.commands.allSatisfy { !$0.summary.isEmpty && !$0.name.hasPrefix("-") })
  }
}
