import Testing

@testable import BlackjackText

@Suite struct StringWrappingTests {
  @Test func linesBreakAtSpacesWithinTheWidth() {
    // Worked by hand: 40 columns hold "Why: the dealer shows a weak card and" (37); "busts" would make 43.
    let text = "Why: the dealer shows a weak card and busts often; don't risk busting first."
    #expect(
      text.wrapped(toWidth: 40) == """
        Why: the dealer shows a weak card and
        busts often; don't risk busting first.
        """)
    for line in text.wrapped(toWidth: 20).split(separator: "\n") { #expect(line.count <= 20) }
    // Every word survives whole, in order.
    #expect(text.wrapped(toWidth: 20).split(whereSeparator: \.isWhitespace) == text.split(separator: " "))
  }

  @Test func continuationLinesKeepTheIndentAndShortLinesStay() {
    #expect("  bet N  bet N and deal a round".wrapped(toWidth: 20) == "  bet N  bet N and\n  deal a round")
    #expect("short\n\nlines".wrapped(toWidth: 10) == "short\n\nlines")
    #expect("exactly ten".wrapped(toWidth: 11) == "exactly ten")
    #expect("no width".wrapped(toWidth: nil) == "no width")
  }

  @Test func aWordWiderThanTheLineIsCut() {
    #expect("abcdefghij kl".wrapped(toWidth: 4) == "abcd\nefgh\nij\nkl")
  }

  @Test func aLabelledLineContinuesUnderItsValue() {
    // "Count:" then 4 spaces: the value starts at column 10. At 30: "Count:    Hi-Lo (balanced: A=-1" is 31,
    // "          A=-1 2=1); true count" 31.
    let line = "Count:    Hi-Lo (balanced: A=-1 2=1); true count floored"
    #expect(
      line.wrapped(toWidth: 30, underValue: true) == """
        Count:    Hi-Lo (balanced:
                  A=-1 2=1); true
                  count floored
        """)
    // Without a value column (one space after the label) the line continues at its own indent.
    #expect(
      "  Win: 42.95 % / 8.59 % / 48.46 %".wrapped(toWidth: 20, underValue: true)
        == "  Win: 42.95 % /\n  8.59 % / 48.46 %")
    #expect(String.valueColumn("  bet N     bet N and deal a round") == 12)
    #expect(String.valueColumn("no two spaces here") == nil)
  }
}
