public import BlackjackEngine
public import CardKit

/// One index play: a deviation from the chart that a counter makes when the count is at or above (or below) an
/// index, such as "stand on 16 against a ten at a true count of 0 or more".
///
/// Written `16vT S >= 0`: the hand (`16` hard, `A7` or `S18` soft, `TT` `88` `AA` a pair), `v`, the up card (2–9,
/// T, A), the action (H hit, S stand, D double, P split, R surrender), the comparison (`>=`, `>`, `<=`, `<`) and the
/// index; `insurance >= 3` for the insurance bet. When the comparison holds the action is played if it is legal;
/// otherwise the chart decides.
public struct IndexPlay: Hashable, Sendable {
  /// Which hands an index play is for.
  public enum Hand: Hashable, Sendable {
    /// A hard total.
    case hard(Int)
    /// A soft total.
    case soft(Int)
    /// A pair of cards worth these points each (1 for aces, 10 for any two ten-valued cards).
    case pair(Int)
  }

  /// How the count is compared with the index.
  public enum Comparison: String, CaseIterable, Hashable, Sendable {
    /// At or above the index.
    case atLeast = ">="
    /// Above the index.
    case above = ">"
    /// At or below the index.
    case atMost = "<="
    /// Below the index.
    case below = "<"

    /// Whether `count` compares with `index` this way.
    @inlinable
    public func holds(_ count: Int, _ index: Int) -> Bool {
      switch self {
      case .atLeast: count >= index
      case .above: count > index
      case .atMost: count <= index
      case .below: count < index
      }
    }
  }

  /// The hand, or `nil` for the insurance bet.
  public var hand: Hand?
  /// The dealer's up card (any ten-valued rank stands for all of them); unused for insurance.
  public var upCard: Rank
  /// The action taken when the comparison holds (for insurance, taking it).
  public var action: Action
  /// How the count is compared.
  public var comparison: Comparison
  /// The index.
  public var index: Int

  /// An index play on a hand.
  public init(_ hand: Hand, against upCard: Rank, _ action: Action, _ comparison: Comparison, _ index: Int) {
    self.hand = hand
    self.upCard = upCard.isTenValued ? .ten : upCard
    self.action = action
    self.comparison = comparison
    self.index = index
  }

  /// The insurance index: take insurance when the count compares with `index` this way.
  public static func insurance(_ comparison: Comparison, _ index: Int) -> IndexPlay {
    var play = IndexPlay(.hard(0), against: .ace, .stand, comparison, index)
    play.hand = nil
    return play
  }

  /// Whether this is the insurance index.
  public var isInsurance: Bool { hand == nil }

  /// Whether the play is for a hand in `situation` against `upCard` (a pair play only when splitting is legal).
  @inlinable
  public func applies(to situation: HandSituation, upCard: Rank, legal: ActionSet) -> Bool {
    guard let hand, (upCard.isTenValued ? .ten : upCard) == self.upCard else { return false }
    switch hand {
    case .pair(let points): return situation.pairPoints == points && legal.contains(.split)
    case .hard(let total): return !situation.value.isSoft && situation.value.total == total
    case .soft(let total): return situation.value.isSoft && situation.value.total == total
    }
  }

  /// The play as an index file writes it: `16vT S >= 0`, `insurance >= 3`.
  public var spec: String {
    let condition = "\(comparison.rawValue) \(index)"
    guard let hand else { return "insurance \(condition)" }
    let handText =
      switch hand {
      case .hard(let total): "\(total)"
      case .soft(let total): "A\(total - 11)"
      case .pair(let points): String(repeating: Rank.chartLabel(points: points), count: 2)
      }
    let up = upCard.chartLabel
    let letter =
      switch action {
      case .hit: "H"
      case .stand: "S"
      case .double: "D"
      case .split: "P"
      case .surrender: "R"
      }
    return "\(handText)v\(up) \(letter) \(condition)"
  }
}
