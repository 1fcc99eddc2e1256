import BlackjackSQLite

/// One graded moment of counting while playing (`play --count SYSTEM --ramp STEPS`): a bet graded against the ramp
/// at the count before the deal, or an answer to the dealer's count check between rounds.
public struct CountCheckRecord: Sendable, Equatable, Codable {
  /// What was graded.
  public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
    /// A bet, against the ramp's bet at the count before the deal.
    case bet
    /// The running count, asked between rounds.
    case running
    /// The true count of a balanced system, asked after the running count.
    case trueCount = "true"
  }

  /// What was graded.
  public var kind: Kind
  /// The counting system's name ("Hi-Lo").
  public var system: String
  /// The count the table bets by (a bet), or the exact count asked (a check: the running count, or the true count
  /// before it is rounded).
  public var count: Double
  /// The right answer: the ramp's bet in cents (a bet), or the count the table takes as right (a check: the running
  /// count, or the true count rounded as the table rounds it).
  public var expected: Double
  /// What the player gave: the bet in cents, or the count answered.
  public var answer: Double
  /// Whether it was right.
  public var correct: Bool
  /// For a bet, the expected money it gave up against the ramp's bet at that count (negative when it gained; `nil`
  /// when there is no figure for the count); `nil` for a check.
  public var evCost: Double?

  /// Creates a record.
  public init(
    kind: Kind, system: String, count: Double, expected: Double, answer: Double, correct: Bool, evCost: Double?
  ) {
    self.kind = kind
    self.system = system
    self.count = count
    self.expected = expected
    self.answer = answer
    self.correct = correct
    self.evCost = evCost
  }
}

/// A profile's count checks and graded bets over every session, for `stats all`.
public struct CountCheckSummary: Sendable, Equatable {
  /// How many of one kind were graded, how many were right, and (bets) the expected money the wrong ones gave up.
  public struct Tally: Sendable, Equatable {
    /// Graded.
    public var total = 0
    /// Right.
    public var correct = 0
    /// The sum of the positive costs, in money.
    public var evCost = 0.0

    /// An empty tally.
    public init() {}
  }

  /// The tally of each kind.
  public var tallies: [CountCheckRecord.Kind: Tally] = [:]

  /// No checks.
  public init() {}

  /// The tally of `kind` (empty when there were none).
  public subscript(kind: CountCheckRecord.Kind) -> Tally { tallies[kind] ?? Tally() }
}

extension ProfileStore {
  /// The count checks and graded bets of `profile` over every session.
  ///
  /// - Throws: ``ProfileError/noSuchProfile(path:profile:)`` or a database error.
  public func countCheckSummary(profile: String) throws(ProfileError) -> CountCheckSummary {
    try check { () throws -> CountCheckSummary in
      guard let id = try profileID(profile) else { throw ProfileError.noSuchProfile(path: path, profile: profile) }
      var summary = CountCheckSummary()
      let rows = try connection.query(
        """
        SELECT kind, COUNT(*), COALESCE(SUM(correct), 0),
          COALESCE(SUM(CASE WHEN ev_cost > 0 THEN ev_cost END), 0)
        FROM count_checks WHERE profile_id = ?1 GROUP BY kind
        """, [.integer(id)])
      for row in rows {
        guard let kind = row[0].string.flatMap(CountCheckRecord.Kind.init(rawValue:)) else { continue }
        var tally = CountCheckSummary.Tally()
        tally.total = row[1].int
        tally.correct = row[2].int
        tally.evCost = row[3].double ?? 0
        summary.tallies[kind] = tally
      }
      return summary
    }
  }

  /// The count checks and graded bets of `profile`, oldest first.
  ///
  /// - Throws: ``ProfileError/noSuchProfile(path:profile:)`` or a database error.
  public func countChecks(profile: String) throws(ProfileError) -> [CountCheckRecord] {
    try check { () throws -> [CountCheckRecord] in
      guard let id = try profileID(profile) else { throw ProfileError.noSuchProfile(path: path, profile: profile) }
      return try connection.query(
        """
        SELECT kind, system, count, expected, answer, correct, ev_cost FROM count_checks WHERE profile_id = ?1
        ORDER BY id
        """, [.integer(id)]
      ).compactMap { row in
        guard let kind = row[0].string.flatMap(CountCheckRecord.Kind.init(rawValue:)) else { return nil }
        return CountCheckRecord(
          kind: kind, system: row[1].string ?? "", count: row[2].double ?? 0, expected: row[3].double ?? 0,
          answer: row[4].double ?? 0, correct: row[5].int != 0, evCost: row[6].double)
      }
    }
  }
}

extension ProfileSession {
  /// Inserts a count check or graded bet of this session.
  func insert(
    _ check: CountCheckRecord, connection: SQLiteConnection, profileID: Int, sessionID: Int, at now: String
  ) throws {
    try connection.query(
      """
      INSERT INTO count_checks (profile_id, session_id, at, kind, system, count, expected, answer, correct, ev_cost)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
      """,
      [
        .integer(profileID), .integer(sessionID), .text(now), .text(check.kind.rawValue), .text(check.system),
        .real(check.count), .real(check.expected), .real(check.answer), .integer(check.correct ? 1 : 0),
        check.evCost.map { .real($0) } ?? .null,
      ])
  }
}
