import BlackjackCLI
import Testing

/// Issue 33, item 1: a command declared once, as one struct whose `@Opt` properties are its options.
@Suite("Command declarations")
struct CommandTests {
  /// How a toy command sorts its cards.
  enum Order: String, CaseIterable, Sendable {
    case rank
    case suit
    case none
  }

  /// An option group, included by the toy command.
  struct Table: ParsableOptions {
    @Opt(.integer("decks", valueName: "N", range: 1...8, help: "Decks (default 6).")) var decks = 6
    @Opt(.flag("peek", help: "The dealer peeks.")) var peek = false
  }

  /// A command as another engineer would add one: options of every kind, a group, plain arguments, a rule
  /// between two options, and a run that prints what it was given.
  struct Sort: Command {
    static let configuration = CommandConfiguration(
      name: "sort", summary: "Sort cards.", discussion: "Cards are given as AS, 10H, …")

    @Opt(.choice("order", valueName: "HOW", help: "rank, suit or none (default rank).")) var order = Order.rank
    var table = Table()
    @Opt(.unsigned("seed", valueName: "S", help: "Seed.")) var seed: UInt64?
    @Opt(.text("name", valueName: "NAME", help: "A name.")) var name: String?
    @Arguments("CARDS...") var cards: [String]

    func validate() throws(CLIError) {
      if order == .none && name != nil { throw .usage("--name needs an order") }
    }

    func run(_ console: Console) throws(CLIError) -> Int32 {
      console.line(
        "\(order.rawValue) \(table.decks) \(table.peek) \(seed.map(String.init) ?? "-") \(name ?? "-") "
          + cards.joined(separator: ","))
      return 7
    }
  }

  static let sort = Subcommand(Sort.self)

  /// Runs `sort` with `arguments` as the dispatcher does: parse against the declared options, then run.
  static func run(_ arguments: [String]) throws(CLIError) -> (status: Int32, output: String) {
    let transcript = Transcript()
    let parsed = try OptionParser.parse(
      arguments, options: sort.options, command: "blackjack sort", acceptsArguments: sort.argumentsName != nil)
    let status = try sort.run(parsed, transcript.console)
    return (status, transcript.output)
  }

  @Test("the options, in declaration order with the group's in place, the choices from the enum")
  func declarations() {
    #expect(Self.sort.options.map(\.flagName) == ["--order", "--decks", "--peek", "--seed", "--name"])
    #expect(Self.sort.options[0].kind == .choice(["rank", "suit", "none"]))
    #expect(Self.sort.options[1].kind == .integer(1...8))
    #expect(Self.sort.options[2].kind == .flag)
    #expect(Self.sort.argumentsName == "CARDS...")
    #expect(Self.sort.name == "sort" && Self.sort.summary == "Sort cards.")
  }

  @Test("usage and help come from the declarations")
  func help() {
    #expect(
      Self.sort.usage == "Usage: blackjack sort [--order HOW] [--decks N] [--peek] [--seed S] [--name NAME] CARDS...")
    #expect(
      Self.sort.help == """
        Usage: blackjack sort [--order HOW] [--decks N] [--peek] [--seed S] [--name NAME] CARDS...

        Sort cards.

        Cards are given as AS, 10H, …

        Options:
          --order HOW   rank, suit or none (default rank).
          --decks N     Decks (default 6).
          --peek        The dealer peeks.
          --seed S      Seed.
          --name NAME   A name.
          --help        Show this help.
        """)
  }

  @Test("defaults when nothing is given; every value typed when given")
  func values() throws {
    #expect(try Self.run([]) == (7, "rank 6 false - - \n"))
    #expect(
      try Self.run(["QH", "--order", "SUIT", "--decks=2", "--peek", "--seed", "42", "--name", "Ada", "2C"])
        == (7, "suit 2 true 42 Ada QH,2C\n"))
  }

  @Test("which options were given, not left at their defaults, group included")
  func given() {
    let parsed = ParsedOptions(values: ["decks": .integer(6), "seed": .unsigned(1)])
    #expect(Sort(parsed: parsed).givenOptions.map(\.flagName) == ["--decks", "--seed"])
    #expect(Sort(parsed: parsed).table.$decks.isGiven && !Sort(parsed: parsed).$order.isGiven)
    #expect(Sort().givenOptions.isEmpty)
  }

  @Test(
    "refusals: from the declarations (parser) and from validate(), before run",
    arguments: [
      (["--order", "size"], "--order expects one of rank, suit, none, got 'size'"),
      (["--decks", "9"], "--decks expects a whole number from 1 to 8, got '9'"),
      (
        ["--colour"],
        "unknown option '--colour' for 'blackjack sort'; options are --order, --decks, --peek, --seed, --name, --help"
      ),
      (["--order", "none", "--name", "x"], "--name needs an order"),
    ])
  func refusals(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message)) { try Self.run(arguments) }
  }
}
