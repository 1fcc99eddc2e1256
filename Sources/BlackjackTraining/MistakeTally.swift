/// Decisions that were not the chart's play, grouped by chart position: how many, what was played instead and what
/// they cost.
///
/// Costs are the exact expected value given up (the best play's value minus the one chosen), per unit of the hand's
/// bet and in money; a mistake whose cost is unknown (no exact value, as for insurance) counts without one.
public struct MistakeTally: Hashable, Sendable {
  /// The mistakes at one chart position.
  public struct Group: Hashable, Sendable {
    /// The position.
    public var position: ChartPosition
    /// How many mistakes were made there.
    public var count = 0
    /// What was played instead, and how often, by name ("double", "insurance yes").
    public var choices: [String: Int] = [:]
    /// What the chart plays there, by name (the last one recorded: it depends on the legal actions only at the
    /// edges, such as a double that is not allowed).
    public var chart = ""
    /// How many of the mistakes have a known cost.
    public var costed = 0
    /// Their total cost per unit bet.
    public var units = 0.0
    /// Their total cost in money.
    public var money = 0.0
  }

  /// The groups by position.
  public private(set) var groups: [ChartPosition: Group] = [:]

  /// An empty tally.
  public init() {}

  /// Records one mistake.
  ///
  /// - Parameters:
  ///   - position: Where in the chart the decision was.
  ///   - choice: What was played.
  ///   - chart: What the chart plays.
  ///   - units: The cost per unit of the hand's bet, when known.
  ///   - money: The cost in money, when known.
  public mutating func record(at position: ChartPosition, choice: String, chart: String, units: Double?, money: Double?)
  {
    var group = groups[position] ?? Group(position: position)
    group.count += 1
    group.choices[choice, default: 0] += 1
    group.chart = chart
    if let units {
      group.costed += 1
      group.units += units
      group.money += money ?? 0
    }
    groups[position] = group
  }

  /// How many mistakes in all.
  public var count: Int { groups.values.reduce(0) { $0 + $1.count } }

  /// The total cost per unit bet of the mistakes whose cost is known.
  public var units: Double { groups.values.reduce(0) { $0 + $1.units } }

  /// The total cost in money of the mistakes whose cost is known.
  public var money: Double { groups.values.reduce(0) { $0 + $1.money } }

  /// The groups, costliest first (by total cost per unit, then by count, then in chart order).
  public var ranked: [Group] {
    groups.values.sorted { a, b in
      if abs(a.units - b.units) > 1e-12 { return a.units > b.units }
      if a.count != b.count { return a.count > b.count }
      return a.position.order < b.position.order
    }
  }

  /// How many mistakes were made at each position, for weighting the strategy drill.
  public var counts: [ChartPosition: Int] { groups.mapValues(\.count) }
}
