/// `GET /version`: what is serving.
public struct VersionInfo: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// `blackjack`.
  public var name: String = "blackjack"
  /// The program's version.
  public var version: String
  /// The storage: `sqlite` or `postgresql`.
  public var storage: String
  /// The database schema version.
  public var databaseSchema: Int
}

/// `GET /healthz`: whether the server can reach its database.
public struct Health: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// `ok`, or `unavailable` (with status 503).
  public var status: String
  /// The storage: `sqlite` or `postgresql`.
  public var storage: String
}
