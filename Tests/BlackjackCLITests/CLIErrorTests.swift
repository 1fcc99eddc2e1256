import BlackjackCLI
import Testing

@Suite("CLIError")
struct CLIErrorTests {
  @Test("usage errors exit with 2, failures with 1")
  func statuses() {
    #expect(CLIError.usage("x").status == 2)
    #expect(CLIError.failure("x").status == 1)
    #expect(CLIError.usage("bad").message == "bad")
  }
}
