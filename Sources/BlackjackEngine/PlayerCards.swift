public import CardKit

/// What a player's action and a hand's settlement read and change of one of the player's hands: its value, its
/// number of cards, its stake, its marks (doubled, surrendered, finished), a card taken, a pair split, and its
/// settlement.
///
/// The player's actions (``Rules/play(_:on:from:)``; a split, ``Rules/split(_:)``, and a split hand's second card,
/// ``Rules/dealSplitCard(to:from:)``) and a hand's settlement (``Rules/settle(_:dealer:dealerBlackjack:tally:)``) are
/// written once, generic over this: a ``Round`` keeps every card of each hand (``PlayerHand``), the simulator's
/// charted rounds only the total (``PlayerTotal``), and the compiler specialises the one step for each. The dealer's
/// side is ``DealerCards``.
@usableFromInline
protocol PlayerCards {
  /// The value of the hand's cards.
  var value: HandValue { get }
  /// How many cards the hand holds.
  var cardCount: Int { get }
  /// The money on the hand.
  var stake: Money { get set }
  /// Whether the hand is a natural.
  var isBlackjack: Bool { get }
  /// Whether the stake was doubled.
  var isDoubled: Bool { get }
  /// Whether the player surrendered the hand.
  var isSurrendered: Bool { get }
  /// Whether the hand was made by splitting.
  var isSplit: Bool { get }
  /// Whether the hand was made by splitting aces.
  var isSplitAces: Bool { get }
  /// ``PlayerHand``'s flags for the hand's marks: doubled, surrendered, split and split aces (finished or not, as the
  /// hand keeps it).
  var marks: UInt8 { get }
  /// The points of the hand's first card (an ace counts 1): a split hand's pair.
  var firstPoints: Int { get }
  /// Whether the hand has been settled already (a natural paid at the peek, every hand of a void round).
  var isSettled: Bool { get }
  /// Whether the hand keeps a settlement made before the round's end (even money, a void round): a hand that does
  /// not is settled only at the end, and the round refuses to settle it sooner.
  static var keepsEarlySettlement: Bool { get }
  /// The hand's net result once settled.
  var net: Money { get }
  /// Takes a card.
  mutating func take(_ card: Card)
  /// Adds marks: ``PlayerHand``'s flags.
  mutating func set(_ flags: UInt8)
  /// Splits a pair: the hand keeps its first card and is marked split (split aces when they are aces); the hand
  /// returned holds the second card, with the same stake and marks.
  mutating func split() -> Self
  /// Ends the hand with `outcome`, whose net result is `net`.
  mutating func settle(_ outcome: HandOutcome, net: Money)
}

extension PlayerHand: PlayerCards {
  /// How many cards the hand holds.
  @inlinable @inline(__always)
  var cardCount: Int { Int(_cards.length) }

  /// The money on the hand.
  @inlinable @inline(__always)
  var stake: Money {
    get { _bet }
    set { _bet = newValue }
  }

  /// Whether the hand has been settled already.
  @inlinable @inline(__always)
  var isSettled: Bool { _outcome != nil }

  /// The points of the first card.
  @inlinable @inline(__always)
  var firstPoints: Int { _cards.points(at: 0) }

  /// The hand's flags.
  @inlinable @inline(__always)
  var marks: UInt8 { _flags }

  /// A hand keeps every settlement.
  @inlinable @inline(__always)
  static var keepsEarlySettlement: Bool { true }

  /// Splits a pair: keeps the first card, marked split (split aces for aces); returns a hand of the second card.
  @inlinable
  mutating func split() -> PlayerHand {
    let second = _cards.removeLast()
    _value = HandValue(_cards)
    set(Self.splitFlag | (second.rank == .ace ? Self.splitAcesFlag : 0))
    var newHand = PlayerHand(bet: _bet)
    newHand._flags = _flags
    newHand.take(second)
    return newHand
  }

