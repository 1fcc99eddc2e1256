import BlackjackCLI
import Testing

/// The option table used by these tests: one option of every kind.
let testOptions = [
  OptionSpec("decks", valueName: "N", kind: .integer(1...8), help: "Decks."),
  OptionSpec("seed", valueName: "S", kind: .unsigned, help: "Seed."),
  OptionSpec("penetration", valueName: "P", kind: .decimal(0...1), help: "Penetration."),
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
      (["--penetration", "0.75"], ParsedOptions(values: ["penetration": .decimal(0.75)])),
      (["--penetration=1"], ParsedOptions(values: ["penetration": .decimal(1)])),
      (["--penetration", ".5"], ParsedOptions(values: ["penetration": .decimal(0.5)])),
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
      (["--penetration", "1.5"], "--penetration expects a number from 0 to 1, got '1.5'"),
      (["--penetration", "nan"], "--penetration expects a number from 0 to 1, got 'nan'"),
      (["--penetration", "0x1"], "--penetration expects a number from 0 to 1, got '0x1'"),
      (["--soft17", "maybe"], "--soft17 expects one of hit, stand, got 'maybe'"),
      (["--name="], "--name expects a value, got ''"),
      (["--verbose=yes"], "--verbose takes no value, got 'yes'"),
      (["--decks", "2", "--decks", "3"], "--decks was given more than once"),
      (
        ["--color"],
        "unknown option '--color' for 'blackjack test'; options are --decks, --seed, --penetration, "
          + "--soft17, --name, --verbose, --help"
      ),
      (
        ["-x"],
        "unknown option '-x' for 'blackjack test'; options are --decks, --seed, --penetration, --soft17, "
          + "--name, --verbose, --help"
      ),
      (["extra"], "unexpected argument 'extra' for 'blackjack test' (see 'blackjack test --help')"),
      (["--", "--decks"], "unexpected argument '--decks' for 'blackjack test' (see 'blackjack test --help')"),
    ])
  func rejected(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message)) {
      try OptionParser.parse(arguments, options: testOptions, command: "blackjack test")
    }
  }

  @Test("plain arguments when the command accepts them")
  func plainArguments() throws {
    let parsed = try OptionParser.parse(
      ["AS", "--decks", "2", "-3", "--", "--verbose"], options: testOptions, command: "blackjack test",
      acceptsArguments: true)
    #expect(parsed.arguments == ["AS", "-3", "--verbose"])
    #expect(parsed.integer("decks") == 2)
    #expect(!parsed.flag("verbose"))
  }

  @Test("typed accessors return nil for options not given or of another kind")
  func accessors() {
    let parsed = ParsedOptions(values: ["decks": .integer(2), "name": .text("x")])
    #expect(parsed.integer("decks") == 2)
    #expect(parsed.integer("name") == nil)
    #expect(parsed.text("name") == "x")
    #expect(parsed.unsigned("seed") == nil)
    #expect(parsed.decimal("decks") == nil)
    #expect(!parsed.flag("decks"))
  }
}
