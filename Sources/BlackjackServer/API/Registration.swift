/// `POST /v1/players`: a new player's name.
public struct RegistrationRequest: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// The name wanted (see ``PlayerName/rule``).
  public var name: String

  /// A request for `name`.
  public init(name: String) {
    schemaVersion = ServerAPI.schemaVersion
    self.name = name
  }
}

/// The answer to a registration: the player's name, token and table.
public struct Registration: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// The name, as registered.
  public var name: String
  /// The token every request for this player must carry (`Authorization: Bearer TOKEN`): 64 hexadecimal digits,
  /// shown this once; the server keeps only its SHA-256.
  public var token: String
  /// The starting bankroll, in cents.
  public var bankroll: Int
  /// The table's rules, as a spec ("6D S17 DAS 3:2 …").
  public var rules: String
}
