public import CardKit

/// The result of one player hand at settlement.
public enum HandOutcome: Hashable, Sendable {
  /// A natural blackjack beat the dealer; paid at the blackjack payout.
  case blackjack
  /// The hand beat the dealer (or the dealer busted); paid even money.
  case win
  /// A tie; the bet is returned.
  case push
  /// The hand lost (busted, or beaten by the dealer).
  case loss
  /// The player surrendered; half the bet is returned.
  case surrender
  /// The player took even money on a blackjack against an ace; paid 1:1 whatever the dealer holds.
  case evenMoney

  /// A word for the outcome, as printed in settlement lines: "blackjack", "win", "push", "loss", …
  public var name: String {
    switch self {
    case .blackjack: "blackjack"
    case .win: "win"
    case .push: "push"
    case .loss: "loss"
    case .surrender: "surrender"
    case .evenMoney: "even money"
    }
  }
}

extension Rules {
  /// Which actions the rules allow on a hand in the given situation.
  ///
  /// This is the one statement of the playing rules: doubling (any two cards, 9–11 or 10–11; after a split only
  /// with DAS), splitting (equal points, up to ``maxHands``; split aces again only with RSA), split aces taking one
  /// card each unless HSA, and surrender only as the first decision on the original two-card hand. Hitting stops at
  /// 21. Standing is always allowed while the hand is live.
  @inlinable @inline(__always)
  public func legalActions(for hand: HandSituation) -> ActionSet {
    let total = hand.value.total
    if hand.value.isBust { return [] }
    var actions: ActionSet = .stand
    let splitAcesLocked = hand.isSplitAces && !hitSplitAces
    if total < 21 && !splitAcesLocked { actions.insert(.hit) }
    if hand.cardCount == 2 {
      if canDouble(hand) { actions.insert(.double) }
      if canSplit(hand) { actions.insert(.split) }
      if surrender != .none && !hand.isSplit && hand.handCount == 1 { actions.insert(.surrender) }
    }
    return actions
  }

  /// Whether a two-card hand may be doubled.
  @inlinable @inline(__always)
  func canDouble(_ hand: HandSituation) -> Bool {
    if hand.isSplit && !doubleAfterSplit { return false }
    if hand.isSplitAces && !hitSplitAces { return false }
    switch doubling {
    case .anyTwoCards: return hand.value.total < 21
    case .nineToEleven: return !hand.value.isSoft && (9...11).contains(hand.value.total)
    case .tenToEleven: return !hand.value.isSoft && (10...11).contains(hand.value.total)
    }
  }

  /// Whether a two-card hand may be split.
  @inlinable @inline(__always)
  func canSplit(_ hand: HandSituation) -> Bool {
    guard let points = hand.pairPoints, hand.handCount < maxHands else { return false }
    if points == 1 && hand.isSplitAces && !resplitAces { return false }
    return true
  }

  /// Why `action` is not legal in `hand`, as one readable sentence fragment
  /// ("cannot double after splitting under NDAS"), or `nil` when it is legal.
  public func reasonIllegal(_ action: Action, for hand: HandSituation) -> String? {
    if legalActions(for: hand).contains(action) { return nil }
    if hand.value.isBust { return "the hand has busted" }
    switch action {
    case .stand:
      return "the hand is finished"
    case .hit:
      if hand.isSplitAces && !hitSplitAces { return "split aces get one card each (no HSA)" }
      return "cannot hit \(hand.value.total)"
    case .double:
      if hand.cardCount != 2 { return "can only double on the first two cards" }
      if hand.isSplit && !doubleAfterSplit { return "cannot double after splitting under NDAS" }
      if hand.isSplitAces && !hitSplitAces { return "split aces get one card each (no HSA)" }
      switch doubling {
      case .nineToEleven: return "can only double on hard 9, 10 or 11 under D9"
      case .tenToEleven: return "can only double on hard 10 or 11 under D10"
      case .anyTwoCards: return "cannot double \(hand.value)"
      }
    case .split:
      if hand.cardCount != 2 || hand.pairPoints == nil { return "can only split a pair" }
      if hand.handCount >= maxHands { return "cannot split to more than \(maxHands) hands under SPL\(maxHands)" }
      return "cannot resplit aces under NRSA"
    case .surrender:
      if surrender == .none { return "surrender is not offered under NS" }
      if hand.isSplit || hand.handCount > 1 { return "cannot surrender after splitting" }
      return "surrender is only allowed as the first decision"
    }
  }

