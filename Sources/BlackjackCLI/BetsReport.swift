import BlackjackEngine
import BlackjackSimulation
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `blackjack bets` prints (and `simulate --bets` appends): the optimal bets of a counting simulation for a
/// bankroll and a risk, and what they come to. The text and the JSON (`--json`) are both written from it.
///
/// Definitions (``OptimalBets``, ``BetSizing``): the optimal bet at count c, within LOW…HIGH units, is
/// clamp(λ·ev(c)/m2(c)) with ev and m2 the mean and second moment of a round's result at one unit a spot, λ found by
/// a one-dimensional search for the highest DI. The bets in money are those units times a unit sized so that the
/// Brownian risk of ruin of the bankroll is the risk asked for (within the table's limits; with `--chip`, the rising
/// whole-chip ramp with the best DI at the largest size the risk allows). SCORE is the DI² of the optimal bets; a
/// ramp's own DI² is its c-SCORE. Money figures are per round dealt (sat-out rounds included).
///
/// JSON fields: `schemaVersion` (1), `rules`, `system`, `balanced`, `seed`, `rounds` (played), `partial`, `spread`
/// (`low`, `high`), `wong`, `bankroll`, `riskAsked`, `kelly`, `tableMinimum`, `tableMaximum`, `chip`,
/// `roundsPerHour`, `flatEv` (a round at one unit, per unit), `loses`; unless the game loses: `unit`, `limitedBy`
/// ("minimum", "maximum" or absent), `byCount[]` (`count`, `rounds`, `frequency`, `ev`, `secondMoment`,
/// `optimalUnits`, `units`, `bet`), `ramp` (`spec`, `tableMinimum`, `wongIn`, `unitValue`, `options`, `ev`, `sd`,
/// `di`, `cScore`: per round, in the ramp's units), `ev`, `sd`, `evUnits`, `sdUnits`, `winPer100`, `winPerHour`,
/// `di`, `score`, `cScore`, `n0`, `hoursToN0`, `riskOfRuin`, `bankrollForRisk`, `trip` (`rounds`, `ruin`, `ahead`),
/// `goal` (`goal`, `ruinBeforeGoal`); when it loses, `bestEvUnits` (the best bets' EV a round, in units).
struct BetsReport: Report {
  /// The spread in units.
  struct Spread: Encodable, Sendable {
    var low: Int
    var high: Int
  }

  /// One count's row.
  struct Row: Encodable, Sendable {
    var count: Int
    var rounds: Int
    var frequency: Double
    /// ev(c) and m2(c): a round's result at one unit a spot.
    var ev: Double
    var secondMoment: Double
    /// The optimal bet in units (any amount), the bet placed in units (money over the unit), and in money.
    var optimalUnits: Double
    var units: Double
    var bet: Double
  }

  /// The ramp `simulate` takes back.
  struct Ramp: Encodable, Sendable {
    /// `--ramp` steps, in whole units of ``unitValue`` money.
    var spec: String
    /// `--table-min`: the lowest bet, in the ramp's units.
    var tableMinimum: Int
    /// `--wong-in`, when the ramp sits out below a count.
    var wongIn: Int?
    /// What one of the ramp's units is worth in money: the spread's unit rounded away (a unit of 1 without
    /// `--chip`), or the chip.
    var unitValue: Double
    /// The options for `simulate`, as typed.
    var options: String
    /// EV and SD per round, DI and c-SCORE of the ramp, in its own units.
    var ev: Double
    var sd: Double
    var di: Double
    var cScore: Double
  }

  /// The risks over a trip.
  struct Trip: Encodable, Sendable {
    var rounds: Int
    /// Ruin within the rounds, and the chance of being ahead at the end (not ruined on the way).
    var ruin: Double
    var ahead: Double
  }

  /// The risk on the way to a goal.
  struct Goal: Encodable, Sendable {
    var goal: Double
    var ruinBeforeGoal: Double
  }

