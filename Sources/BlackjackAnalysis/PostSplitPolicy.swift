/// How the exact analysis plays the hands of a split, in Eric Farmer's conventions (his combinatorial analyzer
/// offers the same three).
///
/// Each convention fixes what a split hand's play may depend on; the value of splitting is then exact for that
/// play. Splits are resplit whenever the rules allow (see ``SplitValue`` for the choice to resplit or not).
public enum PostSplitPolicy: String, CaseIterable, Hashable, Sendable {
  /// `cdz-`: a split hand plays as an unsplit hand of the same cards would (the best action for those cards
  /// against the shoe less the up card and those cards, among the actions legal after a split). It sees nothing of
  /// the other hands, not even the other pair cards.
  case cdzMinus = "cdz-"
  /// `cdp1`: every split hand plays the strategy that is best for the first split hand: best for its own cards
  /// against the shoe after the split (the other pair card gone too), with the rules of a split hand.
  case cdp1
  /// `cdp`: a split hand's play is best for its own cards and the number of pair cards gone in the split (the
  /// original pair and every resplit card), with the rules of a split hand.
  ///
  /// As in Farmer's analyzer, the value of a hand with other hands' non-pair cards gone is worked out from the
  /// values with one more pair card gone, each played best for its own count; with three or four hands this makes
  /// the figure Farmer's, not quite the value of one strategy (it can come out a hair below ``cdp1``).
  case cdp
}

extension PostSplitPolicy {
  /// The convention's name as Farmer writes it: "CDZ-", "CDP1", "CDP".
  public var name: String { rawValue.uppercased() }

  /// What the convention lets a split hand's play depend on, in a few words: "each split hand played as an unsplit
  /// hand of the same cards" for CDZ-.
  public var summary: String {
    switch self {
    case .cdzMinus: "each split hand played as an unsplit hand of the same cards"
    case .cdp1: "every split hand played as is best for the first split hand"
    case .cdp: "each split hand played best for its cards and the pair cards split"
    }
  }
}
