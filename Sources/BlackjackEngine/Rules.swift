/// The table rules of a blackjack game: every variation casinos actually use.
///
/// `Rules()` is the common six-deck game, `6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75`. The text form in the
/// community's notation is parsed by ``init(spec:)`` and printed by ``spec`` (see `Rules+Spec.swift`).
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
    /// A cut card placed after this percentage of the shoe (`PEN50` … `PEN95`); the shoe is reshuffled between
    /// rounds once the cut card has come out.
    case cutCard(penetration: Int)
    /// A continuous shuffler (`CSM`): every card goes back and the shoe is reshuffled before each round.
    case continuous
  }

  /// What a blackjack pays, as a ratio of the bet (`3:2`, `6:5`, `1:1`).
  public struct Payout: Hashable, Sendable {
    /// The amount won.
    public let numerator: Int
    /// Per this amount bet.
    public let denominator: Int

    /// Blackjack pays 3 to 2.
    public static let threeToTwo = Payout(numerator: 3, denominator: 2)
    /// Blackjack pays 6 to 5.
    public static let sixToFive = Payout(numerator: 6, denominator: 5)
    /// Blackjack pays even money.
    public static let evenMoney = Payout(numerator: 1, denominator: 1)

    /// The payout as a fraction of the bet: 1.5 for 3:2.
    public var ratio: Double { Double(numerator) / Double(denominator) }
  }

  /// How many decks are in the shoe.
  public var decks: Decks
  /// Whether the dealer hits soft 17 (`H17`) rather than standing on it (`S17`).
  public var dealerHitsSoft17: Bool
  /// Which first two cards may be doubled.
  public var doubling: Doubling
  /// Whether a hand made by splitting may be doubled (`DAS`, or `NDAS` when false).
  public var doubleAfterSplit: Bool
  /// The most hands a player may split to (`SPL2`, `SPL3`, `SPL4`).
  public var maxHands: Int
  /// Whether a pair of aces made by splitting aces may be split again (`RSA`, or `NRSA` when false).
  public var resplitAces: Bool
  /// Whether hands made by splitting aces may be hit and doubled (`HSA`); otherwise they get one card each.
  public var hitSplitAces: Bool
  /// Whether and when the player may surrender.
  public var surrender: Surrender
  /// What a blackjack pays.
  public var blackjackPayout: Payout
  /// Whether the dealer peeks for blackjack.
  public var holeCard: HoleCard
  /// When the shoe is reshuffled.
  public var shuffling: Shuffling

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
    self.decks = decks
    self.dealerHitsSoft17 = dealerHitsSoft17
    self.doubling = doubling
    self.doubleAfterSplit = doubleAfterSplit
    self.maxHands = maxHands
    self.resplitAces = resplitAces
    self.hitSplitAces = hitSplitAces
    self.surrender = surrender
    self.blackjackPayout = blackjackPayout
    self.holeCard = holeCard
    self.shuffling = shuffling
  }

  /// The number of decks, or `nil` for an infinite deck.
  public var deckCount: Int? {
    if case .count(let n) = decks { return n }
    return nil
  }

  /// The fraction of the shoe dealt before the cut card (0.5 … 0.95), or `nil` with a continuous shuffler.
  public var penetrationFraction: Double? {
    if case .cutCard(let percent) = shuffling { return Double(percent) / 100 }
    return nil
  }
}
