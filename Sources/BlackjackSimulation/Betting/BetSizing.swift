#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A table's limits on the bets, in money: the smallest and largest bet allowed, and the chip bets are made of.
public struct TableLimits: Hashable, Sendable {
  /// The table minimum, or `nil` for none.
  public var minimum: Double?
  /// The table maximum, or `nil` for none.
  public var maximum: Double?
  /// The chip: every bet a whole number of them; `nil` for bets of any amount.
  public var chip: Double?

  /// Limits; every one optional.
  public init(minimum: Double? = nil, maximum: Double? = nil, chip: Double? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.chip = chip
  }

  /// The most chips a bet may be made of: beyond, rounding to the chip no longer matters and the search over chip
  /// ramps would be slow.
  public static let maximumChips = 20_000
}

/// Why bets cannot be sized for a table: one line naming the limits involved.
public enum BetSizingProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The table minimum is above the maximum.
  case limitsCross(minimum: Double, maximum: Double)
  /// The chip is so small that the top bet would be more than ``TableLimits/maximumChips`` chips.
  case chipTooSmall(chip: Double, chips: Int)
  /// No bet between the limits is a whole number of chips.
  case noChipBet(chip: Double)

  /// The problem in one line.
  public var description: String {
    switch self {
    case .limitsCross(let minimum, let maximum):
      "the table minimum (\(minimum)) is above the maximum (\(maximum))"
    case .chipTooSmall(let chip, let chips):
      "a chip of \(chip) makes the top bet \(chips) chips; at most \(TableLimits.maximumChips) are allowed, so use a "
        + "larger chip"
    case .noChipBet(let chip): "no bet between the table limits is a whole number of chips of \(chip)"
    }
  }
}

/// The bets of a counting game in money, for a bankroll and a risk of ruin: the best bets in units (highest DI
/// within the spread), scaled so that the Brownian risk of losing the bankroll is the risk asked for, within the
/// table's limits.
///
/// - The unit: the bets in units are the ``OptimalBets`` within LOW…HIGH. A unit worth `u` in money has mean `uμ` and
///   variance `u²σ²`, so the risk exp(−2uμB/(u²σ²)) is `r` for u = 2μB / (σ² (−ln r)).
/// - A table minimum above the low bet this gives makes the unit larger: the risk is then higher than asked
///   (``limitedBy`` says so). A table maximum below the top bet caps the high bets: the low bet is then the largest
///   for which the best bets between it and the maximum (within the spread) keep the risk at most `r`.
/// - With a chip, the bets are the rising ramp of whole chips with the highest DI between a low bet of `n` chips and
///   `n`·HIGH/LOW chips (or the maximum), `n` the largest for which the risk is at most `r` (at least the table
///   minimum): the ramp is chosen by DI for each size, not rounded from the bets of any amount.
public struct BetSizing: Hashable, Sendable {
  /// Which table limit kept the bets from the plain scaling of the best bets.
  public enum Limit: String, Hashable, Sendable, Codable {
    /// The table minimum: the bets are larger, and riskier, than the risk asked for allows.
    case minimum
    /// The table maximum: the high bets are capped and the low bet raised to reach the risk.
    case maximum
  }

  /// The bet at each count of the odds' entries, in money (0: sat out).
  public var bets: [Double]
  /// The money a unit of the spread is worth: the low bet over LOW.
  public var unit: Double
  /// What the bets come to per round dealt, in money.
  public var figures: BetFigures
  /// The risk of ruin of the bankroll with these bets.
  public var risk: Double
  /// The table limit that bound, if one did.
  public var limitedBy: Limit?
  /// The best bets in units within the spread (any amount): their DI squared is the game's SCORE.
  public var optimum: OptimalBets

  /// Sizes the bets of `odds` for `bankroll` at a risk of ruin of `risk` (0 < risk < 1), within the spread `low` to
  /// `high` units, sitting out or not, within `table`; `nil` when no bets within the spread win.
  ///
  /// - Throws: ``BetSizingProblem`` for limits that cross, or a chip too small for the bets.
  public init?(
    _ odds: CountOdds, low: Double, high: Double, sitsOut: Bool, table: TableLimits, bankroll: Double, risk: Double
  ) throws(BetSizingProblem) {
    precondition(low > 0 && low <= high && bankroll > 0 && risk > 0 && risk < 1)
    if let minimum = table.minimum, let maximum = table.maximum, minimum > maximum {
      throw .limitsCross(minimum: minimum, maximum: maximum)
    }
    guard let optimum = OptimalBets(odds, within: BetLimits(low: low, high: high, sitsOut: sitsOut)) else { return nil }
    self.optimum = optimum
    let units = optimum.figures
    let riskUnit = 2 * units.mean * bankroll / (units.variance * -log(risk))
    let sizing = Sizing(
      odds: odds, low: low, high: high, sitsOut: sitsOut, table: table, bankroll: bankroll, risk: risk,
      optimum: optimum)
    let chosen: (bets: [Double], low: Double, limit: Limit?)
    if let chip = table.chip {
      chosen = try sizing.chips(chip, riskLow: riskUnit * low)
    } else {
      chosen = sizing.anyAmount(riskLow: riskUnit * low)
    }
    bets = chosen.bets
    unit = chosen.low / low
    limitedBy = chosen.limit
    figures = odds.figures(of: bets)
    self.risk = RiskOfRuin.brownian(mean: figures.mean, deviation: figures.deviation, bankroll: bankroll)
  }