  /// Ends the hand with `outcome`, whose net result is `net`.
  @inlinable @inline(__always)
  mutating func settle(_ outcome: HandOutcome, net: Money) {
    _outcome = outcome
    _net = net
    set(Self.finishedFlag)
  }
}

/// One of the player's hands as the simulator's charted rounds keep it: the value, the number of cards, the stake
/// and the marks, no cards.
///
/// All but the stake are kept in one word (``bits``), byte by byte, so that the compiler keeps a hand in one
/// register rather than six: a round holds up to ``Rules/handLimit`` of them, beside the shoe, the rules and the
/// statistics, and fewer values live at once spill less to the stack.
@usableFromInline
struct PlayerTotal: PlayerCards {
  /// The hand, a byte each: the hard total, whether it holds an ace, the best total (the ``HandValue``), the number
  /// of cards, the marks (``PlayerHand``'s flags but finished: the round knows that), the points of the first card
  /// (an ace counts 1), and whether the hand is a natural (known when the hand is made: a natural takes no card).
  @usableFromInline var bits: UInt64
  @usableFromInline var stake: Money

  /// Where the bytes of ``bits`` above the value lie: the number of cards, the marks, the first card's points and
  /// whether the hand is a natural.
  @inlinable static var cardCountShift: UInt64 { 24 }
  @inlinable static var flagsShift: UInt64 { 32 }
  @inlinable static var firstPointsShift: UInt64 { 40 }
  @inlinable static var blackjackShift: UInt64 { 48 }

  /// An unsplit hand of two cards with `bet` on it.
  @inlinable @inline(__always)
  init(_ first: Rank, _ second: Rank, bet: Money) {
    self.init(bits: Self.bits(first, second), bet: bet)
  }

  /// A hand of `bits` (``bits``) with `bet` on it: a first hand looked up (``DecisionTable/playerStart(_:_:)``).
  @inlinable @inline(__always)
  init(bits: UInt64, bet: Money) {
    self.bits = bits
    stake = bet
  }

  /// The ``bits`` of an unsplit hand of two cards: its value, two cards, the first card's points and whether it is
  /// a natural.
  @inlinable
  static func bits(_ first: Rank, _ second: Rank) -> UInt64 {
    let value = HandValue.empty.adding(first).adding(second)
    return valueBits(value) | 2 &<< cardCountShift | UInt64(truncatingIfNeeded: first.points) &<< firstPointsShift
      | (value.isNatural(cardCount: 2) ? 1 &<< blackjackShift : 0)
  }

  /// The value's three bytes, at the bottom of a word.
  @inlinable @inline(__always)
  static func valueBits(_ value: HandValue) -> UInt64 {
    UInt64(value.hard) | (value.hasAce ? 1 &<< 8 : 0) | UInt64(value.best) &<< 16
  }

