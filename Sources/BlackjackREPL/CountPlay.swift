import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText
import CardKit

/// Counting while playing (`play --count SYSTEM --ramp STEPS` or `--spread LOW-HIGH`): the ramp every bet is graded
/// against, how the count is read for it, the per-count figures its expected cost comes from, when the dealer asks
/// for the count next, and the session's tally.
///
/// A unit is the table minimum (`--min`, default 1.00): the ramp's bet at a count is its units times the minimum,
/// within the table maximum, as ``BlackjackSimulation/Counter/units(at:)`` bets a simulated counter. The moments of
/// the count checks come from a generator seeded from the session's seed, so a seeded session asks at the same
/// rounds every time.
struct CountPlay {
  /// The ramp: units of the table minimum by count.
  var ramp: CountRamp
  /// How the decks unseen are read for the true count.
  var estimate: DeckEstimate
  /// How the true count is rounded.
  var rounding: TrueCountRounding
  /// Figures given with the options, used whatever the rules (tests give hand-made ones).
  var givenFigures: CountOdds?
  /// The rounds of the simulation that gives the figures of the table's rules.
  var figureRounds: Int
  /// The figures simulated for the rules they were simulated for.
  var simulated: (rules: Rules, odds: CountOdds)?
  /// The generator of the count checks' moments.
  var generator: Xoshiro256StarStar
  /// Rounds still to settle before the dealer asks for the count.
  var roundsUntilCheck: Int
  /// Whether the dealer asks for the count once the line being handled is done.
  var checkDue = false
  /// The session's grades.
  var tally = CountPlayTally()

  /// The rounds between two count checks: drawn uniformly from this range.
  static let checkGaps = 2...6
  /// The seed the per-count figures are simulated with: `simulate --count SYSTEM --seed 1` gives the same figures.
  static let figureSeed: UInt64 = 1

  /// The counting of `options` (which has a ramp) in a session seeded with `seed`.
  init(ramp: CountRamp, options: PlayOptions, seed: UInt64) {
    self.ramp = ramp
    estimate = options.counting.estimate
    rounding = options.counting.rounding
    givenFigures = options.counting.figures
    figureRounds = max(1, options.counting.figureRounds)
    // Its own stream, apart from the shoe's: "countchk".
    generator = Xoshiro256StarStar(seed: seed ^ 0x636F_756E_7463_686B)
    roundsUntilCheck = 0
    roundsUntilCheck = nextGap()
  }

  /// The number of rounds until the next count check, drawn from ``checkGaps``.
  mutating func nextGap() -> Int {
    let width = UInt64(Self.checkGaps.count)
    return Self.checkGaps.lowerBound + Int(generator.next() % width)
  }

  /// A round was settled: whether the dealer asks for the count now.
  mutating func roundSettled() {
    roundsUntilCheck -= 1
    guard roundsUntilCheck <= 0 else { return }
    roundsUntilCheck = nextGap()
    checkDue = true
  }

  /// The counter who bets this ramp at a table of limits `minimum` to `maximum` (`nil`: none), in money: units of
  /// the minimum, at most the maximum's whole units.
  func counter(system: CountingSystem, minimum: Money, maximum: Money?) -> Counter {
    var counter = Counter(system: system)
    counter.estimate = estimate
    counter.rounding = rounding
    counter.ramp = ramp
    counter.tableMinimum = 1
    if let maximum, minimum.cents > 0 {
      counter.tableMaximum = max(1, min(Counter.maximumUnits, maximum.cents / minimum.cents))
    }
    return counter
  }

  /// The words for the rounding: "rounded down".
  var roundingWords: String {
    switch rounding {
    case .floor: "rounded down"
    case .truncate: "rounded toward zero"
    case .nearest: "rounded to the nearest whole number"
    }
  }
}

/// A bet graded against the ramp at the count before the deal.
struct BetGrade: Equatable {
  /// The count the table bets by: the rounded true count (the rounded running count for an unbalanced system).
  var count: Int
  /// The ramp's units at that count, within the table's limits and the bankroll.
  var units: Int
  /// The ramp's bet on each spot, in money.
  var right: Money
  /// The bet typed, on each spot.
  var bet: Money
  /// The spots bet.
  var spots: Int
  /// The mean result of a round at one unit at that count (the simulator's flat figure), or `nil` when none.
  var evPerUnit: Double?

  /// Whether the bet is the ramp's.
  var isRight: Bool { bet == right }

  /// The expected money the bet gave up against the ramp's: (right − bet) × ev(count) on each spot; negative when
  /// it gained (more money out at a count that pays, for more risk than the ramp takes); `nil` without a figure.
  var cost: Double? {
    evPerUnit.map { Double((right - bet).cents) / 100 * $0 * Double(spots) }
  }
}

/// A count check in progress: what the dealer asks, and the right answers.
struct CountCheck: Equatable {
  /// What the dealer waits for.
  enum Asking: Equatable {
    /// The running count.
    case running
    /// The true count (a balanced system only).
    case trueCount
  }

  /// What is asked now.
  var asking = Asking.running
  /// The running count.
  var running: Double
  /// The cards unseen.
  var unseen: Int
  /// The decks the table takes to be unseen (its estimate).
  var decks: Double
  /// The true count before rounding (running count over ``decks``).
  var exactTrue: Double
  /// The true count the table takes as right: ``exactTrue`` rounded as the table rounds it.
  var trueCount: Int
}

/// What a session's counting while playing came to.
struct CountPlayTally: Equatable {
  /// Bets graded.
  var bets = 0
  /// Bets that were the ramp's.
  var betsRight = 0
  /// The expected money the bets off the ramp gave up (those that gained left out).
  var betCost = 0.0
  /// Running counts asked, and answered right.
  var running = 0
  var runningRight = 0
  /// True counts asked, and answered right.
  var trueCounts = 0
  var trueRight = 0

  /// The lines `stats` and the session summary add: how the bets and the count checks went.
  var lines: [String] {
    var lines = [
      "Bets against the ramp: \(betsRight) of \(bets) right; the others gave up"
        + " \(DecimalFormat.fixed(betCost, digits: 2)) in expected value"
    ]
    guard running > 0 else { return lines + ["Count checks: none asked yet"] }
    var checks = "Count checks: running count \(runningRight) of \(running) right"
    if trueCounts > 0 { checks += ", true count \(trueRight) of \(trueCounts) right" }
    lines.append(checks)
    return lines
  }
}
