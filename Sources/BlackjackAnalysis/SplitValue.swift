/// The value of splitting a pair with the choice to resplit or not, and how that figure was reached.
///
/// The analysis's split values elsewhere (``ActionEVs``, reports) resplit whenever the rules allow, as Farmer's
/// analyzer does; but resplitting can be worse than keeping the pair (splitting tens against a ten: resplit to four
/// hands, about −0.36 in six decks; split once, about +0.05). Values are per initial bet, summed over the split
/// hands, and given no dealer blackjack when the dealer has peeked.
///
/// In a shoe so small that the cards could run out, a line of play on which they do (a hand would have to draw from
/// an empty shoe, or the dealer could draw every card left at the end of the round and still have to hit, on some
/// order of them, whatever the hole card and the player's hands) is impossible to choose, as in Farmer's
/// optimal-split solver: the optimal value is that of the best play avoiding every such line (``someLineRunsOut``
/// says whether there is one), exactly; and so are the values by hand limit, then of every hand played best
/// (``handLimitsPlayedBest``), since the post-split convention's values rest on an argument that fails in such a
/// shoe. When the split is too big to enumerate there, the values are not exact (``isExact``).
public struct SplitValue: Hashable, Sendable {
  /// How ``value`` was worked out.
  public enum Method: Hashable, Sendable {
    /// Exactly, with every split hand and every resplit played best knowing every card seen: an enumeration of
    /// the whole split, done when the shoe is small enough.
    case optimal
    /// The best limit on the number of hands, chosen when splitting (2: never resplit, up to the rules' most:
    /// always resplit), with the split hands played by the post-split convention: exact for that choice, a lower
    /// bound on the optimal value (when ``SplitValue/isExact``).
    case bestHandLimit(PostSplitPolicy)
  }

  /// The value of splitting with the better choice to resplit or not.
  public var value: Double
  /// How ``value`` was worked out.
  public var method: Method
  /// The value of splitting to at most this many hands, for each limit from 2 (never resplit) to the rules' most
  /// (always resplit, the convention of ``ActionEVs``), split hands played by the post-split convention, or best
  /// when ``handLimitsPlayedBest``; then a limit under which every play runs out of cards has no value here.
  public var valueByHandLimit: [Int: Double]
  /// The limit with the highest value in ``valueByHandLimit`` (the fewer hands on a tie).
  public var bestHandLimit: Int
  /// The optimal value, when the enumeration was small enough to do.
  public var optimalValue: Double?
  /// Whether the dealer has peeked, so the values are given no dealer blackjack.
  public var dealerPeeked: Bool
  /// Whether the values are exact: false when the shoe is so small that the cards could run out on some line of
  /// play and the split was not enumerated (too big, or every play runs out) or is a resplit (the player's other
  /// hands take cards too), or when the dealer could run out of cards on the lines the post-split convention's
  /// values follow.
  public var isExact: Bool
  /// Whether some line of play of the enumerated split runs out of cards: a line impossible to choose, which the
  /// values avoid. Only looked for in a shoe so small that it may happen, and only when the split was enumerated.
  public var someLineRunsOut: Bool
  /// Whether ``valueByHandLimit`` plays every split hand best, knowing every card seen (each limit enumerated as the
  /// optimal value is), rather than by the post-split convention: so in a shoe so small that some line of play
  /// could leave the dealer short of cards, when the split was enumerated. Each value is then at most the optimal
  /// value, and the rules' most hands give the optimal value itself.
  public var handLimitsPlayedBest: Bool

  /// The value when resplitting whenever the rules allow (the optimal value when ``handLimitsPlayedBest``).
  public var alwaysResplitValue: Double { valueByHandLimit[valueByHandLimit.keys.max() ?? 2] ?? value }
}

extension SplitValue {
  /// The most hands the split could reach (the rules' limit): the largest key of ``valueByHandLimit``.
  public var mostHands: Int { valueByHandLimit.keys.max() ?? 2 }

  /// How ``value`` was reached, in a few words for a reader: "optimal resplitting, exact" when the whole split was
  /// enumerated (", avoiding lines that run out of cards" added when some did); otherwise the choice made and the
  /// convention behind the figure, such as "best: never resplit, CDZ-" or "always resplit, CDZ-" (or "no
  /// resplitting allowed, CDZ-" when the rules split only once).
  public var howValued: String {
    switch method {
    case .optimal:
      return "optimal resplitting, exact" + (someLineRunsOut ? ", avoiding lines that run out of cards" : "")
    case .bestHandLimit(let policy):
      if mostHands == 2 { return "no resplitting allowed, \(policy.name)" }
      if bestHandLimit == mostHands { return "always resplit, \(policy.name)" }
      if bestHandLimit == 2 { return "best: never resplit, \(policy.name)" }
      return "best: resplit to \(bestHandLimit) hands, \(policy.name)"
    }
  }
}
