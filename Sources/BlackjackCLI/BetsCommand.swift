import BlackjackEngine
import BlackjackSimulation
import BlackjackText

extension Subcommand {
  /// `blackjack bets FILE`: the optimal bets of a counting simulation's part, for a bankroll and a risk.
  public static let bets = Subcommand(BetsCommand.self)
}

/// `blackjack bets FILE`: the optimal bets of a counting simulation's part, for a bankroll and a risk.
struct BetsCommand: Command {
  static let configuration = CommandConfiguration(
    name: "bets",
    summary: "Optimal bets, SCORE and risks of a counting simulation (a part of simulate --count --out).",
    discussion: """
      FILE is a part written by 'blackjack simulate --count SYSTEM --out FILE' (or 'blackjack merge --out'); nothing
      is simulated again. 'blackjack simulate --count SYSTEM --bets' prints the same after a run.

      Definitions. ev(c) and m2(c) are the mean and the second moment of a round's result at a count c, at one unit
      a spot, and p(c) how often c comes; bets b(c) make a round's mean mu = sum p·b·ev and variance sigma^2 =
      sum p·b^2·m2 - mu^2. DI = 1000 mu/sigma; N0 = (sigma/mu)^2 rounds. The optimal bet at count c, within
      LOW-HIGH units, is clamp(lambda·ev(c)/m2(c)), with lambda found by a one-dimensional search for the highest DI:
      this form maximises DI, nothing else beats it (with --wong a count is sat out where that beats its bet).
      SCORE is the win per 100 rounds, in money, with a 10,000 bankroll, the optimal bets and a 13.5 % risk of ruin
      (e^-2): it equals DI^2 of the optimal bets. DI^2 of any other ramp, such as one given to simulate, is its
      c-SCORE. The risk of ruin of a bankroll B is exp(-2 mu B/sigma^2) (Brownian, played without end); the bets
      in money are the optimal units times the unit that makes it the risk asked for (--kelly F: the risk e^(-2/F)),
      within --min-bet and --max-bet: a minimum above the low bet raises the risk, a maximum below the top bet caps
      the top bets and raises the low bet as far as the risk allows. With --chip the bets are the rising ramp of
      whole chips with the best DI at each size, sized to the risk (not the optimal bets rounded).

      The Ramp line is a --ramp for simulate: whole units (or chips), never falling, the best DI of such ramps;
      simulating it plays the EV and SD per round it gives. Trip and goal risks are Schlesinger's, by the same
      Brownian approximation (Blackjack Attack): ruin within N rounds Phi((-B-mu N)/(sigma sqrt N)) +
      e^(-2 mu B/sigma^2) Phi((-B+mu N)/(sigma sqrt N)); ruin before winning G (e^(aG)-1)/(e^(a(B+G))-1) with
      a = 2 mu/sigma^2; ahead after N rounds Phi(mu sqrt N/sigma) less the paths ruined first. Hourly figures count
      the rounds dealt, sat-out rounds included. A game that loses at every bet within the spread says so instead
      of printing a SCORE.

      Exit status: 0; 1 for a file that cannot be read or is not a counting part; 2 for bad options.
      """)

  @Opt(BetsOptions.bankroll) var bankroll: String?
  @Opt(BetsOptions.spread) var spread: String?
  var sizing = BetSizingOptions()
  @Opt(CommonOptions.json) var json = false
  @Arguments("FILE") var files: [String]

  func run(_ console: Console) throws(CLIError) -> Int32 {
    guard files.count == 1, let path = files.first else {
      throw .usage(
        "bets needs one part file, written by 'blackjack simulate --count SYSTEM --out FILE': blackjack bets FILE")
    }
    let request = try sizing.request(
      spread: try BetsOptions.spread(self.spread, option: BetsOptions.spread),
      bankroll: try BetsOptions.bankroll(self.bankroll))
    let part = try SimulationPart.read(path)
    guard let counter = part.run.counter, let counting = part.stats.counting else {
      throw .failure(
        "'\(path)' is a flat-bet simulation; bets needs the part of a counting run ('simulate --count SYSTEM --out')")
    }
    guard counting.total.rounds > 0 else {
      throw .failure("'\(path)' holds no rounds played; bets needs a counting run's rounds")
    }
    let rules: Rules
    do {
      rules = try Rules(spec: part.run.rules)
    } catch {
      throw .failure("'\(path)' is a damaged simulation part: its rules do not read: \(error)")
    }
    let source = BetsReport.Source(
      rules: rules, counter: counter, seed: UInt64(part.run.seed) ?? 0, partial: part.isPartial)
    try console.print(
      try BetsReport(stats: counting, source: source, request: request), json: json)
    return 0
  }
}
