import CardKit
import Testing

@testable import BlackjackREPL

@Suite struct PlayOptionsTests {
  @Test func defaults() {
    let options = PlayOptions()
    #expect(options.bankroll == "1000")
    #expect(options.seed == nil)
    #expect(options.rulesSpec == nil)
    #expect(!options.ascii && !options.noColor)
    #expect(options.stackedCards.isEmpty)
  }

  @Test func stackedCardsParse() throws {
    #expect(
      try PlayOptions.cards(from: "AS KH,10d  T♣")
        == [Card(.ace, of: .spades), Card(.king, of: .hearts), Card(.ten, of: .diamonds), Card(.ten, of: .clubs)])
    #expect(throws: PlayOptionsError.badCard("1S")) { try PlayOptions.cards(from: "AS 1S") }
    #expect(throws: PlayOptionsError.badCard("")) { try PlayOptions.cards(from: " , ") }
    #expect(
      PlayOptionsError.badCard("1S").description == "'1S' in --shoe is not a card; use forms like AS, 10H, TD, K♣")
  }

  @Test func unusableRulesAndBankrollsAreRefused() {
    var options = PlayOptions()
    options.rulesSpec = "6D H18"
    #expect(throws: PlayOptionsError.self) { try REPLSession(options: options, style: CardStyle()) }
    for bankroll in ["", "abc", "-5", "0", "0.50", "12.345"] {
      var options = PlayOptions()
      options.bankroll = bankroll
      #expect(throws: PlayOptionsError.badBankroll(bankroll)) { try REPLSession(options: options, style: CardStyle()) }
    }
  }
}
