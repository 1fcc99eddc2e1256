extension PlayOptions {
  /// Where the game is kept (`--profile`, `--db`, `--guest`).
  public struct Saving: Sendable, Equatable {
    /// The `--profile NAME` given, or `nil` (the profile `default`, unless the session is a guest).
    public var profile: String?
    /// The `--db PATH` given, or `nil` for the default database (see
    /// ``BlackjackProfile/ProfileStore/defaultPath(environment:)``).
    public var databasePath: String?
    /// Whether `--guest` was given: nothing is read or saved.
    public var guest = false

    /// Creates the default: the profile `default` in the default database.
    public init() {}
  }
}
