import BlackjackSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A player registered at a table server, as the profile database keeps it (the token is read on its own, by
/// ``ProfileStore/serverToken(server:player:)``).
public struct ServerAccount: Sendable, Equatable {
  /// The server, as `http://host:port`.
  public var server: String
  /// The player's name there.
  public var player: String
  /// When it was registered, in ISO 8601 UTC.
  public var registeredAt: String
}

extension ProfileStore {
  /// The token kept for `player` at `server`, or `nil`.
  public func serverToken(server: String, player: String) throws(ProfileError) -> String? {
    try check {
      try connection.scalar(
        "SELECT token FROM server_accounts WHERE server = ?1 AND player = ?2", [.text(server), .text(player)])?
        .string
    }
  }

  /// Every player registered at a table server from this database, by server then name.
  public func serverAccounts() throws(ProfileError) -> [ServerAccount] {
    try check {
      try connection.query("SELECT server, player, registered_at FROM server_accounts ORDER BY server, player").map {
        ServerAccount(server: $0[0].string ?? "", player: $0[1].string ?? "", registeredAt: $0[2].string ?? "")
      }
    }
  }

  /// Keeps `token` for `player` at `server`, after making the database file (and its WAL and shared-memory files)
  /// readable and writable by its owner only (mode 0600): a token lets anyone play as the player.
  ///
  /// - Throws: ``ProfileError`` when the file's mode cannot be set or the row cannot be written; nothing is kept.
  public func saveServerToken(server: String, player: String, token: String) throws(ProfileError) {
    for file in [path, path + "-wal", path + "-shm"] where System.exists(file) {
      guard chmod(file, 0o600) == 0 else {
        throw .unwritable(path: file, reason: "cannot make it private (mode 0600): \(String(cString: strerror(errno)))")
      }
    }
    try check { () throws -> Void in
      try connection.transaction { () throws -> Void in
        try connection.query(
          "INSERT INTO server_accounts (server, player, token, registered_at) VALUES (?1, ?2, ?3, ?4)",
          [.text(server), .text(player), .text(token), .text(System.timestamp())])
      }
    }
  }
}