  /// The byte at `shift`.
  @inlinable @inline(__always)
  func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: bits &>> shift) }

  /// The hand's value, from its three bytes at the bottom of ``bits``.
  @inlinable @inline(__always)
  var value: HandValue { Self.value(ofBits: bits) }

  /// The value whose three bytes are at the bottom of `bits` (``valueBits(_:)``).
  @inlinable @inline(__always)
  static func value(ofBits bits: UInt64) -> HandValue {
    HandValue(
      hard: UInt8(truncatingIfNeeded: bits), hasAce: UInt8(truncatingIfNeeded: bits &>> 8) != 0,
      best: UInt8(truncatingIfNeeded: bits &>> 16))
  }

  @inlinable @inline(__always)
  var cardCount: Int { Int(byte(Self.cardCountShift)) }

  /// ``PlayerHand``'s marks: split, split aces, doubled, surrendered.
  @inlinable @inline(__always)
  var flags: UInt8 { byte(Self.flagsShift) }

  /// The points of the first card (an ace counts 1).
  @inlinable @inline(__always)
  var firstPoints: Int { Int(byte(Self.firstPointsShift)) }

  /// Whether the hand is a natural: two cards of an unsplit hand making 21.
  @inlinable @inline(__always)
  var isBlackjack: Bool { byte(Self.blackjackShift) != 0 }

  /// The marks, as ``flags``.
  @inlinable @inline(__always)
  var marks: UInt8 { flags }

  /// Whether the stake was doubled.
  @inlinable @inline(__always)
  var isDoubled: Bool { flags & PlayerHand.doubledFlag != 0 }

  /// Whether the player surrendered the hand.
  @inlinable @inline(__always)
  var isSurrendered: Bool { flags & PlayerHand.surrenderedFlag != 0 }

  /// Whether the hand was made by splitting.
  @inlinable @inline(__always)
  var isSplit: Bool { flags & PlayerHand.splitFlag != 0 }

  /// Whether the hand was made by splitting aces.
  @inlinable @inline(__always)
  var isSplitAces: Bool { flags & PlayerHand.splitAcesFlag != 0 }

  /// A charted hand is settled only at the round's end.
  @inlinable @inline(__always)
  var isSettled: Bool { false }

  /// A charted hand is settled only at the round's end, where its net result is returned, not kept.
  @inlinable @inline(__always)
  static var keepsEarlySettlement: Bool { false }

  /// Zero: a charted hand is settled only at the round's end, where its net result is returned, not kept.
  @inlinable @inline(__always)
  var net: Money { .zero }

  /// Adds the card's points.
  ///
  /// - Precondition: The hand is not a natural (checked in debug builds only).
  @inlinable @inline(__always)
  mutating func take(_ card: Card) {
    assert(!isBlackjack, "a natural takes no card")
    let points = card.rank.points
    if bits & 0xFF00 == 0 && points != 1 {
      // Without an ace the best total is the hard one (``HandValue``): both grow by the card's points, in place.
      bits = bits &+ UInt64(truncatingIfNeeded: points) &* (1 | 1 &<< 16) &+ 1 &<< Self.cardCountShift
    } else {
      let value = value.adding(points: points)
      bits = (bits & ~0xFF_FFFF | Self.valueBits(value)) &+ 1 &<< Self.cardCountShift
    }
  }

  /// Adds marks: ``PlayerHand``'s flags but finished. `flags` is a constant where this is inlined.
  @inlinable @inline(__always)
  mutating func set(_ flags: UInt8) {
    let kept = flags & ~PlayerHand.finishedFlag
    if kept != 0 { bits |= UInt64(kept) &<< Self.flagsShift }
  }

  /// Nothing to keep: the settlement returns the net result.
  @inlinable @inline(__always)
  mutating func settle(_ outcome: HandOutcome, net: Money) {}

  /// Splits a pair: the hand keeps one card of the pair's points (a pair's hard total is twice its card's, an ace
  /// still counted as one), marked split (split aces for aces), and is returned as the other hand, alike.
  @inlinable @inline(__always)
  mutating func split() -> PlayerTotal {
    assert(cardCount == 2 && !isBlackjack, "only a pair is split")
    let points = firstPoints
    let value = HandValue(hardTotal: points, hasAce: points == 1)
    let marks = PlayerHand.splitFlag | (points == 1 ? PlayerHand.splitAcesFlag : 0)
    bits =
      (bits & ~(0xFF_FFFF | 0xFF &<< Self.cardCountShift) | Self.valueBits(value) | 1 &<< Self.cardCountShift)
      | UInt64(marks) &<< Self.flagsShift
    return self
  }
}

