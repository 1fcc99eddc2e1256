/// Where the REPL keeps its command history between runs.
public enum HistoryLocation {
  /// The most lines the history file keeps.
  public static let maximumLines = 1000

  /// The history file's path: `$XDG_STATE_HOME/blackjack/history`, or `~/.local/state/blackjack/history` when
  /// `XDG_STATE_HOME` is unset, empty or not absolute (as the XDG Base Directory specification asks).
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The path, or `nil` when neither `XDG_STATE_HOME` nor `HOME` gives an absolute directory.
  public static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/blackjack/history"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/state/blackjack/history"
    }
    return nil
  }
}
