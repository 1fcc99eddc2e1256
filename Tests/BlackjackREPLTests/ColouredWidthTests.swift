import BlackjackProfile
import Testing

@testable import BlackjackREPL
@testable import BlackjackText

/// With colours on, replies wrapped as the REPL wraps them (to the terminal's width) fit 40 and 100 columns, and a
/// line that fits is left whole: the colour codes of red cards (9 characters each) take no column.
@Suite struct ColouredWidthTests {
  static let red = "\u{1B}[31m"
  static let reset = "\u{1B}[0m"

  /// A card in red, as a coloured style prints hearts and diamonds.
  func red(_ card: String) -> String { Self.red + card + Self.reset }

  /// The columns of a line counted a second way: the colour codes (ESC [ digits m) removed, then one column a
  /// character (the lines here hold no wide or combining character).
  func columns(_ line: Substring) -> Int {
    var count = 0
    var inCode = false
    for character in line {
      if character == "\u{1B}" {
        inCode = true
      } else if inCode {
        if character == "m" { inCode = false }
      } else {
        count += 1
      }
    }
    return count
  }

  /// Checks a reply wrapped to `width`: no line wider than `width`, and every line of the reply that fits kept whole.
  func check(_ reply: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let wrapped = reply.wrapped(toWidth: width).split(separator: "\n")
    for line in wrapped {
      #expect(columns(line) <= width, "\(line.debugDescription) is wider than \(width)", sourceLocation: sourceLocation)
    }
    for line in reply.split(separator: "\n") where columns(line) <= width {
      #expect(
        wrapped.contains(line), "\(line.debugDescription) fits \(width) but was wrapped", sourceLocation: sourceLocation
      )
    }
  }

  /// A coloured session on a new profile, the shoe stacked: 10♦ 4♥ against 9♠ (J♦ in the hole), then 6♦.
  func session(_ database: String, width: Int) throws -> SessionDriver {
    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: "10D 9S 4H JD 6D")
    options.saving.databasePath = database
    options.saving.profile = "default"
    let table = try REPLSession(options: options, style: CardStyle(color: true))
    let claim = try ProfileSession(
      store: try ProfileStore(path: database), profile: "default", startingBankroll: REPL.startingCents(options))
    var session = try SessionDriver(table, profile: claim, options: options)
    session.terminalWidth = width
    return session
  }

  @Test(arguments: [40, 100])
  func everyReplyFits(width: Int) throws {
    let directory = ProfileDirectory()
    var session = try session(directory.database, width: width)
    var replies = [session.greeting]
    for line in ["bet 10", "hit", "stand", "history", "help", "rules", "count", "shoe", "stats", "bankroll"] {
      replies.append(session.handle(.line(line)))
    }
    for reply in replies { check(reply, width: width) }
    let all = replies.joined()
    // Worked by hand: "You:    10♦ 4♥ 6♦  20  bet 10.00" is 32 columns (59 characters with the codes).
    let hand = "You:    \(red("10♦")) \(red("4♥")) \(red("6♦"))  20  bet 10.00"
    #expect(all.contains("\n" + hand + "\n"))
    #expect(all.wrapped(toWidth: width).contains("\n" + hand + "\n"))
    // "Dealer turns over J♦: 9♠ J♦  19" is 31 columns (49 characters).
    let turn = "Dealer turns over \(red("J♦")): 9♠ \(red("J♦"))  19"
    #expect(all.wrapped(toWidth: width).contains("\n" + turn + "\n"))
    // "Result: win — 20 beats dealer 19, +10.00" is exactly 40 columns.
    #expect(all.wrapped(toWidth: width).contains("\nResult: win — 20 beats dealer 19, +10.00\n"))
    // The history line: "#1 YYYY-MM-DD HH:MM bet 10.00: 10♦ 4♥ 6♦ win +10.00; dealer 9♠ J♦; net +10.00" is 77
    // columns (113 characters with the four red cards): whole at 100, wrapped at 40.
    let history = replies[4].wrapped(toWidth: width).split(separator: "\n")
    let tail = ": \(red("10♦")) \(red("4♥")) \(red("6♦")) win +10.00; dealer 9♠ \(red("J♦")); net +10.00"
    if width == 100 {
      #expect(history.count == 1)
      #expect(history.first.map { $0.hasPrefix("#1 20") && $0.hasSuffix(tail) && columns($0) == 77 } == true)
    } else {
      #expect(history.count == 2)
    }
  }
}
