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
    #expect(Completer.candidates(forLinePrefix: "drill ", in: betweenRounds) == ["strategy", "count", "deviations"])
    #expect(Completer.candidates(forLinePrefix: "drill d", in: betweenRounds) == ["deviations"])
    #expect(Completer.candidates(forLinePrefix: "coach o", in: betweenRounds) == ["on", "off"])
    #expect(Completer.candidates(forLinePrefix: "mistakes ", in: betweenRounds) == ["all"])
    #expect(Completer.candidates(forLinePrefix: "drill strategy ", in: betweenRounds) == [])
  }
}
