import BlackjackCLI
import Testing

@Suite("Subcommand")
struct SubcommandTests {
  /// A command as another engineer would add one: options plus plain arguments.
  struct Odds: Command {
    static let configuration = CommandConfiguration(
      name: "odds", summary: "Exact odds of a hand.", discussion: "Cards are given as AS, 10H, …")

    @Opt(.integer("decks", valueName: "N", range: 1...8, help: "Decks (default 6).")) var decks = 6
    @Arguments("CARDS...") var cards: [String]

    func run(_ console: Console) throws(CLIError) -> Int32 {
      console.line("\(decks) decks: \(cards.joined(separator: " "))")
      return 0
    }
  }

  static let odds = Subcommand(Odds.self)

  @Test("usage and help are built from the declaration")
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