  /// The search for the size of the bets.
  private struct Sizing {
    let odds: CountOdds
    let low: Double
    let high: Double
    let sitsOut: Bool
    let table: TableLimits
    let bankroll: Double
    let risk: Double
    let optimum: OptimalBets

    func ruin(_ bets: [Double]) -> Double {
      let figures = odds.figures(of: bets)
      return RiskOfRuin.brownian(mean: figures.mean, deviation: figures.deviation, bankroll: bankroll)
    }

    /// The best bets (any amount) with a low bet of `lowBet`, the top capped at the table maximum.
    func bets(lowBet: Double) -> [Double] {
      let top = lowBet * high / low
      if let maximum = table.maximum, top > maximum {
        let limits = BetLimits(low: lowBet, high: Swift.max(lowBet, maximum), sitsOut: sitsOut)
        return OptimalBets(odds, within: limits)?.bets ?? odds.entries.map { _ in sitsOut ? 0 : lowBet }
      }
      return optimum.bets.map { $0 * lowBet / low }
    }

    func anyAmount(riskLow: Double) -> (bets: [Double], low: Double, limit: Limit?) {
      let minimum = table.minimum ?? 0
      var lowBet = riskLow
      var limit: Limit?
      if let maximum = table.maximum, riskLow * high / low > maximum {
        // Capped: the largest low bet from the uncapped edge up to the maximum whose risk is at most `risk`.
        var safe = Swift.min(riskLow, maximum * low / high)
        var unsafe = maximum
        if ruin(bets(lowBet: unsafe)) <= risk {
          safe = unsafe
        } else {
          for _ in 0..<80 where unsafe - safe > 1e-12 * unsafe {
            let middle = (safe + unsafe) / 2
            if ruin(bets(lowBet: middle)) <= risk { safe = middle } else { unsafe = middle }
          }
        }
        lowBet = safe
        limit = .maximum
      }
      if lowBet < minimum {
        lowBet = minimum
        limit = .minimum
      }
      return (bets(lowBet: lowBet), lowBet, limit)
    }

    /// The rising whole-chip ramp with the highest DI from `chips` chips up.
    func chipBets(_ chips: Int, chip: Double, top: Int) -> [Double] {
      let limits = BetLimits(
        low: Double(chips) * chip, high: Double(Swift.max(chips, top)) * chip, step: chip, sitsOut: sitsOut,
        rising: true)
      return OptimalBets(odds, within: limits)?.bets ?? odds.entries.map { _ in sitsOut ? 0 : Double(chips) * chip }
    }

    func chips(_ chip: Double, riskLow: Double) throws(BetSizingProblem) -> (
      bets: [Double], low: Double, limit: Limit?
    ) {
      let fewest = Swift.max(1, Int(((table.minimum ?? 0) / chip - 1e-9).rounded(.up)))
      let most = table.maximum.map { Int(($0 / chip + 1e-9).rounded(.down)) } ?? Int.max
      guard fewest <= most else { throw .noChipBet(chip: chip) }
      let top = { (chips: Int) in
        Swift.min(most, Int((Double(chips) * high / low + 1e-9).rounded(.down)))
      }
      // The largest low bet whose top bet has at most `maximumChips` chips.
      let largest = Swift.min(most, Int(Double(TableLimits.maximumChips) * low / high))
      let estimate = Swift.max(fewest, Int(Swift.min(riskLow / chip, 1e15).rounded(.down)))
      guard Swift.min(estimate, most) <= largest else {
        throw .chipTooSmall(chip: chip, chips: top(Swift.min(estimate, most)))
      }
      let ruin = { (chips: Int) in self.ruin(self.chipBets(chips, chip: chip, top: top(chips))) }
      guard ruin(fewest) <= risk else {
        return (chipBets(fewest, chip: chip, top: top(fewest)), Double(fewest) * chip, .minimum)
      }
      // The largest size with a risk at most `risk`: bracketed from the estimate outwards, then halved.
      var safe = fewest
      var unsafe: Int?
      var probe = Swift.max(Swift.min(estimate, largest), fewest + 1)
      var distance = 1
      while probe <= largest {
        if ruin(probe) <= risk {
          safe = probe
          probe = probe == largest ? largest + 1 : Swift.min(largest, probe + distance)
          distance *= 2
        } else {
          unsafe = probe
          break
        }
      }
      if var unsafe {
        while unsafe - safe > 1 {
          let middle = safe + (unsafe - safe) / 2
          if ruin(middle) <= risk { safe = middle } else { unsafe = middle }
        }
      }
      let capped = table.maximum != nil && top(safe) < Int((Double(safe) * high / low + 1e-9).rounded(.down))
      return (chipBets(safe, chip: chip, top: top(safe)), Double(safe) * chip, capped ? .maximum : nil)
    }
  }
}
