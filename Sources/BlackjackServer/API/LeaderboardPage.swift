/// One page of the leaderboard (`GET /v1/leaderboard`, and the page at `/`): players ranked by their net result over
/// the period, in server-dealt rounds only.
public struct LeaderboardPage: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// `day` (the last 24 hours), `week` (the last 7 days) or `all`.
  public var period: String
  /// The page, from 1.
  public var page: Int
  /// Rows on a full page.
  public var perPage: Int
  /// Players with a round in the period.
  public var players: Int
  /// Pages in all (at least 1).
  public var pages: Int
  /// The rows of this page, best first.
  public var entries: [LeaderboardEntry]

  /// A page.
  public init(
    period: String, page: Int, perPage: Int, players: Int, entries: [LeaderboardEntry]
  ) {
    schemaVersion = ServerAPI.schemaVersion
    self.period = period
    self.page = page
    self.perPage = perPage
    self.players = players
    pages = max(1, (players + perPage - 1) / perPage)
    self.entries = entries
  }
}

/// One player on the leaderboard. Money in cents.
public struct LeaderboardEntry: Codable, Sendable, Equatable {
  /// The rank: 1 for the best net; players with equal nets share a rank.
  public var rank: Int
  /// The player's name.
  public var name: String
  /// The net result over the period.
  public var net: Int
  /// Rounds settled in the period.
  public var rounds: Int
  /// The best net of one session in the period.
  public var bestSession: Int

  /// An entry. Public: a client of this library builds the entries of a ``LeaderboardPage`` it builds.
  public init(rank: Int, name: String, net: Int, rounds: Int, bestSession: Int) {
    self.rank = rank
    self.name = name
    self.net = net
    self.rounds = rounds
    self.bestSession = bestSession
  }
}

/// The periods a leaderboard covers.
public enum LeaderboardPeriod: String, Sendable, CaseIterable {
  /// The last 24 hours.
  case day
  /// The last 7 days.
  case week
  /// Every round.
  case all

  /// The milliseconds the period reaches back from now, or `nil` for all time.
  public var span: Int64? {
    switch self {
    case .day: 86_400_000
    case .week: 7 * 86_400_000
    case .all: nil
    }
  }
}
