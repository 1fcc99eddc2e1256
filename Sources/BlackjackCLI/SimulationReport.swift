import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// What `blackjack simulate` reports: the settings of the run and its statistics. The text output and the JSON
/// (`--json`) are both written from it.
///
/// JSON fields (EVs as fractions of the bet): `schemaVersion` (2: since `counting.score` and `counting.n0` are null,
/// with `counting.scoreNote`, for a game that does not win), `rules`, `strategy`, `seed` (a string: it may
/// exceed what JSON numbers hold exactly), `threads`, `bet` (units), `partial` (stopped before the end), `rounds`,
/// `hands`, `ev`, `evStdError`, `ev95Low`, `ev95High`, `stdDev` (per round, in bets), `pWin`, `pPush`, `pLose` (shares
/// of rounds, each by the sign of its net, as `odds`' `perRound`), the counts `blackjacks`, `dealerBlackjacks`, `playerBusts`, `dealerBusts`, the rates
/// `doublesPer100`, `splitsPer100`, `surrendersPer100`, `netUnits`, and the speed `roundsPerSecond` and `seconds`;
/// with `--count`, `counting` (``CountingReport``); with `--report`, `sessions` (``SessionReport``); with
/// `--side-bets`, `sideBets[]` (``SimulatedSideBet``); with `--bets`, `bets` (``BetsReport``); for a shoe with a cut
/// card, `cutCard` (`afterCards`, `cards`: the cut card is before card `afterCards + 1`); and for `blackjack merge`
/// the number of `parts` (threads and seconds then added up over them).
struct SimulationReport: Report {
  /// The format of the JSON document: 2 since `counting.score` (DI² of the ramp given) became `counting.cScore`,
  /// which with `counting.n0` is null (`counting.scoreNote` saying why) for a game that does not win.
  var schemaVersion = 2
  var rules: String
  var strategy: String
  var seed: String
  var threads: Int
  var bet: Int
  var partial: Bool
  var rounds: Int
  var hands: Int
  var ev: Double
  var evStdError: Double
  var ev95Low: Double
  var ev95High: Double
  var stdDev: Double
  var pWin: Double
  var pPush: Double
  var pLose: Double
  var blackjacks: Int
  var dealerBlackjacks: Int
  var playerBusts: Int
  var dealerBusts: Int
  var doublesPer100: Double
  var splitsPer100: Double
  var surrendersPer100: Double
  var netUnits: Double
  var roundsPerSecond: Double
  var seconds: Double
  /// The card counter's figures, for a run with `--count`.
  var counting: CountingReport?
  /// The number of parts added up, for a report of `blackjack merge` (`threads` and `seconds` are then the parts'
  /// added up).
  var parts: Int?
  /// The side bets placed every round, for a run with `--side-bets`.
  var sideBets: [SimulatedSideBet]?
  /// The bankroll over sampled sessions, for a run with `--report` (`sessions` in the JSON).
  var sessions: SessionReport?
  /// The optimal bets of a counting run, with `--bets` (``BetsReport``).
  var bets: BetsReport?
  /// Where the cut card is, for a shoe with one.
  var cutCard: CutCard?

  /// Where the cut card goes: after `afterCards` of the shoe's `cards`, so before card `afterCards + 1`.
  struct CutCard: Encodable, Sendable {
    var afterCards: Int
    var cards: Int

    /// The cut card in words: "before card 260 of 312 (after 259 cards)".
    var text: String {
      "before card \(afterCards + 1) of \(cards) (after \(afterCards) cards); the shoe is reshuffled once it is out"
    }
  }

