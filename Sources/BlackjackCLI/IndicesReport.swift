import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// What `blackjack indices` reports: each play's worked-out index, the crossing and its error, and the gain by
/// true count. The text is an index file (`simulate --indices FILE` reads it; everything after `#` is a comment).
///
/// JSON fields: `schemaVersion` (1), `rules`, `system`, `rounds` (the most rounds dealt), `samplesPerCount`,
/// `seed` (a string, as 64-bit numbers do not survive every JSON reader), `counts` (the lowest and highest true
/// count sampled), `indexFile` (the text), and `plays[]`: `play` (`16vT S`), `deviation`, `alternative` (action
/// names), `index` and `comparison` (`>=` or `<`; absent without a crossing), `spec` (the index file's line),
/// `crossing`, `crossingError`, `published` (the Illustrious 18's or Fab 4's index for the same play, if any) and
/// `byCount[]` (`count`, `gain`, `standardError`, `deals`; gains per initial bet, the deviation's value less the
/// alternative's; for insurance the insurance bet's value per unit).
struct IndicesReport: Report {
  /// One play's result.
  struct Play: Encodable, Sendable {
    var play: String
    var deviation: String
    var alternative: String
    var index: Int?
    var comparison: String?
    var spec: String?
    var crossing: Double?
    var crossingError: Double?
    var published: Int?
    var byCount: [CountGain]
  }

  /// The gain at one true count.
  struct CountGain: Encodable, Sendable {
    var count: Int
    var gain: Double
    var standardError: Double
    var deals: Int
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var rules: String
  var system: String
  var rounds: Int
  var samplesPerCount: Int
  var seed: String
  var counts: [Int]
  var plays: [Play]
  var indexFile: String = ""

  /// The report of `results`, worked out by `generator`.
  init(generator: IndexGenerator, results: [GeneratedIndex]) {
    rules = generator.rules.spec
    system = generator.system.name
    rounds = generator.rounds
    samplesPerCount = generator.samplesPerCount
    seed = String(generator.seed)
    counts = [generator.counts.lowerBound, generator.counts.upperBound]
    let published = IndexTable.illustrious18.plays + IndexTable.fab4.plays
    plays = results.map { result in
      let candidate = result.candidate
      let match = published.first {
        $0.hand == candidate.hand && $0.upCard == candidate.upCard
          && (candidate.hand == nil || $0.action == candidate.deviation)
      }
      return Play(
        play: candidate.name, deviation: candidate.hand == nil ? "insure" : candidate.deviation.name,
        alternative: candidate.hand == nil ? "no insurance" : candidate.alternative.name, index: result.index,
        comparison: result.play?.comparison.rawValue, spec: result.play?.spec, crossing: result.crossing,
        crossingError: result.crossingError, published: match?.index,
        byCount: result.points.map {
          CountGain(count: $0.count, gain: $0.gain, standardError: $0.standardError, deals: $0.deals)
        })
    }
    indexFile = lines.joined(separator: "\n") + "\n"
  }

  /// The text output: an index file, one play a line with its crossing as a comment.
  var lines: [String] {
    var lines = [
      "# Indices for \(system), \(rules): exact values over shoes dealt by basic strategy at the table's "
        + "penetration,",
      "# up to \(samplesPerCount) shoes per true count from \(counts[0]) to +\(counts[1]) (at most "
        + "\(rounds) rounds), seed \(seed).",
      "# True counts: exact decks unseen, floored; the hand and up card seen. Crossing: where the fitted gain is 0.",
      "# Published: Schlesinger's Illustrious 18 and Fab 4 (Blackjack Attack; Hi-Lo, 6D S17 DAS) for the play.",
    ]
    for play in plays {
      let published = play.published.map { "; published \(DecimalFormat.signed(Double($0), digits: 0))" } ?? ""
      if let spec = play.spec, let crossing = play.crossing {
        let error = play.crossingError.map { " ± " + DecimalFormat.fixed($0, digits: 2) } ?? ""
        lines.append(
          spec.padded(to: 18) + "# crossing \(DecimalFormat.signed(crossing, digits: 2))\(error)\(published)")
      } else {
        let gains = play.byCount.map(\.gain)
        let side =
          gains.allSatisfy { $0 > 0 }
          ? "always better" : gains.allSatisfy { $0 <= 0 } ? "never better" : "no clear crossing"
        lines.append(
          "# \(play.play): \(side) from \(counts[0]) to +\(counts[1]) than \(play.alternative)\(published)")
      }
    }
    return lines
  }
}
