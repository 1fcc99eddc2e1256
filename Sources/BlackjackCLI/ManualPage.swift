/// The manual page `blackjack.1`, in roff (the `man` macros), generated from the same command and option
/// declarations as the help text and the completion scripts (``BlackjackCLI/commands``). `Scripts/docs` writes it
/// with `blackjack --generate-manual-page`.
public enum ManualPage {
  /// The page for `commands` of the program `program` at `version`.
  public static func text(
    commands: [Subcommand], program: String = BlackjackCLI.programName, version: String = BlackjackCLI.version
  ) -> String {
    var lines = [
      ".TH \(program.uppercased()) 1 \"\" \"\(escaped(program)) \(escaped(version))\" \"User Commands\"",
      ".SH NAME",
      "\(escaped(program)) \\- play, learn and study blackjack at the prompt and from the command line",
      ".SH SYNOPSIS",
      ".B \(escaped(program))",
      "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
      ".br",
      ".B \(escaped(program))",
      "\\fIhelp\\fR [\\fICOMMAND\\fR]",
      ".SH DESCRIPTION",
      "With no command, or with options only, \\fB\(escaped(program))\\fR runs \\fBplay\\fR, the table at the prompt."
        + " Each command below is also described by \\fB\(escaped(program)) COMMAND \\-\\-help\\fR.",
      ".SH COMMANDS",
    ]
    for command in commands {
      lines.append(".SS \"\(escaped(program)) \(escaped(command.name))\"")
      let synopsis = command.usage.dropFirst("Usage: ".count)
      lines += [".nf", "\\fB" + escaped(synopsis) + "\\fR", ".fi", ".PP"]
      lines += paragraphs(command.summary)
      if !command.discussion.isEmpty {
        lines.append(".PP")
        lines += paragraphs(command.discussion)
      }
      for option in command.options + [.help] {
        lines.append(".TP")
        let value = option.kind == .flag ? "" : " \\fI\(escaped(option.valueName))\\fR"
        lines.append("\\fB\(escaped(option.flagName))\\fR" + value)
        lines += paragraphs(option.help)
      }
    }
    lines += [
      ".SH GLOBAL OPTIONS",
      ".TP",
      "\\fB\\-\\-help\\fR, \\fB\\-h\\fR",
      "Show the list of commands.",
      ".TP",
      "\\fB\\-\\-version\\fR",
      "Show the version.",
      ".TP",
      "\\fB\\-\\-generate\\-completion\\-script\\fR \\fISHELL\\fR",
      "Write the completion script for \\fISHELL\\fR (\(CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")))"
        + " to standard output.",
      ".TP",
      "\\fB\\-\\-generate\\-manual\\-page\\fR",
      "Write this manual page to standard output.",
      ".SH EXIT STATUS",
      "0 on success; 1 when a command fails or its output cannot be written; 2 for bad usage.",
      ".SH FILES",
      ".TP",
      "\\fI$XDG_DATA_HOME/blackjack/blackjack.sqlite3\\fR",
      "The profiles (\\fI~/.local/share/blackjack/\\fR without XDG_DATA_HOME).",
      ".TP",
      "\\fI$XDG_STATE_HOME/blackjack/history\\fR",
      "The prompt's line history.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes text for roff: backslashes and hyphens, which roff would otherwise read as escapes and hyphenation
  /// points, and every character outside ASCII as its Unicode escape (`\[u2660]` for ♠), which any roff reads.
  static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where !scalar.isASCII:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The lines of `text` for roff: escaped, a blank line as a paragraph break, and a line that would start with a
  /// control character (`.` or `'`) protected with `\&`.
  static func paragraphs(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty else { return ".PP" }
      let body = escaped(trimmed)
      return body.first == "." || body.first == "'" ? "\\&" + body : body
    }
  }
}
