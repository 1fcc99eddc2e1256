import BlackjackSQLite

extension ProfileStore {
  /// The drill answers of `profile`, oldest first, each with its session.
  ///
  /// - Throws: ``ProfileError/noSuchProfile(path:profile:)`` or a database error.
  public func drillAnswers(profile: String) throws(ProfileError) -> [DrillAnswerRecord] {
    let connection = connection
    return try check { () throws -> [DrillAnswerRecord] in
      guard let id = try profileID(profile) else { throw ProfileError.noSuchProfile(path: path, profile: profile) }
      return try connection.query(
        "SELECT skill, item, correct, seconds, units, at, session_id FROM drill_answers WHERE profile_id = ?1 ORDER BY id",
        [.integer(id)]
      ).map { row in
        DrillAnswerRecord(
          skill: row[0].string ?? "", item: row[1].string ?? "", correct: row[2].int != 0, seconds: row[3].double ?? 0,
          units: row[4].double ?? 1, at: row[5].string ?? "", session: row[6].int)
      }
    }
  }

  /// The schedule of `profile`'s drill items.
  ///
  /// - Throws: ``ProfileError/noSuchProfile(path:profile:)`` or a database error.
  public func schedule(profile: String) throws(ProfileError) -> [ScheduleRecord] {
    let connection = connection
    return try check { () throws -> [ScheduleRecord] in
      guard let id = try profileID(profile) else { throw ProfileError.noSuchProfile(path: path, profile: profile) }
      return try connection.query(
        """
        SELECT skill, item, box, due, right_answers, wrong_answers FROM drill_schedule WHERE profile_id = ?1
        ORDER BY skill, item
        """,
        [.integer(id)]
      ).map { row in
        ScheduleRecord(
          skill: row[0].string ?? "", item: row[1].string ?? "", box: row[2].int, due: row[3].double ?? 0,
          right: row[4].int, wrong: row[5].int)
      }
    }
  }
}

extension ProfileSession {
  /// Writes a change's drill answers and schedule, inside the change's transaction.
  static func writeDrills(
    _ change: ProfileChange, connection: SQLiteConnection, profileID: Int, sessionID: Int, now: String
  ) throws {
    for answer in change.drillAnswers {
      try connection.query(
        """
        INSERT INTO drill_answers (profile_id, session_id, at, skill, item, correct, seconds, units)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        """,
        [
          .integer(profileID), .integer(sessionID), .text(answer.at.isEmpty ? now : answer.at), .text(answer.skill),
          .text(answer.item), .integer(answer.correct ? 1 : 0), .real(answer.seconds), .real(answer.units),
        ])
    }
    for entry in change.schedule {
      try connection.query(
        """
        INSERT INTO drill_schedule (profile_id, skill, item, box, due, right_answers, wrong_answers)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
        ON CONFLICT (profile_id, skill, item) DO UPDATE SET box = excluded.box, due = excluded.due,
          right_answers = excluded.right_answers, wrong_answers = excluded.wrong_answers
        """,
        [
          .integer(profileID), .text(entry.skill), .text(entry.item), .integer(entry.box), .real(entry.due),
          .integer(entry.right), .integer(entry.wrong),
        ])
    }
  }
}
