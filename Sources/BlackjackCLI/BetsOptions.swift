import BlackjackSimulation
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `blackjack bets` (and `simulate --bets`) is asked: the spread, the bankroll and the risk, the table's limits,
/// sitting out, and the trip and goal to work the risks out for.
struct BetsRequest: Hashable, Sendable {
  /// The spread in units: bets from `low` to `high`.
  var low: Int
  var high: Int
  /// Whether rounds may be sat out where the count does not pay (`--wong`).
  var sitsOut: Bool
  /// The table's limits and chip, in money.
  var table: TableLimits
  /// The bankroll, in money.
  var bankroll: Double
  /// The risk of ruin the bets are sized for, as a fraction: `--ror`, or e^(−2/F) for `--kelly F`.
  var risk: Double
  /// The Kelly fraction of `--kelly`, when the risk came from one.
  var kelly: Double?
  /// Rounds dealt an hour, for the hourly figures.
  var roundsPerHour: Int
  /// The trip of `--trip-rounds`, and the goal of `--goal`, in money.
  var tripRounds: Int?
  var goal: Double?

  /// The defaults: spread 1-12, bankroll 10,000, a 13.5 % risk, 100 rounds an hour.
  static let defaultBankroll = 10_000.0
  static let defaultRisk = 0.135
  static let defaultRoundsPerHour = 100
}

/// The options of `blackjack bets`, and those `simulate --bets` shares.
enum BetsOptions {
  /// `--bankroll MONEY` (bets; simulate has its own `--bankroll UNITS`).
  static let bankroll = Option.text(
    "bankroll", valueName: "MONEY", help: "Bankroll, in money (default 10000): the bets are sized for it.")
  /// `--ror PERCENT`.
  static let ror = Option.text(
    "ror", valueName: "PERCENT", help: "Risk of ruin to size the bets for, in per cent (default 13.5).")
  /// `--kelly FRACTION`.
  static let kelly = Option.text(
    "kelly", valueName: "FRACTION",
    help: "Size the bets at this fraction of full Kelly instead (0 < F <= 1; the same as --ror 100 e^(-2/F)).")
  /// `--spread LOW-HIGH` (bets; simulate's --spread is its ramp, and its bets' spread too).
  static let spread = Option.text(
    "spread", valueName: "LOW-HIGH", help: "Bet from LOW to HIGH units (default 1-12).")
  /// `--min-bet MONEY`.
  static let minimumBet = Option.text("min-bet", valueName: "MONEY", help: "The table minimum, in money.")
  /// `--max-bet MONEY`.
  static let maximumBet = Option.text("max-bet", valueName: "MONEY", help: "The table maximum, in money.")
  /// `--chip MONEY`.
  static let chip = Option.text(
    "chip", valueName: "MONEY", help: "Bet whole chips of this value: the chip ramp with the best DI, not rounding.")
  /// `--wong`.
  static let wong = Option.flag("wong", help: "Allow sitting out the rounds at counts that do not pay (wonging).")
  /// `--rounds-per-hour N`.
  static let roundsPerHour = Option.integer(
    "rounds-per-hour", valueName: "N", range: 1...10_000, help: "Rounds dealt an hour (default 100).")
  /// `--trip-rounds N`.
  static let tripRounds = Option.text(
    "trip-rounds", valueName: "N", help: "Also give the risk of ruin within N rounds and the chance of being ahead.")
  /// `--goal MONEY`.
  static let goal = Option.text(
    "goal", valueName: "MONEY", help: "Also give the risk of ruin before winning MONEY.")
  /// `--bets` (simulate).
  static let bets = Option.flag(
    "bets", help: "With --count: also print the optimal bets for the run (see 'blackjack help bets').")

  /// The options both commands take, after the spread and the bankroll.
  static let shared: [OptionSpec] = [
    ror.spec, kelly.spec, minimumBet.spec, maximumBet.spec, chip.spec, wong.spec, roundsPerHour.spec,
    tripRounds.spec, goal.spec,
  ]
  /// The options of `blackjack bets`.
  static let all: [OptionSpec] = [bankroll.spec, spread.spec] + shared
}

