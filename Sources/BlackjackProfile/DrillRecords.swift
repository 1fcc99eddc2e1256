/// One graded drill answer as the profile keeps it.
public struct DrillAnswerRecord: Sendable, Equatable, Codable {
  /// The skill drilled: "strategy", "deviations", "count", "countdown", "true-count", "decks", "pairs".
  public var skill: String
  /// The item asked: a chart cell ("hard 16 v T"), an index play, or a count drill's level ("1 deck").
  public var item: String
  /// Whether the answer was right.
  public var correct: Bool
  /// Seconds the answer took (for a countdown, the run).
  public var seconds: Double
  /// The units the answer covers: decks for a countdown, 1 otherwise.
  public var units: Double
  /// When it was answered, ISO 8601 in UTC; filled in when saved when empty.
  public var at: String
  /// The session it was given in (0 before it is saved).
  public var session: Int

  /// Creates an answer record.
  public init(
    skill: String, item: String, correct: Bool, seconds: Double, units: Double = 1, at: String = "", session: Int = 0
  ) {
    self.skill = skill
    self.item = item
    self.correct = correct
    self.seconds = seconds
    self.units = units
    self.at = at
    self.session = session
  }
}

/// A drill item's place in the spaced-repetition schedule (Leitner boxes).
public struct ScheduleRecord: Sendable, Equatable, Codable {
  /// The skill: "strategy", "deviations", …
  public var skill: String
  /// The item.
  public var item: String
  /// The box, from 0.
  public var box: Int
  /// When the item is due, in seconds since 1970 (UTC).
  public var due: Double
  /// Answers right.
  public var right: Int
  /// Answers wrong.
  public var wrong: Int

  /// Creates a schedule record.
  public init(skill: String, item: String, box: Int, due: Double, right: Int, wrong: Int) {
    self.skill = skill
    self.item = item
    self.box = box
    self.due = due
    self.right = right
    self.wrong = wrong
  }
}
