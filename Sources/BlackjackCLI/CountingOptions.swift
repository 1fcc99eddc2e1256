import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The card-counting options of `blackjack simulate` (and `--count`, `--ramp`, `--spread`, `--tc-round` and
/// `--tc-estimate` of `blackjack play`).
enum CountingOptions {
  /// `--count NAME|TAGS`.
  static let count = Option.text(
    "count", valueName: "SYSTEM",
    help: "Count cards: hilo, ko, hiopt1, hiopt2, omega2, zen, halves, red7, or tags \"A=-1 2=1 … T=-1\".")
  /// `--tc-estimate exact|half-deck|deck`.
  static let estimate = Option<DeckEstimate>.choice(
    "tc-estimate", valueName: "HOW",
    help: "How finely the decks unseen are read: exact, half-deck or deck (default exact).")
  /// `--tc-round floor|truncate|nearest`.
  static let rounding = Option<TrueCountRounding>.choice(
    "tc-round", valueName: "HOW",
    help: "How the true count is rounded: floor, truncate or nearest (default floor, as the built-in indices).")
  /// `--ramp "1:1 2:2 3:4"`.
  static let ramp = Option.text(
    "ramp", valueName: "STEPS",
    help: "Bet ramp: COUNT:UNITS steps, e.g. \"1:1 2:2 3:4 4:8 5:12\" (below the lowest: the table minimum).")
  /// `--spread LOW-HIGH`.
  static let spread = Option.text(
    "spread", valueName: "LOW-HIGH",
    help: "Shorthand ramp doubling from LOW at +1 to HIGH: 1-12 is 1:1 2:2 3:4 4:8 5:12.")
  /// `--wong-in COUNT`.
  static let wongIn = Option.integer(
    "wong-in", valueName: "COUNT", range: -30...30, help: "Back-count: start playing at this count or above.")
  /// `--wong-out COUNT`.
  static let wongOut = Option.integer(
    "wong-out", valueName: "COUNT", range: -30...30,
    help: "Back-count: stop playing below this count (default wong-in).")
  /// `--spots N|STEPS`.
  static let spots = Option.text(
    "spots", valueName: "N", help: "Spots played at once, 1 to 3, or by count, e.g. \"1:1 3:2 5:3\" (default 1).")
  /// `--table-min UNITS`.
  static let tableMinimum = Option.integer(
    "table-min", valueName: "UNITS", range: 1...Counter.maximumUnits, help: "The table minimum in units (default 1).")
  /// `--table-max UNITS`.
  static let tableMaximum = Option.integer(
    "table-max", valueName: "UNITS", range: 1...Counter.maximumUnits,
    help: "The table maximum in units (default no limit).")
  /// `--seats N`.
  static let seats = Option.integer(
    "seats", valueName: "N", range: 0...Counter.maximumOtherSeats,
    help: "Other players at the table, playing basic strategy at the minimum (default 0).")
  /// `--seat K`.
  static let seat = Option.integer(
    "seat", valueName: "K", range: 1...(Counter.maximumOtherSeats + 1),
    help: "Your seat, 1 (first to play) to seats + 1 (default 1).")
  /// `--indices i18|fab4|i18,fab4|FILE`.
  static let indices = Option.text(
    "indices", valueName: "TABLE", help: "Index plays: i18, fab4, i18,fab4, or an index file (lines like 16vT S >= 0).")
  /// `--bankroll UNITS`.
  static let bankroll = Option.integer(
    "bankroll", valueName: "UNITS", range: 1...1_000_000_000,
    help: "Bankroll in units, for the risk of ruin and the bankroll needed for a 13.5 % and a 5 % risk.")
}

/// The option group of the card counter (`simulate --count` and the options that go with it).
struct CounterOptions: ParsableOptions {
  @Opt(CountingOptions.count) var count: String?
  @Opt(CountingOptions.estimate) var estimate = DeckEstimate.exact
  @Opt(CountingOptions.rounding) var rounding = TrueCountRounding.floor
  @Opt(CountingOptions.ramp) var ramp: String?
  @Opt(CountingOptions.spread) var spread: String?
  @Opt(CountingOptions.wongIn) var wongIn: Int?
  @Opt(CountingOptions.wongOut) var wongOut: Int?
  @Opt(CountingOptions.spots) var spots: String?
  @Opt(CountingOptions.tableMinimum) var tableMinimum = 1
  @Opt(CountingOptions.tableMaximum) var tableMaximum = Counter.maximumUnits
  @Opt(CountingOptions.seats) var seats = 0
  @Opt(CountingOptions.seat) var seat = 1
  @Opt(CountingOptions.indices) var indices: String?
  @Opt(CountingOptions.bankroll) var bankroll: Int?

  /// The counting system of `--count`, or `nil` when none was given.
  ///
  /// - Throws: ``CLIError`` (usage) naming an unknown system or bad tags.
  func system() throws(CLIError) -> CountingSystem? { try CountingOptions.system(count) }

  /// The card counter the options describe, with the lines warning where a built-in index table was published for
  /// other rules; `nil` without `--count`.
  ///
  /// - Throws: ``CLIError`` (usage) for an option that needs `--count`, a shoe that cannot be counted, a bad ramp,
  ///   spots or index file, wong-out above wong-in, or a seat beyond the table.
  func counter(rules: Rules) throws(CLIError) -> (counter: Counter, warnings: [String])? {
    guard let system = try system() else {
      let needingCount = givenOptions.filter { $0 != CountingOptions.count.spec && $0 != CountingOptions.bankroll.spec }
      if let given = needingCount.first {
        throw .usage("\(given.flagName) needs --count (a counting system, e.g. --count hilo)")
      }
      return nil
    }
    guard rules.deckCount != nil else {
      throw .usage("--count needs a shoe of 1 to 8 decks; with INF every card is equally likely every time")
    }
    var counter = Counter(system: system)
    counter.estimate = estimate
    counter.rounding = rounding
    counter.tableMinimum = tableMinimum
    counter.tableMaximum = tableMaximum
    if ramp != nil && spread != nil { throw .usage("give --ramp or --spread, not both") }
    do throws(CountRampError) {
      switch (ramp, spread) {
      case (.some(let text), _):
        counter.ramp = try CountRamp(
          spec: text, below: counter.tableMinimum, what: "units", allowed: 1...Counter.maximumUnits)
      case (nil, .some(let text)): counter.ramp = try CountRamp(spread: text, maximum: Counter.maximumUnits)
      case (nil, nil): counter.ramp = .flat(counter.tableMinimum)
      }
    } catch {
      throw .usage((ramp != nil ? "--ramp: " : "--spread: ") + error.description)
    }
    if let text = spots {
      if let number = Int(text) {
        guard (1...Counter.maximumSpots).contains(number) else {
          throw .usage("--spots expects 1 to \(Counter.maximumSpots) spots or COUNT:SPOTS steps, got '\(text)'")
        }
        counter.spots = .flat(number)
      } else {
        do throws(CountRampError) {
          counter.spots = try CountRamp(spec: text, below: 1, what: "spots", allowed: 1...Counter.maximumSpots)
        } catch {
          throw .usage("--spots: \(error)")
        }
      }
    }
    counter.wongIn = wongIn
    counter.wongOut = wongOut
    counter.otherSeats = seats
    counter.seat = seat
    do throws(CounterProblem) {
      try counter.validate()
    } catch {
      throw .usage(ParsedOptions.message(for: error))
    }
    var warnings: [String] = []
    if let name = indices {
      let table = try ParsedOptions.indexTable(name)
      counter.indices = table
      warnings += IndexTable.builtIn(named: name) != nil ? table.warnings(for: rules, system: system) : []
    }
    if rules.shuffling == .continuous {
      warnings.append("under CSM every round is dealt from a full shoe: the count carries no information")
    }
    return (counter, warnings)
  }
}

extension CountingOptions {
  /// The counting system `spec` names (`--count SPEC`), or `nil` when none was given.
  ///
  /// - Throws: ``CLIError`` (usage) naming an unknown system or bad tags.
  static func system(_ spec: String?) throws(CLIError) -> CountingSystem? {
    guard let spec else { return nil }
    do {
      return try CountingSystem(spec: spec)
    } catch {
      throw .usage("--count: \(error)")
    }
  }
}

extension ParsedOptions {
  /// What a counter's problem means in the options' words.
  static func message(for problem: CounterProblem) -> String {
    switch problem {
    case .tableLimits(let minimum, let maximum):
      "--table-min (\(minimum)) must not be above --table-max (\(maximum))"
    case .wongOutWithoutWongIn: "--wong-out needs --wong-in (the count to start playing at)"
    case .wongOutAboveWongIn(let wongOut, let wongIn):
      "--wong-out (\(wongOut)) must not be above --wong-in (\(wongIn)): the player would never stay in"
    case .seat(let seat, let otherSeats):
      "--seat expects 1 to \(otherSeats + 1) with \(otherSeats) other seats, got \(seat)"
    case .rampUnits, .spots, .otherSeats: problem.description
    }
  }

  /// The largest file read as an index table: a table of every play is a few kilobytes.
  static let maximumIndexFileSize = 1 << 20

  /// A built-in index table, or one read from a file.
  ///
  /// - Throws: ``CLIError``: a failure (exit status 1) for a file that cannot be read (missing, a directory, a FIFO
  ///   or device, unreadable), as every file that cannot be read; usage for a file that is not an index table.
  static func indexTable(_ name: String) throws(CLIError) -> IndexTable {
    if let table = IndexTable.builtIn(named: name) { return table }
    let bytes: [UInt8]
    do {
      bytes = try InputFile.contents(of: name, limit: maximumIndexFileSize)
    } catch {
      throw .failure("--indices: \(error); give i18, fab4, i18,fab4 or an index file (lines like 16vT S >= 0)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("--indices: '\(name)' is not a text file; an index file has lines like 16vT S >= 0")
    }
    do {
      return try IndexTable(parsing: text, name: name)
    } catch {
      throw .usage("--indices: \(error)")
    }
  }
}
