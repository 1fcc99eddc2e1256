/// The table rules of a blackjack game: every variation casinos actually use.
///
/// `Rules()` is the common six-deck game, `6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75`. The text form in the
/// community's notation is parsed by ``init(spec:base:)`` and printed by ``spec`` (see `Rules+Spec.swift`).
public struct Rules: Hashable, Sendable {
  /// How many decks the shoe holds.
  public enum Decks: Hashable, Sendable {
    /// A shoe of this many 52-card decks (1 to 8).
    case count(Int)
    /// An infinite deck: every rank is always drawn with the same probability, as in analysis tables.
    case infinite
  }

  /// Which first two cards may be doubled.
  public enum Doubling: Hashable, Sendable, CaseIterable {
    /// Any first two cards (`DOA`).
    case anyTwoCards
    /// Hard 9, 10 or 11 only (`D9`).
    case nineToEleven
    /// Hard 10 or 11 only (`D10`).
    case tenToEleven
  }

  /// Whether and when a player may give up half the bet.
  public enum Surrender: Hashable, Sendable, CaseIterable {
    /// No surrender (`NS`).
    case none
    /// Late surrender (`LS`): after the dealer has checked for blackjack.
    case late
    /// Early surrender (`ES`): before the dealer checks for blackjack.
    case early
  }

  /// Whether the dealer takes a hole card and checks it for blackjack.
  public enum HoleCard: Hashable, Sendable, CaseIterable {
    /// US rules (`PEEK`): with an ace or ten up, the dealer checks for blackjack before the players act.
    case peek
    /// European no-hole-card rules (`ENHC`): the dealer's second card comes after the players act, and a dealer
    /// blackjack takes every bet on the table, doubles and splits included.
    case europeanNoHoleCard
  }

  /// When the shoe is reshuffled.
  public enum Shuffling: Hashable, Sendable {
    /// A cut card placed after a share of the shoe (`PEN50` … `PEN95`, `PEN5/6`) or a number of cards (`CUT260`);
    /// the shoe is reshuffled between rounds once the cut card has come out.
    case cutCard(penetration: Penetration)
    /// A continuous shuffler (`CSM`): every card goes back and the shoe is reshuffled before each round.
    case continuous
  }

  /// What a blackjack pays, as a ratio of the bet (`3:2`, `6:5`, `1:1`).
  public struct Payout: Hashable, Sendable {
    /// The amount won.
    public let numerator: Int
    /// Per this amount bet.
    public let denominator: Int

    /// A payout of `numerator` to `denominator` (both from 1 to 255).
    @inlinable
    public init(numerator: Int, denominator: Int) {
      self.numerator = numerator
      self.denominator = denominator
    }

    /// Blackjack pays 3 to 2.
    public static let threeToTwo = Payout(numerator: 3, denominator: 2)
    /// Blackjack pays 6 to 5.
    public static let sixToFive = Payout(numerator: 6, denominator: 5)
    /// Blackjack pays even money.
    public static let evenMoney = Payout(numerator: 1, denominator: 1)

    /// The payout as a fraction of the bet: 1.5 for 3:2.
    public var ratio: Double { Double(numerator) / Double(denominator) }
  }

  // Stored compactly (a few bytes) because every round and every decision carries a copy of the rules.
  @usableFromInline var _decks: UInt8
  @usableFromInline var _maxHands: UInt8
  @usableFromInline var _payoutNumerator: UInt8
  @usableFromInline var _payoutDenominator: UInt8
  /// Where the cut card goes, or `nil` for a continuous shuffler.
  @usableFromInline var _cut: Penetration?

  /// How many decks are in the shoe.
  @inlinable
  public var decks: Decks {
    get { _decks == 0 ? .infinite : .count(Int(_decks)) }
    set {
      if case .count(let n) = newValue {
        precondition((1...8).contains(n), "a shoe holds 1 to 8 decks")
        _decks = UInt8(n)
      } else {
        _decks = 0
      }
    }
  }
  /// Whether the dealer hits soft 17 (`H17`) rather than standing on it (`S17`).
  public var dealerHitsSoft17: Bool
  /// Which first two cards may be doubled.
  public var doubling: Doubling
  /// Whether a hand made by splitting may be doubled (`DAS`, or `NDAS` when false).
  public var doubleAfterSplit: Bool
  /// The most hands any rules let a player hold: 4 (`SPL4`).
  public static let handLimit = 4

