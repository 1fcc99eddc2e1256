/// The spaced-repetition schedule of the drills: Leitner boxes.
///
/// Every drill item (a chart cell, an index play, a count drill's level) sits in a box from 0 to ``lastBox``. A new
/// item, or one answered wrong, goes to box 0 and is due at once; a right answer moves it up one box, due again
/// after that box's interval: 1, 3, 7, 14, then 30 days. `drill due` serves the items due, weakest first (the lowest
/// box, then the most answers wrong, then the longest overdue).
public struct LeitnerSchedule: Sendable {
  /// The highest box.
  public static let lastBox = 5

  /// Days until an item in `box` is due again: box 0 at once, then 1, 3, 7, 14 and 30 days.
  public static func intervalDays(box: Int) -> Int {
    [0, 1, 3, 7, 14, 30][min(max(box, 0), lastBox)]
  }

  /// One item's place in the schedule.
  public struct Entry: Hashable, Sendable {
    /// The box, from 0 to ``LeitnerSchedule/lastBox``.
    public var box: Int
    /// When the item is due, in seconds since 1970.
    public var due: Double
    /// Answers right.
    public var right: Int
    /// Answers wrong.
    public var wrong: Int

    /// An entry.
    public init(box: Int = 0, due: Double = 0, right: Int = 0, wrong: Int = 0) {
      self.box = box
      self.due = due
      self.right = right
      self.wrong = wrong
    }

    /// The entry after an answer at `time` (seconds since 1970): right moves the item up a box, wrong back to 0.
    public func answered(correctly: Bool, at time: Double) -> Entry {
      let box = correctly ? min(self.box + 1, LeitnerSchedule.lastBox) : 0
      return Entry(
        box: box, due: time + Double(LeitnerSchedule.intervalDays(box: box)) * 86_400,
        right: right + (correctly ? 1 : 0), wrong: wrong + (correctly ? 0 : 1))
    }

    /// Whether the item is due at `time`.
    public func isDue(at time: Double) -> Bool { due <= time }
  }

  /// The keys of `entries` due at `time`, weakest first: the lowest box, then the most wrong answers over right
  /// ones, then the earliest due, then the key.
  public static func due<Key: Comparable>(_ entries: [Key: Entry], at time: Double) -> [Key] {
    entries.filter { $0.value.isDue(at: time) }.sorted { a, b in
      if a.value.box != b.value.box { return a.value.box < b.value.box }
      let aMargin = a.value.wrong - a.value.right, bMargin = b.value.wrong - b.value.right
      if aMargin != bMargin { return aMargin > bMargin }
      if a.value.due != b.value.due { return a.value.due < b.value.due }
      return a.key < b.key
    }.map(\.key)
  }
}
