// The option parser and the command dispatch: any words after any command, parsed against the command's table,
// then read through the typed readers (`--rules`, `--rounds`, and the audit's `validate()` for `--shuffles`); whole
// command lines through `BlackjackCLI.run` when they cannot start a long job, the prompt or a database (help,
// version, unknown names, `deck`, `merge`, or a `--help`).
//
// Invariants: a refusal is one line, `blackjack: …`, on standard error, with exit status 2 and nothing on standard
// output; an accepted option reads back as the value given; a run ends with status 0, 1 or 2.
import BlackjackEngine
import FuzzSupport

@testable import BlackjackCLI

/// Collects a command's output.
final class Collector {
  var output = ""
  var errors = ""
  var console: Console { Console(output: { self.output += $0 }, error: { self.errors += $0 }) }
}

/// Checks that a usage error is one line.
func checkRefusal(_ error: CLIError, _ words: [String]) {
  require(error.status == CLIError.usageStatus || error.status == CLIError.failureStatus, "status \(error.status)")
  require(!error.message.isEmpty, "an empty refusal of \(words)")
  require(!error.message.contains("\n"), "a refusal of more than one line for \(words): \(error.message)")
}

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let commands = BlackjackCLI.commands
  let command = commands[input.int(in: 0...(commands.count - 1))]
  let runWhole = input.bool()
  // Words are separated by NUL bytes, as in a process's argument vector.
  var words: [String] = []
  while !input.isExhausted { words.append(String(decoding: input.bytes(until: 0), as: UTF8.self)) }

  do throws(CLIError) {
    let options = try OptionParser.parse(
      words, options: command.options, command: "blackjack \(command.name)",
      acceptsArguments: command.argumentsName != nil)
    for (name, value) in options.values {
      require(command.options.contains { $0.name == name } || name == "help", "--\(name) was not in the table")
      let kind = command.options.first(where: { $0.name == name })?.kind
      if case .integer(let number) = value, case .integer(let range) = kind {
        require(range.contains(number), "--\(name) \(number) is outside \(range)")
      }
    }
    do throws(CLIError) { _ = try GameOptions(parsed: options).rules() } catch { checkRefusal(error, words) }
    do throws(CLIError) { _ = try options.rounds() } catch { checkRefusal(error, words) }
    // The audit's validate() reads `--shuffles` and checks `--seed` against `--generator`; it touches no file.
    do throws(CLIError) {
      var audit = AuditShuffleCommand(parsed: options)
      try audit.validate()
    } catch { checkRefusal(error, words) }
  } catch {
    checkRefusal(error, words)
  }

  // Whole command lines, only those that finish at once.
  let line: [String] = runWhole ? words : [command.name] + words
  let quick: Bool
  switch line.first {
  case nil, "play", "simulate", "odds", "strategy", "dealer", "audit-shuffle", "eor", "indices", "history", "profiles",
    "survey", "serve", "register", "leaderboard":
    // Long jobs, the prompt (reading standard input), the user's profile database, a server that runs until it is
    // stopped, or a connection to one.
    quick = line.contains("--help") || line.contains("-h")
  case let word? where word.hasPrefix("-"):
    // Options without a command go to `play`.
    quick = line.contains("--help") || line.contains("-h") || line.contains("--version")
  default: quick = true
  }
  // `play` with no command reads standard input; a bare `deck` prints a random deck, which is fine.
  if quick && !line.isEmpty {
    let collector = Collector()
    let status = BlackjackCLI.run(line, console: collector.console)
    require([0, 1, 2].contains(status), "exit status \(status) for \(line)")
    if status == CLIError.usageStatus {
      require(collector.output.isEmpty, "a usage error for \(line) also wrote output")
      require(
        collector.errors.hasPrefix("blackjack: ") && collector.errors.utf8.count(where: { $0 == 10 }) == 1,
        "a usage error for \(line) is not one line: \(collector.errors)")
    }
    if status == 0 { require(collector.errors.isEmpty, "\(line) succeeded but wrote errors: \(collector.errors)") }
  }
  return 0
}
