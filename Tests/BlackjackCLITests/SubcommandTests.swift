import BlackjackCLI
import Testing

@Suite("Subcommand")
struct SubcommandTests {
  /// A command as another engineer would add one: options plus plain arguments.
  static let decks = Option.integer("decks", valueName: "N", range: 1...8, help: "Decks (default 6).")

  static let odds = Subcommand(
    name: "odds", summary: "Exact odds of a hand.", discussion: "Cards are given as AS, 10H, …",
    options: [decks.spec], argumentsName: "CARDS...",
    run: { options, console in
      console.line("\(options[decks] ?? 6) decks: \(options.arguments.joined(separator: " "))")
      return 0
    })

  @Test("usage and help are built from the table")
  func helpText() {
    #expect(Self.odds.usage == "Usage: blackjack odds [--decks N] CARDS...")
    #expect(
      Self.odds.help == """
        Usage: blackjack odds [--decks N] CARDS...

        Exact odds of a hand.

        Cards are given as AS, 10H, …

        Options:
          --decks N   Decks (default 6).
          --help      Show this help.
        """)
  }

  @Test("run receives the parsed options and writes to the console")
  func running() throws {
    let transcript = Transcript()
    let options = try OptionParser.parse(
      ["AS", "--decks=2", "10H"], options: Self.odds.options, command: "blackjack odds", acceptsArguments: true)
    #expect(try Self.odds.run(options, transcript.console) == 0)
    #expect(transcript.output == "2 decks: AS 10H\n")
  }
}
