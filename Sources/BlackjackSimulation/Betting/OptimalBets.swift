/// The bets that maximise DI (μ/σ) in a counting game within some ``BetLimits``, found by a one-dimensional search.
///
/// Why one dimension is enough: let b* be the best bets of any set of allowed bets S, with mean μ* > 0 and second
/// moment M*. For λ = M*/μ*, b* maximises over S the separable function
///
///     g(b) = Σ_c p(c) · (ev(c)·b(c) − m2(c)·b(c)² / (2λ))
///
/// (for any b in S, write M(b) = s²M*; μ(b) ≤ s·μ* since b's DI is no better, so g(b) ≤ μ*(s − s²/2) ≤ μ*/2 =
/// g(b*)). Maximising g is done count by count, `−m2/(2λ)·(b − λ·ev/m2)²` being the only term that depends on b(c):
/// the bet nearest to λ·ev(c)/m2(c) among those allowed, `clamp(λ·ev/m2)` when any amount between the limits is. So
/// the best bets are among the bets of that form for some λ > 0, and a search over λ finds them: exactly, through
/// every λ at which a count's bet changes its form, and the one stationary point of μ/√M between two of them.
///
/// - Sitting out (``BetLimits/sitsOut``): a count is played only where that beats a bet of 0, that is where the
///   nearest allowed bet is below 2λ·ev/m2.
/// - Whole steps (``BetLimits/step``): the nearest whole multiple between the limits.
/// - Rising bets (``BetLimits/rising``): g is then maximised over non-decreasing bets, whose solution is the same
///   form with ev/m2 replaced by its non-decreasing fit weighted by p·m2 (``Isotonic``), clamped and, with steps,
///   rounded (rounding a least-squares isotonic fit gives the best whole-step fit). With sitting out as well, every
///   count below which the rounds are sat out is tried in turn.
///
/// A game in which no allowed bets win has no best bets (the initialiser returns `nil`).
public struct OptimalBets: Hashable, Sendable {
  /// The bet at each count of the odds' ``CountOdds/entries``, in the limits' money (0: the round is sat out).
  public var bets: [Double]
  /// The λ of the bets: each is the allowed bet nearest λ·ev/m2 (or its rising fit).
  public var lambda: Double
  /// What the bets come to, per round dealt.
  public var figures: BetFigures

  /// The bets with the highest DI in `odds` within `limits`, or `nil` when no allowed bets win (μ ≤ 0 for all).
  public init?(_ odds: CountOdds, within limits: BetLimits) {
    let entries = odds.entries
    guard !entries.isEmpty else { return nil }
    var best: Candidate?
    if limits.rising && limits.sitsOut {
      // Sit out below entry `first`, play a rising ramp from there on.
      for first in entries.indices {
        let search = Search(odds: odds, limits: limits, first: first)
        if let candidate = search.best(), candidate.desirability > (best?.desirability ?? 0) { best = candidate }
      }
    } else {
      best = Search(odds: odds, limits: limits, first: 0).best()
    }
    guard let best, best.figures.mean > 0 else { return nil }
    bets = best.bets
    lambda = best.lambda
    figures = best.figures
  }

  /// Bets found by a search.
  fileprivate struct Candidate {
    var bets: [Double]
    var lambda: Double
    var figures: BetFigures
    var desirability: Double { figures.mean > 0 ? figures.desirability : -.infinity }
  }

  /// The search over λ for the bets of the counts from `first` on (those before are sat out).
  private struct Search {
    let odds: CountOdds
    let limits: BetLimits
    let first: Int
    /// ev/m2 at each count (its rising fit from `first` on, for rising bets).
    let ratios: [Double]
    /// Whether a count may be sat out on its own (sitting out, bets not rising).
    let sitsOutByCount: Bool
    /// With steps: the low and high bets in steps.
    let lowSteps: Int
    let highSteps: Int

    init(odds: CountOdds, limits: BetLimits, first: Int) {
      self.odds = odds
      self.limits = limits
      self.first = first
      var ratios = odds.entries.map(\.ratio)
      if limits.rising {
        let played = odds.entries[first...]
        let fit = Isotonic.fit(
          played.map(\.ratio), weights: played.map { Swift.max($0.frequency * $0.secondMoment, .leastNormalMagnitude) })
        ratios.replaceSubrange(first..., with: fit)
      }
      self.ratios = ratios
      sitsOutByCount = limits.sitsOut && !limits.rising
      if let step = limits.step {
        lowSteps = BetLimits.steps(limits.low, step) ?? 1
        highSteps = BetLimits.steps(limits.high, step) ?? 1
      } else {
        lowSteps = 0
        highSteps = 0
      }
    }

    /// The bet at count `index` for `lambda`.
    func bet(_ index: Int, lambda: Double) -> Double {
      guard index >= first else { return 0 }
      let target = lambda * ratios[index]
      var bet: Double
      if let step = limits.step {
        let steps = Swift.min(Swift.max((target / step).rounded(), Double(lowSteps)), Double(highSteps))
        bet = steps * step
      } else {
        bet = Swift.min(Swift.max(target, limits.low), limits.high)
      }
      if sitsOutByCount && !(bet < 2 * target) { bet = 0 }
      return bet
    }

