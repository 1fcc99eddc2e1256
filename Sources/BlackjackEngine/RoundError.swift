/// Why a round refused a request. The round is unchanged after any of these.
public enum RoundError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The action is not allowed on the current hand; `reason` says why and `legal` what is allowed.
  case illegalAction(Action, reason: String, legal: ActionSet)
  /// The request does not fit the round's phase (such as hitting while the insurance question is open).
  case wrongPhase(request: String, phase: Round.Phase)
  /// The card source ran dry; a round that was under way is void and every bet is returned.
  case outOfCards
  /// The bet is not a positive amount.
  case invalidBet(Money)

  /// One readable line: `cannot double after splitting under NDAS; legal now: hit, stand`.
  public var description: String {
    switch self {
    case .illegalAction(let action, let reason, let legal):
      let allowed = legal.isEmpty ? "nothing" : legal.description
      return "cannot \(action.name): \(reason); legal now: \(allowed)"
    case .wrongPhase(let request, let phase):
      return "cannot \(request) during the \(phase)"
    case .outOfCards:
      return "the shoe ran out of cards; the round is void and bets are returned"
    case .invalidBet(let bet):
      return "a bet must be more than 0, got \(bet)"
    }
  }
}
