import CLibPQ

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh PostgreSQL database for one test, made on the server `BLACKJACK_TEST_POSTGRES_URL` names (a
/// `postgresql://…/postgres` URL that may create databases) and dropped after.
final class PostgresTestDatabase: Sendable {
  /// The server's administrative URL, or `nil` when the environment gives none.
  static var adminURL: String? {
    guard let value = getenv("BLACKJACK_TEST_POSTGRES_URL") else { return nil }
    let url = String(cString: value)
    return url.isEmpty ? nil : url
  }

  /// The new database's URL.
  let url: String
  private let name: String
  private let admin: String

  /// Creates a database with a random name.
  init() throws {
    guard let admin = Self.adminURL else { throw StoreError.unavailable("BLACKJACK_TEST_POSTGRES_URL is not set") }
    self.admin = admin
    name = "bj_test_" + Hex.encode(try RandomBytes.make(6))
    try Self.run("CREATE DATABASE \(name)", on: admin)
    // Replace the database part (after the last '/') of the admin URL.
    let base = admin.split(separator: "?", maxSplits: 1)[0]
    let slash = base.lastIndex(of: "/")!
    url = String(base[...slash]) + name
  }

  /// Drops the database.
  func drop() {
    try? Self.run("DROP DATABASE IF EXISTS \(name) WITH (FORCE)", on: admin)
  }

  private static func run(_ sql: String, on url: String) throws {
    let connection = try PostgresConnection(url: url)
    try connection.execute(sql)
  }
}
