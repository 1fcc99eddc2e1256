import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// The card counter's part of `blackjack simulate`'s report: how the counter played, and what the spread, the
/// indices and the bankroll came to. Money is in units (the table's betting unit); EVs and risks are fractions.
///
/// The risk of ruin is the Brownian (diffusion) approximation for a bankroll played without end,
/// RoR = exp(−2 μ B / σ²), with μ and σ the EV and the standard deviation per round in units; the bankroll for a
/// risk r is −σ² ln r / (2 μ). DI = 1000 μ / σ, c-SCORE = 10⁶ (μ / σ)² (the ramp's DI²: the win per 100 rounds, in
/// units, of this ramp scaled to a 13.5 % risk on a 10,000-unit bankroll; SCORE is reserved for the optimal bets,
/// `--bets`), N0 = (σ / μ)² (rounds to overcome one standard deviation). c-SCORE and N0 mean something only for a
/// game that wins (μ > 0): squared, a losing game's would look like a winning one's, so they are not given (`null`,
/// with ``scoreNote`` saying why).
struct CountingReport: Encodable, Sendable {
  /// One row of the table by count.
  struct CountRow: Encodable, Sendable {
    /// The count the rounds were bet at (the true count for a balanced system; the ends include everything beyond).
    var count: Int
    var rounds: Int
    /// The share of the rounds played.
    var frequency: Double
    /// The average bet, in units.
    var averageBet: Double
    /// EV per unit bet at this count, and its standard error.
    var ev: Double
    var evStdError: Double
    /// EV per round at one unit a spot (the chart of EV by count), and its standard error.
    var flatEv: Double
    var flatEvStdError: Double
  }

  /// The risk of ruin, with `--bankroll`.
  struct Risk: Encodable, Sendable {
    /// "brownian: exp(-2 mu B / sigma^2), played without end".
    var formula = "brownian: exp(-2 mu B / sigma^2), played without end"
    /// The bankroll, in units.
    var bankroll: Int
    /// The risk of losing it all.
    var riskOfRuin: Double
    /// The bankroll for a 13.5 % and a 5 % risk, in units (`nil` when the game does not win).
    var bankrollFor13_5Percent: Double?
    var bankrollFor5Percent: Double?
  }

  var system: String
  var tags: String
  var balanced: Bool
  var tcEstimate: String
  var tcRound: String
  var ramp: String
  var spots: String
  var wongIn: Int?
  var wongOut: Int?
  var tableMinimum: Int
  var tableMaximum: Int
  var indices: String?
  var otherSeats: Int
  var seat: Int
  var roundsPlayed: Int
  var roundsWatched: Int
  var spotsPlayed: Int
  /// The average bet per round (all spots), in units.
  var averageBet: Double
  /// EV per round as a fraction of the table minimum, and of the average bet.
  var evPerMinimumBet: Double
  var evPerAverageBet: Double
  /// The EV per round in units (μ), its standard error, the win per 100 rounds.
  var evUnits: Double
  var evUnitsStdError: Double
  var winPer100: Double
  /// The standard deviation per round and per 100 rounds, in units (σ).
  var sdPerRound: Double
  var sdPer100: Double
  var di: Double
  /// DI² of the ramp played (c-SCORE, not SCORE, which is the optimal bets' DI²) and N0, for a game that wins; `nil`
  /// (`null` in the JSON) otherwise, ``scoreNote`` then saying why.
  @ExplicitNull var cScore: Double? = nil
  @ExplicitNull var n0: Double? = nil
  /// Why c-SCORE and N0 are not given: "the game loses", "the game breaks even"; `nil` when they are.
  var scoreNote: String?
  /// The same rounds at one unit a spot: EV per round as a fraction of one unit, and its standard error.
  var flatEv: Double
  var flatEvStdError: Double
  var risk: Risk?
  var byCount: [CountRow]

