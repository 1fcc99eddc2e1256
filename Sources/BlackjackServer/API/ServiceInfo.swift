/// `GET /version`: what is serving.
public struct VersionInfo: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// `blackjack`.
  public var name: String
  /// The program's version.
  public var version: String
  /// The storage: `sqlite` or `postgresql`.
  public var storage: String
  /// The database schema version.
  public var databaseSchema: Int

  /// A version document.
  public init(version: String, storage: String, databaseSchema: Int) {
    schemaVersion = ServerAPI.schemaVersion
    name = "blackjack"
    self.version = version
    self.storage = storage
    self.databaseSchema = databaseSchema
  }
}

/// `GET /healthz`: whether the server can reach its database.
public struct Health: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// `ok`, or `unavailable` (with status 503).
  public var status: String
  /// The storage: `sqlite` or `postgresql`.
  public var storage: String

  /// A health document.
  public init(status: String, storage: String) {
    schemaVersion = ServerAPI.schemaVersion
    self.status = status
    self.storage = storage
  }
}
