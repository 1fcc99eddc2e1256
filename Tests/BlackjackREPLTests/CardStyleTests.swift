import CardKit
import Testing

@testable import BlackjackREPL

@Suite struct CardStyleTests {
  let aceOfSpades = Card(.ace, of: .spades)
  let tenOfHearts = Card(.ten, of: .hearts)

  @Test func symbolsAsciiAndRed() {
    #expect(CardStyle().render([aceOfSpades, tenOfHearts]) == "A♠ 10♥")
    #expect(CardStyle(ascii: true).render([aceOfSpades, tenOfHearts]) == "AS 10H")
    #expect(CardStyle(color: true).render([aceOfSpades, tenOfHearts]) == "A♠ \u{1B}[31m10♥\u{1B}[0m")
  }

  @Test func colorOnlyOnATerminalWithoutNoColor() {
    #expect(CardStyle.resolved(ascii: false, noColor: false, outputIsTerminal: true, environment: [:]).color)
    #expect(!CardStyle.resolved(ascii: false, noColor: false, outputIsTerminal: false, environment: [:]).color)
    #expect(!CardStyle.resolved(ascii: false, noColor: true, outputIsTerminal: true, environment: [:]).color)
    #expect(
      !CardStyle.resolved(ascii: false, noColor: false, outputIsTerminal: true, environment: ["NO_COLOR": "1"]).color)
    #expect(
      CardStyle.resolved(ascii: false, noColor: false, outputIsTerminal: true, environment: ["NO_COLOR": ""]).color)
  }
}

@Suite struct DumbTerminalTests {
  @Test func termDumbMeansNoColourLikeNoColor() {
    let dumb = CardStyle.resolved(ascii: false, noColor: false, outputIsTerminal: true, environment: ["TERM": "dumb"])
    #expect(!dumb.color)
    #expect(!dumb.render(Card(.ten, of: .hearts)).contains("\u{1B}"))
    #expect(
      CardStyle.resolved(ascii: false, noColor: false, outputIsTerminal: true, environment: ["TERM": "xterm"]).color)
  }
}
