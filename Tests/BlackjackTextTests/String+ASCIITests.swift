import Testing

@testable import BlackjackText

/// The text written outside a UTF-8 locale: ASCII alone, the symbols spelled out.
@Suite struct StringASCIITests {
  @Test func symbolsAreSpelledOut() {
    #expect("Result: push — 20 ties dealer 20…".asciiTransliterated == "Result: push - 20 ties dealer 20...")
    #expect("A♠ 10♥ K♦ 2♣".asciiTransliterated == "AS 10H KD 2C")
    #expect("3 × 10.00 · −5 ← ±1 ≤ 2".asciiTransliterated == "3 x 10.00 | -5 <- +/-1 <= 2")
    #expect("café naïve e\u{301}".asciiTransliterated == "cafe naive e")
    #expect("漢 🂡".asciiTransliterated == "? ?")
  }

  @Test func asciiIsUnchanged() {
    let text = "\u{1B}[31mAH\u{1B}[0m bet 10.00\n"
    #expect(text.asciiTransliterated == text)
  }
}
