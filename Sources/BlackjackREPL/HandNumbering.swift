/// How the player knows the hands of the round by number, a collaborator of the session owning that state: hands
/// are numbered in the order they were made, so a hand keeps its number when an earlier one is split again, and at
/// a table of several of the player's spots the spots' hands are numbered 1, 2, 3 as dealt and a split's new hand
/// takes the next number of them all.
struct HandNumbering {
  /// The numbers of the hands of the spot being decided, by position in the round.
  var current: [Int] = [1]
  /// At a table of several positions (`play --seats` or `--spots`), the numbers of each of the player's spots'
  /// hands, spot by spot; empty at a lone spot.
  var spots: [[Int]] = []

  /// Whether hands are named by number because the player plays several spots.
  var namesSpots: Bool { spots.count > 1 }

  /// The number of the hand at `index` of the spot being decided.
  func number(_ index: Int) -> Int { TableRenderer.number(index, in: current) }

  /// The numbers of the hands of spot `spot` (0 for the first); a spot not numbered yet is its own number.
  func numbers(ofSpot spot: Int) -> [Int] { spot < spots.count ? spots[spot] : [spot + 1] }

  /// A round dealt at a lone spot: one hand, number 1.
  mutating func dealtAlone() { current = [1] }

  /// A round dealt to `count` spots of the player's, `deciding` (0 for the first) decided first.
  mutating func dealt(spots count: Int, deciding spot: Int) {
    spots = (1...count).map { [$0] }
    current = spots[spot]
  }

  /// The table moved on to the player's spot `spot` (0 for the first).
  mutating func decide(spot: Int) { current = spots[spot] }

  /// The hand at `index` of the spot being decided (`spot`, or `nil` at a lone spot) was split: the new hand, right
  /// after it, takes the next number of them all.
  mutating func split(at index: Int, spot: Int?) {
    current = Self.numbers(current, splittingAt: index, highest: spots.joined().max())
    if let spot { spots[spot] = current }
  }

  /// The numbers after the hand at `index` was split: the new hand, right after it, takes the next number (after
  /// `highest`, the highest number of every spot's hands, when the player plays several).
  static func numbers(_ numbers: [Int], splittingAt index: Int, highest: Int? = nil) -> [Int] {
    var numbers = numbers
    numbers.insert(max(numbers.max() ?? 0, highest ?? 0) + 1, at: min(index + 1, numbers.count))
    return numbers
  }
}
