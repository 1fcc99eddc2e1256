public import CardKit

/// Where a round's decisions come from, for the round procedure
/// (``Rules/proceed(hands:dealer:progress:decider:dealerPlay:from:)``): a player at the prompt, one request at a time
/// (``RequestDecider``), a strategy (``StrategyDecider``), or a chart's byte table (``ChartDecider``).
///
/// A decider that has no answer yet returns `nil` (or `false` for the dealer's turn), and one that leaves a split to
/// a later call does not split now (``splitsNow``): the round then waits there, and goes on from there when it
/// proceeds again. The simulator's deciders always answer, so that the compiler, specialising the procedure for
/// them, leaves no waiting in the loop but at a split, which the simulator plays out of line.
@usableFromInline
protocol RoundDecider {
  /// Whether every action this decider chooses is legal by construction (a chart checked when it was worked out):
  /// the round then does not check it again.
  static var decidesLegally: Bool { get }

  /// Whether the player takes insurance (even money, holding a natural) on `hand`, or `nil` to wait.
  mutating func takesInsurance<Hand: PlayerCards>(on hand: Hand, rules: Rules) -> Bool?

  /// The action on `hand`, one of `handCount` hands, against `upCard`, or `nil` to wait. `legal` is the rules'
  /// actions for the hand, worked out by the round for a decider that does not decide legally (`nil` otherwise).
  mutating func action<Hand: PlayerCards>(
    on hand: Hand, handCount: Int, upCard: Rank, rules: Rules, legal: ActionSet?
  ) -> Action?

  /// Whether the dealer plays now, when the round reaches the dealer's turn; `false` to wait.
  mutating func dealerPlays() -> Bool

  /// Whether the round splits a pair now when this decider chooses to; `false` leaves the split to a later call, with a
  /// decider that makes it: the round waits at the split, and chooses it again then. The simulator's loop decides
  /// this way and plays the rare split round out of line, so that the compiler, specialising the procedure for a
  /// decider that never splits, leaves one hand in the loop.
  var splitsNow: Bool { get }
}

extension RoundDecider {
  /// A decider splits hands unless it says otherwise.
  @inlinable @inline(__always)
  var splitsNow: Bool { true }
}

/// The decisions of a ``PlayerStrategy``, checked against the rules by the round; the dealer plays when the
/// strategy is done, or the round waits for the dealer (a position at a table of several).
@usableFromInline
struct StrategyDecider<Player: PlayerStrategy>: RoundDecider {
  @usableFromInline let strategy: Player
  /// Whether the dealer plays once the decisions are done, or the round waits for the dealer.
  @usableFromInline let throughDealer: Bool

  @inlinable @inline(__always)
  init(_ strategy: Player, throughDealer: Bool) {
    self.strategy = strategy
    self.throughDealer = throughDealer
  }

  @inlinable @inline(__always)
  static var decidesLegally: Bool { false }

  @inlinable @inline(__always)
  func takesInsurance<Hand: PlayerCards>(on hand: Hand, rules: Rules) -> Bool? {
    strategy.takesInsurance(hand: hand.situation(handCount: 1), rules: rules)
  }

  @inlinable @inline(__always)
  func action<Hand: PlayerCards>(
    on hand: Hand, handCount: Int, upCard: Rank, rules: Rules, legal: ActionSet?
  ) -> Action? {
    let situation = hand.situation(handCount: handCount)
    return strategy.action(
      for: Decision(hand: situation, upCard: upCard, legal: legal ?? rules.legalActions(for: situation), rules: rules))
  }

  @inlinable @inline(__always)
  func dealerPlays() -> Bool { throughDealer }
}

/// One request made of a round (the player's answer to insurance, an action, or the dealer's turn), answered once:
/// the round takes it and waits for the next. With none, the round goes on until it needs one.
@usableFromInline
struct RequestDecider: RoundDecider {
  /// What was asked of the round.
  @usableFromInline
  enum Request {
    case none
    case insurance(Bool)
    case action(Action)
    case dealer
  }

  @usableFromInline var request: Request

  @inlinable @inline(__always)
  init(_ request: Request) { self.request = request }

  /// Actions at the prompt are checked before they are asked of the round (``Round/apply(_:from:)``).
  @inlinable @inline(__always)
  static var decidesLegally: Bool { true }

  @inlinable @inline(__always)
  mutating func takesInsurance<Hand: PlayerCards>(on hand: Hand, rules: Rules) -> Bool? {
    guard case .insurance(let take) = request else { return nil }
    request = .none
    return take
  }

  @inlinable @inline(__always)
  mutating func action<Hand: PlayerCards>(
    on hand: Hand, handCount: Int, upCard: Rank, rules: Rules, legal: ActionSet?
  ) -> Action? {
    guard case .action(let action) = request else { return nil }
    request = .none
    return action
  }

  @inlinable @inline(__always)
  mutating func dealerPlays() -> Bool {
    guard case .dealer = request else { return false }
    request = .none
    return true
  }
}