  var schemaVersion = 1
  var rules: String
  var system: String
  var balanced: Bool
  var seed: String
  var rounds: Int
  var partial: Bool
  var spread: Spread
  var wong: Bool
  var bankroll: Double
  var riskAsked: Double
  var kelly: Double?
  var tableMinimum: Double?
  var tableMaximum: Double?
  var chip: Double?
  var roundsPerHour: Int
  var flatEv: Double
  var loses: Bool
  var bestEvUnits: Double?
  var unit: Double?
  var limitedBy: BetSizing.Limit?
  var byCount: [Row]?
  var ramp: Ramp?
  var ev: Double?
  var sd: Double?
  var evUnits: Double?
  var sdUnits: Double?
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
  var goal: Goal?

  /// Where the odds came from: a run's rules, counter, seed, and whether it was stopped early.
  struct Source: Sendable {
    var rules: Rules
    var counter: Counter
    var seed: UInt64
    var partial: Bool
  }

  /// The bets of `stats` (a counting run's sums) for `request`.
  ///
  /// - Throws: ``CLIError`` (usage) when the table's limits or chip cannot hold the bets.
  init(stats: CountingStats, source: Source, request: BetsRequest) throws(CLIError) {
    let odds = CountOdds(stats)
    rules = source.rules.spec
    system = source.counter.system.name
    balanced = source.counter.system.isBalanced
    seed = String(source.seed)
    rounds = odds.rounds
    partial = source.partial
    spread = Spread(low: request.low, high: request.high)
    wong = request.sitsOut
    bankroll = request.bankroll
    riskAsked = request.risk
    kelly = request.kelly
    tableMinimum = request.table.minimum
    tableMaximum = request.table.maximum
    chip = request.table.chip
    roundsPerHour = request.roundsPerHour
    flatEv = odds.flatMean
    let sizing: BetSizing?
    do throws(BetSizingProblem) {
      sizing = try BetSizing(
        odds, low: Double(request.low), high: Double(request.high), sitsOut: request.sitsOut, table: request.table,
        bankroll: request.bankroll, risk: request.risk)
    } catch {
      throw .usage("the bets do not fit the table: \(error)")
    }
    guard let sizing else {
      loses = true
      bestEvUnits = odds.entries.reduce(0) { sum, entry in
        let best =
          entry.mean > 0
          ? Double(request.high) * entry.mean : request.sitsOut ? 0 : Double(request.low) * entry.mean
        return sum + entry.frequency * best
      }
      return
    }
    loses = false
    unit = sizing.unit
    limitedBy = sizing.limitedBy
    byCount = odds.entries.indices.map { index in
      let entry = odds.entries[index]
      return Row(
        count: entry.count, rounds: entry.rounds, frequency: entry.frequency, ev: entry.mean,
        secondMoment: entry.secondMoment, optimalUnits: sizing.optimum.bets[index],
        units: sizing.bets[index] / sizing.unit, bet: sizing.bets[index])
    }
    ramp = Self.ramp(odds: odds, request: request, sizing: sizing, counter: source.counter)
    let figures = sizing.figures
    ev = figures.mean
    sd = figures.deviation
    evUnits = figures.mean / sizing.unit
    sdUnits = figures.deviation / sizing.unit
    winPer100 = 100 * figures.mean
    winPerHour = Double(request.roundsPerHour) * figures.mean
    di = figures.desirability
    score = sizing.optimum.figures.score
    cScore = figures.score
    n0 = figures.n0
    hoursToN0 = figures.n0.map { $0 / Double(request.roundsPerHour) }
    riskOfRuin = sizing.risk
    bankrollForRisk = RiskOfRuin.bankroll(for: request.risk, mean: figures.mean, deviation: figures.deviation)
    if let rounds = request.tripRounds {
      trip = Trip(
        rounds: rounds,
        ruin: RiskOfRuin.trip(
          mean: figures.mean, deviation: figures.deviation, bankroll: request.bankroll, rounds: rounds),
        ahead: RiskOfRuin.ahead(
          mean: figures.mean, deviation: figures.deviation, bankroll: request.bankroll, rounds: rounds))
    }
    if let goal = request.goal {
      self.goal = Goal(
        goal: goal,
        ruinBeforeGoal: RiskOfRuin.beforeGoal(
          mean: figures.mean, deviation: figures.deviation, bankroll: request.bankroll, goal: goal))
    }
  }

