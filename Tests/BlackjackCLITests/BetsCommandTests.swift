import Foundation
import Testing

@testable import BlackjackCLI

@Suite("bets and simulate --bets")
struct BetsCommandTests {
  /// The documented fields of `bets --json`, decoded independently of the writer.
  struct BetsJSON: Decodable, Equatable {
    struct Row: Decodable, Equatable {
      var count: Int
      var rounds: Int
      var frequency: Double
      var ev: Double
      var secondMoment: Double
      var optimalUnits: Double
      var units: Double
      var bet: Double
    }
    struct Ramp: Decodable, Equatable {
      var spec: String
      var tableMinimum: Int
      var wongIn: Int?
      var unitValue: Double
      var options: String
      var ev: Double
      var sd: Double
      var di: Double
      var cScore: Double
    }
    struct Trip: Decodable, Equatable {
      var rounds: Int
      var ruin: Double
      var ahead: Double
    }
    var schemaVersion: Int
    var rules: String
    var system: String
    var rounds: Int
    var bankroll: Double
    var riskAsked: Double
    var loses: Bool
    var flatEv: Double
    var unit: Double?
    var limitedBy: String?
    var byCount: [Row]?
    var ramp: Ramp?
    var ev: Double?
    var sd: Double?
    var winPer100: Double?
    var winPerHour: Double?
    var di: Double?
    var score: Double?
    var cScore: Double?
    var n0: Double?
    var hoursToN0: Double?
    var riskOfRuin: Double?
    var bankrollForRisk: Double?
    var trip: Trip?
  }

  struct SimulateJSON: Decodable {
    struct Counting: Decodable {
      var evUnits: Double
      var evUnitsStdError: Double
      var sdPerRound: Double
      var roundsPlayed: Int
    }
    var counting: Counting
    var bets: BetsJSON?
  }

