import BlackjackProfile

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

  /// The profile `--profile` names, or `nil` without it.
  ///
  /// - Throws: ``CLIError`` (usage) for a name a profile cannot have, quoted with its control characters escaped.
  static func name(_ options: ParsedOptions) throws(CLIError) -> String? {
    guard let name = options[profile] else { return nil }
    guard ProfileStore.isValidName(name) else {
      throw .usage("--profile: \(ProfileError.badProfileName(name))")
    }
    return name
  }
}