  /// The most hands a player may split to (`SPL2`, `SPL3`, `SPL4`), from 1 (no splitting) to ``handLimit``.
  @inlinable
  public var maxHands: Int {
    get { Int(_maxHands) }
    set {
      precondition((1...Rules.handLimit).contains(newValue), "a player may hold 1 to \(Rules.handLimit) hands")
      _maxHands = UInt8(newValue)
    }
  }
  /// Whether a pair of aces made by splitting aces may be split again (`RSA`, or `NRSA` when false).
  public var resplitAces: Bool
  /// Whether hands made by splitting aces may be hit and doubled (`HSA`); otherwise they get one card each.
  public var hitSplitAces: Bool
  /// Whether and when the player may surrender.
  public var surrender: Surrender
  /// What a blackjack pays.
  @inlinable
  public var blackjackPayout: Payout {
    get { Payout(numerator: Int(_payoutNumerator), denominator: Int(_payoutDenominator)) }
    set {
      precondition((1...255).contains(newValue.numerator) && (1...255).contains(newValue.denominator))
      _payoutNumerator = UInt8(newValue.numerator)
      _payoutDenominator = UInt8(newValue.denominator)
    }
  }
  /// Whether the dealer peeks for blackjack.
  public var holeCard: HoleCard
  /// When the shoe is reshuffled.
  @inlinable
  public var shuffling: Shuffling {
    get { _cut.map { .cutCard(penetration: $0) } ?? .continuous }
    set {
      if case .cutCard(let penetration) = newValue {
        _cut = penetration
      } else {
        _cut = nil
      }
    }
  }

  /// Creates rules; every argument defaults to the common six-deck game.
  public init(
    decks: Decks = .count(6),
    dealerHitsSoft17: Bool = false,
    doubling: Doubling = .anyTwoCards,
    doubleAfterSplit: Bool = true,
    maxHands: Int = 4,
    resplitAces: Bool = false,
    hitSplitAces: Bool = false,
    surrender: Surrender = .none,
    blackjackPayout: Payout = .threeToTwo,
    holeCard: HoleCard = .peek,
    shuffling: Shuffling = .cutCard(penetration: 75)
  ) {
    _decks = 6
    _maxHands = 4
    _payoutNumerator = 3
    _payoutDenominator = 2
    _cut = 75
    self.dealerHitsSoft17 = dealerHitsSoft17
    self.doubling = doubling
    self.doubleAfterSplit = doubleAfterSplit
    self.resplitAces = resplitAces
    self.hitSplitAces = hitSplitAces
    self.surrender = surrender
    self.holeCard = holeCard
    self.decks = decks
    self.maxHands = maxHands
    self.blackjackPayout = blackjackPayout
    self.shuffling = shuffling
  }

  /// The number of decks, or `nil` for an infinite deck.
  @inlinable
  public var deckCount: Int? { _decks == 0 ? nil : Int(_decks) }

  /// The fraction of the shoe dealt before the cut card (0.5 … 0.95), or `nil` with a continuous shuffler: a
  /// percentage over 100, or the cut card's exact position over the shoe's cards (an infinite deck's shoe is one deck),
  /// as ``Penetration/shoeFraction(inShoeOf:)`` gives it.
  @inlinable
  public var penetrationFraction: Double? { _cut.map { $0.shoeFraction(inShoeOf: 52 * (deckCount ?? 1)) } }

  /// How many cards are dealt before the cut card comes out (the cut card is before the next one), or `nil` with a
  /// continuous shuffler or an infinite deck: `PEN83` in six decks is 259, `CUT260` is 260.
  public var cutCardPosition: Int? {
    guard let deckCount, let _cut else { return nil }
    return _cut.cutCardPosition(inShoeOf: 52 * deckCount)
  }
}
