public import CardKit

/// One round of blackjack as a state machine: deal, insurance, the dealer's peek, the player's decisions, the
/// dealer's play and settlement.
///
/// The round takes cards from any CardKit `CardSource` passed to each call, so the same rules code serves the prompt
/// (a shoe), the simulator (a fast shoe) and tests (a stacked deck). Phases:
///
/// 1. ``init(rules:bet:dealingFrom:)`` deals player, dealer up, player, dealer hole (no hole card under ENHC).
/// 2. ``Phase/insurance`` when the dealer shows an ace: answer with ``resolveInsurance(_:from:)``
///    (even money when the player holds a blackjack).
/// 3. Under PEEK, with an ace or ten up, the dealer checks for blackjack; a blackjack settles the round at once.
///    Under early surrender the check waits until the player declines to surrender.
/// 4. ``Phase/playerTurn``: ``apply(_:from:)`` plays ``legalActions`` on the active hand, hand after hand.
/// 5. ``Phase/dealerTurn``: ``playDealer(_:from:)`` draws the dealer's cards; skipped when no hand needs it.
/// 6. ``Phase/settled``: every hand has its ``PlayerHand/outcome`` and ``PlayerHand/net``; ``net`` is the total.
///
/// Every refused request throws a ``RoundError`` and leaves the round unchanged. The round's steps, in their order,
/// are the round procedure's (``Rules/proceed(hands:dealer:progress:decider:dealerPlay:from:)``), which every driver
/// plays: each request here hands it one answer, and it goes on until it needs the next.
public struct Round: Sendable, Equatable {
  /// Where the round stands.
  public enum Phase: UInt8, Hashable, Sendable {
    /// The dealer shows an ace: the player must decide on insurance (or even money).
    case insurance
    /// The player is deciding on the active hand.
    case playerTurn
    /// The player is done; the dealer must play.
    case dealerTurn
    /// Every bet is settled.
    case settled
  }

  /// Where a round in play stands, apart from its rules and cards; every round starts from `Progress()`.
  @usableFromInline
  struct Progress: Sendable, Equatable {
    /// The steps of the round procedure (``Rules/proceed(hands:dealer:progress:decider:dealerPlay:from:)``) it
    /// waits at, or passes through: the ``Phase``s, and two a round never waits at.
    @usableFromInline
    enum Stage: UInt8, Sendable {
      /// The first cards are dealt; the insurance question or the peek comes next.
      case dealt
      /// Waiting for the insurance question's answer.
      case insurance
      /// The dealer's peek comes next.
      case peek
      /// Waiting for the player's decision on the active hand.
      case playerTurn
      /// Waiting for the dealer's turn.
      case dealerTurn
      /// Every bet is settled.
      case settled
    }

    @usableFromInline var stage = Stage.dealt
    /// The position of the hand being played.
    @usableFromInline var active = 0
    /// The insurance side bet taken, or zero.
    @usableFromInline var insurance = Money.zero
    /// Under early surrender: the dealer's check for blackjack waits for the player's first decision.
    @usableFromInline var peekPending = false
    /// The card source ran dry; every bet was returned.
    @usableFromInline var isVoid = false
    /// Whether the dealer draws to a total in the dealer's turn: some hand still needs the dealer's final hand.
    @usableFromInline var dealerDraws = false
    /// How the hands ended, once settled.
    @usableFromInline var tally = RoundTally()
    /// The player's total net result, once settled.
    @usableFromInline var net = Money.zero
    /// Whether the dealer held a natural, once settled: what the settlement found, which the charted rounds report
    /// rather than test the dealer's cards again.
    @usableFromInline var dealerBlackjack = false

    @inlinable
    init() {}
  }

  @usableFromInline let _rules: Rules
  @usableFromInline package var _hands: HandSlots
  @usableFromInline package var _dealer: DealerHand
  @usableFromInline var _progress: Progress

  /// Deals a new round: player, dealer up card, player, dealer hole card (the hole card only under PEEK).
  ///
  /// The round then waits for insurance when the dealer shows an ace, is settled at once when the dealer peeks
  /// a blackjack, and otherwise waits for the player (or the dealer, when the player holds a blackjack).
  ///
  /// - Throws: ``RoundError/invalidBet(_:)`` for a bet that is not positive, ``RoundError/outOfCards`` when the
  ///   source cannot deal four cards.
  @inlinable
  public init<Source: CardSource>(rules: Rules, bet: Money, dealingFrom source: inout Source) throws(RoundError) {
    guard bet > .zero else { throw .invalidBet(bet) }
    self.init(rules: rules, emptyWithBet: bet)
    try deal(from: &source)
  }

