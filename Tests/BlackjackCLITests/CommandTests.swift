import BlackjackCLI
import Testing

@Suite("Command")
struct CommandTests {
  /// A command as another engineer would add one: options plus plain arguments.
  static let odds = Command(
    name: "odds", summary: "Exact odds of a hand.", discussion: "Cards are given as AS, 10H, …",
    options: [OptionSpec("decks", valueName: "N", kind: .integer(1...8), help: "Decks (default 6).")],
    argumentsName: "CARDS...",
    run: { options, console in
      console.line("\(options.integer("decks") ?? 6) decks: \(options.arguments.joined(separator: " "))")
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
