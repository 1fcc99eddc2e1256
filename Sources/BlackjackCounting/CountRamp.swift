import BlackjackText

/// Why a ramp could not be read: one line saying what was wrong and what is allowed.
public struct CountRampError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, such as "the ramp must rise: 3:2 after 2:4 bets less".
  public let description: String
}

/// A step function of the count: at or above each key count, a value (units bet, or spots played); below the lowest
/// key, the value for counts below it.
///
/// Written `"1:1 2:2 3:4 4:8 5:12"`: at a count of +1 or more 1, at +2 or more 2, … at +5 or more 12. Keys rise
/// strictly and values never fall.
public struct CountRamp: Hashable, Sendable {
  /// The steps, keys rising.
  public private(set) var steps: [(count: Int, value: Int)]
  /// The value below the lowest key.
  public let below: Int
  /// The value at each count of ``lookupRange``, worked out once (the simulator reads it every round).
  @usableFromInline let lookup: [Int]

  /// The counts whose values are looked up rather than searched for.
  @usableFromInline static let lookupRange = -32...32

  /// A ramp of `steps` with `below` under the lowest key.
  ///
  /// - Precondition: keys rise strictly and values never fall, none below `below`.
  public init(steps: [(count: Int, value: Int)], below: Int) {
    precondition(zip(steps, steps.dropFirst()).allSatisfy { $0.count < $1.count && $0.value <= $1.value })
    precondition(steps.allSatisfy { $0.value >= below })
    self.steps = steps
    self.below = below
    lookup = Self.lookupRange.map { Self.value(at: $0, steps: steps, below: below) }
  }

  /// The same value at every count.
  public static func flat(_ value: Int) -> CountRamp { CountRamp(steps: [], below: value) }

  /// Parses `"1:1 2:2 3:4"` (count:value pairs), with `below` under the lowest key; `what` names the values in
  /// messages ("units", "spots"), `allowed` the values allowed.
  ///
  /// - Throws: ``CountRampError`` for a step that is not `COUNT:VALUE`, a value outside `allowed`, keys that do not
  ///   rise, or values that fall.
  public init(spec: String, below: Int, what: String, allowed: ClosedRange<Int>) throws(CountRampError) {
    var steps: [(count: Int, value: Int)] = []
    for word in spec.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
      let parts = word.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let count = Int(parts[0]), let value = Int(parts[1]) else {
        throw CountRampError(description: "'\(word)' is not a step; write COUNT:\(what.uppercased()), e.g. 2:4")
      }
      guard allowed.contains(value) else {
        throw CountRampError(
          description: "\(value) \(what) in '\(word)' is out of range; \(what) go from \(allowed.lowerBound) to "
            + "\(allowed.upperBound)")
      }
      if let last = steps.last {
        guard count > last.count else {
          throw CountRampError(
            description: "the ramp's counts must rise: '\(word)' comes after \(last.count):\(last.value)")
        }
        guard value >= last.value else {
          throw CountRampError(
            description: "the ramp must not fall: '\(word)' \(what == "units" ? "bets" : "plays") less than "
              + "\(last.count):\(last.value) before it")
        }
      }
      steps.append((count, value))
    }
    guard !steps.isEmpty else {
      throw CountRampError(description: "an empty ramp; write COUNT:\(what.uppercased()) steps, e.g. \"1:1 2:2 3:4\"")
    }
    let floor = Swift.min(below, steps[0].value)
    self.init(steps: steps, below: floor)
  }

  /// The ramp `--spread LOW-HIGH` stands for: `LOW` below a count of +1, then doubling from `LOW` at +1 until it
  /// reaches `HIGH`: `1-12` is `1:1 2:2 3:4 4:8 5:12`, `2-10` is `1:2 2:4 3:8 4:10`.
  ///
  /// - Throws: ``CountRampError`` unless the text is two whole numbers `LOW-HIGH` with 1 ≤ LOW ≤ HIGH ≤ `maximum`.
  public init(spread text: String, maximum: Int) throws(CountRampError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low >= 1, low <= high,
      high <= maximum
    else {
      throw CountRampError(
        description: "a spread is LOW-HIGH units with 1 <= LOW <= HIGH <= \(maximum), e.g. 1-12; got '\(text)'")
    }
    var steps: [(count: Int, value: Int)] = []
    var units = low
    var count = 1
    while true {
      steps.append((count, Swift.min(units, high)))
      if units >= high { break }
      units *= 2
      count += 1
    }
    self.init(steps: steps, below: low)
  }

  /// The value at `count`.
  @inlinable @inline(__always)
  public func value(at count: Int) -> Int {
    if Self.lookupRange.contains(count) { return lookup[count &- Self.lookupRange.lowerBound] }
    return searchedValue(at: count)
  }

  /// The value at `count` from the steps themselves: for counts beyond ``lookupRange``, where a key may lie too.
  @usableFromInline
  func searchedValue(at count: Int) -> Int { Self.value(at: count, steps: steps, below: below) }

  /// The value at `count` of the ramp of `steps` with `below` under the lowest key: the value of the last step at or
  /// below `count`.
  static func value(at count: Int, steps: [(count: Int, value: Int)], below: Int) -> Int {
    steps.last(where: { $0.count <= count })?.value ?? below
  }

  /// The highest value of the ramp.
  public var maximum: Int { steps.last?.value ?? below }

  /// The ramp as it is written: `"1:1 2:2 3:4"` (or the one value of a flat ramp).
  public var spec: String {
    steps.isEmpty ? String(below) : steps.map { "\($0.count):\($0.value)" }.joined(separator: " ")
  }

  /// Equal ramps give the same value at every count.
  public static func == (lhs: CountRamp, rhs: CountRamp) -> Bool {
    lhs.below == rhs.below && lhs.steps.elementsEqual(rhs.steps) { $0.count == $1.count && $0.value == $1.value }
  }

  /// Hashes the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(below)
    for step in steps {
      hasher.combine(step.count)
      hasher.combine(step.value)
    }
  }
}
