import CardKit

/// The shuffle audit: a battery of statistical tests, in the manner of a gaming laboratory's certification of a
/// shuffler, run on any ``AuditedShuffle`` and generator.
///
/// Over ``shuffles`` shuffles of a shoe of ``decks`` decks, each from new-deck order (shuffling the previous order
/// again would wash out a bias), it tests:
///
/// 1. every card at every position (one deck), or every rank and every suit at every position (several decks):
///    ``PositionTest``;
/// 2. every order of a 5-card and of a 6-card deck, ``shuffles`` shuffles each: ``OrderingTest``;
/// 3. the runs of red and black: ``ColourRunsTest``;
/// 4. the correlation of a card's position between consecutive shuffles: ``ConsecutiveShufflesTest``;
/// 5. neighbours of the starting order still adjacent: ``AdjacentPairsTest``;
/// 6. the independence of the streams the simulator seeds for adjacent chunk indices: ``ChunkSeedTest``, over
///    ``shuffles`` chunk indices.
///
/// **Many tests at once.** Each test alone would fail a fair shuffle 1 % of the time at 99 %; with 8 or 9 tests
/// the chance that some test fails would be nearly 9 %. The audit therefore uses Bonferroni's correction: a test
/// fails when its p-value is below ``familyAlpha`` / (number of tests), so that a fair shuffle fails the audit as a
/// whole with probability at most 1 % whatever the dependence between the tests.
public struct AuditBattery: Sendable {
  /// The family-wise significance level: the most probability with which a fair shuffle may fail the audit.
  public static let familyAlpha = 0.01

  /// The fewest shuffles the audit runs: enough that every chi-square cell expects at least 5 (720 orders of six
  /// cards expect 13.9 each; a card at a position, 192).
  public static let minimumShuffles = 10_000

  /// The number of decks in the shoe (1 to 8).
  public var decks: Int
  /// The number of shuffles of the shoe, and of each small deck, and the number of chunk indices tested.
  public var shuffles: Int

  /// Describes an audit.
  public init(decks: Int, shuffles: Int) {
    precondition((1...8).contains(decks), "1 to 8 decks")
    precondition(shuffles >= Self.minimumShuffles, "at least \(Self.minimumShuffles) shuffles")
    self.decks = decks
    self.shuffles = shuffles
  }

  /// The number of tests the audit runs: 8 for one deck, 9 for a shoe (ranks and suits instead of cards).
  public var testCount: Int { decks == 1 ? 8 : 9 }

  /// The level each test is held to: ``familyAlpha`` / ``testCount`` (Bonferroni).
  public var perTestAlpha: Double { Self.familyAlpha / Double(testCount) }

  /// Runs the audit.
  ///
  /// - Parameters:
  ///   - shuffle: The shuffle under audit.
  ///   - generator: The randomness for every shuffle, used in order: the shoe's shuffles, then the 5-card, then the
  ///     6-card deck's.
  ///   - chunkSeed: The seed the simulator gives chunk i (``ChunkSeedTest``).
  ///   - progress: Called now and then with the fraction of the work done, 0 to 1.
  /// - Returns: Every test's result.
  public func run<S: AuditedShuffle, G: RandomNumberGenerator>(
    _ shuffle: S, generator: inout G, chunkSeed: (Int) -> UInt64, progress: (Double) -> Void = { _ in }
  ) -> AuditResult {
    let shoe = Deck(decks: decks).cards
    let cardCount = shoe.count
    var positionTests: [PositionTest]
    if decks == 1 {
      let faces = shoe.map { UInt8($0.suit.rawValue) * 13 + $0.rank.rawValue - 1 }
      positionTests = [PositionTest(id: "cardPosition", categoryName: "card", categoryOfCard: faces)]
    } else {
      positionTests = [
        PositionTest(id: "rankPosition", categoryName: "rank", categoryOfCard: shoe.map { $0.rank.rawValue - 1 }),
        PositionTest(id: "suitPosition", categoryName: "suit", categoryOfCard: shoe.map(\.suit.rawValue)),
      ]
    }
    var runs = ColourRunsTest(isRed: shoe.map(\.suit.isRed))
    var consecutive = ConsecutiveShufflesTest(cardCount: cardCount)
    var adjacent = AdjacentPairsTest(cardCount: cardCount)

    // The shoe's shuffles are most of the work; the small decks and the chunk streams share the last fifth.
    let start = (0..<cardCount).map(UInt16.init)
    var deck = start
    var positions = [Int32](repeating: 0, count: cardCount)
    let step = 1 << 14
    for index in 0..<shuffles {
      if index % step == 0 { progress(0.8 * Double(index) / Double(shuffles)) }
      deck = start
      shuffle.shuffle(&deck, using: &generator)
      for (position, card) in deck.enumerated() { positions[Int(card)] = Int32(position) }
      for test in positionTests.indices { positionTests[test].record(deck) }
      runs.record(deck)
      consecutive.record(positions: positions)
      adjacent.record(positions: positions)
    }
    var five = OrderingTest(cardCount: 5)
    five.run(shuffle, shuffles: shuffles, using: &generator)
    progress(0.86)
    var six = OrderingTest(cardCount: 6)
    six.run(shuffle, shuffles: shuffles, using: &generator)
    progress(0.92)
    let streams = ChunkSeedTest(streams: shuffles).run(chunkSeed: chunkSeed)
    progress(1)
    let tests =
      positionTests.map { $0.result() } + [
        five.result(), six.result(), runs.result(), consecutive.result(), adjacent.result(),
      ]
      + streams
    return AuditResult(decks: decks, shuffles: shuffles, shuffleName: shuffle.name, tests: tests)
  }
}

/// What an audit found: every test's result and the verdict under Bonferroni's correction.
public struct AuditResult: Sendable, Equatable {
  /// The number of decks in the shoe.
  public var decks: Int
  /// The number of shuffles.
  public var shuffles: Int
  /// The shuffle audited (``AuditedShuffle/name``).
  public var shuffleName: String
  /// Every test's result, in the order run.
  public var tests: [AuditTestResult]

  /// Creates a result.
  public init(decks: Int, shuffles: Int, shuffleName: String, tests: [AuditTestResult]) {
    self.decks = decks
    self.shuffles = shuffles
    self.shuffleName = shuffleName
    self.tests = tests
  }

  /// The family-wise level, ``AuditBattery/familyAlpha``.
  public var familyAlpha: Double { AuditBattery.familyAlpha }

  /// The level each test is held to: the family-wise level divided by the number of tests (Bonferroni).
  public var perTestAlpha: Double { familyAlpha / Double(max(1, tests.count)) }

  /// The tests that failed at ``perTestAlpha``.
  public var failures: [AuditTestResult] { tests.filter { !$0.passes(at: perTestAlpha) } }

  /// Whether every test passed.
  public var passed: Bool { failures.isEmpty }
}
