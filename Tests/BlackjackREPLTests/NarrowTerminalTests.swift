import Testing

@testable import BlackjackREPL
@testable import BlackjackText

/// At a 40-column terminal the prompt leaves room to type, and `help` and `hint`, wrapped as the REPL wraps every
/// reply, fit without breaking a word.
@Suite struct NarrowTerminalTests {
  func session(_ cards: String, width: Int?) throws -> REPLSession {
    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: cards)
    var session = try REPLSession(options: options, style: CardStyle())
    session.terminalWidth = width
    return session
  }

  /// Whether every line of `text` wrapped to `width` fits, and every word of it is kept whole.
  func fitsWhole(_ text: String, width: Int) -> Bool {
    let wrapped = text.wrapped(toWidth: width)
    return wrapped.split(separator: "\n").allSatisfy { $0.count <= width }
      && wrapped.split(whereSeparator: \.isWhitespace) == text.split(whereSeparator: \.isWhitespace)
  }

  @Test func thePromptShortensToLeaveRoomToType() throws {
    var wide = try session("10S 9H 6D 7C 4H 10C", width: nil)
    var narrow = try session("10S 9H 6D 7C 4H 10C", width: 40)
    _ = wide.handle(.line("bet 10"))
    _ = narrow.handle(.line("bet 10"))
    #expect(wide.prompt == "[1000.00 · bet 10.00 · hit/stand/double] > ")
    // The whole prompt is 43 columns and the one with letters 32: with 12 columns to type, 40 columns keep the
    // bankroll and the letters (20), 30 columns only the letters (10).
    #expect(narrow.prompt == "[1000.00 · h/s/d] > ")
    narrow.terminalWidth = 30
    #expect(narrow.prompt == "[h/s/d] > ")
    narrow.terminalWidth = 10
    #expect(narrow.prompt == "[h/s/d] > ")
    _ = narrow.handle(.line("stand"))
    // Between rounds: "[990.00 · Enter bets 10.00] > " is 30 columns, "[990.00 · Enter: 10.00] > " 26.
    narrow.terminalWidth = 40
    #expect(narrow.prompt == "[990.00 · Enter: 10.00] > ")
    narrow.terminalWidth = 30
    #expect(narrow.prompt == "[990.00] > ")
    narrow.terminalWidth = 100
    #expect(narrow.prompt == "[990.00 · Enter bets 10.00] > ")
  }

  @Test func helpAndHintFitFortyColumns() throws {
    var session = try session("10S 9H 6D 7C", width: 40)
    let help = session.handle(.line("help"))
    // Each usage on its own line, its summary under it, so the summaries are not pushed off the edge.
    #expect(help.contains("\n  rules [set SPEC | change TOKENS]\n      show the table rules"))
    #expect(fitsWhole(help, width: 40))
    #expect(fitsWhole(session.handle(.line("help count")), width: 40))
    _ = session.handle(.line("bet 10"))
    let hint = session.handle(.line("hint"))
    #expect(hint.contains("Why:"))
    #expect(fitsWhole(hint, width: 40))
    // Wide, the two columns stay.
    session.terminalWidth = nil
    let wide = session.handle(.line("help")).split(separator: "\n")
    #expect(wide.contains { $0.hasPrefix("  bet N ") && $0.hasSuffix("  bet N and deal a round") })
  }
}
