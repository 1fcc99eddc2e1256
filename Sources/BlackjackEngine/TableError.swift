/// Why the table refused a request. The table is unchanged after any of these.
public enum TableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A round is under way; finish it first.
  case roundInProgress
  /// No round is under way.
  case noRound
  /// The bankroll cannot cover the money asked for.
  case insufficientFunds(needed: Money, available: Money)
  /// The round refused the request.
  case round(RoundError)
  /// A side bet this table cannot take; the reason says why.
  case sideBetRefused(String)

  /// One readable line.
  public var description: String {
    switch self {
    case .roundInProgress: "a round is in progress; finish it first"
    case .noRound: "no round in progress; place a bet first"
    case .insufficientFunds(let needed, let available):
      "not enough money: that needs \(needed) but only \(available) is available"
    case .round(let error): error.description
    case .sideBetRefused(let reason): reason
    }
  }
}