/// The option group of the betting options `blackjack bets` and `simulate --bets` share (``BetsOptions/shared``):
/// the risk, the table's limits and chip, sitting out, and the trip and goal.
struct BetSizingOptions: ParsableOptions {
  @Opt(BetsOptions.ror) var ror: String?
  @Opt(BetsOptions.kelly) var kelly: String?
  @Opt(BetsOptions.minimumBet) var minimumBet: String?
  @Opt(BetsOptions.maximumBet) var maximumBet: String?
  @Opt(BetsOptions.chip) var chip: String?
  @Opt(BetsOptions.wong) var wong = false
  @Opt(BetsOptions.roundsPerHour) var roundsPerHour: Int?
  @Opt(BetsOptions.tripRounds) var tripRounds: String?
  @Opt(BetsOptions.goal) var goal: String?

  /// The first of these options given, as typed (`--ror`), or `nil` when none is.
  var firstGiven: String? { givenOptions.first?.flagName }

  /// The request of the betting options, with `spread` the spread given (or `nil` for 1-12) and `bankroll` the
  /// bankroll (or `nil` for 10,000).
  ///
  /// - Throws: ``CLIError`` (usage) for a malformed or out-of-range value, `--ror` with `--kelly`, or a table
  ///   minimum above the maximum.
  func request(spread: (low: Int, high: Int)?, bankroll: Double?) throws(CLIError) -> BetsRequest {
    if ror != nil && kelly != nil {
      throw .usage("give --ror or --kelly, not both (full Kelly is a 13.5 % risk of ruin)")
    }
    var risk = BetsRequest.defaultRisk
    var kellyFraction: Double?
    if let text = ror {
      guard let percent = ParsedOptions.decimal(text), percent > 0, percent < 100 else {
        throw .usage("--ror expects a risk of ruin in per cent, above 0 and below 100, like 13.5 or 5; got '\(text)'")
      }
      risk = percent / 100
    }
    if let text = kelly {
      guard let fraction = ParsedOptions.decimal(text), fraction > 0, fraction <= 1 else {
        throw .usage("--kelly expects a fraction of full Kelly above 0 and at most 1, like 0.5; got '\(text)'")
      }
      kellyFraction = fraction
      risk = exp(-2 / fraction)
    }
    let table = TableLimits(
      minimum: try BetsOptions.money(minimumBet, option: BetsOptions.minimumBet),
      maximum: try BetsOptions.money(maximumBet, option: BetsOptions.maximumBet),
      chip: try BetsOptions.money(chip, option: BetsOptions.chip))
    if let minimum = table.minimum, let maximum = table.maximum, minimum > maximum {
      throw .usage(
        "--min-bet (\(DecimalFormat.money(minimum))) must not be above --max-bet (\(DecimalFormat.money(maximum)))")
    }
    var trip: Int?
    if let text = tripRounds {
      guard let rounds = RoundCount.parse(text) else {
        throw .usage(
          "--trip-rounds expects a whole number of rounds from 1 to \(RoundCount.maximumText), like 1000, 5k or 1M,"
            + " got \(QuotedText.quoted(text))")
      }
      trip = rounds
    }
    return BetsRequest(
      low: spread?.low ?? 1, high: spread?.high ?? 12, sitsOut: wong, table: table,
      bankroll: bankroll ?? BetsRequest.defaultBankroll, risk: risk, kelly: kellyFraction,
      roundsPerHour: roundsPerHour ?? BetsRequest.defaultRoundsPerHour, tripRounds: trip,
      goal: try BetsOptions.money(goal, option: BetsOptions.goal))
  }
}

extension BetsOptions {
  /// The amount of money `text` of `option` gives, or `nil` when it was not given.
  ///
  /// - Throws: ``CLIError`` (usage) unless it is a plain decimal from a cent, 0.01, to 10^12.
  static func money(_ text: String?, option: Option<String>) throws(CLIError) -> Double? {
    try amount(text, flagName: option.spec.flagName, example: "25 or 12.5")
  }

