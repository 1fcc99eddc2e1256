/// A command-line failure: one line for the user and the exit status to end with.
public struct CLIError: Error, Equatable, Sendable {
  /// The exit status for bad usage: an unknown command or option, or a malformed value.
  public static let usageStatus: Int32 = 2

  /// The exit status for a command that was well formed but failed.
  public static let failureStatus: Int32 = 1

  /// One line saying what was wrong and what is allowed, without the "blackjack:" prefix.
  public var message: String

  /// The process exit status: ``usageStatus`` or ``failureStatus``.
  public var status: Int32

  /// Creates an error with a message and an exit status.
  ///
  /// Control characters in the message (a newline in an argument the message quotes) are written as escapes
  /// (`\n`, `\u{7}`), so that the message stays one line.
  public init(_ message: String, status: Int32) {
    self.message = Self.oneLine(message)
    self.status = status
  }

  /// `text` with every control character written as its Swift escape: `\n`, `\t`, `\u{1B}`.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        result += scalar.escaped(asASCII: true)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A bad-usage error (exit status 2).
  public static func usage(_ message: String) -> CLIError {
    CLIError(message, status: usageStatus)
  }

  /// A failure of a well-formed command (exit status 1).
  public static func failure(_ message: String) -> CLIError {
    CLIError(message, status: failureStatus)
  }
}
