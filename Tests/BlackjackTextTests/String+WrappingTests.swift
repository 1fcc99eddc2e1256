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
}
