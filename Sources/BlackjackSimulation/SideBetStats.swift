public import BlackjackEngine

/// Side bets tallied over simulated rounds: one unit staked on each bet every round, as exact integers.
public struct SideBetStats: Hashable, Sendable, Codable {
  /// One side bet's sums.
  public struct Tally: Hashable, Sendable, Codable {
    /// The bet's code (``SideBet/code``): "21+3", "pp".
    public var code: String
    /// Rounds the bet was placed.
    public var rounds = 0
    /// The player's net result in units staked: the sum of each round's payout to one, less one per loss.
    public var net = 0
    /// The sum of each round's squared net result.
    public var netSquared = 0
    /// Rounds the bet won.
    public var wins = 0

    /// An empty tally of the bet with `code`.
    public init(code: String) { self.code = code }

    /// The mean result per unit staked.
    public var expectedValue: Double { rounds == 0 ? 0 : Double(net) / Double(rounds) }

    /// The standard error of ``expectedValue``.
    public var standardError: Double {
      guard rounds > 1 else { return 0 }
      let n = Double(rounds)
      let mean = Double(net) / n
      let variance = (Double(netSquared) / n - mean * mean) * n / (n - 1)
      return (variance / n).squareRoot()
    }
  }

  /// The bets, in the order the simulation places them.
  public var bets: [Tally]

  /// Empty tallies of `bets`.
  public init(bets: [SideBet]) {
    self.bets = bets.map { Tally(code: $0.code) }
  }

  /// Adds the side bets judged on one round's deal (``Round/judge(_:stake:)``, one unit each), in order.
  public mutating func record(_ results: some Sequence<SideBetResult>) {
    for (index, result) in results.enumerated() {
      let net = result.net.cents / result.stake.cents
      bets[index].rounds &+= 1
      bets[index].net &+= net
      bets[index].netSquared &+= net &* net
      if net > 0 { bets[index].wins &+= 1 }
    }
  }

  /// These tallies and `other` added up, or `nil` for tallies of other bets or a sum that would overflow.
  public func adding(_ other: SideBetStats) -> SideBetStats? {
    guard bets.map(\.code) == other.bets.map(\.code) else { return nil }
    var sum = self
    for index in bets.indices {
      let theirs = other.bets[index]
      var mine = sum.bets[index]
      var overflow = false
      for path in [\Tally.rounds, \.net, \.netSquared, \.wins] as [WritableKeyPath<Tally, Int>] {
        let (value, didOverflow) = mine[keyPath: path].addingReportingOverflow(theirs[keyPath: path])
        mine[keyPath: path] = value
        overflow = overflow || didOverflow
      }
      guard !overflow else { return nil }
      sum.bets[index] = mine
    }
    return sum
  }
}