  /// The ramp for `simulate --ramp`: with a chip, the chip bets themselves in chips; without, the rising ramp of
  /// whole units with the best DI within the spread (sitting out below a count when `--wong`).
  private static func ramp(odds: CountOdds, request: BetsRequest, sizing: BetSizing, counter: Counter) -> Ramp? {
    let unitValue: Double
    let bets: [Double]
    if let chip = request.table.chip {
      unitValue = chip
      bets = sizing.bets.map { ($0 / chip).rounded() }
    } else {
      let limits = BetLimits(
        low: Double(request.low), high: Double(request.high), step: 1, sitsOut: request.sitsOut, rising: true)
      guard let whole = OptimalBets(odds, within: limits) else { return nil }
      unitValue = 1
      bets = whole.bets
    }
    let entries = odds.entries
    guard let firstPlayed = bets.firstIndex(where: { $0 > 0 }) else { return nil }
    let minimum = Int(bets[firstPlayed])
    var steps: [(count: Int, value: Int)] = []
    var last = minimum
    for index in firstPlayed..<entries.count where Int(bets[index]) > last {
      last = Int(bets[index])
      steps.append((entries[index].count, last))
    }
    // Rounds sat out before the first count played: wong in there (the lowest count holds everything below it).
    let wongIn = firstPlayed > 0 ? entries[firstPlayed].count : nil
    let spec = steps.isEmpty ? String(minimum) : steps.map { "\($0.count):\($0.value)" }.joined(separator: " ")
    var options = "--ramp \"\(spec)\""
    if minimum != 1 { options += " --table-min \(minimum)" }
    if let wongIn { options += " --wong-in \(wongIn)" }
    // The ramp's figures in its own units, for exactly the bets it makes.
    let played = entries.indices.map { index -> Double in
      guard index >= firstPlayed else { return 0 }
      return Double(steps.last(where: { $0.count <= entries[index].count })?.value ?? minimum)
    }
    let figures = odds.figures(of: played)
    return Ramp(
      spec: spec, tableMinimum: minimum, wongIn: wongIn, unitValue: unitValue, options: options, ev: figures.mean,
      sd: figures.deviation, di: figures.desirability, cScore: figures.score)
  }

  /// A count as the table prints it: "+3", "0", "-2", and "<=-15" or ">=+15" for the ends.
  static func countLabel(_ count: Int) -> String {
    let text = count > 0 ? "+\(count)" : "\(count)"
    let range = CountingStats.countRange
    return count == range.lowerBound ? "<=" + text : count == range.upperBound ? ">=" + text : text
  }

