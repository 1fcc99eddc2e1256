import BlackjackSQLite
import Foundation
import Testing

@testable import BlackjackProfile

@Suite("Drill answers and schedule in the profile")
struct DrillScheduleStoreTests {
  /// A database at schema version 4 with one profile, as version 4's code left it.
  func version4(in directory: TemporaryDirectory) throws -> String {
    let path = directory.file("v4.sqlite3")
    let connection = try SQLiteConnection(path: path, flags: 0x2 | 0x4)
    for migration in Schema.migrations.prefix(4) { try connection.execute(migration) }
    try connection.execute("PRAGMA user_version = 4")
    try connection.execute(
      """
      INSERT INTO profiles (name, created_at, starting_bankroll, bankroll) VALUES ('ann', '2026-12-01T10:00:00.000Z',
        100000, 100000)
      """)
    return path
  }

  @Test("version 5 adds the drill tables to a version 4 database, which keeps its profiles")
  func migratesFromVersion4() throws {
    let directory = TemporaryDirectory()
    let path = try version4(in: directory)
    let store = try ProfileStore(path: path)
    #expect(try store.userVersion() == ProfileStore.schemaVersion)
    #expect(try store.profiles().map(\.name) == ["ann"])
    #expect(try store.integrityCheck() == "ok")
    // The columns as written by hand from the design: name, type, NOT NULL, default, primary key.
    let layout = try Schema.layout(of: store.connection).filter { $0.contains(" drill_") }
    #expect(
      layout == [
        "index drill_answers_skill on drill_answers: profile_id; skill; session_id;",
        "index sqlite_autoindex_drill_schedule_1 on drill_schedule: profile_id; skill; item;",
        "table drill_answers on drill_answers: id INTEGER 0 - 1; profile_id INTEGER 1 - 0; session_id INTEGER 1 - 0;"
          + " at TEXT 1 - 0; skill TEXT 1 - 0; item TEXT 1 - 0; correct INTEGER 1 - 0; seconds REAL 1 - 0;"
          + " units REAL 1 1 0;",
        "table drill_schedule on drill_schedule: profile_id INTEGER 1 - 1; skill TEXT 1 - 2; item TEXT 1 - 3;"
          + " box INTEGER 1 - 0; due REAL 1 - 0; right_answers INTEGER 1 0 0; wrong_answers INTEGER 1 0 0;",
      ])
    #expect(try store.drillAnswers(profile: "ann").isEmpty)
    #expect(try store.schedule(profile: "ann").isEmpty)
  }

  @Test("a session saves drill answers with the change and updates an item's schedule in place")
  func savesAnswersAndSchedule() throws {
    let directory = TemporaryDirectory()
    let store = try ProfileStore(path: directory.file("p.sqlite3"))
    let session = try ProfileSession(store: store, profile: "ann", startingBankroll: 100_000)
    var change = ProfileChange(state: "{}", bankroll: 100_000, rounds: [], rebuys: [], decisions: 0, offStrategy: 0)
    change.drillAnswers = [
      DrillAnswerRecord(skill: "countdown", item: "1 deck", correct: true, seconds: 23.5),
      DrillAnswerRecord(skill: "strategy", item: "hard 16 v T", correct: false, seconds: 2.25),
    ]
    change.schedule = [ScheduleRecord(skill: "strategy", item: "hard 16 v T", box: 0, due: 1000, right: 0, wrong: 1)]
    try session.save(change)
    change.drillAnswers = [DrillAnswerRecord(skill: "strategy", item: "hard 16 v T", correct: true, seconds: 1.5)]
    change.schedule = [
      ScheduleRecord(skill: "strategy", item: "hard 16 v T", box: 1, due: 87_400, right: 1, wrong: 1)
    ]
    try session.save(change)
    let answers = try store.drillAnswers(profile: "ann")
    #expect(answers.map(\.item) == ["1 deck", "hard 16 v T", "hard 16 v T"])
    #expect(answers.map(\.correct) == [true, false, true])
    #expect(answers.map(\.seconds) == [23.5, 2.25, 1.5])
    #expect(answers.allSatisfy { $0.session == answers[0].session && $0.session > 0 && $0.at.hasSuffix("Z") })
    #expect(
      try store.schedule(profile: "ann") == [
        ScheduleRecord(skill: "strategy", item: "hard 16 v T", box: 1, due: 87_400, right: 1, wrong: 1)
      ])
    #expect(throws: ProfileError.self) { try store.schedule(profile: "nobody") }
  }
}
