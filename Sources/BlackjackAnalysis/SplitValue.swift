/// The value of splitting a pair with the choice to resplit or not, and how that figure was reached.
///
/// The analysis's split values elsewhere (``ActionEVs``, reports) resplit whenever the rules allow, as Farmer's
/// analyzer does; but resplitting can be worse than keeping the pair (splitting tens against a ten: resplit to four
/// hands, about −0.36 in six decks; split once, about +0.05). Values are per initial bet, summed over the split
/// hands, and given no dealer blackjack when the dealer has peeked.
public struct SplitValue: Hashable, Sendable {
  /// How ``value`` was worked out.
  public enum Method: Hashable, Sendable {
    /// Exactly, with every split hand and every resplit played best knowing every card seen: an enumeration of
    /// the whole split, done when the shoe is small enough.
    case optimal
    /// The best limit on the number of hands, chosen when splitting (2: never resplit, up to the rules' most:
    /// always resplit), with the split hands played by the post-split convention: exact for that choice, a lower
    /// bound on the optimal value.
    case bestHandLimit(PostSplitPolicy)
  }

  /// The value of splitting with the better choice to resplit or not.
  public var value: Double
  /// How ``value`` was worked out.
  public var method: Method
  /// The value of splitting to at most this many hands, for each limit from 2 (never resplit) to the rules' most
  /// (always resplit, the convention of ``ActionEVs``), split hands played by the post-split convention.
  public var valueByHandLimit: [Int: Double]
  /// The limit with the highest value in ``valueByHandLimit`` (the fewer hands on a tie).
  public var bestHandLimit: Int
  /// The optimal value, when the enumeration was small enough to do.
  public var optimalValue: Double?
  /// Whether the dealer has peeked, so the values are given no dealer blackjack.
  public var dealerPeeked: Bool
  /// Whether the values are exact: false when the shoe could run out before the round ends.
  public var isExact: Bool

  /// The value when resplitting whenever the rules allow.
  public var alwaysResplitValue: Double { valueByHandLimit[valueByHandLimit.keys.max() ?? 2] ?? value }
}

extension SplitValue {
  /// The most hands the split could reach (the rules' limit): the largest key of ``valueByHandLimit``.
  public var mostHands: Int { valueByHandLimit.keys.max() ?? 2 }

  /// How ``value`` was reached, in a few words for a reader: "optimal resplitting, exact" when the whole split was
  /// enumerated; otherwise the choice made and the convention behind the figure, such as "best: never resplit,
  /// CDZ-" or "always resplit, CDZ-" (or "no resplitting allowed, CDZ-" when the rules split only once).
  public var howValued: String {
    switch method {
    case .optimal:
      return "optimal resplitting, exact"
    case .bestHandLimit(let policy):
      if mostHands == 2 { return "no resplitting allowed, \(policy.name)" }
      if bestHandLimit == mostHands { return "always resplit, \(policy.name)" }
      if bestHandLimit == 2 { return "best: never resplit, \(policy.name)" }
      return "best: resplit to \(bestHandLimit) hands, \(policy.name)"
    }
  }
}
