import BlackjackCLI
import Testing

@Suite("OptionSpec")
struct OptionSpecTests {
  @Test(
    "what each kind expects, as error messages say it",
    arguments: [
      (OptionKind.flag, "no value"),
      (OptionKind.integer(1...8), "a whole number from 1 to 8"),
      (OptionKind.integer(-3...3), "a whole number from -3 to 3"),
      (OptionKind.unsigned, "a whole number from 0 to 18446744073709551615"),
      (OptionKind.choice(["h17", "s17"]), "one of h17, s17"),
      (OptionKind.text, "a value"),
    ])
  func expectation(kind: OptionKind, text: String) {
    #expect(kind.expectation == text)
  }

  @Test("names and synopses")
  func synopsis() {
    let decks = OptionSpec("decks", valueName: "N", kind: .integer(1...8), help: "Decks.")
    #expect(decks.flagName == "--decks")
    #expect(decks.synopsis == "--decks N")
    #expect(OptionSpec.help.synopsis == "--help")
  }
}