  /// Whether surrender is decided before the dealer checks for blackjack (early surrender), so that it returns half
  /// the bet even against a dealer blackjack.
  @inlinable @inline(__always)
  public var surrenderPrecedesPeek: Bool { surrender == .early }

  /// Whether a surrendered hand still loses its whole bet to a dealer blackjack: late surrender without a hole card
  /// (`LS ENHC`) is decided before the dealer's second card, so the dealer must still draw it to settle the hand.
  @inlinable @inline(__always)
  public var surrenderLosesToDealerBlackjack: Bool { surrender == .late && holeCard == .europeanNoHoleCard }

  /// How many times the initial bet rides on a doubled hand: 2.
  @inlinable @inline(__always)
  public var doubledStake: Int { 2 }

  /// Whether a dealer following these rules draws to `value`: below 17, and on soft 17 under H17.
  @inlinable @inline(__always)
  public func dealerHits(_ value: HandValue) -> Bool {
    let total = value.total
    return total < 17 || (total == 17 && dealerHitsSoft17 && value.isSoft)
  }

  /// Whether a dealer showing `upCard` can have a blackjack: an ace or a ten-valued card up.
  @inlinable @inline(__always)
  public func dealerCanHaveBlackjack(showing upCard: Rank) -> Bool { upCard == .ace || upCard.isTenValued }

  /// Whether the dealer's turn comes once the player is done: when some hand still needs the dealer's final hand
  /// (`anyLive`), or, for a dealer without a hole card yet (ENHC), when a blackjack could be showing (an ace or ten
  /// up) and would decide something — a natural, a surrender that loses to it (LS under ENHC), or insurance. The
  /// dealer then takes the second card, and draws on only if a hand is live.
  @inlinable @inline(__always)
  public func dealerTakesTurn(
    showing upCard: Rank, hasHoleCard: Bool, anyLive: Bool, insured: Bool, anyBlackjack: Bool, anySurrendered: Bool
  ) -> Bool {
    anyLive
      || (!hasHoleCard && dealerCanHaveBlackjack(showing: upCard)
        && (insured || anyBlackjack || (surrenderLosesToDealerBlackjack && anySurrendered)))
  }

  /// Whether the dealer checks for blackjack before the players act when showing `upCard` (PEEK, ace or ten up).
  @inlinable @inline(__always)
  public func dealerPeeks(showing upCard: Rank) -> Bool {
    holeCard == .peek && dealerCanHaveBlackjack(showing: upCard)
  }

  /// What the dealer's check for blackjack does once the cards are dealt and insurance is answered: the one statement
  /// of the peek for every round (the prompt's, the table's and the simulator's).
  ///
  /// Under PEEK with an ace or ten up the dealer checks: a blackjack settles the round (``PeekOutcome/settles``).
  /// `dealerBlackjack` is true only with such a card up, as a natural shows one. Under early surrender the check
  /// waits for the player's first decision (``PeekOutcome/waitsForSurrender``), unless the player holds a natural,
  /// which has no decision to take.
  ///
  /// - Precondition: `dealerBlackjack` only with an ace or a ten up, as a natural shows one (checked in debug builds
  ///   only).
  @inlinable @inline(__always)
  public func peek(showing upCard: Rank, dealerBlackjack: Bool, playerBlackjack: Bool) -> PeekOutcome {
    assert(!dealerBlackjack || dealerCanHaveBlackjack(showing: upCard), "a natural shows an ace or a ten")
    guard holeCard == .peek else { return .play }
    if surrenderPrecedesPeek && !playerBlackjack && dealerCanHaveBlackjack(showing: upCard) {
      return .waitsForSurrender
    }
    // A natural shows an ace or a ten, which the dealer peeks under: its natural alone says whether the peek finds
    // one, and the up card is not asked again.
    return dealerBlackjack ? .settles : .play
  }

