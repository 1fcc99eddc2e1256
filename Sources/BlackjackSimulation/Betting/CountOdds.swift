/// What a counting game offers at each count: how often the count comes, and the mean and the second moment of a
/// round's result there at one unit a spot. Everything the betting figures need; nothing is simulated again.
///
/// Frequencies are shares of the rounds *dealt*: rounds a back-counter watched (``CountingStats/watched``) are
/// rounds at which nothing is bet, so the frequencies of the counts add up to less than 1 when the simulation
/// wonged. A round's result at a bet of `b` units a spot is `b` times its result at one unit, so at count c it has
/// mean `b·ev(c)` and second moment `b²·m2(c)`.
public struct CountOdds: Hashable, Sendable {
  /// One count's figures.
  public struct Entry: Hashable, Sendable {
    /// The count (the ends of ``CountingStats/countRange`` hold every count beyond).
    public var count: Int
    /// The rounds the simulation played at it.
    public var rounds: Int
    /// The share of the rounds dealt that came at this count.
    public var frequency: Double
    /// The mean result of a round at one unit a spot, in units: ev(c).
    public var mean: Double
    /// The mean squared result of a round at one unit a spot, in units²: m2(c).
    public var secondMoment: Double

    /// A count's figures.
    public init(count: Int, rounds: Int, frequency: Double, mean: Double, secondMoment: Double) {
      self.count = count
      self.rounds = rounds
      self.frequency = frequency
      self.mean = mean
      self.secondMoment = secondMoment
    }

    /// ev(c) / m2(c): the bet at this count is proportional to it (0 for a count whose rounds always pushed).
    public var ratio: Double { secondMoment > 0 ? mean / secondMoment : 0 }
  }

  /// The counts at which rounds were played, lowest first.
  public var entries: [Entry]
  /// The share of the rounds dealt that were watched, not played.
  public var watchedShare: Double

  /// Odds given count by count (for hand-made tables); `watchedShare` is what the frequencies leave of 1.
  public init(entries: [Entry], watchedShare: Double = 0) {
    self.entries = entries
    self.watchedShare = watchedShare
  }

  /// The odds of a counting simulation's rounds, from its flat-bet sums by count.
  public init(_ stats: CountingStats) {
    let unit = Double(Simulation.unitCents)
    let played = stats.byCount.reduce(0) { $0 + $1.rounds }
    let dealt = Double(max(1, played + stats.watched))
    entries = zip(CountingStats.countRange, stats.byCount).compactMap { count, sums in
      guard sums.rounds > 0 else { return nil }
      let rounds = Double(sums.rounds)
      return Entry(
        count: count, rounds: sums.rounds, frequency: rounds / dealt, mean: Double(sums.flatNetCents) / rounds / unit,
        secondMoment: Double(sums.flatNetSquaredCents) / rounds / (unit * unit))
    }
    watchedShare = Double(stats.watched) / dealt
  }

  /// The rounds played, over every count.
  public var rounds: Int { entries.reduce(0) { $0 + $1.rounds } }

  /// The mean result of a round dealt at one unit a spot at every count played (the flat bettor's EV, per round
  /// dealt).
  public var flatMean: Double { entries.reduce(0) { $0 + $1.frequency * $1.mean } }

  /// The figures of betting `bets[i]` units a spot at `entries[i].count` (0: sitting the round out).
  ///
  /// - Precondition: one bet per entry.
  public func figures(of bets: [Double]) -> BetFigures {
    precondition(bets.count == entries.count, "one bet per count")
    var mean = 0.0
    var secondMoment = 0.0
    for (entry, bet) in zip(entries, bets) {
      mean += entry.frequency * bet * entry.mean
      secondMoment += entry.frequency * bet * bet * entry.secondMoment
    }
    return BetFigures(mean: mean, secondMoment: secondMoment)
  }
}
