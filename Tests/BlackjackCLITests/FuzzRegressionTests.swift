import BlackjackCLI
import Testing

/// Inputs the fuzz harnesses (Fuzz/) found, kept as regression tests.
@Suite("Found by fuzzing")
struct FuzzRegressionTests {
  @Test(
    "an argument holding a control character is refused in one line, the character escaped",
    arguments: [
      (["-\nversion"], "blackjack: unknown option '-\\nversion'; options are --help, --version"),
      (["deck", "--decks", "1\n2"], "blackjack: --decks expects a whole number from 1 to 8, got '1\\n2'\n"),
      (
        ["deck", "--seed", "\u{1B}[31m"],
        "blackjack: --seed expects a whole number from 0 to 18446744073709551615, got '\\u{1B}[31m'\n"
      ),
    ])
  func controlCharacters(arguments: [String], prefix: String) {
    // Found by fuzz-options: `blackjack -$'\n'version` printed its refusal on two lines.
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix(prefix))
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
  }
}