  /// The text lines.
  var lines: [String] {
    let percent = { (value: Double, digits: Int) in DecimalFormat.fixed(value * 100, digits: digits) + " %" }
    let money = DecimalFormat.money
    let countName = balanced ? "true count" : "running count"
    var lines = [
      "\(partial ? "PARTIAL (stopped): " : "")Bets for \(system) (\(countName)), "
        + "\(DecimalFormat.grouped(rounds)) rounds of \(rules), seed \(seed)",
      "Spread \(spread.low)-\(spread.high) units, \(wong ? "sitting out where the count does not pay" : "every round played"); "
        + "bankroll \(money(bankroll)), risk of ruin \(percent(riskAsked, 2))"
        + (kelly.map { " (\(DecimalFormat.fixed($0, digits: 2)) Kelly)" } ?? "")
        + (tableMinimum.map { "; table minimum \(money($0))" } ?? "")
        + (tableMaximum.map { "; maximum \(money($0))" } ?? "") + (chip.map { "; chips of \(money($0))" } ?? ""),
      "Flat bet:          \(DecimalFormat.signed(flatEv * 100, digits: 3)) % a round at one unit a spot "
        + "(house edge \(DecimalFormat.signed(-flatEv * 100, digits: 3)) %)",
    ]
    guard !loses, let byCount, let unit, let ev, let sd, let di, let score, let cScore else {
      lines.append(
        "No SCORE:          this game loses at every bet within the spread \(spread.low)-\(spread.high)"
          + (wong ? ", sitting out or not" : "") + ": the best bets lose "
          + DecimalFormat.fixed(-(bestEvUnits ?? 0), digits: 5) + " units a round")
      return lines
    }
    lines.append("  Count   Freq %      EV %   Optimal    Units          Bet")
    for row in byCount {
      lines.append(
        "  " + Self.countLabel(row.count).padded(to: 6)
          + percent(row.frequency, 2).dropLast(2).description
          .padded(toLeading: 8) + DecimalFormat.signed(row.ev * 100, digits: 2).padded(toLeading: 10)
          + (row.optimalUnits == 0 ? "sit out" : DecimalFormat.fixed(row.optimalUnits, digits: 2))
          .padded(toLeading: 10)
          + (row.bet == 0 ? "sit out" : DecimalFormat.fixed(row.units, digits: 2)).padded(toLeading: 9)
          + (row.bet == 0 ? "-" : money(row.bet)).padded(toLeading: 13))
    }
    if let ramp {
      let unitText = ramp.unitValue == 1 && chip == nil ? "whole units" : "in chips of \(money(ramp.unitValue))"
      lines.append(
        "Ramp:              \(ramp.options) (\(unitText), never falling; DI \(DecimalFormat.fixed(ramp.di, digits: 2)),"
          + " c-SCORE \(DecimalFormat.fixed(ramp.cScore, digits: 2)))")
    }
    lines.append(
      "Unit:              \(money(unit)) (the low bet is \(spread.low) \(spread.low == 1 ? "unit" : "units"))"
        + (limitedBy == .minimum ? "; raised to the table minimum: the risk is above what was asked" : "")
        + (limitedBy == .maximum ? "; the top bets are held to the table maximum" : ""))
    lines.append(
      "EV per round:      \(DecimalFormat.signed(ev, digits: 4)) (\(DecimalFormat.signed(evUnits ?? 0, digits: 5)) units); "
        + "SD \(money(sd)) (\(DecimalFormat.fixed(sdUnits ?? 0, digits: 3)) units)")
    lines.append(
      "Win rate:          \(DecimalFormat.signedMoney(winPer100 ?? 0)) per 100 rounds, "
        + "\(DecimalFormat.signedMoney(winPerHour ?? 0)) an hour at \(roundsPerHour) rounds an hour")
    let n0Text =
      n0.map {
        "\(DecimalFormat.grouped(Int($0.rounded()))) rounds (\(DecimalFormat.fixed(hoursToN0 ?? 0, digits: 0)) hours)"
      } ?? "n/a"
    if abs(cScore - score) < 1e-9 * Swift.max(1, score) {
      lines.append(
        "DI, SCORE, N0:     \(DecimalFormat.fixed(di, digits: 2)), \(DecimalFormat.fixed(score, digits: 2)), \(n0Text)")
    } else {
      lines.append(
        "DI, c-SCORE, N0:   \(DecimalFormat.fixed(di, digits: 2)), \(DecimalFormat.fixed(cScore, digits: 2)) "
          + "(these bets; SCORE \(DecimalFormat.fixed(score, digits: 2)) with the optimal bets), \(n0Text)")
    }
    lines.append(
      "Risk of ruin:      \(percent(riskOfRuin ?? 1, 2)) with a bankroll of \(money(bankroll)) (played without end); "
        + "\(percent(riskAsked, 2)) asks for \(bankrollForRisk.map(money) ?? "no bankroll: the bets do not win")")
    if let trip {
      lines.append(
        "Trip:              \(DecimalFormat.grouped(trip.rounds)) rounds: ruin \(percent(trip.ruin, 2)), ahead at "
          + "the end \(percent(trip.ahead, 2))")
    }
    if let goal {
      lines.append(
        "Goal:              ruin before winning \(money(goal.goal)): \(percent(goal.ruinBeforeGoal, 2))")
    }
    return lines
  }
}
