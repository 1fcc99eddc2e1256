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

  /// The hand stored in slot `index` (0–3).
  @inlinable
  subscript(slot index: Int) -> PlayerHand {
    @inline(__always) get {
      switch index {
      case 0: _hand0
      case 1: _hand1
      case 2: _hand2
      default: _hand3
      }
    }
  }

  /// Changes the hand in slot `index` (0–3) in place.
  @inlinable @inline(__always)
  mutating func updateHand(_ index: Int, _ change: (inout PlayerHand) -> Void) {
    switch index {
    case 0: change(&_hand0)
    case 1: change(&_hand1)
    case 2: change(&_hand2)
    default: change(&_hand3)
    }
  }

  /// Stores a hand in slot `index` (0–3).
  @inlinable @inline(__always)
  mutating func setHand(_ index: Int, _ hand: PlayerHand) {
    updateHand(index) { $0 = hand }
  }

  @usableFromInline let _rules: Rules
  @usableFromInline var _phase: Phase
  // Four hands as separate stored properties rather than an InlineArray: reading one element of an InlineArray
  // from a non-mutating context copies the whole array, which dominated the simulator's profile.
  @usableFromInline var _hand0: PlayerHand
  @usableFromInline var _hand1: PlayerHand
  @usableFromInline var _hand2: PlayerHand
  @usableFromInline var _hand3: PlayerHand
  @usableFromInline var _handCount: Int
  @usableFromInline var _active: Int
  @usableFromInline var _dealer: DealerHand
  @usableFromInline var _insurance: Money
  @usableFromInline var _peekPending: Bool
  @usableFromInline var _isVoid: Bool
  /// Whether the dealer draws to a total in the dealer's turn: some hand still needs the dealer's final hand.
  @usableFromInline var _dealerDraws: Bool
  @usableFromInline var _tally: RoundTally
  @usableFromInline var _net: Money

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
    try dealCards(from: &source)
  }

  /// A round with no cards dealt yet.
  @inlinable
  init(rules: Rules, emptyWithBet bet: Money) {
    _rules = rules
    _phase = .playerTurn
    _hand0 = PlayerHand(bet: bet)
    _hand1 = _hand0
    _hand2 = _hand0
    _hand3 = _hand0
    _handCount = 1
    _active = 0
    _dealer = DealerHand()
    _insurance = .zero
    _peekPending = false
    _isVoid = false
    _dealerDraws = false
    _tally = RoundTally()
    _net = .zero
  }

  /// Starts a new round in place under the same rules, as ``init(rules:bet:dealingFrom:)`` would.
  ///
  /// A table playing round after round (the simulator) reuses one round this way instead of building a new one.
  ///
  /// - Throws: as ``init(rules:bet:dealingFrom:)``; the round is then unchanged for a bad bet, void when the
  ///   source is dry.
  @inlinable @inline(__always)
  public mutating func redeal<Source: CardSource>(bet: Money, from source: inout Source) throws(RoundError) {
    guard bet > .zero else { throw .invalidBet(bet) }
    // The same state as `init(rules:emptyWithBet:)`, written field by field: assigning a whole new round costs the
    // simulator about 5 % more instructions per round. Hands after the first are rebuilt whenever a split creates them.
    _phase = .playerTurn
    _hand0.reset(bet: bet)
    _handCount = 1
    _active = 0
    _dealer.reset()
    _insurance = .zero
    _peekPending = false
    _isVoid = false
    _dealerDraws = false
    _tally = RoundTally()
    _net = .zero
    try dealCards(from: &source)
  }

  /// Deals player, dealer up, player, dealer hole (the hole card only under PEEK), then moves to the first phase.
  @inlinable @inline(__always)
  mutating func dealCards<Source: CardSource>(from source: inout Source) throws(RoundError) {
    do {
      let first = try source.draw()
      updateHand(0) { $0.take(first) }
      _dealer.takeUpCard(try source.draw())
      let second = try source.draw()
      updateHand(0) { $0.take(second) }
      if _rules.holeCard == .peek { _dealer.take(try source.draw()) }
    } catch {
      voidRound()
      throw .outOfCards
    }
    if _dealer._upRank == .ace {
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
  public var hands: [PlayerHand] { (0..<_handCount).map { self[slot: $0] } }

  /// How many hands the player holds.
  @inlinable
  public var handCount: Int { _handCount }

  /// The hand at a position (0 ..< ``handCount``).
  @inlinable
  public func hand(at index: Int) -> PlayerHand {
    precondition(index >= 0 && index < _handCount, "hand index out of range")
    return self[slot: index]
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
  @inline(__always)
  public var net: Money { _net }

  /// Adds up every hand and the insurance bet into `_net` once the round is settled.
  @inlinable @inline(__always)
  mutating func totalUp() {
    var total = Money.zero
    var tally = RoundTally()
    for index in 0..<_handCount {
      total = total + self[slot: index]._net
      tally.count(self[slot: index])
    }
    _tally = tally
    if !_isVoid && _insurance > .zero {
      total = total + _rules.insuranceNet(_insurance, dealerBlackjack: _dealer.isBlackjack)
    }
    _net = total
    _phase = .settled
  }

  /// How the hands ended, counted, once the round is settled (empty before).
  @inlinable
  public var tally: RoundTally { _tally }

  /// The total money the player has at risk: every hand's bet plus insurance.
  @inlinable
  public var totalWagered: Money {
    var total = _insurance
    for index in 0..<_handCount { total = total + self[slot: index]._bet }
    return total
  }

  /// The active hand as the rules see it, while ``phase`` is ``Phase/playerTurn``.
  @inlinable @inline(__always)
  public var situation: HandSituation { situation(of: _active) }

  @inlinable @inline(__always)
  func situation(of index: Int) -> HandSituation {
    HandSituation(
      value: self[slot: index]._value, cardCount: Int(self[slot: index]._cards.length),
      pairPoints: self[slot: index].pairPoints,
      isSplit: self[slot: index].isSplit, isSplitAces: self[slot: index].isSplitAces, handCount: _handCount)
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
  @inlinable @inline(__always)
  public mutating func resolveInsurance<Source: CardSource>(
    _ take: Bool, from source: inout Source
  ) throws(RoundError) {
    guard _phase == .insurance else { throw .wrongPhase(request: "answer insurance", phase: _phase) }
    if take {
      if self[slot: 0].isBlackjack {
        let rules = _rules
        updateHand(0) {
          $0._outcome = .evenMoney
          $0._net = rules.net(for: .evenMoney, bet: $0._bet)
          $0.set(PlayerHand.finishedFlag)
        }
        totalUp()
        return
      }
      _insurance = _rules.insuranceBet(for: self[slot: 0]._bet)
    }
    _phase = .playerTurn
    try afterInsurance(from: &source)
  }

  /// The dealer's peek, then the player's turn (or straight to the dealer for a player blackjack).
  @inlinable @inline(__always)
  mutating func afterInsurance<Source: CardSource>(from source: inout Source) throws(RoundError) {
    if _rules.dealerPeeks(showing: _dealer._upRank) {
      if _rules.surrenderPrecedesPeek && !self[slot: 0].isBlackjack {
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
  @inlinable @inline(__always)
  public mutating func apply<Source: CardSource>(_ action: Action, from source: inout Source) throws(RoundError) {
    guard _phase == .playerTurn else { throw .wrongPhase(request: action.name, phase: _phase) }
    let current = situation
    let legal = _rules.legalActions(for: current)
    guard legal.contains(action) else {
      throw .illegalAction(action, reason: _rules.reasonIllegal(action, for: current) ?? "not allowed", legal: legal)
    }
    try applyLegal(action, from: &source)
  }

  /// Plays an action already known to be legal on the active hand during the player's turn.
  @inlinable @inline(__always)
  mutating func applyLegal<Source: CardSource>(_ action: Action, from source: inout Source) throws(RoundError) {
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
      updateHand(index) { $0.take(card) }
    case .stand:
      updateHand(index) { $0.set(PlayerHand.finishedFlag) }
    case .double:
      guard let card = draw(from: &source) else { throw .outOfCards }
      let stake = _rules.doubledStake
      updateHand(index) {
        $0._bet = $0._bet * stake
        $0.set(PlayerHand.doubledFlag | PlayerHand.finishedFlag)
        $0.take(card)
      }
    case .split:
      split(at: index)
    case .surrender:
      updateHand(index) { $0.set(PlayerHand.surrenderedFlag | PlayerHand.finishedFlag) }
    }
    try advance(from: &source)
  }

  /// Splits the pair at `index` into two hands of one card each; the new hand follows it.
  @inlinable
  mutating func split(at index: Int) {
    var hand = self[slot: index]
    let second = hand._cards.removeLast()
    let isAces = second.rank == .ace
    hand._value = HandValue(hand._cards)
    hand.set(PlayerHand.splitFlag | (isAces ? PlayerHand.splitAcesFlag : 0))
    var newHand = PlayerHand(bet: hand._bet)
    newHand._flags = hand._flags
    newHand.take(second)
    var position = _handCount
    while position > index + 1 {
      setHand(position, self[slot: position - 1])
      position -= 1
    }
    setHand(index, hand)
    setHand(index + 1, newHand)
    _handCount += 1
  }

  /// Draws a card, voiding the round when the source is dry.
  @inlinable @inline(__always)
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
      updateHand(index) {
        $0._outcome = .push
        $0._net = .zero
        $0.set(PlayerHand.finishedFlag)
      }
    }
    totalUp()
  }

  /// Skips finished hands, deals the second card to freshly split hands, and hands over to the dealer when the
  /// player has nothing left to decide. A hand at 21, busted, or with standing as its only option is finished.
  @inlinable @inline(__always)
  mutating func advance<Source: CardSource>(from source: inout Source) throws(RoundError) {
    if _handCount == 1 {
      // The common case, read from its own slot (see finishPlayerTurn); a lone hand never lacks its second card.
      if _active == 0 {
        if awaitsDecision(_hand0, at: 0) { return }
        _hand0.set(PlayerHand.finishedFlag)
        _active = 1
      }
      finishPlayerTurn()
      return
    }
    while _active < _handCount {
      if self[slot: _active]._cards.length == 1 {
        guard let card = draw(from: &source) else { throw .outOfCards }
        updateHand(_active) { $0.take(card) }
      }
      if awaitsDecision(self[slot: _active], at: _active) { return }
      updateHand(_active) { $0.set(PlayerHand.finishedFlag) }
      _active += 1
    }
    finishPlayerTurn()
  }

  /// Whether the hand at `index` waits for the player: a live hand below 21, except split aces that may only stand
  /// (no HSA, no resplit).
  @inlinable @inline(__always)
  func awaitsDecision(_ hand: PlayerHand, at index: Int) -> Bool {
    !hand.isFinished && hand._value.total < 21 && !hand.isBlackjack
      && (!hand.isSplitAces || _rules.legalActions(for: situation(of: index)) != .stand)
  }

  /// After the last decision: the dealer plays if any hand needs it, otherwise the round settles.
  @inlinable @inline(__always)
  mutating func finishPlayerTurn() {
    var anyLive = false
    // Hands whose result depends on whether the dealer has blackjack: naturals, and surrenders under LS ENHC.
    var anyAwaitingBlackjack = false
    let surrenderAtRisk = _rules.surrenderLosesToDealerBlackjack
    if _handCount == 1 {
      // The common case, read from its own slot: a loop over slots by index reads all four of them.
      let blackjack = _hand0.isBlackjack
      anyLive = !blackjack && _hand0.isLive
      anyAwaitingBlackjack = blackjack || (surrenderAtRisk && _hand0.isSurrendered)
    } else {
      for index in 0..<_handCount {
        let blackjack = self[slot: index].isBlackjack
        anyLive = anyLive || (!blackjack && self[slot: index].isLive)
        anyAwaitingBlackjack = anyAwaitingBlackjack || blackjack || (surrenderAtRisk && self[slot: index].isSurrendered)
      }
    }
    // Without a hole card the dealer still draws one to settle a blackjack, a surrender under LS ENHC or insurance
    // against an ace or ten.
    let needsHoleCard =
      _dealer._cards.length == 1 && (anyAwaitingBlackjack || _insurance > .zero)
      && (_dealer._upRank == .ace || _dealer._upRank.isTenValued)
    if anyLive || needsHoleCard {
      _dealerDraws = anyLive
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
  @inlinable @inline(__always)
  public mutating func playDealer<Dealer: DealerStrategy, Source: CardSource>(
    _ dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    guard _phase == .dealerTurn else { throw .wrongPhase(request: "play the dealer", phase: _phase) }
    if _dealer._cards.length == 1 {
      guard let card = draw(from: &source) else { throw .outOfCards }
      _dealer.take(card)
    }
    if _dealerDraws && !_dealer.isBlackjack {
      // Whatever the strategy says, a busted hand or a full one (twenty-one aces) takes no more cards.
      while !_dealer._value.isBust && _dealer._cards.length < HandCards.capacity
        && dealer.hits(_dealer._value, rules: _rules)
      {
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

  /// Decides every hand against the dealer's final hand, and totals the round.
  @inlinable @inline(__always)
  mutating func settle() {
    let dealerBlackjack = _dealer.isBlackjack
    let dealerValue = _dealer._value
    let rules = _rules
    var total = Money.zero
    var tally = RoundTally()
    let settleHand = { (hand: inout PlayerHand) in
      if hand._outcome == nil {
        let outcome = rules.outcome(
          player: hand._value, playerBlackjack: hand.isBlackjack, surrendered: hand.isSurrendered,
          dealer: dealerValue, dealerBlackjack: dealerBlackjack)
        hand._outcome = outcome
        hand._net = rules.net(for: outcome, bet: hand._bet)
        hand.set(PlayerHand.finishedFlag)
      }
      total = total + hand._net
      tally.count(hand)
    }
    if _handCount == 1 {
      settleHand(&_hand0)  // the common case from its own slot (see finishPlayerTurn)
    } else {
      for index in 0..<_handCount { updateHand(index, settleHand) }
    }
    _peekPending = false
    if _insurance > .zero {
      total = total + rules.insuranceNet(_insurance, dealerBlackjack: dealerBlackjack)
    }
    _net = total
    _tally = tally
    _phase = .settled
  }
}

extension Round {
  /// Whether two rounds are in the same state: same rules, phase, hands, dealer cards and side bets.
  public static func == (lhs: Round, rhs: Round) -> Bool {
    lhs._rules == rhs._rules && lhs._phase == rhs._phase && lhs._handCount == rhs._handCount
      && lhs._active == rhs._active && lhs._dealer == rhs._dealer && lhs._insurance == rhs._insurance
      && lhs._peekPending == rhs._peekPending && lhs._isVoid == rhs._isVoid && lhs._net == rhs._net
      && (0..<lhs._handCount).allSatisfy { lhs.self[slot: $0] == rhs.self[slot: $0] }
  }
}