  /// The bankroll of `bets --bankroll MONEY`, or `nil`.
  static func bankroll(_ text: String?) throws(CLIError) -> Double? {
    try amount(text, flagName: "--bankroll", example: "10000")
  }

  /// The amount of money `text` gives for the option `flagName`, or `nil` when it was not given.
  ///
  /// - Throws: ``CLIError`` (usage), its refusal naming the range and `example`, unless `text` is a plain decimal
  ///   (no exponent) from a cent to 10^12.
  private static func amount(_ text: String?, flagName: String, example: String) throws(CLIError) -> Double? {
    guard let text else { return nil }
    guard let value = ParsedOptions.decimal(text), value >= 0.01, value <= 1e12 else {
      throw .usage(
        "\(flagName) expects an amount of money from 0.01 to 1000000000000, written as a plain decimal like"
          + " \(example); got \(QuotedText.quoted(text))")
    }
    return value
  }

  /// The spread `LOW-HIGH` of `text`, given for `option`, or `nil` when it was not given.
  ///
  /// - Throws: ``CLIError`` (usage) unless it is two whole numbers with 1 ≤ LOW ≤ HIGH ≤ 1,000,000.
  static func spread(_ text: String?, option: Option<String>) throws(CLIError) -> (low: Int, high: Int)? {
    guard let text else { return nil }
    guard let spread = ParsedOptions.spread(text) else {
      throw .usage(
        "\(option.spec.flagName) expects LOW-HIGH units with 1 <= LOW <= HIGH <= 1000000, e.g. 1-12; got '\(text)'")
    }
    return spread
  }
}

extension ParsedOptions {
  /// The request of the betting options (``BetSizingOptions/request(spread:bankroll:)``).
  func betsRequest(spread: (low: Int, high: Int)?, bankroll: Double?) throws(CLIError) -> BetsRequest {
    try BetSizingOptions(parsed: self).request(spread: spread, bankroll: bankroll)
  }

  /// The bankroll of `bets --bankroll MONEY`, or `nil`.
  func betsBankroll() throws(CLIError) -> Double? { try BetsOptions.bankroll(self[BetsOptions.bankroll]) }

  /// The spread `LOW-HIGH` of `option`, or `nil` when it was not given.
  func spread(_ option: Option<String>) throws(CLIError) -> (low: Int, high: Int)? {
    try BetsOptions.spread(self[option], option: option)
  }

  /// `LOW-HIGH` read as two whole numbers with 1 ≤ LOW ≤ HIGH ≤ 1,000,000, or `nil`.
  static func spread(_ text: String) -> (low: Int, high: Int)? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }), let low = Int(parts[0]),
      let high = Int(parts[1]), low >= 1, low <= high, high <= 1_000_000
    else { return nil }
    return (low, high)
  }

  /// A plain decimal number ("13.5", "25", ".5"), or `nil` for anything else (no sign, exponent, hex, inf or nan).
  static func decimal(_ text: String) -> Double? {
    guard !text.isEmpty, text.count <= 40, text.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
      text.filter({ $0 == "." }).count <= 1, text.contains(where: { $0 != "." })
    else { return nil }
    return Double(text)
  }
}

extension DecimalFormat {
  /// Money as the reports write it: two decimals, thousands grouped for amounts of 1,000 or more ("12,500.00").
  static func money(_ value: Double) -> String {
    let cents = (abs(value) * 100).rounded()
    guard cents < 9e15 else { return fixed(value, digits: 2) }
    let whole = Int(cents / 100)
    let fraction = Int(cents) % 100
    return (value < 0 && cents > 0 ? "-" : "") + grouped(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }

  /// Money with its sign: "+97.16", "−3.20".
  static func signedMoney(_ value: Double) -> String {
    (value >= 0 ? "+" : "") + money(value)
  }
}
