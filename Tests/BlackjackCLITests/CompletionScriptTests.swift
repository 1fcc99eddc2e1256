import BlackjackCLI
import Foundation
import Testing

/// Issue 33, item 2: shell completion and the manual page, generated from the command declarations.
@Suite("Completion scripts and the manual page", .serialized)
struct CompletionScriptTests {
  /// Runs `executable` with `arguments`, `input` on its standard input; returns its output, errors and status.
  static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, errors: String, status: Int32)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
      process.terminationStatus
    )
  }

  /// The script for `shell` as the binary writes it, in a temporary file removed when the test ends.
  final class ScriptFile {
    let path: String
    init(_ shell: String) throws {
      path = NSTemporaryDirectory() + "blackjack-completion-\(UUID().uuidString).\(shell)"
      let result = try BinaryTests.blackjack(["--generate-completion-script", shell])
      #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
      try result.output.write(toFile: path, atomically: true, encoding: .utf8)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test("every command and every option of every command is in the three scripts and the manual page")
  func everyOptionEverywhere() throws {
    let page = ManualPage.text(commands: BlackjackCLI.commands)
    let bash = CompletionScript.text(for: .bash, commands: BlackjackCLI.commands)
    let zsh = CompletionScript.text(for: .zsh, commands: BlackjackCLI.commands)
    let fish = CompletionScript.text(for: .fish, commands: BlackjackCLI.commands)
    #expect(BlackjackCLI.commands.count >= 17)
    for command in BlackjackCLI.commands {
      #expect(page.contains(".SS \"blackjack \(command.name.replacingOccurrences(of: "-", with: "\\-"))\""))
      #expect(bash.contains("\n    \(command.name))\n"), "\(command.name)")
      #expect(zsh.contains("'\(command.name):"), "\(command.name)")
      #expect(fish.contains("-a \(command.name) -d "), "\(command.name)")
      // The command's section of each, from its header to the next command's.
      let bashOptions = try #require(bash.components(separatedBy: "\n    \(command.name))\n").last)
        .components(separatedBy: "\n")[0]
      for option in command.options {
        let escaped = option.flagName.replacingOccurrences(of: "-", with: "\\-")
        #expect(page.contains("\\fB\(escaped)\\fR"), "\(command.name) \(option.flagName) in the manual page")
        #expect(bashOptions.contains(" \(option.flagName)") || bashOptions.contains("\"\(option.flagName)"))
        #expect(zsh.contains("'\(option.flagName)["), "\(command.name) \(option.flagName) in zsh")
        #expect(
          fish.contains("__fish_seen_subcommand_from \(command.name)' -l \(option.name) ")
            || fish.contains("__fish_seen_subcommand_from play' -l \(option.name) "),
          "\(command.name) \(option.flagName) in fish")
      }
    }
    // The binary writes the same texts.
    #expect(try BinaryTests.blackjack(["--generate-manual-page"]).output == page)
    #expect(try BinaryTests.blackjack(["--generate-completion-script", "zsh"]).output == zsh)
  }

  @Test(
    "bash completes commands, options, option values and play's options before any command",
    arguments: [
      (["blackjack", "si"], ["simulate"]),
      (["blackjack", "play", "--se"], ["--seat", "--seats", "--seed", "--server"]),
      (["blackjack", "play", "--pace", ""], ["fast", "normal", "off"]),
      (["blackjack", "--seed", "7", "--as"], ["--ascii"]),
      (["blackjack", "simulate", "--strat"], ["--strategy"]),
      (["blackjack", "help", "od"], ["odds"]),
      (["blackjack", "play", "--seed", ""], []),
    ])
  func bashCompletes(words: [String], expected: [String]) throws {
    let script = try ScriptFile("bash")
    let line = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(script.path)'
      COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1)
      _blackjack
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Self.run("/bin/bash", ["-c", program])
    #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
    let replies = result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }.sorted()
    #expect(replies == expected, "\(words)")
  }

  @Test("fish loads its script and completes options and their values")
  func fishCompletes() throws {
    let script = try ScriptFile("fish")
    for (line, expected) in [
      ("blackjack play --pa", ["--pace"]), ("blackjack play --pace ", ["fast", "normal", "off"]),
      ("blackjack sur", ["survey"]), ("blackjack odds --js", ["--json"]),
    ] {
      let result = try Self.run(
        "/usr/bin/fish", ["--no-config", "-c", "source '\(script.path)'; complete -C '\(line)'"])
      #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
      let words = result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
      #expect(words == expected, "\(line): \(result.output)")
    }
  }

  @Test("zsh reads its script without a syntax error, and the manual page renders without a roff warning")
  func zshAndManualPage() throws {
    let script = try ScriptFile("zsh")
    let zsh = try Self.run("/usr/bin/zsh", ["-n", script.path])
    #expect(zsh.status == 0 && zsh.errors.isEmpty, "\(zsh.errors)")
    let page = NSTemporaryDirectory() + "blackjack-\(UUID().uuidString).1"
    defer { try? FileManager.default.removeItem(atPath: page) }
    try ManualPage.text(commands: BlackjackCLI.commands).write(toFile: page, atomically: true, encoding: .utf8)
    let rendered = try Self.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-P-c", "-P-b", "-P-u", page])
    #expect(rendered.status == 0 && rendered.errors.isEmpty, "\(rendered.errors)")
    // groff draws the option names as typed, with ASCII hyphens.
    for words in ["blackjack play", "--seats N", "--generate-completion-script SHELL", "EXIT STATUS"] {
      #expect(rendered.output.contains(words), "\(words)")
    }
  }

  @Test("a bad shell or a word after the page is refused in one line, exit 2")
  func badUse() throws {
    let missing = try BinaryTests.blackjack(["--generate-completion-script"])
    #expect(missing.status == 2)
    #expect(missing.errors == "blackjack: --generate-completion-script needs a shell: bash, zsh or fish\n")
    let tcsh = try BinaryTests.blackjack(["--generate-completion-script", "tcsh"])
    #expect(tcsh.errors == "blackjack: --generate-completion-script needs a shell: bash, zsh or fish; got 'tcsh'\n")
    let extra = try BinaryTests.blackjack(["--generate-manual-page", "x"])
    #expect(extra.status == 2)
    #expect(extra.errors == "blackjack: unexpected argument 'x' after '--generate-manual-page'\n")
  }
}
