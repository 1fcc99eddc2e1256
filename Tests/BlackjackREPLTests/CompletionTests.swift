import Testing

@testable import BlackjackREPL

@Suite struct CompletionTests {
  let betweenRounds = CompletionContext(
    available: [.bet, .deal, .hint, .count, .shoe, .rules, .bankroll, .stats, .help, .quit],
    ruleTokens: ["6d", "s17", "h17", "das"])
  let playerTurn = CompletionContext(
    available: [.hit, .stand, .double, .split, .surrender, .hint, .count, .shoe, .bankroll, .stats, .help, .quit],
    preferred: [.hit, .stand, .double])

  @Test func commandNamesCompleteFromAvailableCommands() {
    #expect(Completer.candidates(forLinePrefix: "sta", in: betweenRounds) == ["stats"])
    #expect(Completer.candidates(forLinePrefix: "b", in: betweenRounds) == ["bet", "bankroll"])
    #expect(Completer.candidates(forLinePrefix: "hi", in: betweenRounds) == ["hint"])
    #expect(Completer.candidates(forLinePrefix: "zz", in: betweenRounds) == [])
  }

  @Test func legalActionsComeFirstAndEveryMatchIsOffered() {
    #expect(Completer.candidates(forLinePrefix: "sta", in: playerTurn) == ["stand", "stats"])
    // Of the five commands starting with "s", stand is a legal action here: it comes first, the others after.
    #expect(
      Completer.candidates(forLinePrefix: "s", in: playerTurn) == ["stand", "split", "surrender", "shoe", "stats"])
    #expect(Completer.candidates(forLinePrefix: "h", in: playerTurn) == ["hit", "hint", "help"])
    #expect(Completer.candidates(forLinePrefix: "hi", in: playerTurn) == ["hit", "hint"])
  }

  /// Tab on an empty line mid-hand lists the legal actions first, then the other commands, in the completer's
  /// order (libedit would sort its own list: bankroll, count, double, help, hint, hit, …).
  @Test func anEmptyLineMidHandListsTheLegalActionsFirst() throws {
    let candidates = Completer.candidates(forLinePrefix: "", in: playerTurn)
    #expect(
      Completer.listing(candidates, typed: "", width: nil)
        == "hit  stand  double  split  surrender  hint  count  shoe  bankroll  stats  help  quit")
    // Wrapped to 40 columns: "hit  stand  double  split  surrender" is 36; "  hint" would make 42.
    #expect(
      Completer.listing(candidates, typed: "", width: 40)
        == "hit  stand  double  split  surrender\nhint  count  shoe  bankroll  stats  help\nquit")
    // At a session's turn (8♠ 8♦ against 6♥; the default rules offer no surrender), the same order.
    var options = PlayOptions()
    options.seed = 7
    options.stackedCards = try PlayOptions.cards(from: "8S 6H 8D 10C")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    _ = session.handle(.line("bet 10"))
    let context = session.completionContext
    #expect(
      Completer.candidates(forLinePrefix: "", in: context).prefix(5) == ["hit", "stand", "double", "split", "hint"])
    // Nothing is listed when Tab completes: one candidate, or a prefix the candidates share ("st" → "sta").
    #expect(Completer.listing(["stats"], typed: "st", width: nil) == nil)
    #expect(Completer.listing(["stand", "stats"], typed: "st", width: nil) == nil)
    #expect(Completer.listing(["stand", "stats"], typed: "sta", width: nil) == "stand  stats")
  }

  @Test func argumentsComplete() {
    #expect(Completer.candidates(forLinePrefix: "help st", in: betweenRounds) == ["stand", "stats"])
    #expect(Completer.candidates(forLinePrefix: "insurance ", in: betweenRounds) == ["yes", "no"])
    #expect(Completer.candidates(forLinePrefix: "rules s", in: betweenRounds) == ["set"])
    #expect(Completer.candidates(forLinePrefix: "rules set s1", in: betweenRounds) == ["s17"])
    #expect(Completer.candidates(forLinePrefix: "rules set das ", in: betweenRounds) == ["6d", "s17", "h17"])
    // A setting already named is not offered again: neither S17 nor H17 after h17, no deck count after 6d.
    #expect(Completer.candidates(forLinePrefix: "rules set h17 ", in: betweenRounds) == ["6d", "das"])
    #expect(Completer.candidates(forLinePrefix: "rules set 6D ", in: betweenRounds) == ["s17", "h17", "das"])
    #expect(Completer.candidates(forLinePrefix: "bet 1", in: betweenRounds) == [])
    #expect(
      Completer.candidates(forLinePrefix: "drill ", in: betweenRounds) == [
        "strategy", "count", "deviations", "countdown", "true-count", "decks", "pairs", "due",
      ])
    #expect(Completer.candidates(forLinePrefix: "drill d", in: betweenRounds) == ["deviations", "decks", "due"])
    #expect(Completer.candidates(forLinePrefix: "drill count", in: betweenRounds) == ["count", "countdown"])
    #expect(Completer.candidates(forLinePrefix: "coach o", in: betweenRounds) == ["on", "off"])
    #expect(Completer.candidates(forLinePrefix: "mistakes ", in: betweenRounds) == ["all"])
    #expect(Completer.candidates(forLinePrefix: "drill strategy ", in: betweenRounds) == [])
  }
}
