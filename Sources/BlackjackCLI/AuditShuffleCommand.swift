import BlackjackEngine
import BlackjackSimulation
import BlackjackText
import CardKit
import ShuffleAudit

extension Subcommand {
  /// `blackjack audit-shuffle`: a regulator-style battery of statistical tests on CardKit's shuffle.
  public static let auditShuffle = Subcommand(AuditShuffleCommand.self)
}

/// `blackjack audit-shuffle`: a regulator-style battery of statistical tests on CardKit's shuffle.
struct AuditShuffleCommand: Command {
  static let configuration = CommandConfiguration(
    name: "audit-shuffle",
    summary: "Test the shuffle's fairness with a battery of chi-square tests, as a gaming lab would.",
    discussion: """
      Shuffles the shoe COUNT times, each time from new-deck order, with CardKit's Fisher–Yates, and tests: each
      card (one deck) or each rank and suit (a shoe) at each position; every order of a 5- and of a 6-card deck
      (COUNT shuffles each); the runs of red and black; the correlation of a card's position between consecutive
      shuffles; neighbours still adjacent after the shuffle; and the streams the simulator seeds for adjacent
      chunk indices (COUNT of them), by correlation and by the bits of their XOR. Each test prints its chi-square
      statistic (a normal z as z²), degrees of freedom and p-value.

      Many tests at once: Bonferroni's correction. Each of the 8 tests (9 for a shoe) fails when its p-value is
      below 1 % divided by the number of tests, so that a fair shuffle fails the audit with probability at most
      1 %, at 99 % for the whole audit.

      With --generator xoshiro (the default) the run is reproducible: the same seed gives the same output, and
      without --seed a random seed is chosen and printed. --generator system shuffles with the system's generator,
      which cannot be seeded or replayed, so --seed is refused with it; the chunk streams then use a random
      simulation seed, printed. A progress bar and the time taken go to standard error when it is a terminal.
      JSON fields are described in docs/json.md.

      Exit status: 0 when every test passes, 1 when any test fails (or the output could not be written), 2 for
      bad options.
      """)

  /// The generator the shoe is shuffled with.
  enum Generator: String, CaseIterable, Sendable {
    /// xoshiro256**, seeded: reproducible.
    case xoshiro
    /// The system's generator: not reproducible.
    case system
  }

  @Opt(.integer("decks", valueName: "N", range: 1...8, help: "Decks in the shoe, 1 to 8 (default 1).")) var decks = 1
  @Opt(.text("shuffles", valueName: "COUNT", help: "Shuffles: 1000000, 250k, 10M, 1e6; at least 10k (default 1M)."))
  var shufflesText: String?
  @Opt(
    .unsigned(
      "seed", valueName: "S",
      help: "Seed of the xoshiro256** generator and the chunk seeds (default: random, printed)."))
  var seed: UInt64?
  @Opt(
    .choice(
      "generator", valueName: "NAME",
      help: "xoshiro (xoshiro256**, seeded, reproducible) or system (not reproducible) (default xoshiro)."))
  var generator = Generator.xoshiro
  @Opt(CommonOptions.json) var json = false
  /// The shuffle count of `--shuffles`, read by ``validate()``.
  var shuffles = 1_000_000

  mutating func validate() throws(CLIError) {
    if let text = shufflesText {
      let range = AuditBattery.minimumShuffles...1_000_000_000
      guard let count = RoundCount.parse(text), range.contains(count) else {
        throw .usage("--shuffles expects a whole number from 10k to 1e9 (10000, 250k, 1M, 1e6), got '\(text)'")
      }
      shuffles = count
    }
    if generator == .system, let seed {
      throw .usage(
        "--seed \(seed) cannot be used with --generator system, which cannot be seeded; "
          + "use --generator xoshiro for a reproducible audit")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
    let audit = AuditBattery(decks: decks, shuffles: shuffles)
    let simulation = Simulation(rules: Rules(), strategy: .mimicDealer, rounds: 0, seed: seed)
    let bar = SystemInfo.isTerminal(2) ? AuditProgressBar() : nil
    let clock = ContinuousClock()
    let started = clock.now
    let result: AuditResult
    if generator == .system {
      var generator = SystemRandomNumberGenerator()
      result = audit.run(CardKitShuffle(), generator: &generator, chunkSeed: simulation.chunkSeed) { bar?.draw($0) }
    } else {
      var generator = Xoshiro256StarStar(seed: seed)
      result = audit.run(CardKitShuffle(), generator: &generator, chunkSeed: simulation.chunkSeed) { bar?.draw($0) }
    }
    if let bar {
      let elapsed = clock.now - started
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      bar.finish(
        "\(BlackjackCLI.programName) audit-shuffle: \(DecimalFormat.grouped(shuffles)) shuffles of "
          + "\(decks == 1 ? "1 deck" : "\(decks) decks") in \(DecimalFormat.fixed(seconds, digits: 1)) s")
    }
    let report = AuditReport(result: result, generator: generator == .system ? .system : .xoshiro, seed: seed)
    try console.print(report, json: json)
    return result.passed ? 0 : CLIError.failureStatus
  }
}

/// A one-line progress display of the audit on standard error, redrawn in place when a whole percent is done.
final class AuditProgressBar {
  private var drawn = -1

  func draw(_ fraction: Double) {
    let percent = Int(fraction * 100)
    guard percent != drawn else { return }
    drawn = percent
    let width = 24
    let filled = min(width, percent * width / 100)
    StandardOutput.writeError(
      "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
        + "\(percent)% of the shuffle audit\u{1B}[K")
  }

  /// Clears the bar and writes `line` in its place.
  func finish(_ line: String) { StandardOutput.writeError("\r\u{1B}[K" + line + "\n") }
}
