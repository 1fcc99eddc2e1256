import Foundation
import Testing

@testable import BlackjackREPL

@Suite struct SessionTests {
  @Test func theSameSeedGivesTheSameGame() throws {
    let lines = Array(repeating: ["bet 10", "stand"], count: 20).flatMap { $0 }
    let first = try transcript(seed: 42, lines)
    #expect(try transcript(seed: 42, lines) == first)
    #expect(try transcript(seed: 43, lines) != first)
  }

  @Test func symbolsRedSuitsAndSoftTotals() throws {
    // A♥ 6♦ is soft 17; hearts and diamonds are red, spades are not; the hole card is hidden.
    let text = try transcript(shoe: "AH 10S 6D 7C", style: CardStyle(color: true), ["bet 10"])
    let red = { (card: String) in "\u{1B}[31m\(card)\u{1B}[0m" }
    #expect(text.contains("\nDealer: 10♠ ??\n"))
    #expect(text.contains("\nYou:    \(red("A♥")) \(red("6♦"))  soft 17  bet 10.00\n"))
    let plain = try transcript(shoe: "AH 10S 6D 7C", style: CardStyle(), ["bet 10"])
    #expect(plain.contains("\nYou:    A♥ 6♦  soft 17  bet 10.00\n"))
    #expect(!plain.contains("\u{1B}"))
  }

  @Test func pipedInputRunsWithoutPromptsToTheEnd() throws {
    // 10♠ 6♦ against 9♥ 7♣; a 100,000-character line and a stray 0xFF byte in between change nothing. Standing on
    // 16 against a 9 is off basic strategy (hit, or surrender where allowed).
    var input = Array("bet 10\n".utf8)
    input += [UInt8](repeating: UInt8(ascii: "x"), count: 100_000) + [0x0A]
    input += [0xFF, 0x0A]
    input += Array("stand\n".utf8)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)")
    try Data(input).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY)
    defer { close(descriptor) }

    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: "10S 9H 6D 7C 10C")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    var reader = PipeLineReader(fileDescriptor: descriptor)
    var output = ""
    var refusals = 0
    session.run(reader: &reader) { reply in
      output += reply.text
      if reply.isRefusal { refusals += 1 }
      return true
    }
    // The long line and the stray byte are refused; nothing else is.
    #expect(refusals == 2 && session.refusedLines == 2)
    #expect(
      withoutExactLines(output) == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 1000.00, seed 7.
        Type 'bet 10' to play a round, 'help' for the commands.
        Bet 10.00.
        Dealer: 9H ??
        You:    10S 6D  16  bet 10.00
        Your move: hit, stand, double
        line too long (100000 bytes); a command is at most 1000 — type 'help' for the list
        input is not valid UTF-8 (byte 0xFF at position 1); type commands as plain text
        You stand on 16.
        Dealer turns over 7C: 9H 7C  16
        Dealer draws 10C: bust (26)
        Dealer busts with 26.
        Result: win — 16, dealer busts, +10.00
        Bankroll: 1010.00
        Session over.
        Rounds: 1 (1 hand: 1 won, 0 lost, 0 pushed)
        Net: +10.00
        Blackjacks: 0
        Decisions off basic strategy: 1 of 1
        Bankroll: 1010.00 (started with 1000.00)

        """)
    #expect(session.isFinished)
  }
}

@Suite struct CountCommandTests {
  @Test func countKeepsTheChosenSystemAndSaysACountMeansNothingUnderCSM() throws {
    var options = PlayOptions()
    options.seed = 3
    options.counting.system = .knockOut
    options.stackedCards = try PlayOptions.cards(from: "2S 9H 3D 7C")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    // KO in six decks starts at 4 − 4 × 6 = −20; after 2♠ 9♥ 3♦ (the 7♣ is in the hole) it is −18.
    #expect(
      session.handle(.line("count"))
        == "KO running count -20 (unbalanced: bet by the running count against its pivot +4); cards seen since the"
        + " shuffle: 0, cards left: 312 (about 6.0 decks)\n")
    _ = session.handle(.line("bet 10"))
    #expect(session.handle(.line("count")).hasPrefix("KO running count -18 (unbalanced:"))
    var csm = PlayOptions()
    csm.seed = 3
    csm.rulesSpec = "6D CSM"
    var continuous = try REPLSession(options: csm, style: CardStyle(ascii: true))
    let text = continuous.handle(.line("count"))
    #expect(text.hasPrefix("Hi-Lo running count 0, true count 0.0 (per deck unseen); cards seen since the shuffle: 0"))
    #expect(text.hasSuffix("the count starts again every time and means nothing.\n"))
  }
}