  /// The counter's figures of a run.
  init(counter: Counter, stats: CountingStats, bankroll: Int?) {
    let unit = Double(Simulation.unitCents)
    system = counter.system.name
    tags = counter.system.tagSpec
    balanced = counter.system.isBalanced
    tcEstimate = counter.estimate.rawValue
    tcRound = counter.rounding.rawValue
    ramp = counter.ramp.spec
    spots = counter.spots.spec
    wongIn = counter.wongIn
    wongOut = counter.wongIn == nil ? nil : (counter.wongOut ?? counter.wongIn)
    tableMinimum = counter.tableMinimum
    tableMaximum = counter.tableMaximum
    indices = counter.indices?.name
    otherSeats = counter.otherSeats
    seat = counter.seat
    let total = stats.total
    let n = Double(max(1, total.rounds))
    roundsPlayed = total.rounds
    roundsWatched = stats.watched
    spotsPlayed = stats.spots
    averageBet = Double(total.betCents) / n / unit
    let (mean, sd) = Self.meanAndDeviation(sum: total.netCents, squares: total.netSquaredCents, count: total.rounds)
    evUnits = mean / unit
    sdPerRound = sd / unit
    evUnitsStdError = sdPerRound / n.squareRoot()
    evPerMinimumBet = evUnits / Double(counter.tableMinimum)
    evPerAverageBet = total.betCents > 0 ? Double(total.netCents) / Double(total.betCents) : 0
    winPer100 = evUnits * 100
    sdPer100 = sdPerRound * 10
    di = sdPerRound > 0 ? 1000 * evUnits / sdPerRound : 0
    if evUnits > 0 && sdPerRound > 0 {
      cScore = 1e6 * (evUnits / sdPerRound) * (evUnits / sdPerRound)
      n0 = (sdPerRound / evUnits) * (sdPerRound / evUnits)
    } else {
      scoreNote = evUnits < 0 ? "the game loses" : evUnits == 0 ? "the game breaks even" : "the rounds do not vary"
    }
    let flat = Self.meanAndDeviation(
      sum: total.flatNetCents, squares: total.flatNetSquaredCents, count: total.rounds)
    flatEv = flat.mean / unit
    flatEvStdError = flat.deviation / unit / n.squareRoot()
    if let bankroll {
      risk = Self.risk(bankroll: bankroll, mean: evUnits, deviation: sdPerRound)
    }
    byCount = zip(CountingStats.countRange, stats.byCount).compactMap { count, sums in
      guard sums.rounds > 0 else { return nil }
      let rounds = Double(sums.rounds)
      let netSD = Self.meanAndDeviation(sum: sums.netCents, squares: sums.netSquaredCents, count: sums.rounds).deviation
      let (flat, flatSD) = Self.meanAndDeviation(
        sum: sums.flatNetCents, squares: sums.flatNetSquaredCents, count: sums.rounds)
      let averageBet = Double(sums.betCents) / rounds
      return CountRow(
        count: count, rounds: sums.rounds, frequency: rounds / n, averageBet: averageBet / unit,
        ev: sums.betCents > 0 ? Double(sums.netCents) / Double(sums.betCents) : 0,
        evStdError: averageBet > 0 ? netSD / averageBet / rounds.squareRoot() : 0, flatEv: flat / unit,
        flatEvStdError: flatSD / unit / rounds.squareRoot())
    }
  }

  /// The mean and the sample standard deviation of values given by their sum and sum of squares.
  static func meanAndDeviation(sum: Int128, squares: Int128, count: Int) -> (mean: Double, deviation: Double) {
    guard count > 0 else { return (0, 0) }
    let n = Double(count)
    let mean = Double(sum) / n
    guard count > 1 else { return (mean, 0) }
    let variance = max(0, (Double(squares) / n - mean * mean) * n / (n - 1))
    return (mean, variance.squareRoot())
  }

  /// The Brownian risk of ruin of `bankroll` units, and the bankrolls for 13.5 % and 5 %.
  static func risk(bankroll: Int, mean: Double, deviation: Double) -> Risk {
    Risk(
      bankroll: bankroll, riskOfRuin: RiskOfRuin.brownian(mean: mean, deviation: deviation, bankroll: Double(bankroll)),
      bankrollFor13_5Percent: RiskOfRuin.bankroll(for: 0.135, mean: mean, deviation: deviation),
      bankrollFor5Percent: RiskOfRuin.bankroll(for: 0.05, mean: mean, deviation: deviation))
  }

