import BlackjackEngine
import CardKit

/// Builds a total-dependent chart from the exact values of every two-card hand.
///
/// Each hard or soft row takes, for each up card, the action with the highest probability-weighted value over the
/// two-card hands of that total (non-pairs; pairs only where no other hand makes the total). Pair rows take the
/// pair's own values. Fallbacks name the second choice: `Dh`/`Ds` by comparing hit and stand when doubling is
/// best; `Rh`/`Rs`/`Rp` by the best of hit, stand and split when surrendering is best. Split cells are plain `P`,
/// since the chart is computed for the table's own doubling-after-split rule.
struct StrategyGenerator {
  let rules: Rules
  let deals: [InitialDeal]

  /// Fills the column of `upRank` in `chart` from the deals against that up card (a column depends on no other).
  func fill(_ chart: inout BasicStrategy, upCard upRank: Rank) {
    let hands = deals.filter { $0.upCard == upRank.points }
    for total in 4...21 {
      let hard = hands.filter { $0.first != 1 && $0.first + $0.second == total }
      let nonPairs = hard.filter { $0.first != $0.second }
      chart[hard: total, upRank] = cell(weighted(nonPairs.isEmpty ? hard : nonPairs), allowSplit: false)
    }
    for total in 12...21 {
      let soft = hands.filter { $0.first == 1 && 11 + $0.second == total }
      chart[soft: total, upRank] = cell(weighted(soft), allowSplit: false)
    }
    for pair in 1...10 {
      let hands = hands.filter { $0.first == pair && $0.second == pair }
      chart[pair: pair, upRank] = cell(weighted(hands), allowSplit: true)
    }
  }

  /// Probability-weighted values of the actions legal on every one of `hands`.
  func weighted(_ hands: [InitialDeal]) -> [Action: Double] {
    guard !hands.isEmpty else { return [.stand: 0] }
    var sums: [Action: Double] = [:]
    for action in Action.allCases where hands.allSatisfy({ $0.values[action] != nil }) {
      sums[action] = hands.reduce(0) { sum, hand in sum + hand.probability * (hand.values[action] ?? 0) }
    }
    return sums.isEmpty ? [.stand: 0] : sums
  }

  /// The chart cell for actions with these values.
  func cell(_ values: [Action: Double], allowSplit: Bool) -> StrategyCell {
    func best(_ actions: [Action]) -> Action? {
      actions.compactMap { action in values[action].map { (action, $0) } }.max { $0.1 < $1.1 }?.0
    }
    let candidates: [Action] = allowSplit ? Action.allCases : Action.allCases.filter { $0 != .split }
    guard let first = best(candidates) else { return .stand }
    let hitOrStand: StrategyCell = (values[.hit] ?? -.infinity) > (values[.stand] ?? -.infinity) ? .hit : .stand
    switch first {
    case .hit: return .hit
    case .stand: return .stand
    case .split: return .split
    case .double: return hitOrStand == .hit ? .doubleOrHit : .doubleOrStand
    case .surrender:
      let second = best(candidates.filter { $0 != .surrender && $0 != .double })
      switch second {
      case .split: return .surrenderOrSplit
      case .stand: return .surrenderOrStand
      default: return .surrenderOrHit
      }
    }
  }
}
