import Testing

@testable import BlackjackREPL

/// The count drill at a terminal shows each card alone for its pause and then erases it, so that the cards cannot
/// be counted again from the screen; the writes and pauses are collected here instead of reaching a terminal.
@Suite struct CountDrillScreenTests {
  /// What `writeCards` wrote, with "<pause>" where it paused.
  func written(_ line: Substring, erases: Bool) -> [String] {
    var log: [String] = []
    let ok = REPL.writeCards(
      line, pause: 0.8, erases: erases,
      write: {
        log.append($0)
        return true
      },
      sleep: { log.append("<pause \($0)>") })
    #expect(ok)
    return log
  }

  @Test func eachCardIsShownThenErased() {
    let erase = "\r\u{1B}[K"
    #expect(
      written("Cards: 5H KD 5H", erases: true) == [
        "Card 1 of 3: 5H", "<pause 0.8>", erase, "Card 2 of 3: KD", "<pause 0.8>", erase, "Card 3 of 3: 5H",
        "<pause 0.8>", erase, "Cards: 3 shown\n",
      ])
    // No card is left on the screen: after the last erase only the count of cards is written.
    let log = written("Cards: 5H KD 5H", erases: true)
    let afterLastErase = log[(log.lastIndex(of: erase) ?? 0)...].joined()
    #expect(!afterLastErase.contains("5H") && !afterLastErase.contains("KD"))
  }

  @Test func aDumbTerminalKeepsTheCardsOnOneLine() {
    #expect(
      written("Cards: 5H KD", erases: false) == ["Cards: 5H", "<pause 0.8>", " KD", "<pause 0.8>", "\n"])
  }

  @Test func aCardsLineIsNeverWrapped() {
    let reply = "Count drill: a long explanation that is wider than twenty columns\nCards: 5H KD 2C 9S 10H 3D\n"
    let shown: String = REPL.fitted(reply, width: 20)
    #expect(shown.hasSuffix("\nCards: 5H KD 2C 9S 10H 3D\n"))
    let lines = shown.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.dropLast().allSatisfy { $0.count <= 20 })
  }

  @Test func thePipeKeepsTheCardsLine() throws {
    // In the scripted mode (no terminal) the reply is printed as the session says it: the cards on one line.
    var options = PlayOptions()
    options.seed = 7
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    let text = session.handle(.line("drill count"))
    #expect(text.split(separator: "\n").contains { $0.hasPrefix("Cards: ") && $0.split(separator: " ").count > 1 })
    #expect(!text.contains("\u{1B}"))
  }
}
