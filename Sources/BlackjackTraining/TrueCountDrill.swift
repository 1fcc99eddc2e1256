import CardKit

/// The true-count drill: a running count and a discard tray of a shoe; the player converts the running count to a
/// true count, the running count divided by the decks left (the shoe's decks less the tray's).
///
/// The tray holds a whole number of half decks, from half a deck to half a deck short of the shoe, so the decks left
/// can be read exactly from it. The running count is drawn from −3 to +3 a deck left. An answer is right within half a point of the exact true count, or when it is the exact
/// true count floored (the convention of the index tables, as `drill deviations` uses).
public struct TrueCountDrill: Sendable {
  /// One question.
  public struct Question: Hashable, Sendable {
    /// The tray.
    public var tray: DiscardTray
    /// The running count.
    public var runningCount: Int

    /// A question.
    public init(tray: DiscardTray, runningCount: Int) {
      self.tray = tray
      self.runningCount = runningCount
    }

    /// The exact true count: the running count per deck left.
    public var trueCount: Double { Double(runningCount) / tray.decksLeft }

    /// Whether `answer` is right: within half a point of ``trueCount``, or ``trueCount`` floored.
    public func isRight(_ answer: Double) -> Bool {
      abs(answer - trueCount) <= 0.5 + 1e-9 || answer == trueCount.rounded(.down)
    }
  }

  /// The decks in the shoe.
  public let decks: Int
  var generator: Xoshiro256StarStar

  /// A drill on a shoe of `decks` decks (2 or more), seeded by `seed`.
  public init(decks: Int, seed: UInt64) {
    self.decks = max(2, decks)
    generator = Xoshiro256StarStar(seed: seed)
  }

  /// The next question.
  public mutating func next() -> Question {
    let halves = 1 + Int(generator.next(below: UInt64(2 * decks - 1)))
    let tray = DiscardTray(decks: decks, cards: halves * 26)
    let span = max(1, Int((3 * tray.decksLeft).rounded()))
    let running = Int(generator.next(below: UInt64(2 * span + 1))) - span
    return Question(tray: tray, runningCount: running)
  }
}

/// The decks drill: a discard tray of a shoe, and the player says how many decks are in it, by eye.
///
/// The tray holds from a quarter deck to a quarter deck short of the shoe, to the card. An answer is right within a
/// quarter deck: the nearest half deck always is, which is how far counters estimate.
public struct DeckEstimationDrill: Sendable {
  /// The decks in the shoe.
  public let decks: Int
  var generator: Xoshiro256StarStar

  /// A drill on a shoe of `decks` decks, seeded by `seed`.
  public init(decks: Int, seed: UInt64) {
    self.decks = max(1, decks)
    generator = Xoshiro256StarStar(seed: seed)
  }

  /// The next tray.
  public mutating func next() -> DiscardTray {
    let cards = 13 + Int(generator.next(below: UInt64(decks * 52 - 26 + 1)))
    return DiscardTray(decks: decks, cards: cards)
  }

  /// Whether `answer` decks is right for `tray`: within a quarter deck of the decks in it.
  public static func isRight(_ answer: Double, for tray: DiscardTray) -> Bool {
    abs(answer - tray.decksDealt) <= 0.25 + 1e-9
  }
}
