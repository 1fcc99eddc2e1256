/// The options of the commands that read or write profiles (`play`, `history`, `profiles`).
enum ProfileOptions {
  /// `--profile NAME`.
  static let profile = Option.text(
    "profile", valueName: "NAME", help: "The profile to play or read (default 'default').")
  /// `--db PATH`.
  static let database = Option.text(
    "db", valueName: "PATH",
    help: "The profile database (default $XDG_DATA_HOME/blackjack/blackjack.sqlite3).")
}