  /// DI, SCORE and N0 in words: "5.12, 26.21, 38,146 rounds", or "-9.12, —, — (the game loses)".
  var scoreText: String {
    let di = DecimalFormat.fixed(self.di, digits: 2)
    guard let cScore, let n0 else { return "\(di), —, —" + (scoreNote.map { " (\($0))" } ?? "") }
    return "\(di), \(DecimalFormat.fixed(cScore, digits: 2)), \(DecimalFormat.grouped(n0)) rounds"
  }

  /// The text lines of the counter's figures.
  var lines: [String] {
    let fixed = { (value: Double, digits: Int) in DecimalFormat.fixed(value, digits: digits) }
    let signed = { (value: Double, digits: Int) in DecimalFormat.signed(value, digits: digits) }
    var lines = [
      "Count:             \(system) (\(balanced ? "balanced" : "unbalanced"): \(tags)); true count \(tcEstimate), "
        + "\(tcRound)",
      "Betting:           ramp \(ramp) units, table minimum \(tableMinimum)"
        + (tableMaximum < 1_000_000 ? ", maximum \(tableMaximum)" : "") + "; spots \(spots)"
        + (wongIn.map { "; wong in at \($0), out below \(wongOut ?? $0)" } ?? "")
        + (otherSeats > 0 ? "; seat \(seat) of \(otherSeats + 1)" : ""),
      "Indices:           \(indices ?? "none (the chart at every count)")",
      "Rounds:            \(DecimalFormat.grouped(roundsPlayed)) played, \(DecimalFormat.grouped(roundsWatched)) "
        + "watched; \(DecimalFormat.grouped(spotsPlayed)) spots",
      "Average bet:       \(fixed(averageBet, 3)) units a round",
      "EV per round:      \(signed(evUnits, 5)) ± \(fixed(evUnitsStdError, 5)) units; "
        + "\(signed(evPerMinimumBet * 100, 3)) % of the minimum bet, \(signed(evPerAverageBet * 100, 3)) % of the "
        + "average bet",
      "Win rate:          \(signed(winPer100, 3)) units per 100 rounds; SD \(fixed(sdPerRound, 3)) a round, "
        + "\(fixed(sdPer100, 2)) per 100",
      "DI, c-SCORE, N0:   \(scoreText)",
      "Flat bet:          \(signed(flatEv * 100, 4)) % ± \(fixed(flatEvStdError * 100, 4)) % a round at one unit a spot",
    ]
    if let risk {
      let needed = { (units: Double?) in units.map(DecimalFormat.grouped) ?? "never (no edge)" }
      lines.append(
        "Risk of ruin:      \(fixed(risk.riskOfRuin * 100, 2)) % with \(DecimalFormat.grouped(risk.bankroll)) units "
          + "(exp(-2 mu B / sigma^2), played without end); 13.5 % needs \(needed(risk.bankrollFor13_5Percent)), "
          + "5 % needs \(needed(risk.bankrollFor5Percent)) units")
    }
    lines.append("By count:          count       rounds   freq %   avg bet   EV/unit bet %       flat EV %")
    for row in byCount {
      lines.append(
        String(repeating: " ", count: 19) + (row.count > 0 ? "+\(row.count)" : "\(row.count)").padded(toLeading: 5)
          + DecimalFormat.grouped(row.rounds).padded(toLeading: 13) + fixed(row.frequency * 100, 2).padded(toLeading: 9)
          + fixed(row.averageBet, 2).padded(toLeading: 10)
          + "\(signed(row.ev * 100, 2)) ± \(fixed(row.evStdError * 100, 2))".padded(toLeading: 16)
          + "\(signed(row.flatEv * 100, 2)) ± \(fixed(row.flatEvStdError * 100, 2))".padded(toLeading: 16))
    }
    return lines
  }
}
