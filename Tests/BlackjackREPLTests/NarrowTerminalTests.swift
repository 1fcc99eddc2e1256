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

  /// `help`'s summaries continue under themselves, not at the left edge or under the usages. Worked by hand: the
  /// widest usage, "rules [set SPEC | change TOKENS]", is 32 columns, so at 100 columns the summaries start at
  /// column 36 (2 + 32 + 2) with 64 columns of room; "session statistics: rounds, results, net, blackjacks,
  /// decisions" is 63, and " off" would make 67. At 40 columns each summary is on its own lines, indented 6.
  @Test(arguments: [40, 100])
  func helpContinuesUnderTheSummary(width: Int) throws {
    var session = try session("10S 9H 6D 7C", width: width)
    let help = session.handle(.line("help"))
    let lines = help.wrapped(toWidth: width).split(separator: "\n")
    let summaryColumn = width == 100 ? 36 : 6
    // Between "Commands (short forms in brackets):" and the closing "Enter on an empty line …" (at column 0):
    // a usage at 2, or a summary (or its continuation) at the summary column; nothing else.
    let list = lines.dropFirst().prefix { $0.hasPrefix(" ") }
    #expect(list.count >= PromptCommand.allCases.count)
    #expect(lines[list.endIndex].hasPrefix("Enter on an empty line"))
    for line in list {
      let indent = line.prefix { $0 == " " }.count
      #expect(indent == 2 || indent == summaryColumn, "\(line)")
    }
    for line in lines { #expect(line.count <= width, "\(line)") }
    let margin = String(repeating: " ", count: summaryColumn)
    if width == 100 {
      #expect(
        help.contains(
          "\n  stats [all]" + String(repeating: " ", count: 23)
            + "session statistics: rounds, results, net, blackjacks, decisions\n" + margin + "off basic strategy\n"))
    } else {
      #expect(
        help.wrapped(toWidth: width).contains(
          "\n  stats [all]\n\(margin)session statistics: rounds,\n\(margin)results, net, blackjacks,\n"
            + "\(margin)decisions off basic strategy\n"))
    }
  }
}