  /// The report of a finished or stopped run on `threads` threads; `bankroll` (units) for the risk of ruin.
  init(result: SimulationResult, threads: Int, bankroll: Int? = nil) {
    let stats = result.stats
    let simulation = result.simulation
    let unit = Simulation.unitCents
    let count = Double(max(1, stats.rounds))
    rules = simulation.rules.spec
    if let afterCards = simulation.rules.cutCardPosition, let decks = simulation.rules.deckCount {
      cutCard = CutCard(afterCards: afterCards, cards: 52 * decks)
    }
    strategy = simulation.strategy.name
    seed = String(simulation.seed)
    self.threads = threads
    bet = simulation.betUnits
    partial = result.isPartial
    rounds = stats.rounds
    hands = stats.hands
    ev = stats.expectedValue(bet: unit)
    evStdError = stats.standardError(bet: unit)
    ev95Low = ev - 1.96 * evStdError
    ev95High = ev + 1.96 * evStdError
    stdDev = stats.standardDeviation(bet: unit)
    pWin = Double(stats.roundsWon) / count
    pPush = Double(stats.roundsPushed) / count
    pLose = Double(stats.roundsLost) / count
    blackjacks = stats.blackjacks
    dealerBlackjacks = stats.dealerBlackjacks
    playerBusts = stats.playerBusts
    dealerBusts = stats.dealerBusts
    doublesPer100 = Double(stats.doubles) / count * 100
    splitsPer100 = Double(stats.splits) / count * 100
    surrendersPer100 = Double(stats.surrenders) / count * 100
    netUnits = Double(stats.netCents) / Double(unit) * Double(simulation.betUnits)
    roundsPerSecond = result.roundsPerSecond
    seconds = result.seconds
    if let counter = simulation.counter {
      counting = CountingReport(counter: counter, stats: stats.counting ?? CountingStats(), bankroll: bankroll)
    }
    sideBets = stats.sideBets.map { $0.bets.compactMap { SimulatedSideBet($0, rules: simulation.rules) } }
  }

  /// The EV and the standard deviation of a round in units: the counter's (its own bets), or the flat bet's.
  var perRound: (mean: Double, deviation: Double) {
    if let counting { return (counting.evUnits, counting.sdPerRound) }
    return (ev * Double(bet), stdDev * Double(bet))
  }

  /// The text output, line by line.
  var lines: [String] {
    let count = Double(max(1, rounds))
    let percent = { (value: Double) in DecimalFormat.fixed(value * 100, digits: 2) + " %" }
    let pct = { (events: Int) in percent(Double(events) / count) }
    let ev4 = { (value: Double) in DecimalFormat.signed(value * 100, digits: 4) }
    // A counter's bets vary: the counter's own lines give the EV, the deviation and the flat-bet edge instead.
    let flatMoney =
      counting != nil
      ? []
      : [
        "EV per round:      \(ev4(ev)) % ± \(DecimalFormat.fixed(evStdError * 100, digits: 4)) % "
          + "(standard error); 95 % interval \(ev4(ev95Low)) % to \(ev4(ev95High)) %",
        "House edge:        \(ev4(-ev)) %",
        "Net result:        \(DecimalFormat.signed(netUnits, digits: 2)) units",
        "Std dev per round: \(DecimalFormat.fixed(stdDev, digits: 4)) bets",
      ]
    return [
      "\(partial ? (parts == nil ? "PARTIAL (stopped): " : "PARTIAL (chunks missing): ") : "")Simulated \(DecimalFormat.grouped(rounds)) rounds "
        + "(\(DecimalFormat.grouped(hands)) hands) of \(rules)",
      "Strategy \(strategy), seed \(seed), \(threads) \(threads == 1 ? "thread" : "threads"), "
        + (counting == nil ? "flat bet \(bet) \(bet == 1 ? "unit" : "units")" : "counting cards"),
    ] + (cutCard.map { ["Cut card:          \($0.text)"] } ?? []) + flatMoney + [
      "Win / push / lose: \(OddsReport.perRoundShares(pWin, pPush, pLose)) per round, each round by its net",
      "Blackjacks:        \(pct(blackjacks)) of rounds; dealer blackjacks \(pct(dealerBlackjacks))",
      "Busts:             player \(pct(playerBusts)) of rounds, dealer \(pct(dealerBusts))",
      "Per 100 rounds:    \(DecimalFormat.fixed(doublesPer100, digits: 2)) doubles, "
        + "\(DecimalFormat.fixed(splitsPer100, digits: 2)) splits, \(DecimalFormat.fixed(surrendersPer100, digits: 2)) "
        + "surrenders",
      "Speed:             \(DecimalFormat.compact(roundsPerSecond)) rounds/s in \(DecimalFormat.fixed(seconds, digits: 2)) s"
        + (parts.map { " (\($0) \($0 == 1 ? "part" : "parts") added up)" } ?? ""),
    ] + (counting?.lines ?? []) + (sideBets ?? []).map(\.line) + (bets.map { [""] + $0.lines } ?? [])
  }
}
