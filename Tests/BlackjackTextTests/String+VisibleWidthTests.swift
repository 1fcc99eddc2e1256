import Testing

@testable import BlackjackText

/// The columns text takes on a terminal, each expected width counted by hand.
@Suite struct StringVisibleWidthTests {
  let red = "\u{1B}[31m"
  let reset = "\u{1B}[0m"

  @Test func colourCodesTakeNoColumn() {
    #expect("\(red)10♦\(reset)".visibleWidth == 3)
    // "You:" 4, four spaces 8, "10♦" 11, " 4♥" 14, " 6♦" 17, "  20" 21, "  bet 10.00" 32.
    #expect("You:    \(red)10♦\(reset) \(red)4♥\(reset) \(red)6♦\(reset)  20  bet 10.00".visibleWidth == 32)
    // A control sequence with several parameters, and one cut off at the end of the text.
    #expect("\u{1B}[1;31mA\u{1B}[0m".visibleWidth == 1)
    #expect("A\u{1B}[3".visibleWidth == 1)
  }

  @Test func eachCharacterTakesItsTerminalWidth() {
    // Suits, dashes, the ellipsis, the middle dot and the multiplication sign take one column each.
    #expect("♠♥♦♣—…·×−←".visibleWidth == 10)
    // CJK ideographs, kana, Hangul syllables and fullwidth letters take two.
    #expect("漢字".visibleWidth == 4)
    #expect("カード".visibleWidth == 6)
    #expect("한국".visibleWidth == 4)
    #expect("ＡＢ".visibleWidth == 4)
    // A combining accent takes none, whether composed with its letter or alone; so does a zero-width space.
    #expect("e\u{301}".visibleWidth == 1)
    #expect("\u{301}".visibleWidth == 0)
    #expect("a\u{200B}b".visibleWidth == 2)
    // Emoji are drawn two columns wide.
    #expect("👍".visibleWidth == 2)
    #expect("ab".visibleWidth == 2)
  }

  @Test func paddingCountsVisibleColumns() {
    #expect("\(red)A♥\(reset)".padded(to: 4) == "\(red)A♥\(reset)  ")
    #expect("漢".padded(toLeading: 3) == " 漢")
  }

  @Test func wrappingMeasuresWhatIsVisible() {
    let line = "You:    \(red)10♦\(reset) \(red)4♥\(reset) \(red)6♦\(reset)  20  bet 10.00"
    // 32 columns fit 40 and 32, whatever the colour codes add in characters (27).
    #expect(line.wrapped(toWidth: 40) == line)
    #expect(line.wrapped(toWidth: 32) == line)
    // At 20: "You:    10♦ 4♥ 6♦" is 17 columns, "  20" would make 21.
    #expect(line.wrapped(toWidth: 20) == "You:    \(red)10♦\(reset) \(red)4♥\(reset) \(red)6♦\(reset)\n20  bet 10.00")
    // Wide characters: "漢字 漢字" is 9 columns; at 8 it breaks at the space.
    #expect("漢字 漢字".wrapped(toWidth: 8) == "漢字\n漢字")
    // A word wider than the line is cut between characters, never inside a colour code or a wide character.
    #expect("\(red)♥♥♥♥\(reset)".wrapped(toWidth: 3) == "\(red)♥♥♥\n♥\(reset)")
    #expect("漢字漢".wrapped(toWidth: 3) == "漢\n字\n漢")
  }
}
