/// The options of the commands that read or write profiles (`play`, `history`, `profiles`).
enum ProfileOptions {
  /// `--profile NAME`.
  static let profile = Option.text(
    "profile", valueName: "NAME", help: "The profile to play or read (default 'default').")
  /// `--db PATH`.
  static let database = Option.text(
    "db", valueName: "PATH",
    help: "The profile database (default $XDG_DATA_HOME/blackjack/blackjack.sqlite3).")
  /// `--recover NEW` (of `profiles`).
  static let recover = Option.text(
    "recover", valueName: "NEW",
    help: "Copy what can be read of a damaged database into the new file NEW (the damaged one is only read).")
}
