import BlackjackEngine
import BlackjackSimulation

extension SimulationPart {
  /// What in the part's statistics cannot be, whatever was played, or `nil` when they hold together: the rounds
  /// won, pushed and lost make the rounds; the hands are the rounds and the splits; each count of events is within
  /// the rounds or hands it happens in; each net and sum of squares can come from the rounds (see
  /// ``sumsProblem(net:squares:count:)``); a counter's sums by count add up to its rounds, spots and net, and bet at
  /// least a unit a round; each side bet was placed every round.
  ///
  /// The checksum finds an edit of any value; these find statistics that are wrong as they were written, and edits
  /// made with a checksum computed again.
  var statisticsProblem: String? {
    let stats = self.stats
    let counts: [(String, Int)] = [
      ("rounds", stats.rounds), ("hands", stats.hands), ("rounds won", stats.roundsWon),
      ("rounds pushed", stats.roundsPushed), ("rounds lost", stats.roundsLost), ("splits", stats.splits),
    ]
    if let (name, value) = counts.first(where: { $0.1 < 0 }) { return "its \(name) (\(value)) are negative" }
    let results = stats.roundsWon.addingReportingOverflow(stats.roundsPushed)
    let allResults = results.partialValue.addingReportingOverflow(stats.roundsLost)
    guard !results.overflow, !allResults.overflow, allResults.partialValue == stats.rounds else {
      return "its rounds won, pushed and lost add up to \(allResults.partialValue), not its \(stats.rounds) rounds"
    }
    guard stats.hands >= stats.rounds else {
      return "its \(stats.hands) hands are fewer than its \(stats.rounds) rounds"
    }
    guard stats.hands / Rules.handLimit <= stats.rounds else {
      return "its \(stats.hands) hands are more than \(Rules.handLimit) a round in its \(stats.rounds) rounds"
    }
    guard stats.splits == stats.hands - stats.rounds else {
      return "its splits (\(stats.splits)) are not its extra hands (\(stats.hands - stats.rounds))"
    }
    let perRound: [(String, Int)] = [
      ("blackjacks", stats.blackjacks), ("dealer blackjacks", stats.dealerBlackjacks),
      ("dealer busts", stats.dealerBusts), ("surrenders", stats.surrenders), ("void rounds", stats.voidRounds),
    ]
    if let (name, value) = perRound.first(where: { !(0...stats.rounds).contains($0.1) }) {
      return "its \(name) (\(value)) are not 0 to its \(stats.rounds) rounds"
    }
    let perHand: [(String, Int)] = [("player busts", stats.playerBusts), ("doubles", stats.doubles)]
    if let (name, value) = perHand.first(where: { !(0...stats.hands).contains($0.1) }) {
      return "its \(name) (\(value)) are not 0 to its \(stats.hands) hands"
    }
    if let problem = Self.sumsProblem(net: stats.netCents, squares: stats.netSquaredCents, count: stats.rounds) {
      return "its net and its sum of squares cannot both be: \(problem)"
    }
    if let counting = stats.counting, let problem = countingProblem(counting) { return problem }
    if let sideBets = stats.sideBets {
      for tally in sideBets.bets {
        guard SideBet(code: tally.code)?.code == tally.code else {
          return "its side bet '\(tally.code)' is none this program knows"
        }
        guard tally.rounds == stats.rounds else {
          return "its side bet \(tally.code) was placed \(tally.rounds) times in \(stats.rounds) rounds"
        }
        guard (0...tally.rounds).contains(tally.wins) else {
          return "its side bet \(tally.code) won \(tally.wins) times in \(tally.rounds) rounds"
        }
        guard tally.net >= -tally.rounds else {
          return "its side bet \(tally.code) lost \(-tally.net) units in \(tally.rounds) rounds of one unit"
        }
        if let problem = Self.sumsProblem(
          net: Int128(tally.net), squares: Int128(tally.netSquared), count: tally.rounds)
        {
          return "its side bet \(tally.code)'s net and sum of squares cannot both be: \(problem)"
        }
      }
    }
    return nil
  }

  /// What in a counter's sums cannot be, or `nil`.
  private func countingProblem(_ counting: CountingStats) -> String? {
    let unit = Int128(Simulation.unitCents)
    for (count, sums) in zip(CountingStats.countRange, counting.byCount) {
      let place = "its rounds at count \(count)"
      guard sums.rounds > 0 else {
        let money = [sums.betCents, sums.netCents, sums.netSquaredCents, sums.flatNetCents, sums.flatNetSquaredCents]
        if sums.rounds < 0 || money.contains(where: { $0 != 0 }) { return "\(place): money but no rounds" }
        continue
      }
      guard sums.betCents >= Int128(sums.rounds) * unit else { return "\(place) bet less than one unit each" }
      if let problem = Self.sumsProblem(net: sums.netCents, squares: sums.netSquaredCents, count: sums.rounds) {
        return "\(place): its net and its sum of squares cannot both be: \(problem)"
      }
      if let problem = Self.sumsProblem(
        net: sums.flatNetCents, squares: sums.flatNetSquaredCents, count: sums.rounds)
      {
        return "\(place): its flat net and its sum of squares cannot both be: \(problem)"
      }
    }
    // Added up without overflow: the reading checked the table's rounds (``checkedTableRounds``).
    guard let total = counting.checkedTotal else { return "its sums by count overflow" }
    let played = total.rounds
    let net = total.netCents
    guard counting.watched >= 0 else { return "its rounds watched (\(counting.watched)) are negative" }
    guard counting.spots == stats.rounds else {
      return "its spots played (\(counting.spots)) are not its \(stats.rounds) rounds of one spot"
    }
    guard played <= counting.spots, counting.spots / Counter.maximumSpots <= played else {
      return "its spots (\(counting.spots)) are not 1 to \(Counter.maximumSpots) in each of its \(played) rounds"
    }
    guard net == stats.netCents else {
      return "its net by count (\(net) cents) is not its net (\(stats.netCents) cents)"
    }
    return nil
  }

  /// Why `count` whole numbers cannot have the sum `net` and the sum of squares `squares`, or `nil` when they can
  /// as far as these tell: the squares are not negative, none without rounds, the same parity as the sum (x² and x
  /// are both odd or both even), and at least net² / count (Cauchy–Schwarz: (Σx)² ≤ n Σx²), compared exactly.
  static func sumsProblem(net: Int128, squares: Int128, count: Int) -> String? {
    let described = "\(net) and \(squares) over \(count) rounds"
    guard squares >= 0, count > 0 || (net == 0 && squares == 0) else { return described }
    guard (net & 1) == (squares & 1) else { return described }
    let left = net.magnitude.multipliedFullWidth(by: net.magnitude)
    let right = UInt128(count).multipliedFullWidth(by: squares.magnitude)
    guard left.high < right.high || (left.high == right.high && left.low <= right.low) else { return described }
    return nil
  }
}
