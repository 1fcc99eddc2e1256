/// A skill the drills train, with the target a player meets before the skill is called ready.
///
/// Targets are stated in help and in `progress`: an accuracy and a speed over the answers of the last sessions
/// (for `countdown`, the time to count one deck down, with no error).
public enum DrillSkill: String, CaseIterable, Hashable, Sendable, Codable {
  /// `drill strategy`: basic strategy hands.
  case strategy
  /// `drill deviations`: index plays.
  case deviations
  /// `drill count`: the running and true count asked at random moments.
  case count
  /// `drill countdown`: a deck (or more) counted down card by card against the clock.
  case countdown
  /// `drill true-count`: a running count and a discard tray converted to a true count.
  case trueCount = "true-count"
  /// `drill decks`: the decks in a discard tray, estimated by eye.
  case decks
  /// `drill pairs`: two or three cards seen at once and counted as one.
  case pairs

  /// The target: the share of answers right (0 to 1) and the most seconds an answer (for `countdown`, a deck).
  public var target: DrillTarget {
    switch self {
    case .strategy: DrillTarget(accuracy: 0.98, seconds: 3)
    case .deviations: DrillTarget(accuracy: 0.95, seconds: 4)
    case .count: DrillTarget(accuracy: 0.95, seconds: 5)
    case .countdown: DrillTarget(accuracy: 1, seconds: 25)
    case .trueCount: DrillTarget(accuracy: 0.9, seconds: 4)
    case .decks: DrillTarget(accuracy: 0.9, seconds: 3)
    case .pairs: DrillTarget(accuracy: 0.95, seconds: 1.5)
    }
  }
}

/// What a skill must reach: at least ``accuracy`` of the answers right, at most ``seconds`` an answer on average.
public struct DrillTarget: Hashable, Sendable {
  /// The least share of answers right, from 0 to 1.
  public var accuracy: Double
  /// The most seconds an answer takes on average (for `countdown`, a deck).
  public var seconds: Double

  /// A target.
  public init(accuracy: Double, seconds: Double) {
    self.accuracy = accuracy
    self.seconds = seconds
  }

  /// Whether `right` answers of `answered`, taking `seconds` in all for `units` units (answers, or decks for
  /// `countdown`), meet the target. No answers never meet it.
  public func isMet(right: Int, answered: Int, seconds total: Double, units: Double) -> Bool {
    guard answered > 0, units > 0 else { return false }
    return Double(right) >= accuracy * Double(answered) - 1e-9 && total / units <= seconds + 1e-9
  }
}