  /// Whether the player is asked about insurance (even money, holding a natural) when the dealer shows `upCard`: only
  /// against an ace.
  @inlinable @inline(__always)
  public func offersInsurance(showing upCard: Rank) -> Bool { upCard == .ace }

  /// The outcome of a finished player hand against the dealer's finished hand.
  ///
  /// - Parameters:
  ///   - player: the hand's value.
  ///   - playerBlackjack: whether the hand is a natural (two cards, not from a split).
  ///   - surrendered: whether the player surrendered the hand.
  ///   - dealer: the dealer's final value.
  ///   - dealerBlackjack: whether the dealer has a natural.
  @inlinable @inline(__always)
  public func outcome(
    player: HandValue, playerBlackjack: Bool, surrendered: Bool, dealer: HandValue, dealerBlackjack: Bool
  ) -> HandOutcome {
    if surrendered {
      // Late surrender without a hole card is decided before the dealer's blackjack is known, and then the whole
      // bet is lost to it; early surrender, and late surrender after a peek, always return half.
      return dealerBlackjack && surrenderLosesToDealerBlackjack ? .loss : .surrender
    }
    if player.isBust { return .loss }
    if dealerBlackjack { return playerBlackjack ? .push : .loss }
    if playerBlackjack { return .blackjack }
    if dealer.isBust { return .win }
    let p = player.total
    let d = dealer.total
    return p > d ? .win : (p == d ? .push : .loss)
  }

  /// What an outcome pays as a fraction of the bet, from the player's view: 3/2 for a 3:2 blackjack, 1/1 for a win
  /// or even money, 0 for a push, −1/1 for a loss, −1/2 for a surrender. The one statement of the payouts; ``net(for:bet:)``
  /// and ``netRatio(for:)`` both read it.
  @inlinable @inline(__always)
  public func payout(for outcome: HandOutcome) -> (numerator: Int, denominator: Int) {
    switch outcome {
    case .blackjack: (blackjackPayout.numerator, blackjackPayout.denominator)
    case .win, .evenMoney: (1, 1)
    case .push: (0, 1)
    case .loss: (-1, 1)
    case .surrender: (-1, 2)
    }
  }

  /// The player's net result for an outcome on a bet, in exact cents, rounded down in the house's favour: 3:2 on
  /// 0.05 pays 0.07, a surrender of 0.05 loses 0.03.
  @inlinable @inline(__always)
  public func net(for outcome: HandOutcome, bet: Money) -> Money {
    let (numerator, denominator) = payout(for: outcome)
    return bet.scaled(by: numerator, over: denominator)
  }

  /// The player's net result for an outcome as a fraction of the bet: 1.5 for a 3:2 blackjack, −0.5 for surrender.
  @inlinable
  public func netRatio(for outcome: HandOutcome) -> Double {
    let (numerator, denominator) = payout(for: outcome)
    return Double(numerator) / Double(denominator)
  }

  /// What a winning insurance bet pays for each unit staked: 2 (insurance pays 2:1).
  public static let insurancePayout = 2

  /// The insurance side bet for a main bet: half of it, rounded down to the cent; it pays ``insurancePayout``:1.
  @inlinable @inline(__always)
  public func insuranceBet(for bet: Money) -> Money { bet.scaled(by: 1, over: 2) }

  /// The player's net result on an insurance side bet: it pays 2:1 against a dealer blackjack and is lost otherwise.
  @inlinable @inline(__always)
  public func insuranceNet(_ insurance: Money, dealerBlackjack: Bool) -> Money {
    dealerBlackjack ? insurance * Rules.insurancePayout : -insurance
  }
}
