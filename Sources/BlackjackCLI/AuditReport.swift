import BlackjackText
import ShuffleAudit

/// What `blackjack audit-shuffle` reports: the settings, every test's statistic, degrees of freedom, p-value and
/// verdict, and the correction for running many tests. The text output and the JSON (`--json`) are both written
/// from it.
///
/// JSON fields: `schemaVersion` (1), `decks`, `cards`, `shuffles`, `shuffle` (the algorithm), `generator`
/// ("xoshiro256**" or "system"), `seed` (a string, or null for the system generator), `chunkSeedsOf` (the seed,
/// a string, of the simulation whose chunk seeds were tested), `correction` (`method` "Bonferroni", `familyLevel`
/// 0.01, `tests`, `perTestLevel`), `passed`, and `tests[]`: `id`, `name`, `detail`, `statistic` (chi-square),
/// `degreesOfFreedom`, `pValue`, `passed`, and for some `measure` (`name`, `observed`, `expected`).
struct AuditReport: Report {
  /// The generator the shuffles used.
  enum Generator: String, Encodable, Sendable {
    case xoshiro = "xoshiro256**"
    case system
  }

  /// The correction for running many tests.
  struct Correction: Encodable, Sendable {
    var method = "Bonferroni"
    /// The most probability with which a fair shuffle fails the audit.
    var familyLevel: Double
    var tests: Int
    /// The level each test is held to: `familyLevel / tests`.
    var perTestLevel: Double
  }

  /// A measure behind a test's statistic.
  struct Measure: Encodable, Sendable {
    var name: String
    var observed: Double
    var expected: Double
  }

  /// One test's result.
  struct Test: Encodable, Sendable {
    var id: String
    var name: String
    var detail: String
    var statistic: Double
    var degreesOfFreedom: Int
    var pValue: Double
    var passed: Bool
    var measure: Measure?
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var decks: Int
  var cards: Int
  var shuffles: Int
  var shuffle: String
  var generator: Generator
  var seed: String?
  var chunkSeedsOf: String
  var correction: Correction
  var passed: Bool
  var tests: [Test]

  /// The report of `result`, shuffled with `generator` (seeded with `seed` for xoshiro256**); `seed` also seeds the
  /// simulation whose chunk seeds were tested.
  init(result: AuditResult, generator: Generator, seed: UInt64) {
    decks = result.decks
    cards = 52 * result.decks
    shuffles = result.shuffles
    shuffle = result.shuffleName
    self.generator = generator
    self.seed = generator == .xoshiro ? String(seed) : nil
    chunkSeedsOf = String(seed)
    correction = Correction(
      familyLevel: result.familyAlpha, tests: result.tests.count, perTestLevel: result.perTestAlpha)
    passed = result.passed
    tests = result.tests.map { test in
      Test(
        id: test.id, name: test.name, detail: test.detail, statistic: test.statistic,
        degreesOfFreedom: test.degreesOfFreedom, pValue: test.pValue, passed: test.passes(at: result.perTestAlpha),
        measure: test.measure.map { Measure(name: $0.name, observed: $0.observed, expected: $0.expected) })
    }
  }

  /// The text output, line by line.
  var lines: [String] {
    let source =
      generator == .xoshiro
      ? "xoshiro256** seed \(seed ?? "")" : "the system generator (not reproducible)"
    var lines = [
      "Shuffle audit: \(DecimalFormat.grouped(shuffles)) shuffles of \(decks == 1 ? "1 deck" : "\(decks) decks") "
        + "(\(cards) cards) with \(shuffle), \(source).",
      "Each shuffle starts from new-deck order; the chunk streams are the simulator's for seed \(chunkSeedsOf).",
      "",
      "Test".padded(to: 38) + "chi-square".padded(toLeading: 14) + "df".padded(toLeading: 8)
        + "p-value".padded(toLeading: 11) + "   result",
    ]
    for test in tests {
      lines.append(
        test.name.padded(to: 38) + DecimalFormat.fixed(test.statistic, digits: 2).padded(toLeading: 14)
          + String(test.degreesOfFreedom).padded(toLeading: 8) + Self.format(pValue: test.pValue).padded(toLeading: 11)
          + "   " + (test.passed ? "pass" : "FAIL"))
      lines.append("    " + test.detail)
      if let measure = test.measure {
        lines.append(
          "    \(measure.name): \(DecimalFormat.fixed(measure.observed, digits: 5)) "
            + "(fair: \(DecimalFormat.fixed(measure.expected, digits: 5)))")
      }
    }
    let failed = tests.filter { !$0.passed }
    lines += [
      "",
      "Many tests at once: Bonferroni's correction. Each of the \(correction.tests) tests fails when its p-value is "
        + "below 1 % / \(correction.tests) = \(DecimalFormat.fixed(correction.perTestLevel, digits: 5)),",
      "so that a fair shuffle fails the audit with probability at most 1 % (the audit as a whole at 99 %).",
      "",
      failed.isEmpty
        ? "Result: PASS, all \(tests.count) tests passed."
        : "Result: FAIL, \(failed.count) of \(tests.count) tests failed: "
          + failed.map(\.name).joined(separator: "; ") + ".",
    ]
    return lines
  }

  /// A p-value with four decimals, or as "2.3e-7" below 0.001 (and "< 1e-300" when it underflows).
  static func format(pValue: Double) -> String {
    guard pValue < 0.001 else { return DecimalFormat.fixed(pValue, digits: 4) }
    guard pValue > 1e-300 else { return "< 1e-300" }
    var exponent = 0
    var mantissa = pValue
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    if DecimalFormat.fixed(mantissa, digits: 1) == "10.0" {
      mantissa /= 10
      exponent += 1
    }
    return DecimalFormat.fixed(mantissa, digits: 1) + "e\(exponent)"
  }
}