  static let game = ["--rules", "6D S17 DAS NS CUT260", "--count", "hilo", "--threads", "2"]

  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("bets-\(UUID().uuidString)-\(name)").path
  }

  /// A counting part of 3M rounds from `seed`, written to a temporary file.
  func part(seed: Int, extra: [String] = []) throws -> String {
    let path = temporaryPath("part.json")
    let result = run(
      ["simulate"] + Self.game + ["--spread", "1-12", "--rounds", "3M", "--seed", String(seed), "--out", path] + extra)
    #expect(result.status == 0, "\(result.errors)")
    return path
  }

  func bets(_ arguments: [String]) throws -> BetsJSON {
    let result = run(["bets"] + arguments + ["--json"])
    #expect(result.status == 0, "\(result.errors)")
    return try JSONDecoder().decode(BetsJSON.self, from: Data(result.output.utf8))
  }

  @Test("bets FILE: the risk is the one asked for, the figures follow from the bets, and simulate --bets agrees")
  func fromPart() throws {
    let path = try part(seed: 7)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try bets([path, "--trip-rounds", "2000", "--goal", "5000"])
    #expect(report.schemaVersion == 1)
    #expect(!report.loses && report.rounds == 3_000_000 && report.rules.hasSuffix(" CUT260"))
    let rows = try #require(report.byCount)
    let unit = try #require(report.unit)
    #expect(abs(rows.reduce(0) { $0 + $1.frequency } - 1) < 1e-12)
    #expect(rows.reduce(0) { $0 + $1.rounds } == 3_000_000)
    // The figures from the rows, worked out here: μ = Σ p·bet·ev, σ² = Σ p·bet²·m2 − μ².
    let mean = rows.reduce(0) { $0 + $1.frequency * $1.bet * $1.ev }
    let moment = rows.reduce(0) { $0 + $1.frequency * $1.bet * $1.bet * $1.secondMoment }
    let sd = (moment - mean * mean).squareRoot()
    #expect(abs(try #require(report.ev) - mean) < 1e-12 * max(1, abs(mean)))
    #expect(abs(try #require(report.sd) - sd) < 1e-9 * sd)
    #expect(abs(try #require(report.di) - 1000 * mean / sd) < 1e-9)
    #expect(abs(try #require(report.winPer100) - 100 * mean) < 1e-9)
    #expect(abs(try #require(report.winPerHour) - 100 * mean) < 1e-9)
    #expect(abs(try #require(report.n0) - sd * sd / (mean * mean)) < 1e-6 * (report.n0 ?? 1))
    // The bets are the optimal units times the unit, the low bet 1 unit, and the risk exp(−2μB/σ²) the 13.5 % asked.
    for row in rows { #expect(abs(row.bet - row.optimalUnits * unit) < 1e-9 * max(1, row.bet)) }
    #expect(abs(rows.map(\.optimalUnits).min()! - 1) < 1e-12 && rows.map(\.optimalUnits).max()! <= 12)
    #expect(abs(exp(-2 * mean * 10_000 / (sd * sd)) - 0.135) < 1e-9)
    #expect(abs(try #require(report.riskOfRuin) - 0.135) < 1e-9)
    #expect(abs(try #require(report.bankrollForRisk) - 10_000) < 1e-6)
    // SCORE is the optimal bets' DI², and without limits or chips these are the optimal bets: c-SCORE = SCORE.
    #expect(abs(try #require(report.score) - 1e6 * mean * mean / (sd * sd)) < 1e-6)
    #expect(abs(try #require(report.cScore) - (report.score ?? 0)) < 1e-9)
    #expect(report.trip?.rounds == 2_000)
    // The same run with --bets prints the same section.
    let simulated = run(
      ["simulate"] + Self.game + [
        "--spread", "1-12", "--rounds", "3M", "--seed", "7", "--bets", "--trip-rounds", "2000", "--goal", "5000",
        "--json",
      ])
    #expect(simulated.status == 0, "\(simulated.errors)")
    let document = try JSONDecoder().decode(SimulateJSON.self, from: Data(simulated.output.utf8))
    #expect(document.bets == report)
  }

  @Test(
    "simulating the printed ramp plays the EV and SD it predicts: exactly on the same cards, within error on others")
  func rampPlaysBack() throws {
    let path = try part(seed: 21)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let ramp = try #require(try bets([path]).ramp)
    #expect(ramp.options.hasPrefix("--ramp \""))
    let options = shellWords(ramp.options)
    // The same seed deals the same cards whatever the bets: the ramp's EV and SD are the run's exactly (the run's
    // SD is the sample's, n/(n − 1) of the variance).
    let same = run(["simulate"] + Self.game + ["--rounds", "3M", "--seed", "21", "--json"] + options)
    #expect(same.status == 0, "\(same.errors)")
    let counting = try JSONDecoder().decode(SimulateJSON.self, from: Data(same.output.utf8)).counting
    #expect(abs(counting.evUnits - ramp.ev) < 1e-9 * max(1, abs(ramp.ev)))
    #expect(abs(counting.sdPerRound - ramp.sd) < 1e-6 * ramp.sd)
    // Other cards: within four standard errors of the two runs' EVs, and 1 % of the SD (the SD's own standard
    // error is about σ√((κ − 1)/(4n)), 0.1 % here for a kurtosis κ near 20).
    let other = run(["simulate"] + Self.game + ["--rounds", "3M", "--seed", "22", "--json"] + options)
    let played = try JSONDecoder().decode(SimulateJSON.self, from: Data(other.output.utf8)).counting
    let error = (2 * played.evUnitsStdError * played.evUnitsStdError).squareRoot()
    #expect(abs(played.evUnits - ramp.ev) < 4 * error, "simulated \(played.evUnits), predicted \(ramp.ev)")
    #expect(abs(played.sdPerRound - ramp.sd) < 0.01 * ramp.sd)
  }

  @Test("chips, limits, wonging and Kelly: whole chips, a ramp in chips, sitting out below a count, e^(-2/F)")
  func options() throws {
    let path = try part(seed: 3)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let chips = try bets([path, "--chip", "2.5", "--min-bet", "5"])
    let rows = try #require(chips.byCount)
    #expect(rows.allSatisfy { ($0.bet / 2.5).rounded() * 2.5 == $0.bet && $0.bet >= 5 })
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.bet <= $1.bet })
    #expect((chips.riskOfRuin ?? 1) <= 0.135 && chips.limitedBy == nil)
    // A table minimum above the low bet the bankroll allows at 13.5 % (about 10 here): the bets start there and
    // the risk is higher than asked.
    let minimum = try bets([path, "--chip", "5", "--min-bet", "25"])
    #expect(minimum.limitedBy == "minimum" && (minimum.riskOfRuin ?? 0) > 0.135)
    #expect(minimum.byCount?.first?.bet == 25)
    let ramp = try #require(chips.ramp)
    #expect(ramp.unitValue == 2.5 && ramp.tableMinimum == Int((rows[0].bet / 2.5).rounded()))
    #expect(ramp.options.contains("--table-min \(ramp.tableMinimum)") == (ramp.tableMinimum != 1))
    let wonging = try bets([path, "--wong"])
    let wongRows = try #require(wonging.byCount)
    #expect(wongRows.contains { $0.bet == 0 } && wongRows.contains { $0.bet > 0 })
    // A count is sat out exactly where that beats the lowest bet, one unit (docs/betting.md): where 2λ·ev/m2 is at
    // most 1, with λ read from a count whose bet lies inside the spread, where it is λ·ev/m2. So every count that
    // loses is sat out, and a count that wins too little for one unit may be.
    let inside = try #require(wongRows.first { $0.bet > 0 && $0.optimalUnits > 1.001 && $0.optimalUnits < 11.999 })
    let lambda = inside.optimalUnits * inside.secondMoment / inside.ev
    for row in wongRows where row.secondMoment > 0 {
      let twice = 2 * lambda * row.ev / row.secondMoment
      #expect(row.bet == 0 ? twice <= 1 + 1e-9 : twice >= 1 - 1e-9, "count \(row.count): 2λ·ev/m2 = \(twice)")
    }
    let wongIn = try #require(wonging.ramp?.wongIn)
    #expect(wonging.ramp?.options.hasSuffix("--wong-in \(wongIn)") == true)
    // Sitting out is a choice: it never lowers SCORE.
    #expect((wonging.score ?? 0) >= (try bets([path]).score ?? 0))
    let kelly = try bets([path, "--kelly", "0.5"])
    #expect(abs(kelly.riskAsked - exp(-4)) < 1e-15 && abs((kelly.riskOfRuin ?? 0) - exp(-4)) < 1e-9)
    let capped = try bets([path, "--max-bet", "60"])
    #expect(capped.limitedBy == "maximum" && (capped.byCount ?? []).allSatisfy { $0.bet <= 60 + 1e-9 })
  }

  @Test("a game that loses at every bet says so instead of printing a SCORE")
  func losing() throws {
    let path = try part(seed: 4)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try bets([path, "--spread", "1-1"])
    #expect(report.loses && report.score == nil && report.byCount == nil)
    let text = run(["bets", path, "--spread", "1-1"])
    #expect(text.status == 0)
    #expect(text.output.contains("No SCORE:          this game loses at every bet within the spread 1-1"))
    #expect(!text.output.contains("DI, SCORE"))
  }

  @Test("the ramp a run is given is reported with its c-SCORE, never as SCORE, and the cut card is named")
  func labels() {
    let result = run(["simulate"] + Self.game + ["--spread", "1-8", "--rounds", "100k", "--seed", "1"])
    #expect(result.status == 0)
    #expect(result.output.contains("DI, c-SCORE, N0:   "))
    #expect(!result.output.contains("SCORE,") || result.output.contains("c-SCORE,"))
    #expect(result.output.contains("Cut card:          before card 261 of 312 (after 260 cards)"))
    let help = run(["help", "bets"]).output
    for phrase in [
      "clamp(lambda·ev(c)/m2(c))", "one-dimensional search", "SCORE is the win per 100 rounds", "c-SCORE",
      "Schlesinger", "13.5 %",
    ] {
      #expect(help.contains(phrase), "help bets lacks '\(phrase)'")
    }
  }

  @Test(
    "bad input is one line and exit 2 or 1",
    arguments: [
      (["bets"], "bets needs one part file"),
      (["bets", "a.json", "--ror", "0"], "--ror expects a risk of ruin in per cent, above 0 and below 100"),
      (["bets", "a.json", "--ror", "5", "--kelly", "1"], "give --ror or --kelly, not both"),
      (["bets", "a.json", "--kelly", "2"], "--kelly expects a fraction of full Kelly above 0 and at most 1"),
      (["bets", "a.json", "--spread", "12-1"], "--spread expects LOW-HIGH units with 1 <= LOW <= HIGH"),
      (["bets", "a.json", "--min-bet", "50", "--max-bet", "10"], "--min-bet (50.00) must not be above --max-bet"),
      (["bets", "a.json", "--chip", "-5"], "--chip expects an amount of money from 0.01 to 1000000000000"),
      (
        ["bets", "a.json", "--bankroll", "1e4"],
        "--bankroll expects an amount of money from 0.01 to 1000000000000, written as a plain decimal like 10000;"
          + " got '1e4'"
      ),
      (["bets", "a.json", "--bankroll", "0.001"], "--bankroll expects an amount of money from 0.01 to 1000000000000"),
      (["bets", "a.json", "--min-bet", "0.009"], "--min-bet expects an amount of money from 0.01 to 1000000000000"),
      (["bets", "/nonexistent/part.json"], "/nonexistent/part.json"),
      (["simulate", "--ror", "5"], "--ror needs --bets"),
      (["simulate", "--bets"], "--bets needs --count"),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 1 || result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test("a flat bettor's part is refused: bets needs a counting run")
  func flatPart() throws {
    let path = temporaryPath("flat.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(run(["simulate", "--rounds", "10k", "--seed", "1", "--out", path]).status == 0)
    let result = run(["bets", path])
    #expect(result.status == 1)
    #expect(result.errors.contains("is a flat-bet simulation; bets needs the part of a counting run"))
  }
}
