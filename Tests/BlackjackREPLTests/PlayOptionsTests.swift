import CardKit
import Testing

@testable import BlackjackREPL

@Suite struct PlayOptionsTests {
  @Test func defaults() throws {
    let options = try PlayOptions.parse([])
    #expect(options.bankroll == "1000")
    #expect(options.seed == nil)
    #expect(options.rulesSpec == nil)
    #expect(!options.ascii && !options.noColor)
    #expect(options.stackedCards.isEmpty)
  }

  @Test func everyOption() throws {
    let options = try PlayOptions.parse([
      "--rules", "6d s17", "--bankroll=250.50", "--seed", "7", "--ascii", "--no-color", "--shoe", "AS KH,10d",
    ])
    #expect(options.rulesSpec == "6d s17")
    #expect(options.bankroll == "250.50")
    #expect(options.seed == 7)
    #expect(options.ascii && options.noColor)
    #expect(options.stackedCards == [Card(.ace, of: .spades), Card(.king, of: .hearts), Card(.ten, of: .diamonds)])
  }

  @Test func badArgumentsSayWhatIsAllowed() {
    #expect(throws: PlayOptionsError.unknownOption("--fast")) { try PlayOptions.parse(["--fast"]) }
    #expect(throws: PlayOptionsError.missingValue(option: "--seed")) { try PlayOptions.parse(["--seed"]) }
    #expect(throws: PlayOptionsError.badSeed("-1")) { try PlayOptions.parse(["--seed", "-1"]) }
    #expect(throws: PlayOptionsError.badCard("1S")) { try PlayOptions.parse(["--shoe", "AS 1S"]) }
    #expect(throws: PlayOptionsError.unexpectedValue(option: "--ascii")) { try PlayOptions.parse(["--ascii=yes"]) }
    #expect(
      PlayOptionsError.badCard("1S").description == "'1S' in --shoe is not a card; use forms like AS, 10H, TD, K♣")
  }
}
