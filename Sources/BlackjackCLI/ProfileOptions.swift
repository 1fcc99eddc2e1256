import BlackjackProfile
import BlackjackREPL

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

  /// The profile of `--profile TEXT`, or `nil` without it.
  ///
  /// - Throws: ``CLIError`` (usage) for a name a profile cannot have, quoted with its control characters escaped.
  static func name(_ text: String?) throws(CLIError) -> String? {
    guard let name = text else { return nil }
    guard ProfileStore.isValidName(name) else {
      throw .usage("--profile: \(ProfileError.badProfileName(name))")
    }
    return name
  }
}

/// The option group of `--db PATH`, the profile database a command reads (`history`, `profiles`).
struct DatabaseOptions: ParsableOptions {
  /// The path given, or `nil` for the default database.
  @Opt(ProfileOptions.database) var path: String?

  /// The path of the database `--db` names, or of the default one.
  ///
  /// - Throws: ``CLIError`` (failure) when there is no default place for it.
  func resolvedPath() throws(CLIError) -> String {
    guard let path = path ?? ProfileStore.defaultPath(environment: REPL.processEnvironment()) else {
      throw .failure("no profile database: neither XDG_DATA_HOME nor HOME is an absolute directory; give --db PATH")
    }
    return path
  }

  /// The database `--db` names, or the default one, opened to read only: nothing is created or changed.
  ///
  /// - Throws: ``CLIError`` (failure) with the store's one line when it cannot be opened.
  func openStore() throws(CLIError) -> ProfileStore {
    let path = try resolvedPath()
    do {
      return try ProfileStore(path: path, access: .readOnly)
    } catch {
      throw .failure(error.description)
    }
  }
}
