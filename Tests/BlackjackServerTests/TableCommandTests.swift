import BlackjackEngine
import Testing

@testable import BlackjackServer

@Suite struct TableCommandTests {
  @Test(arguments: [
    ("bet 10", TableCommand.bet(Money(units: 10))), ("BET 12.50", .bet(Money(cents: 1250))),
    ("  hit ", .action(.hit)), ("h", .action(.hit)), ("Stand", .action(.stand)), ("s", .action(.stand)),
    ("double", .action(.double)), ("d", .action(.double)), ("split", .action(.split)), ("p", .action(.split)),
    ("surrender", .action(.surrender)), ("r", .action(.surrender)), ("insurance yes", .insurance(true)),
    ("insurance  n", .insurance(false)), ("y", .insurance(true)), ("no", .insurance(false)), ("rebuy", .rebuy),
  ])
  func linesTheTableTakes(line: String, command: TableCommand) throws {
    #expect(try TableCommand(parsing: line) == command)
  }

  @Test(arguments: [
    "", "   ", "bet", "bet ten", "bet -5", "bet 0", "bet 1.234", "bet 10 20", "hitt", "insurance maybe", "hit now",
    "stand\u{0}", String(repeating: "x", count: 201), "bet 1e3",
  ])
  func linesTheTableRefuses(line: String) {
    #expect(throws: APIError.self) { try TableCommand(parsing: line) }
    do {
      _ = try TableCommand(parsing: line)
    } catch {
      #expect(error.status == 400)
      #expect(!error.message.contains("\n"))
    }
  }
}
