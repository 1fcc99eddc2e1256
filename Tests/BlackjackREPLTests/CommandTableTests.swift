import Testing

@testable import BlackjackREPL

@Suite struct CommandTableTests {
  @Test func namesAndShortFormsFindTheirCommands() {
    #expect(CommandTable.command(named: "stand") == .stand)
    #expect(CommandTable.command(named: "S") == .stand)
    #expect(CommandTable.command(named: "h") == .hit)
    #expect(CommandTable.command(named: "d") == .double)
    #expect(CommandTable.command(named: "p") == .split)
    #expect(CommandTable.command(named: "r") == .surrender)
    #expect(CommandTable.command(named: "Insurance") == .insurance)
    #expect(CommandTable.command(named: "stnad") == nil)
    #expect(CommandTable.command(named: "") == nil)
  }

  @Test func everyCommandHasADistinctNameAndShortForm() {
    let words = PromptCommand.allCases.flatMap { [$0.name] + ($0.shortForm.map { [$0] } ?? []) }
    #expect(Set(words).count == words.count)
  }

  @Test func suggestionsPickTheNearestCommand() {
    #expect(CommandTable.suggestion(for: "stnad") == .stand)
    #expect(CommandTable.suggestion(for: "bankrol") == .bankroll)
    #expect(CommandTable.suggestion(for: "splt") == .split)
    #expect(CommandTable.suggestion(for: "xyzzy") == nil)
    #expect(CommandTable.suggestion(for: "zz") == nil)
    // "st" is 2 edits from "hit" but that is more than half its length: no suggestion.
    #expect(CommandTable.suggestion(for: "st") == nil)
    #expect(CommandTable.suggestion(for: "HTI") == .hit)
  }
}
