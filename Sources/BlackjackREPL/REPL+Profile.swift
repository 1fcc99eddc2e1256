import BlackjackEngine
import BlackjackProfile
import BlackjackText

extension REPL {
  /// Where a session's game is kept.
  enum Keeping {
    /// Nothing is saved; `warning` says why when the player did not ask for it.
    case guest(warning: String?)
    /// The profile, claimed for this session.
    case profile(ProfileSession)
    /// The session cannot start: one line naming the file and what to do.
    case failure(String)
  }

  /// Opens the profile `options` asks for: `--profile NAME` (default `default`) in `--db PATH` or the default
  /// database, unless the session is a guest (``PlayOptions/isGuest``). A directory that cannot be written (or made)
  /// makes the session a guest, with a warning; a file that cannot be used, a newer schema or a profile in use by
  /// another session stop it.
  static func keeping(_ options: PlayOptions, environment: [String: String]) -> Keeping {
    if options.isGuest { return .guest(warning: nil) }
    let name = options.saving.profile ?? "default"
    guard ProfileStore.isValidName(name) else { return .failure(ProfileError.badProfileName(name).description) }
    guard let path = options.saving.databasePath ?? ProfileStore.defaultPath(environment: environment) else {
      return .guest(
        warning: "no place to save the profile (neither XDG_DATA_HOME nor HOME is an absolute directory); playing"
          + " as a guest: nothing is saved")
    }
    // The default directory is made when missing; a --db directory must exist.
    if options.saving.databasePath == nil { ProfileStore.makeDirectory(forDatabase: path) }
    do {
      let store = try ProfileStore(path: path)
      return .profile(try ProfileSession(store: store, profile: name, startingBankroll: startingCents(options)))
    } catch {
      if error.allowsGuestPlay { return .guest(warning: "\(error); playing as a guest: nothing is saved") }
      return .failure(error.description)
    }
  }

  /// The starting bankroll of a new profile, in cents (the session has already checked `--bankroll`).
  static func startingCents(_ options: PlayOptions) -> Int { (Money(options.bankroll) ?? Money(units: 1000)).cents }
}
