import BlackjackCLI
import Testing

/// The option table used by these tests: one option of every kind.
let testOptions = [
  OptionSpec("decks", valueName: "N", kind: .integer(1...8), help: "Decks."),
  OptionSpec("seed", valueName: "S", kind: .unsigned, help: "Seed."),
  OptionSpec("soft17", valueName: "RULE", kind: .choice(["hit", "stand"]), help: "Soft 17."),
  OptionSpec("name", valueName: "NAME", kind: .text, help: "Name."),
  OptionSpec("verbose", kind: .flag, help: "Verbose."),
]

@Suite("OptionParser")
struct OptionParserTests {
  @Test(
    "accepted command lines",
    arguments: [
      ([], ParsedOptions()),
      (["--decks", "6"], ParsedOptions(values: ["decks": .integer(6)])),
      (["--decks=8"], ParsedOptions(values: ["decks": .integer(8)])),
      (["--decks", "1", "--seed=42"], ParsedOptions(values: ["decks": .integer(1), "seed": .unsigned(42)])),
      (["--seed", "18446744073709551615"], ParsedOptions(values: ["seed": .unsigned(UInt64.max)])),
      (["--soft17", "HIT"], ParsedOptions(values: ["soft17": .text("hit")])),
      (["--name=Ada Lovelace"], ParsedOptions(values: ["name": .text("Ada Lovelace")])),
      (["--name=a=b"], ParsedOptions(values: ["name": .text("a=b")])),
      (["--verbose"], ParsedOptions(values: ["verbose": .flag])),
      (["--help"], ParsedOptions(values: ["help": .flag])),
      (["-h"], ParsedOptions(values: ["help": .flag])),
    ])
  func accepted(arguments: [String], expected: ParsedOptions) throws {
    #expect(try OptionParser.parse(arguments, options: testOptions, command: "blackjack test") == expected)
  }

  @Test(
    "rejected command lines give one clear line",
    arguments: [
      (["--decks", "x"], "--decks expects a whole number from 1 to 8, got 'x'"),
      (["--decks=0"], "--decks expects a whole number from 1 to 8, got '0'"),
      (["--decks", "9"], "--decks expects a whole number from 1 to 8, got '9'"),
      (["--decks", "2.5"], "--decks expects a whole number from 1 to 8, got '2.5'"),
      (["--decks="], "--decks expects a whole number from 1 to 8, got ''"),
      (["--decks"], "--decks expects a whole number from 1 to 8, but no value was given"),
      (["--decks", "--seed", "1"], "--decks expects a whole number from 1 to 8, but no value was given"),
      (["--seed", "-1"], "--seed expects a whole number from 0 to 18446744073709551615, got '-1'"),
      (
        ["--seed", "18446744073709551616"],
        "--seed expects a whole number from 0 to 18446744073709551615, "
          + "got '18446744073709551616'"
      ),
      (["--soft17", "maybe"], "--soft17 expects one of hit, stand, got 'maybe'"),
      (["--name="], "--name expects a value, got ''"),
      (["--verbose=yes"], "--verbose takes no value, got 'yes'"),
      (["--decks", "2", "--decks", "3"], "--decks was given more than once"),
      (
        ["--color"],
        "unknown option '--color' for 'blackjack test'; options are --decks, --seed, --soft17, "
          + "--name, --verbose, --help"
      ),
      (
        ["-x"],
        "unknown option '-x' for 'blackjack test'; options are --decks, --seed, --soft17, --name, "
          + "--verbose, --help"
      ),
      (["extra"], "unexpected argument 'extra' for 'blackjack test' (see 'blackjack test --help')"),
      (["--", "--decks"], "unexpected argument '--decks' for 'blackjack test' (see 'blackjack test --help')"),
    ])
  func rejected(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message)) {
      try OptionParser.parse(arguments, options: testOptions, command: "blackjack test")
    }
  }

  /// The typed keys of the test table's options.
  enum Keys {
    static let decks = Option.integer("decks", valueName: "N", range: 1...8, help: "Decks.")
    static let seed = Option.unsigned("seed", valueName: "S", help: "Seed.")
    static let name = Option.text("name", valueName: "NAME", help: "Name.")
    static let verbose = Option.flag("verbose", help: "Verbose.")
  }

  @Test("plain arguments when the command accepts them")
  func plainArguments() throws {
    let parsed = try OptionParser.parse(
      ["AS", "--decks", "2", "-3", "--", "--verbose"], options: testOptions, command: "blackjack test",
      acceptsArguments: true)
    #expect(parsed.arguments == ["AS", "-3", "--verbose"])
    #expect(parsed[Keys.decks] == 2)
    #expect(!parsed[Keys.verbose])
  }

  @Test("typed keys read their own kind of value, and nothing for options not given or of another kind")
  func typedKeys() {
    let parsed = ParsedOptions(values: ["decks": .integer(2), "name": .text("x"), "verbose": .flag])
    #expect(parsed[Keys.decks] == 2)
    #expect(parsed[Keys.name] == "x")
    #expect(parsed[Keys.seed] == nil)
    #expect(parsed[Keys.verbose])
    let mismatched = ParsedOptions(values: ["decks": .text("2"), "seed": .integer(1), "verbose": .integer(1)])
    #expect(mismatched[Keys.decks] == nil)
    #expect(mismatched[Keys.seed] == nil)
    #expect(!mismatched[Keys.verbose])
  }
}
