import BlackjackEngine
import Testing

@testable import BlackjackREPL

/// `play --min` and `--max`, and the warning when blackjack pays 6:5.
@Suite struct TableLimitsTests {
  func session(min: String? = nil, max: String? = nil, bankroll: String = "1000", rules: String? = nil) throws
    -> REPLSession
  {
    var options = PlayOptions()
    options.seed = 7
    options.tableMinimum = min
    options.tableMaximum = max
    options.bankroll = bankroll
    options.rulesSpec = rules
    options.stackedCards = try PlayOptions.cards(from: "10S 9H 6D 7C 10C")
    return try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  @Test("after a loss leaves less than the last bet, the prompt's Enter bet and Enter itself fit the bankroll")
  func repeatedBetFitsTheBankroll() throws {
    var options = PlayOptions()
    options.seed = 7
    options.bankroll = "25"
    options.tableMinimum = "5"
    // 10H 6S (16) against 9D 10D (19): the player stands and loses 20, leaving 5.00.
    options.stackedCards = try PlayOptions.cards(from: "10H 9D 6S 10D")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    _ = session.handle(.line("bet 20"))
    #expect(session.prompt.hasPrefix("[25.00 | bet 20.00"))
    _ = session.handle(.line("stand"))
    #expect(session.bankroll == Money(units: 5))
    #expect(session.prompt == "[5.00 | Enter bets 5.00] > ")
    #expect(
      session.respond(to: .line("hit")).text
        == "no hand in play; start a round with 'bet N', or press Enter to bet 5.00\n")
    #expect(session.handle(.line("")).hasPrefix("Bet 5.00.\n"))
  }

  @Test func betsOutsideTheLimitsAreRefusedInOneLineNamingThem() throws {
    var table = try session(min: "5", max: "500")
    #expect(
      table.greeting.hasPrefix(
        "Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 1000.00, bets 5.00 to 500.00, seed 7.\n"
      ))
    for (line, reply) in [
      ("bet 4.99", "4.99 is below the table minimum of 5.00; bet from 5.00 to 500.00\n"),
      ("bet 500.01", "500.01 is above the table maximum of 500.00; bet from 5.00 to 500.00\n"),
      ("bet 1000", "1000.00 is above the table maximum of 500.00; bet from 5.00 to 500.00\n"),
    ] {
      let answer = table.respond(to: .line(line))
      #expect(answer.isRefusal && answer.text == reply)
      #expect(table.bankroll == Money(units: 1000) && table.round == nil)
    }
    #expect(!table.respond(to: .line("bet 500")).isRefusal)
  }

  @Test func aLastBetFromOtherLimitsIsNotRepeatedPastThem() throws {
    // A profile resumed at a lower maximum keeps its last bet of 600: Enter and 'deal' refuse it.
    var table = try session(max: "500")
    table.bets.last = Money(units: 600)
    for line in ["", "deal"] {
      let answer = table.respond(to: .line(line))
      #expect(answer.isRefusal)
      #expect(answer.text == "600.00 is above the table maximum of 500.00; bet from 1.00 to 500.00\n")
      #expect(table.round == nil)
    }
  }

  @Test func limitsThatCannotBeUsedAreRefusedBeforeTheTableOpens() {
    #expect(
      throws: PlayOptionsError.badLimits("--min '0.50' is not usable; give an amount such as 5 or 25, at least 1.00")
    ) {
      _ = try session(min: "0.50")
    }
    #expect(
      throws: PlayOptionsError.badLimits("--max '4' is not usable; give an amount of at least the table minimum, 5.00")
    ) {
      _ = try session(min: "5", max: "4")
    }
    #expect(
      throws: PlayOptionsError.badLimits(
        "the bankroll of 20.00 cannot cover the table minimum of 25.00; lower --min or raise --bankroll")
    ) {
      _ = try session(min: "25", bankroll: "20")
    }
  }

  @Test func aGuestBelowTheTableMinimumLeaves() throws {
    // 10♠ 6♦ against 9♥ 7♣; hitting draws 10♣, a bust: 30 of 35 is lost, and 5.00 cannot cover the 30.00 minimum.
    var table = try session(min: "30", bankroll: "35")
    let text = table.handle(.line("bet 30")) + table.handle(.line("hit"))
    #expect(text.contains("Your bankroll of 5.00 cannot cover the minimum bet of 30.00."))
    #expect(table.isFinished)
  }

  @Test func sixToFivePaysAreWarnedOfAtTheStartAndInRules() throws {
    var table = try session(rules: "6:5")
    #expect(
      table.greeting.contains(
        "\nWarning: blackjack pays only 6:5 here, not 3:2, which costs you about 1.4 % of every bet.\n"))
    #expect(
      table.handle(.line("rules")).hasSuffix(
        "Warning: blackjack pays only 6:5 here, not 3:2, which costs you about 1.4 % of every bet.\n"))
    var full = try session()
    #expect(!full.greeting.contains("Warning"))
    #expect(!full.handle(.line("rules")).contains("Warning"))
  }
}