  /// A round with no cards dealt yet.
  @inlinable
  init(rules: Rules, emptyWithBet bet: Money) {
    _rules = rules
    _hands = HandSlots(bet: bet)
    _dealer = DealerHand()
    _progress = Progress()
  }

  /// Starts a new round in place under the same rules, as ``init(rules:bet:dealingFrom:)`` would.
  ///
  /// A table playing round after round (the simulator) reuses one round this way instead of building a new one,
  /// which would rewrite every hand's card storage.
  ///
  /// - Throws: as ``init(rules:bet:dealingFrom:)``; the round is then unchanged for a bad bet, void when the
  ///   source is dry.
  @inlinable @inline(__always)
  public mutating func redeal<Source: CardSource>(bet: Money, from source: inout Source) throws(RoundError) {
    guard bet > .zero else { throw .invalidBet(bet) }
    _hands.reset(bet: bet)
    _dealer.reset()
    _progress = Progress()
    try deal(from: &source)
  }

  // MARK: Reading the round

  /// The rules the round is played under.
  @inlinable
  public var rules: Rules { _rules }

  /// Where the round stands.
  @inlinable
  public var phase: Phase {
    switch _progress.stage {
    case .insurance: .insurance
    case .dealt, .peek, .playerTurn: .playerTurn
    case .dealerTurn: .dealerTurn
    case .settled: .settled
    }
  }

  /// The player's hands: one, or up to ``Rules/maxHands`` after splits.
  public var hands: [PlayerHand] { (0..<_hands.count).map { _hands[$0] } }

  /// How many hands the player holds.
  @inlinable
  public var handCount: Int { _hands.count }

  /// The hand at a position (0 ..< ``handCount``).
  @inlinable
  public func hand(at index: Int) -> PlayerHand {
    precondition(index >= 0 && index < _hands.count, "hand index out of range")
    return _hands[index]
  }

  /// The position of the hand being played, while ``phase`` is ``Phase/playerTurn``.
  @inlinable
  public var activeHandIndex: Int { _progress.active }

  /// The dealer's hand (the hole card stays in it; a user interface hides it until the dealer plays).
  @inlinable
  public var dealer: DealerHand { _dealer }

  /// The dealer's face-up card.
  @inlinable
  public var upCard: Card { _dealer.upCard }

  /// Whether the dealer's hole card may be shown: once the player's decisions are over.
  @inlinable
  public var isHoleCardRevealed: Bool { phase == .dealerTurn || phase == .settled }

  /// The insurance side bet taken, or zero.
  @inlinable
  public var insurance: Money { _progress.insurance }

  /// Whether the round was voided because the card source ran dry; every bet was returned.
  @inlinable
  public var isVoid: Bool { _progress.isVoid }

  /// The player's total net result once settled: every hand plus insurance.
  @inlinable @inline(__always)
  public var net: Money { _progress.net }

  /// How the hands ended, counted, once the round is settled (empty before).
  @inlinable
  public var tally: RoundTally { _progress.tally }

  /// The total money the player has at risk: every hand's bet plus insurance.
  @inlinable
  public var totalWagered: Money {
    var total = _progress.insurance
    for index in 0..<_hands.count { total = total + _hands[index]._bet }
    return total
  }

  /// The active hand as the rules see it, while ``phase`` is ``Phase/playerTurn``.
  @inlinable @inline(__always)
  public var situation: HandSituation { situation(of: _progress.active) }

  /// The hand at `index` as the rules see it.
  @inlinable @inline(__always)
  func situation(of index: Int) -> HandSituation {
    _hands[index].situation(handCount: _hands.count)
  }

  /// The actions allowed on the active hand now; empty outside the player's turn.
  @inlinable
  public var legalActions: ActionSet {
    phase == .playerTurn ? _rules.legalActions(for: situation) : []
  }
}

extension Round.Phase: CustomStringConvertible {
  /// The phase in a word or two: "insurance", "player's turn", "dealer's turn", "settled".
  public var description: String {
    switch self {
    case .insurance: "insurance"
    case .playerTurn: "player's turn"
    case .dealerTurn: "dealer's turn"
    case .settled: "settled"
    }
  }
}
