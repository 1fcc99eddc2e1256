public import CardKit

/// One round of blackjack as a state machine: deal, insurance, the dealer's peek, the player's decisions, the
/// dealer's play and settlement.
///
/// The round takes cards from any ``CardSource`` passed to each call, so the same rules code serves the prompt
/// (a shoe), the simulator (a fast shoe) and tests (a stacked deck). Phases:
///
/// 1. ``init(rules:bet:dealingFrom:)`` deals player, dealer up, player, dealer hole (no hole card under ENHC).
/// 2. ``Phase/insurance`` when the dealer shows an ace: answer with ``resolveInsurance(_:)``
///    (even money when the player holds a blackjack).
/// 3. Under PEEK, with an ace or ten up, the dealer checks for blackjack; a blackjack settles the round at once.
///    Under early surrender the check waits until the player declines to surrender.
/// 4. ``Phase/playerTurn``: ``apply(_:from:)`` plays ``legalActions`` on the active hand, hand after hand.
/// 5. ``Phase/dealerTurn``: ``playDealer(_:from:)`` draws the dealer's cards; skipped when no hand needs it.
/// 6. ``Phase/settled``: every hand has its ``PlayerHand/outcome`` and ``PlayerHand/net``; ``net`` is the total.
///
/// Every refused request throws a ``RoundError`` and leaves the round unchanged.
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

    /// What the round waits for, as a sentence fragment for error messages.
    public var waitingFor: String {
      switch self {
      case .insurance: "the insurance question is open (answer insurance yes or no)"
      case .playerTurn: "the player is still playing"
      case .dealerTurn: "the dealer is playing"
      case .settled: "the round is over"
      }
    }
  }

  /// The most hands a round can hold (the largest split limit).
  public static let handCapacity = 4

  @usableFromInline let _rules: Rules
  @usableFromInline var _phase: Phase
  @usableFromInline var _hands: InlineArray<4, PlayerHand>
  @usableFromInline var _handCount: Int
  @usableFromInline var _active: Int
  @usableFromInline var _dealer: DealerHand
  @usableFromInline var _insurance: Money
  @usableFromInline var _peekPending: Bool
  @usableFromInline var _isVoid: Bool

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
    _rules = rules
    _phase = .playerTurn
    _hands = InlineArray(repeating: PlayerHand(bet: bet))
    _handCount = 1
    _active = 0
    _dealer = DealerHand()
    _insurance = .zero
    _peekPending = false
    _isVoid = false
    do {
      _hands[0].take(try source.draw())
      _dealer.take(try source.draw())
      _hands[0].take(try source.draw())
      if rules.holeCard == .peek { _dealer.take(try source.draw()) }
    } catch {
      throw .outOfCards
    }
    if _dealer.upCard.rank == .ace {
      _phase = .insurance
    } else {
      try afterInsurance(from: &source)
    }
  }

  // MARK: Reading the round

  /// The rules the round is played under.
  @inlinable
  public var rules: Rules { _rules }

  /// Where the round stands.
  @inlinable
  public var phase: Phase { _phase }

  /// The player's hands: one, or up to ``Rules/maxHands`` after splits.
  public var hands: [PlayerHand] { (0..<_handCount).map { _hands[$0] } }

  /// How many hands the player holds.
  @inlinable
  public var handCount: Int { _handCount }

  /// The hand at a position (0 ..< ``handCount``).
  @inlinable
  public func hand(at index: Int) -> PlayerHand {
    precondition(index >= 0 && index < _handCount, "hand index out of range")
    return _hands[index]
  }

  /// The position of the hand being played, while ``phase`` is ``Phase/playerTurn``.
  @inlinable
  public var activeHandIndex: Int { _active }

  /// The dealer's hand (the hole card stays in it; a user interface hides it until the dealer plays).
  @inlinable
  public var dealer: DealerHand { _dealer }

  /// The dealer's face-up card.
  @inlinable
  public var upCard: Card { _dealer.upCard }

  /// Whether the dealer's hole card may be shown: once the player's decisions are over.
  @inlinable
  public var isHoleCardRevealed: Bool { _phase == .dealerTurn || _phase == .settled }

  /// The insurance side bet taken, or zero.
  @inlinable
  public var insurance: Money { _insurance }

  /// Whether the round was voided because the card source ran dry; every bet was returned.
  @inlinable
  public var isVoid: Bool { _isVoid }

  /// The player's total net result once settled: every hand plus insurance.
  @inlinable
  public var net: Money {
    var total = Money.zero
    for index in 0..<_handCount { total = total + _hands[index]._net }
    guard _phase == .settled, !_isVoid, _insurance > .zero else { return total }
    return total + (_dealer.isBlackjack ? _insurance * 2 : -_insurance)
  }

  /// The total money the player has at risk: every hand's bet plus insurance.
  @inlinable
  public var totalWagered: Money {
    var total = _insurance
    for index in 0..<_handCount { total = total + _hands[index]._bet }
    return total
  }

  /// The active hand as the rules see it, while ``phase`` is ``Phase/playerTurn``.
  @inlinable
  public var situation: HandSituation { situation(of: _active) }

  @inlinable
  func situation(of index: Int) -> HandSituation {
    let hand = _hands[index]
    return HandSituation(
      value: hand._value, cardCount: Int(hand._cards.length), pairPoints: hand.pairPoints, isSplit: hand.isSplit,
      isSplitAces: hand.isSplitAces, handCount: _handCount)
  }

  /// The actions allowed on the active hand now; empty outside the player's turn.
  @inlinable
  public var legalActions: ActionSet {
    _phase == .playerTurn ? _rules.legalActions(for: situation) : []
  }

  // MARK: Insurance and the peek

  /// Answers the insurance question when the dealer shows an ace.
  ///
  /// Taking insurance places a side bet of half the main bet that pays 2:1 if the dealer has blackjack. Holding a
  /// blackjack, taking it means *even money*: the hand is paid 1:1 at once, whatever the dealer holds.
  ///
  /// - Throws: ``RoundError/wrongPhase(request:phase:)`` when no insurance question is open.
  @inlinable
  public mutating func resolveInsurance<Source: CardSource>(
    _ take: Bool, from source: inout Source
  ) throws(RoundError) {
    guard _phase == .insurance else { throw .wrongPhase(request: "answer insurance", phase: _phase) }
    if take {
      if _hands[0].isBlackjack {
        _hands[0]._outcome = .evenMoney
        _hands[0]._net = _rules.net(for: .evenMoney, bet: _hands[0]._bet)
        _hands[0].set(PlayerHand.finishedFlag)
        _phase = .settled
        return
      }
      _insurance = _rules.insuranceBet(for: _hands[0]._bet)
    }
    _phase = .playerTurn
    try afterInsurance(from: &source)
  }

  /// The dealer's peek, then the player's turn (or straight to the dealer for a player blackjack).
  @inlinable
  mutating func afterInsurance<Source: CardSource>(from source: inout Source) throws(RoundError) {
    if _rules.dealerPeeks(showing: _dealer.upCard.rank) {
      if _rules.surrender == .early && !_hands[0].isBlackjack {
        _peekPending = true
      } else if _dealer.isBlackjack {
        settle()
        return
      }
    }
    _phase = .playerTurn
    try advance(from: &source)
  }

  // MARK: The player's decisions

  /// Plays an action on the active hand, then moves on to the next hand or to the dealer as needed.
  ///
  /// Under early surrender with an ace or ten up, the dealer checks for blackjack when the player first chooses
  /// anything but surrender; a dealer blackjack then settles the round before the action is taken.
  ///
  /// - Throws: ``RoundError/illegalAction(_:reason:legal:)`` saying why the action is not allowed,
  ///   ``RoundError/wrongPhase(request:phase:)`` outside the player's turn; the round is unchanged.
  ///   ``RoundError/outOfCards`` when the source runs dry: the round is then void, every bet returned.
  @inlinable
  public mutating func apply<Source: CardSource>(_ action: Action, from source: inout Source) throws(RoundError) {
    guard _phase == .playerTurn else { throw .wrongPhase(request: action.name, phase: _phase) }
    let current = situation
    let legal = _rules.legalActions(for: current)
    guard legal.contains(action) else {
      throw .illegalAction(action, reason: _rules.reasonIllegal(action, for: current) ?? "not allowed", legal: legal)
    }
    if _peekPending {
      _peekPending = false
      if action != .surrender && _dealer.isBlackjack {
        settle()
        return
      }
    }
    let index = _active
    switch action {
    case .hit:
      guard let card = draw(from: &source) else { throw .outOfCards }
      _hands[index].take(card)
    case .stand:
      _hands[index].set(PlayerHand.finishedFlag)
    case .double:
      guard let card = draw(from: &source) else { throw .outOfCards }
      _hands[index]._bet = _hands[index]._bet * 2
      _hands[index].set(PlayerHand.doubledFlag | PlayerHand.finishedFlag)
      _hands[index].take(card)
    case .split:
      split(at: index)
    case .surrender:
      _hands[index].set(PlayerHand.surrenderedFlag | PlayerHand.finishedFlag)
    }
    try advance(from: &source)
  }

  /// Splits the pair at `index` into two hands of one card each; the new hand follows it.
  @inlinable
  mutating func split(at index: Int) {
    var hand = _hands[index]
    let second = hand._cards.removeLast()
    let isAces = second.rank == .ace
    hand._value = HandValue(hand._cards)
    hand.set(PlayerHand.splitFlag | (isAces ? PlayerHand.splitAcesFlag : 0))
    var newHand = PlayerHand(bet: hand._bet)
    newHand._flags = hand._flags
    newHand.take(second)
    var position = _handCount
    while position > index + 1 {
      _hands[position] = _hands[position - 1]
      position -= 1
    }
    _hands[index] = hand
    _hands[index + 1] = newHand
    _handCount += 1
  }

  /// Draws a card, voiding the round when the source is dry.
  @inlinable
  mutating func draw<Source: CardSource>(from source: inout Source) -> Card? {
    do {
      return try source.draw()
    } catch {
      voidRound()
      return nil
    }
  }

  /// Ends the round with every bet returned.
  @inlinable
  mutating func voidRound() {
    _isVoid = true
    for index in 0..<_handCount {
      _hands[index]._outcome = .push
      _hands[index]._net = .zero
      _hands[index].set(PlayerHand.finishedFlag)
    }
    _phase = .settled
  }

  /// Skips finished hands, deals the second card to freshly split hands, and hands over to the dealer when the
  /// player has nothing left to decide. A hand at 21, busted, or with standing as its only option is finished.
  @inlinable
  mutating func advance<Source: CardSource>(from source: inout Source) throws(RoundError) {
    while _active < _handCount {
      if _hands[_active]._cards.length == 1 {
        guard let card = draw(from: &source) else { throw .outOfCards }
        _hands[_active].take(card)
      }
      let hand = _hands[_active]
      if !hand.isFinished && !hand._value.isBust && hand._value.total < 21 && !hand.isBlackjack
        && _rules.legalActions(for: situation(of: _active)) != .stand
      {
        return
      }
      _hands[_active].set(PlayerHand.finishedFlag)
      _active += 1
    }
    finishPlayerTurn()
  }

  /// After the last decision: the dealer plays if any hand needs it, otherwise the round settles.
  @inlinable
  mutating func finishPlayerTurn() {
    var anyLive = false
    var anyBlackjack = false
    for index in 0..<_handCount {
      anyLive = anyLive || _hands[index].isLive
      anyBlackjack = anyBlackjack || _hands[index].isBlackjack
    }
    // Without a hole card the dealer still draws one to settle a blackjack or insurance against an ace or ten.
    let upRank = _dealer.upCard.rank
    let needsHoleCard =
      _dealer._cards.length == 1 && (anyBlackjack || _insurance > .zero) && (upRank == .ace || upRank.isTenValued)
    if anyLive || needsHoleCard {
      _phase = .dealerTurn
    } else {
      settle()
    }
  }

  // MARK: The dealer and settlement

  /// Plays the dealer's hand with a dealer strategy, then settles every bet.
  ///
  /// Without a hole card (ENHC) the dealer first takes the second card. The dealer does not draw further when
  /// it has a blackjack or when no player hand is still live.
  ///
  /// - Throws: ``RoundError/wrongPhase(request:phase:)`` when it is not the dealer's turn (the round is unchanged);
  ///   ``RoundError/outOfCards`` when the source runs dry (the round is then void, every bet returned).
  @inlinable
  public mutating func playDealer<Dealer: DealerStrategy, Source: CardSource>(
    _ dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    guard _phase == .dealerTurn else { throw .wrongPhase(request: "play the dealer", phase: _phase) }
    if _dealer._cards.length == 1 {
      guard let card = draw(from: &source) else { throw .outOfCards }
      _dealer.take(card)
    }
    var anyLive = false
    for index in 0..<_handCount { anyLive = anyLive || _hands[index].isLive }
    if anyLive && !_dealer.isBlackjack {
      while dealer.hits(_dealer._value, rules: _rules) {
        guard let card = draw(from: &source) else { throw .outOfCards }
        _dealer.take(card)
      }
    }
    settle()
  }

  /// Plays the dealer's hand with the house rules (``StandardDealer``), then settles every bet.
  @inlinable
  public mutating func playDealer<Source: CardSource>(from source: inout Source) throws(RoundError) {
    try playDealer(StandardDealer(), from: &source)
  }

  /// Decides every hand against the dealer's final hand.
  @inlinable
  mutating func settle() {
    let dealerBlackjack = _dealer.isBlackjack
    for index in 0..<_handCount where _hands[index]._outcome == nil {
      let hand = _hands[index]
      let outcome = _rules.outcome(
        player: hand._value, playerBlackjack: hand.isBlackjack, surrendered: hand.isSurrendered,
        dealer: _dealer._value, dealerBlackjack: dealerBlackjack)
      _hands[index]._outcome = outcome
      _hands[index]._net = _rules.net(for: outcome, bet: hand._bet)
      _hands[index].set(PlayerHand.finishedFlag)
    }
    _peekPending = false
    _phase = .settled
  }
}

extension Round {
  /// Whether two rounds are in the same state: same rules, phase, hands, dealer cards and side bets.
  public static func == (lhs: Round, rhs: Round) -> Bool {
    lhs._rules == rhs._rules && lhs._phase == rhs._phase && lhs._handCount == rhs._handCount
      && lhs._active == rhs._active && lhs._dealer == rhs._dealer && lhs._insurance == rhs._insurance
      && lhs._peekPending == rhs._peekPending && lhs._isVoid == rhs._isVoid
      && (0..<lhs._handCount).allSatisfy { lhs._hands[$0] == rhs._hands[$0] }
  }
}
