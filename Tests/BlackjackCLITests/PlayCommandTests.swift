import BlackjackCLI
import Testing

/// `blackjack play` errors are reported before the table opens, so these never read standard input.
@Suite("blackjack play options")
struct PlayCommandTests {
  @Test(
    "bad play options: one line on standard error and exit status 2",
    arguments: [
      (["play", "--seed", "x"], "blackjack: --seed expects a whole number from 0 to 18446744073709551615, got 'x'\n"),
      (["play", "--shoe", "AS 1S"], "blackjack: '1S' in --shoe is not a card; use forms like AS, 10H, TD, K♣\n"),
      (["play", "--rules", "6D H18"], "blackjack: --rules: unknown rule 'H18'; expected S17 or H17\n"),
      (
        ["play", "--min", "0"],
        "blackjack: --min '0' is not usable; give an amount such as 5 or 25, at least 1.00\n"
      ),
      (
        ["play", "--min", "10", "--max", "5"],
        "blackjack: --max '5' is not usable; give an amount of at least the table minimum, 10.00\n"
      ),
      (
        ["play", "--bankroll", "0"],
        "blackjack: --bankroll '0' is not usable; give an amount such as 1000 or 250.50, at least 1.00 and at most"
          + " 1000000000.00, with at most two decimals\n"
      ),
      (
        ["play", "--bankroll", "1000000000.01"],
        "blackjack: --bankroll '1000000000.01' is not usable; give an amount such as 1000 or 250.50, at least 1.00 and"
          + " at most 1000000000.00, with at most two decimals\n"
      ),
      (["play", "--seed", "1", "--spots", "4"], "blackjack: --spots expects a whole number from 1 to 3, got '4'\n"),
      (["play", "--seed", "1", "--spots", "x"], "blackjack: --spots expects a whole number from 1 to 3, got 'x'\n"),
      (["play", "--seed", "1", "--seats", "x"], "blackjack: --seats expects a whole number from 1 to 7, got 'x'\n"),
      (
        ["play", "--seed", "1", "--seats", "6", "--spots", "3"],
        "blackjack: --spots must be 1 to 2 (beside 5 AI seats, to fit the 7 positions at the table); got 3\n"
      ),
      (
        ["play", "--profile", "alice", "--side-bets", "pp none"],
        "blackjack: --side-bets: 'none' is not a side bet; use 21+3, 21+3v, pp or ll, or none alone for no side"
          + " bets\n"
      ),
      (["play", "--ramp", "1:1 2:2"], "blackjack: --ramp needs --count (a counting system, e.g. --count hilo)\n"),
      (
        ["play", "--tc-round", "nearest"],
        "blackjack: --tc-round needs --count (a counting system, e.g. --count hilo)\n"
      ),
      (
        ["play", "--count", "hilo", "--ramp", "2:2 1:4"],
        "blackjack: --ramp: the ramp's counts must rise: '1:4' comes after 2:2\n"
      ),
      (
        ["play", "--count", "hilo", "--spread", "8-1"],
        "blackjack: --spread: a spread is LOW-HIGH units with 1 <= LOW <= HIGH <= 1000000, e.g. 1-12; got '8-1'\n"
      ),
      (
        ["play", "--count", "hilo", "--ramp", "1:1", "--spread", "1-8"],
        "blackjack: give --ramp or --spread, not both\n"
      ),
    ])
  func badOptions(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == message)
  }

  @Test(
    "options without a command are play's, as docs/commands.md promises ('blackjack --seed 7')",
    arguments: [
      ["--seed", "x"], ["--rules", "6D H18"], ["--bankroll", "0", "--seed", "7"], ["--guest", "--db", "x"],
    ])
  func optionsWithoutACommandGoToPlay(arguments: [String]) {
    let bare = run(arguments)
    let play = run(["play"] + arguments)
    #expect(bare.status == 2 && play.status == 2)
    #expect(!bare.errors.isEmpty && bare.errors == play.errors && bare.output == play.output)
  }

  /// The refusal of an option only a local table takes, as `play --server` words it (the server is never asked).
  static func serverRefusal(_ option: String) -> String {
    "blackjack: \(option) is the server's at a server's table: play --server takes none of --seed, --shoe, --rules,"
      + " --bankroll, --guest, --profile, --side-bets, --min, --max, --count\n"
  }

  @Test(
    "play --server refuses a local table's options in one line naming the option, before asking the server",
    arguments: [
      (["--count", "hilo"], "--count"),
      (["--count", "hilo", "--spread", "1-8"], "--count"),
      (["--seed", "7"], "--seed"),
      (["--shoe", "AS KH"], "--shoe"),
      (["--rules", "1D H17"], "--rules"),
      (["--bankroll", "500"], "--bankroll"),
      (["--guest"], "--guest"),
      (["--profile", "alice"], "--profile"),
      (["--side-bets", "pp"], "--side-bets"),
      (["--min", "5"], "--min"),
      (["--max", "50"], "--max"),
    ])
  func serverRefusesLocalOptions(options: [String], named: String) {
    // Port 9 (discard) on the loopback: nothing answers there, so a refusal that came from the server would fail.
    let result = run(["play", "--server", "http://127.0.0.1:9"] + options)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == Self.serverRefusal(named))
  }

  @Test(
    "play --server with a counting system's misspelt name or a counting option without --count names the option",
    arguments: [
      (
        ["--count", "hi-lo"],
        "blackjack: --count: unknown counting system 'hi-lo' (did you mean 'hilo'?); systems are hilo, ko, hiopt1,"
      ),
      (["--tc-estimate", "deck"], "blackjack: --tc-estimate needs --count (a counting system, e.g. --count hilo)\n"),
      (["--spread", "1-8"], "blackjack: --spread needs --count (a counting system, e.g. --count hilo)\n"),
    ])
  func serverCountingOptions(options: [String], start: String) {
    let result = run(["play", "--server", "http://127.0.0.1:9"] + options)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(start))
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test("play --name without --server is refused in one line: the name is a server's registered player")
  func nameNeedsAServer() {
    let result = run(["play", "--name", "ann", "--guest"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "blackjack: --name is the registered player to sit down as at a server's table; it needs --server URL\n")
  }

  @Test("play --help lists its options")
  func help() {
    let result = run(["play", "--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: blackjack play [--rules SPEC] [--bankroll N] [--seed S] [--shoe CARDS]"))
    // The option groups, each together: the limits and seats, counting, saving, the display, a server's table.
    for group in [
      "[--min N] [--max N] [--seats N] [--seat K] [--players STYLES] [--spots N]",
      "[--count SYSTEM] [--ramp STEPS] [--spread LOW-HIGH] [--tc-round HOW] [--tc-estimate HOW]",
      "[--profile NAME] [--db PATH] [--guest]", "[--ascii] [--no-color] [--echo] [--pace PACE]",
      "[--server URL] [--name NAME]\n",
    ] {
      #expect(result.output.contains(group), "\(group)")
    }
    #expect(result.output.contains("  --shoe CARDS "))
    #expect(result.output.contains("  --spots N "))
  }
}