extension Rules {
  /// Plays `action` on `hand`, for any action but a split (which makes a hand, and is the round's): a hit takes a
  /// card; a double doubles the stake (``doubledStake``), takes one card and ends the hand; a surrender and a stand
  /// end it. Whether the action is legal is the caller's to know.
  ///
  /// - Returns: Whether the hand may go on to another decision (after a hit, unless its value says otherwise); the
  ///   other actions end it.
  ///
  /// Transparent, as the dealer's turn is: the simulator's charted rounds keep the hand in registers only when this
  /// is inlined into them before any other optimisation.
  ///
  /// - Throws: ``DeckError`` when `source` runs dry; `hand` is then unchanged.
  @usableFromInline @_transparent @discardableResult
  func play<Hand: PlayerCards, Source: CardSource>(
    _ action: Action, on hand: inout Hand, from source: inout Source
  ) throws(DeckError) -> Bool {
    switch action {
    case .hit:
      hand.take(try source.draw())
      return true
    case .double:
      let card = try source.draw()
      hand.stake = hand.stake * doubledStake
      hand.set(PlayerHand.doubledFlag | PlayerHand.finishedFlag)
      hand.take(card)
    case .surrender:
      hand.set(PlayerHand.surrenderedFlag | PlayerHand.finishedFlag)
    case .stand:
      hand.set(PlayerHand.finishedFlag)
    case .split:
      preconditionFailure("a split is the round's to play")
    }
    return false
  }

  /// Splits the pair `hand` into two hands of one card each, each with the pair's stake: `hand` keeps the first
  /// card, marked split (split aces for aces), and the hand returned holds the second, played after it. Each takes
  /// its second card when its turn comes (``dealSplitCard(to:from:)``). Whether the split is legal is the caller's
  /// to know.
  @usableFromInline @_transparent
  func split<Hand: PlayerCards>(_ hand: inout Hand) -> Hand {
    hand.split()
  }

  /// Deals a split hand its second card, which it takes when its turn comes, and returns the card.
  ///
  /// - Precondition: `hand` holds one card: it was just split (checked in debug builds only).
  /// - Throws: ``DeckError`` when `source` runs dry; `hand` is then unchanged.
  @usableFromInline @_transparent @discardableResult
  func dealSplitCard<Hand: PlayerCards, Source: CardSource>(
    to hand: inout Hand, from source: inout Source
  ) throws(DeckError) -> Card {
    assert(hand.cardCount == 1, "only a split hand of one card takes its second card")
    let card = try source.draw()
    hand.take(card)
    return card
  }

  /// Settles `hand` against the dealer's final `dealer` value unless it is settled already
  /// (``outcome(player:playerBlackjack:surrendered:dealer:dealerBlackjack:)``, paid by ``net(for:bet:)``), counts it
  /// in `tally`, and returns its net result.
  @usableFromInline @_transparent
  func settle<Hand: PlayerCards>(
    _ hand: inout Hand, dealer: HandValue, dealerBlackjack: Bool, tally: inout RoundTally
  ) -> Money {
    let net: Money
    if hand.isSettled {
      net = hand.net
    } else {
      let outcome = outcome(
        player: hand.value, playerBlackjack: hand.isBlackjack, surrendered: hand.isSurrendered, dealer: dealer,
        dealerBlackjack: dealerBlackjack)
      net = self.net(for: outcome, bet: hand.stake)
      hand.settle(outcome, net: net)
    }
    tally.count(blackjack: hand.isBlackjack, bust: hand.value.isBust, marks: hand.marks)
    return net
  }
}

extension PlayerCards {
  /// The points of the hand's two cards when they make a pair (any two ten-valued cards do), otherwise `nil`: a
  /// two-card hand's hard total is twice its first card's exactly when its second card has the same points.
  @inlinable @inline(__always)
  var pairPoints: Int? {
    cardCount == 2 && value.hardTotal == firstPoints &* 2 ? firstPoints : nil
  }

  /// The hand as the rules see it, one of `handCount` hands.
  @inlinable @inline(__always)
  func situation(handCount: Int) -> HandSituation {
    HandSituation(
      value: value, cardCount: cardCount, pairPoints: pairPoints, isSplit: isSplit, isSplitAces: isSplitAces,
      handCount: handCount)
  }

  /// Whether the hand needs the dealer's final hand: not settled, busted, surrendered or a natural.
  @inlinable @inline(__always)
  var needsDealer: Bool {
    !isSettled && PlayerHand.isLive(value: value, surrendered: isSurrendered, blackjack: isBlackjack)
  }
}
