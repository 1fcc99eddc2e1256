/// One thing a drill asks, as the schedule knows it: a skill and an item of it (a chart cell "hard 16 v T", an index
/// play, a count drill's level "1 deck").
public struct DrillItem: Hashable, Comparable, Sendable {
  /// The skill.
  public var skill: DrillSkill
  /// The item, in the words the prompt uses.
  public var item: String

  /// An item of `skill`.
  public init(_ skill: DrillSkill, _ item: String) {
    self.skill = skill
    self.item = item
  }

  /// Ordered by skill (as ``DrillSkill/allCases`` lists them), then by item.
  public static func < (lhs: DrillItem, rhs: DrillItem) -> Bool {
    // Cannot fail: every case is in allCases.
    let left = DrillSkill.allCases.firstIndex(of: lhs.skill)!
    let right = DrillSkill.allCases.firstIndex(of: rhs.skill)!
    return left != right ? left < right : lhs.item < rhs.item
  }
}
