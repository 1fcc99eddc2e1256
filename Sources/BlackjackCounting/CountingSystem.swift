public import CardKit

/// A card-counting system: the tag each card adds to the running count, and where a fresh count starts.
///
/// Tags are kept in half points, so that Wong Halves' ½ tags add up exactly: a tag of +1 is stored as 2. A tag may
/// depend on the card and not only on its rank (Red 7 counts red sevens +1 and black ones 0). A *balanced* system's
/// tags add up to zero over a deck, so its running count divided by the decks unseen (the true count) measures the
/// shoe whatever its size; an *unbalanced* one (KO, Red 7) starts from an initial running count chosen so that its
/// running count alone can be bet on against key counts. The built-in systems are in `CountingSystem+BuiltIn.swift`,
/// custom tags are parsed in `CountingSystem+Parsing.swift`.
public struct CountingSystem: Hashable, Sendable {
  /// The system's name: "Hi-Lo", "KO", … or "custom".
  public var name: String
  /// The tag of each card in half points, indexed by ``index(of:)`` (a vector, so that reading a tag in the
  /// simulator's loop costs one load and no reference counting).
  @usableFromInline var halfTags: SIMD64<Int8>
  /// The initial running count per deck, in half points (KO: −4 per deck; balanced systems: 0).
  @usableFromInline var initialHalfPointsPerDeck: Int
  /// The initial running count's constant part, in half points (KO: +4, so a shoe of `d` decks starts at 4 − 4d).
  @usableFromInline var initialHalfPointsConstant: Int
  /// Key running counts an unbalanced system is bet and played by (KO: its key count and pivot), for help text.
  public var keyCounts: [(name: String, runningCount: Double)]
  /// Whether the tags add up to zero over a deck, worked out once (the count reads it at every bet).
  @usableFromInline var isBalancedCached: Bool

  /// Creates a system from tags in half points by card.
  ///
  /// - Parameters:
  ///   - name: the system's name.
  ///   - halfTag: the tag of each card, in half points (+1 is 2).
  ///   - initialRunningCount: the running count after a shuffle for a shoe of `decks` decks, in whole points.
  ///   - keyCounts: named key running counts of an unbalanced system.
  public init(
    name: String, halfTag: (Card) -> Int, initialRunningCount: (perDeck: Double, constant: Double) = (0, 0),
    keyCounts: [(name: String, runningCount: Double)] = []
  ) {
    self.name = name
    var tags = SIMD64<Int8>(repeating: 0)
    for card in Deck.standardOrder { tags[Self.index(of: card)] = Int8(clamping: halfTag(card)) }
    halfTags = tags
    isBalancedCached = Deck.standardOrder.reduce(0) { $0 + Int(tags[Self.index(of: $1)]) } == 0
    initialHalfPointsPerDeck = Int((initialRunningCount.perDeck * 2).rounded())
    initialHalfPointsConstant = Int((initialRunningCount.constant * 2).rounded())
    self.keyCounts = keyCounts
  }

  /// The position of a card's tag: rank × 4 + suit (a card's packed byte).
  @inlinable @inline(__always)
  static func index(of card: Card) -> Int {
    // rank × 4 written as (rank − 1) × 4 + 4: the rank's raw value is its stored number plus one, and the compiler
    // then reads the stored number without adding and removing that one.
    Int(card.rank.rawValue &- 1) &* 4 &+ 4 &+ Int(card.suit.rawValue)
  }

  /// The tag of `card` in half points (+1 is 2, Wong Halves' +½ is 1).
  @inlinable @inline(__always)
  public func halfTag(of card: Card) -> Int { Int(halfTags[Self.index(of: card)]) }

  /// The tag of `card` in points (Wong Halves' tags are halves).
  public func tag(of card: Card) -> Double { Double(halfTag(of: card)) / 2 }

  /// The sum of the tags over one 52-card deck, in points: 0 for a balanced system.
  public var deckSum: Double { Double(Deck.standardOrder.reduce(0) { $0 + halfTag(of: $1) }) / 2 }

  /// Whether the tags add up to zero over a deck, so that the true count is the measure to bet and play by.
  public var isBalanced: Bool { isBalancedCached }

  /// Whether every tag is a whole number of points (false for Wong Halves).
  public var tagsAreWhole: Bool { Deck.standardOrder.allSatisfy { halfTag(of: $0) % 2 == 0 } }

  /// Whether every card of a rank has the same tag (false for Red 7, whose sevens depend on their colour).
  public var tagsDependOnRankOnly: Bool {
    Rank.allCases.allSatisfy { rank in Set(Suit.allCases.map { halfTag(of: Card(rank, of: $0)) }).count == 1 }
  }

  /// The running count after a shuffle of `decks` decks, in half points (0 for a balanced system).
  @inlinable
  public func initialHalfPoints(decks: Int) -> Int { initialHalfPointsConstant + initialHalfPointsPerDeck * decks }

  /// Equal systems have the same name, tags and initial count.
  public static func == (lhs: CountingSystem, rhs: CountingSystem) -> Bool {
    lhs.name == rhs.name && lhs.halfTags == rhs.halfTags
      && lhs.initialHalfPointsPerDeck == rhs.initialHalfPointsPerDeck
      && lhs.initialHalfPointsConstant == rhs.initialHalfPointsConstant
  }

  /// Hashes the name, tags and initial count.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    for index in 0..<64 { hasher.combine(halfTags[index]) }
    hasher.combine(initialHalfPointsPerDeck)
    hasher.combine(initialHalfPointsConstant)
  }
}
