import BlackjackText

/// Parses a command's arguments against its table of ``OptionSpec``s.
///
/// Accepts `--name value` and `--name=value`, flags, `-h` for `--help`, and `--` to end the options. Every problem
/// becomes a ``CLIError/usage(_:)`` with one line saying what was wrong and what is allowed.
public enum OptionParser {
  /// Parses `arguments` (the words after the command name).
  ///
  /// - Parameters:
  ///   - arguments: The words to parse.
  ///   - options: The options the command accepts (``OptionSpec/help`` is always accepted too).
  ///   - command: The command as the user typed it, for messages: `"blackjack deck"`.
  ///   - acceptsArguments: Whether plain arguments (not options) are allowed.
  /// - Throws: ``CLIError`` with exit status 2 for an unknown option, a missing, malformed or out-of-range value,
  ///   an option given twice, or an unexpected argument.
  public static func parse(
    _ arguments: [String], options: [OptionSpec], command: String, acceptsArguments: Bool = false
  ) throws(CLIError) -> ParsedOptions {
    let table = options.contains { $0.name == OptionSpec.help.name } ? options : options + [.help]
    var parsed = ParsedOptions()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" || isNegativeNumber(word) {
        guard acceptsArguments else {
          throw .usage("unexpected argument \(QuotedText.quoted(word)) for '\(command)' (see '\(command) --help')")
        }
        parsed.arguments.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let name: Substring
      var inlineValue: String?
      if word == "-h" {
        name = "help"
      } else if word.hasPrefix("--") {
        let body = word.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
          name = body[..<equals]
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = body
        }
      } else {
        throw unknownOption(word, table: table, command: command)
      }
      guard let spec = table.first(where: { $0.name == name }) else {
        throw unknownOption("--" + name, table: table, command: command)
      }
      guard parsed.values[spec.name] == nil else {
        throw .usage("\(spec.flagName) was given more than once")
      }
      if spec.kind == .flag {
        if let inlineValue {
          throw .usage("\(spec.flagName) takes no value, got \(QuotedText.quoted(inlineValue))")
        }
        parsed.values[spec.name] = .flag
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        text = arguments[index]
        index += 1
      } else {
        throw .usage("\(spec.flagName) expects \(spec.kind.expectation), but no value was given")
      }
      parsed.values[spec.name] = try value(text, for: spec)
    }
    return parsed
  }

  /// Converts and range-checks one value.
  ///
  /// - Throws: ``CLIError`` "--decks expects a whole number from 1 to 8, got 'x'".
  public static func value(_ text: String, for spec: OptionSpec) throws(CLIError) -> OptionValue {
    let invalid = CLIError.usage("\(spec.flagName) expects \(spec.kind.expectation), got \(QuotedText.quoted(text))")
    switch spec.kind {
    case .flag:
      throw .usage("\(spec.flagName) takes no value, got \(QuotedText.quoted(text))")
    case .integer(let range):
      guard let number = Int(text), range.contains(number) else { throw invalid }
      return .integer(number)
    case .unsigned:
      guard let number = UInt64(text) else { throw invalid }
      return .unsigned(number)
    case .choice(let words):
      let lowered = text.lowercased()
      guard words.contains(where: { $0.lowercased() == lowered }) else { throw invalid }
      return .text(lowered)
    case .text:
      guard !text.isEmpty else { throw invalid }
      return .text(text)
    }
  }

  /// Whether `text` is written as an ordinary decimal number ("0.75", "-2", ".5"), rejecting "nan", "inf" and hex
  /// (a word starting with "-" that is such a number is a plain argument, not an option).
  private static func isPlainDecimal(_ text: String) -> Bool {
    let body = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    guard body.contains(where: \.isASCII), body.contains(where: { $0.isNumber }) else { return false }
    var seenPoint = false
    for character in body {
      if character == "." {
        if seenPoint { return false }
        seenPoint = true
      } else if !("0"..."9").contains(character) {
        return false
      }
    }
    return true
  }

  /// Whether a word that starts with "-" is a negative number (a plain argument, not an option).
  private static func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && word.hasPrefix("-") && isPlainDecimal(word)
  }

  /// The error for an option that is not in the table.
  private static func unknownOption(_ word: String, table: [OptionSpec], command: String) -> CLIError {
    let known = table.map(\.flagName).joined(separator: ", ")
    return .usage("unknown option \(QuotedText.quoted(word)) for '\(command)'; options are \(known)")
  }
}
