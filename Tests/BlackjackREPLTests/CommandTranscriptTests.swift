import BlackjackEngine
import Testing

@testable import BlackjackREPL

/// Transcripts of the informational commands and of every kind of bad command line.
@Suite struct CommandTranscriptTests {
  @Test func helpListsEveryCommandWithItsShortForm() throws {
    let text = try transcript(["help"])
    #expect(text.contains("Commands (short forms in brackets):\n"))
    for line in [
      "  bet N ", "  deal [N] ", "  hit [h] ", "  stand [s] ", "  double [d] ", "  split [p] ", "  surrender [r] ",
      "  insurance yes|no ", "  hint ", "  count ", "  shoe ", "  rules [set SPEC | change TOKENS] ", "  bankroll ",
      "  stats ",
      "  help [command] ", "  quit ",
    ] {
      #expect(text.contains("\n" + line), "help lacks '\(line)'")
    }
  }

  @Test func helpForOneCommandAndTypos() throws {
    let text = try transcript(["help split", "help stnad", "help xyzzy", "help hit stand", "stnad", "xyzzy", "HIT"])
    #expect(
      text.hasSuffix(
        """
        > help split
        split (short form: p) — split a pair into two hands, each with the original bet
        Only while one of your hands is being played, and only when legal; the prompt lists the legal actions. \
        Short form: p.
        > help stnad
        unknown command 'stnad' — did you mean 'stand'?
        > help xyzzy
        unknown command 'xyzzy'; 'help' lists the commands
        > help hit stand
        help takes at most one command name, e.g. 'help split'
        > stnad
        unknown command 'stnad' — did you mean 'stand'?
        > xyzzy
        unknown command 'xyzzy'; type 'help' for the list of commands
        > HIT
        no hand in play; start a round with 'bet N'
        > ^D
        Session over.
        Rounds: 0 (0 hands: 0 won, 0 lost, 0 pushed)
        Net: 0.00
        Blackjacks: 0
        Decisions off basic strategy: 0 of 0
        Bankroll: 1000.00 (started with 1000.00)

        """))
  }

  @Test func rulesSetReplacesAndRulesChangeChangesOneRule() throws {
    // 'rules set' gives the spec's rules with the defaults for the rest; 'rules change' keeps the rest.
    let text = try transcript([
      "rules set 8D S17 RSA ES 6:5 ENHC", "rules set 1d h17 ls", "rules change 6:5 enhc", "rules change 2d",
      "rules change", "rules change h18",
    ])
    #expect(
      text.contains(
        """
        > rules set 8D S17 RSA ES 6:5 ENHC
        Rules: 8D S17 DOA DAS SPL4 RSA ES 6:5 ENHC PEN75. A new shoe is shuffled.
        Warning: blackjack pays only 6:5 here, not 3:2, which costs you about 1.4 % of every bet.
        > rules set 1d h17 ls
        Rules: 1D H17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75. A new shoe is shuffled.
        > rules change 6:5 enhc
        Rules: 1D H17 DOA DAS SPL4 NRSA LS 6:5 ENHC PEN75. A new shoe is shuffled.
        Warning: blackjack pays only 6:5 here, not 3:2, which costs you about 1.4 % of every bet.
        > rules change 2d
        Rules: 2D H17 DOA DAS SPL4 NRSA LS 6:5 ENHC PEN75. A new shoe is shuffled.
        Warning: blackjack pays only 6:5 here, not 3:2, which costs you about 1.4 % of every bet.
        > rules change
        rules change needs rule tokens, e.g. 'rules change h17 ls'; tokens: 
        """))
    #expect(text.contains("> rules change h18\nunknown rule 'h18'; expected S17 or H17\n"))
  }

  @Test func rulesShoeAndCount() throws {
    // One deck at 75 % penetration: the cut card after 39 of 52 cards. The five stacked cards stay on top of the new
    // shoe, taken out of its 52 cards, and the round deals them: 10♠ 6♦ against 9♥ with 7♣ in the hole, which
    // stays hidden, so three cards are seen and 49 are unseen (48 in the shoe and the hole card). Leaving at ^D, the
    // guest's 16 stands and the dealer (H17) draws the fifth card, 5♣, to 21.
    let text = try transcript(
      shoe: "10S 9H 6D 7C 5C",
      [
        "rules", "rules set 1d h17 ls", "rules set h18", "rules set", "rules foo", "shoe", "count", "bet 10",
        "count", "rules set 6d", "shoe x", "count 1", "hint now", "stats all", "stats now", "bankroll please",
        "quit now",
      ])
    #expect(
      text.contains(
        """
        > rules
        Rules: 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75
        6 decks, dealer stands on soft 17, double on any two cards, double after split, split to 4 hands, no \
        resplitting aces, no surrender, blackjack pays 3:2, dealer peeks for blackjack, reshuffle after 75% of the \
        shoe (the cut card before card 235 of 312).
        > rules set 1d h17 ls
        Rules: 1D H17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75. A new shoe is shuffled.
        > rules set h18
        unknown rule 'h18'; expected S17 or H17
        > rules set
        rules set needs rule tokens, e.g. 'rules set 6d h17 ls'; tokens: 
        """))
    #expect(
      text.contains(
        """
        > rules foo
        unknown rules argument 'foo'; use 'rules' to show them, 'rules set SPEC' to replace them or 'rules change \
        TOKENS' to change some of them
        > shoe
        Shoe: 1 deck, 52 cards: 0 dealt, 52 left; 5 stacked cards come first; reshuffled after 39 cards (the cut \
        card)
        > count
        Hi-Lo running count 0, true count 0.0 (per deck unseen); cards seen since the shuffle: 0, cards left: 52 \
        (about 1.0 decks)
        > bet 10
        Bet 10.00.
        Dealer: 9H ??
        You:    10S 6D  16  bet 10.00
        Your move: hit, stand, double, surrender
        > count
        Hi-Lo running count 0, true count 0.0 (per deck unseen); cards seen since the shuffle: 3, cards left: 49 \
        (about 0.9 decks); the dealer's face-down card is among the cards left, unseen until it is turned over \
        ('shoe' counts it as dealt)
        > rules set 6d
        rules can change only between rounds; your move: hit, stand, double, surrender
        > shoe x
        shoe takes no arguments
        > count 1
        count takes no arguments
        > hint now
        hint takes no arguments
        > stats all
        stats all needs a profile, and this is a guest session (nothing is saved); play without --guest, --seed or \
        --shoe, or with --profile NAME
        > stats now
        stats takes no arguments
        > bankroll please
        bankroll takes no arguments
        > quit now
        quit takes no arguments
        > ^D
        You leave mid-round: your unfinished hands stand, and the round is settled (nothing is refunded).
        Dealer turns over 7C: 9H 7C  16
        Dealer draws 5C: 21
        Dealer finishes with 21.
        Result: loss — dealer 21 beats 16, -10.00
        Bankroll: 990.00
        Session over.
        """))
  }

  @Test func unusableInputGetsOneLineAndChangesNothing() throws {
    var session = try REPLSession(options: stacked("10S 9H 6D 7C"), style: CardStyle(ascii: true))
    _ = session.handle(.line("bet 10"))
    let prompt = session.prompt
    let bankroll = session.bankroll
    let long = [UInt8](repeating: UInt8(ascii: "h"), count: LineEvent.maximumKeptBytes)
    let cases: [(LineEvent, String)] = [
      (
        .line(bytes: long, length: 100_000),
        "line too long (100000 bytes); a command is at most 1000 — type 'help' for the list\n"
      ),
      (
        .line(bytes: [0x68, 0x69, 0xFF, 0x74], length: 4),
        "input is not valid UTF-8 (byte 0xFF at position 3); type commands as plain text\n"
      ),
      (
        .line(bytes: [0xC3], length: 1),
        "input is not valid UTF-8 (byte 0xC3 at position 1); type commands as plain text\n"
      ),
      (
        .line(bytes: Array("hit\u{1B}[A".utf8), length: 6),
        "input holds a control character (0x1B at position 4); type commands as plain text\n"
      ),
      (.interrupted, ""),
    ]
    for (event, message) in cases {
      #expect(session.handle(event) == message)
      #expect(session.prompt == prompt)
      #expect(session.bankroll == bankroll)
      #expect(!session.isFinished)
    }
    // Exactly the limit is still a (bad) command, reported as such rather than as too long.
    #expect(session.handle(.line(String(repeating: "x", count: 1000))).hasPrefix("unknown command 'xxx"))
    // Non-ASCII text is fine: a typo with an accent still gets a suggestion.
    #expect(session.handle(.line("ständ")) == "unknown command 'ständ' — did you mean 'stand'?\n")
  }

  @Test func thePromptShowsTheState() throws {
    var session = try REPLSession(options: stacked("10S 9H 6D 7C 4H 10C"), style: CardStyle(ascii: true))
    #expect(session.prompt == "[1000.00] > ")
    _ = session.handle(.line("bet 10"))
    #expect(session.prompt == "[1000.00 | bet 10.00 | hit/stand/double] > ")
    _ = session.handle(.line("stand"))
    #expect(session.prompt == "[990.00 | Enter bets 10.00] > ")
    var symbols = try REPLSession(options: stacked("10S 9H 6D 7C"), style: CardStyle())
    _ = symbols.handle(.line("bet 10"))
    #expect(symbols.prompt == "[1000.00 · bet 10.00 · hit/stand/double] > ")

    var insured = try REPLSession(options: stacked("10S AH 6D 9C"), style: CardStyle(ascii: true))
    _ = insured.handle(.line("bet 10"))
    #expect(insured.prompt == "[1000.00 | bet 10.00 | insurance? yes/no] > ")
    #expect(insured.completionContext.available.first == .insurance)
  }

  @Test func completionFollowsTheState() throws {
    var session = try REPLSession(options: stacked("10S 9H 6D 7C"), style: CardStyle(ascii: true))
    #expect(Completer.candidates(forLinePrefix: "sta", in: session.completionContext) == ["stats"])
    #expect(Completer.candidates(forLinePrefix: "rules set h1", in: session.completionContext) == ["H17"])
    // A deck count is named: no other is offered, and neither is S17's other choice once S17 is named.
    let afterDecks = Completer.candidates(forLinePrefix: "rules set 6D ", in: session.completionContext)
    let deckCounts = ["1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "INF"]
    #expect(!afterDecks.contains { deckCounts.contains($0) })
    #expect(afterDecks.contains("H17") && afterDecks.contains("S17"))
    #expect(
      Completer.candidates(forLinePrefix: "rules change 1d s17 ", in: session.completionContext).filter {
        ["S17", "H17", "2D", "INF"].contains($0)
      } == [])
    _ = session.handle(.line("bet 10"))
    // Every match is offered, the legal action first: `s` offers stand (legal), then shoe, rules and stats.
    #expect(Completer.candidates(forLinePrefix: "sta", in: session.completionContext) == ["stand", "stats"])
    #expect(
      Completer.candidates(forLinePrefix: "s", in: session.completionContext) == ["stand", "shoe", "stats"])
    #expect(Completer.candidates(forLinePrefix: "ru", in: session.completionContext) == ["rules"])
    #expect(session.completionContext.preferred == [.hit, .stand, .double])
  }

  @Test func quitWordsAndHelpAsInOtherREPLs() throws {
    for word in ["exit", "q", ":q", "EXIT", "quit"] {
      var session = try REPLSession(options: stacked("10S 9H 6D 7C"), style: CardStyle(ascii: true))
      let text = session.handle(.line(word))
      #expect(session.isFinished, "'\(word)' does not quit")
      #expect(text.hasPrefix("Session over.\n"))
    }
    var session = try REPLSession(options: stacked("10S 9H 6D 7C"), style: CardStyle(ascii: true))
    #expect(session.handle(.line("?")).hasPrefix("Commands (short forms in brackets):\n"))
    #expect(session.handle(.line("? split")).hasPrefix("split (short form: p)"))
    #expect(!session.isFinished)
  }

  @Test func yesAndNoAloneAnswerInsurance() throws {
    // 10♠ 6♦ against A♥ with 9♣ in the hole: insurance is offered.
    for (word, reply) in [
      ("yes", "You take insurance for 5.00."), ("y", "You take insurance for 5.00."),
      ("NO", "No insurance."), ("n", "No insurance."),
    ] {
      var session = try REPLSession(options: stacked("10S AH 6D 9C"), style: CardStyle(ascii: true))
      _ = session.handle(.line("bet 10"))
      let answer = session.respond(to: .line(word))
      #expect(!answer.isRefusal && answer.text.hasPrefix(reply + "\n"), "'\(word)' gave \(answer.text)")
    }
    // Outside the insurance question they are refused in one line, and nothing changes.
    var session = try REPLSession(options: stacked("10S 9H 6D 7C"), style: CardStyle(ascii: true))
    let reply = session.respond(to: .line("yes"))
    #expect(reply.isRefusal)
    #expect(reply.text == "no insurance is offered now; it is offered when the dealer shows an ace, before you play\n")
    #expect(session.respond(to: .line("yes please")).isRefusal)
  }

  /// Options with a fixed seed and stacked cards.
  func stacked(_ cards: String) throws -> PlayOptions {
    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: cards)
    return options
  }
}
