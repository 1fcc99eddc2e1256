import CardKit
import Testing

@testable import BlackjackREPL

@Suite struct PlayOptionsTests {
  @Test func defaults() {
    let options = PlayOptions()
    #expect(options.bankroll == "1000")
    #expect(options.seed == nil)
    #expect(options.rulesSpec == nil)
    #expect(!options.display.ascii && !options.display.noColor)
    #expect(options.stackedCards.isEmpty)
  }

  /// Issue 33, item 5: the options in groups, each with the defaults `blackjack play --help` states.
  @Test func groupDefaults() {
    let options = PlayOptions()
    #expect(options.counting.system == .hiLo && !options.counting.chosen && options.counting.ramp == nil)
    #expect(options.counting.estimate == .exact && options.counting.rounding == .floor)
    #expect(options.seating.seats == 1 && options.seating.seat == 1 && options.seating.spots == 1)
    #expect(options.seating.players == [.basic, .counter, .typical] && !options.seating.chosen)
    #expect(options.seating.styles == [nil])
    #expect(options.saving.profile == nil && options.saving.databasePath == nil && !options.saving.guest)
    #expect(!options.display.echo && options.display.pace == .normal)
  }

  /// A seed or stacked cards make a guest unless a profile or database is named; --guest always does.
  @Test func guestFromTheGroups() {
    var options = PlayOptions()
    #expect(!options.isGuest)
    options.seed = 7
    #expect(options.isGuest)
    options.saving.databasePath = "/tmp/x.sqlite3"
    #expect(!options.isGuest)
    options.saving.guest = true
    #expect(options.isGuest)
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