    func bets(lambda: Double) -> [Double] { odds.entries.indices.map { bet($0, lambda: lambda) } }

    func candidate(lambda: Double) -> Candidate {
      let bets = bets(lambda: lambda)
      return Candidate(bets: bets, lambda: lambda, figures: odds.figures(of: bets))
    }

    func best() -> Candidate? { limits.step == nil ? bestOfAnyAmount() : bestOfWholeSteps() }

    /// Any amount: between two λs at which a count's bet changes form, each bet is constant or λ·ratio, so
    /// μ = α + βλ and M = γ + ελ², and μ/√M is stationary only at λ = βγ/(αε).
    private func bestOfAnyAmount() -> Candidate? {
      var breaks: [Double] = []
      for index in first..<odds.entries.count where ratios[index] > 0 {
        let ratio = ratios[index]
        breaks += [limits.low / ratio, limits.high / ratio]
        if sitsOutByCount { breaks.append(limits.low / (2 * ratio)) }
      }
      breaks = Array(Set(breaks.filter { $0 > 0 && $0.isFinite })).sorted()
      guard let lowest = breaks.first, let highest = breaks.last else { return candidate(lambda: 1) }
      var trials = [lowest / 2, highest * 2] + breaks
      for (start, end) in zip(breaks, breaks.dropFirst()) {
        let middle = (start + end) / 2
        var alpha = 0.0
        var beta = 0.0
        var gamma = 0.0
        var epsilon = 0.0
        for (index, entry) in odds.entries.enumerated() {
          let bet = bet(index, lambda: middle)
          let p = entry.frequency
          if bet > 0 && bet == middle * ratios[index] {
            beta += p * entry.mean * ratios[index]
            epsilon += p * entry.secondMoment * ratios[index] * ratios[index]
          } else {
            alpha += p * entry.mean * bet
            gamma += p * entry.secondMoment * bet * bet
          }
        }
        guard alpha != 0, epsilon != 0 else { continue }
        let stationary = beta * gamma / (alpha * epsilon)
        if stationary > start && stationary < end { trials.append(stationary) }
      }
      return trials.map { candidate(lambda: $0) }.max { $0.desirability < $1.desirability }
    }

    /// Whole steps: each bet is constant between the λs at which it moves to the next step, so every stretch between
    /// two of them is tried once, the sums updated one count at a time.
    private func bestOfWholeSteps() -> Candidate? {
      guard let step = limits.step else { return nil }
      // (λ, count, bet from λ on)
      var changes: [(lambda: Double, index: Int, bet: Double)] = []
      for index in first..<odds.entries.count where ratios[index] > 0 {
        let ratio = ratios[index]
        if sitsOutByCount { changes.append((limits.low / (2 * ratio), index, Double(lowSteps) * step)) }
        for steps in lowSteps..<highSteps {
          changes.append(((Double(steps) + 0.5) * step / ratio, index, Double(steps + 1) * step))
        }
      }
      changes.sort { $0.lambda < $1.lambda || ($0.lambda == $1.lambda && $0.bet < $1.bet) }
      // The bets for λ just above 0.
      var bets = odds.entries.indices.map { index -> Double in
        index < first || (sitsOutByCount) ? 0 : limits.low
      }
      let entries = odds.entries
      var mean = 0.0
      var moment = 0.0
      for (entry, bet) in zip(entries, bets) {
        mean += entry.frequency * entry.mean * bet
        moment += entry.frequency * entry.secondMoment * bet * bet
      }
      func desirability() -> Double {
        let figures = BetFigures(mean: mean, secondMoment: moment)
        return figures.mean > 0 ? figures.desirability : -.infinity
      }
      var bestApplied = 0
      var bestValue = desirability()
      var position = 0
      while position < changes.count {
        let lambda = changes[position].lambda
        while position < changes.count && changes[position].lambda == lambda {
          let change = changes[position]
          let entry = entries[change.index]
          let old = bets[change.index]
          mean += entry.frequency * entry.mean * (change.bet - old)
          moment += entry.frequency * entry.secondMoment * (change.bet * change.bet - old * old)
          bets[change.index] = change.bet
          position += 1
        }
        let value = desirability()
        if value > bestValue {
          bestValue = value
          bestApplied = position
        }
      }
      // The bets after `bestApplied` changes, their figures worked out afresh (no sums carried along).
      var chosen = odds.entries.indices.map { index -> Double in index < first || sitsOutByCount ? 0 : limits.low }
      for change in changes.prefix(bestApplied) { chosen[change.index] = change.bet }
      let lambda: Double
      switch (bestApplied, changes.isEmpty) {
      case (_, true): lambda = 1
      case (0, false): lambda = changes[0].lambda / 2
      case (changes.count, false): lambda = changes[changes.count - 1].lambda * 2
      default: lambda = (changes[bestApplied - 1].lambda + changes[bestApplied].lambda) / 2
      }
      return Candidate(bets: chosen, lambda: lambda, figures: odds.figures(of: chosen))
    }
  }
}
