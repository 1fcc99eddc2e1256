import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import CardKit

/// The options of `blackjack play`, as the command line gave them (BlackjackCLI parses the arguments).
public struct PlayOptions: Sendable, Equatable {
  /// The `--rules SPEC` text, or `nil` for the engine's default rules.
  public var rulesSpec: String?
  /// The `--bankroll N` text (default `"1000"`); the session parses it as money.
  public var bankroll: String = "1000"
  /// The `--seed S` value, or `nil` for a random seed.
  public var seed: UInt64?
  /// Whether `--ascii` was given.
  public var ascii = false
  /// Whether `--no-color` was given.
  public var noColor = false
  /// The cards `--shoe` stacks on top of the shoe, in dealing order.
  public var stackedCards: [Card] = []
  /// Whether `--echo` was given: with piped input, each prompt and input line is written before its reply.
  public var echo = false
  /// The counting system of `--count` (Hi-Lo by default), which the prompt's `count` keeps.
  public var countingSystem = CountingSystem.hiLo
  /// Whether `--count` chose the system: `hint` then adds the index play for the true count.
  public var countChosen = false
  /// The bet ramp of `--ramp` or `--spread` (units of the table minimum by count), or `nil` when neither was given:
  /// with one, every bet is graded against it and the dealer asks for the count between rounds (see
  /// ``CountPlay``).
  public var betRamp: CountRamp?
  /// How the decks unseen are read for the true count the bets are graded at (`--tc-estimate`, exact by default).
  public var trueCountEstimate = DeckEstimate.exact
  /// How the true count is rounded to the whole number bets are graded at (`--tc-round`, floor by default).
  public var trueCountRounding = TrueCountRounding.floor
  /// The per-count figures the bets' expected cost is read from, or `nil` for a simulation of the table's rules
  /// (``rampFigureRounds`` rounds, seed 1) when the first bet is graded at them.
  public var rampFigures: CountOdds?
  /// The rounds of the simulation that gives the per-count figures when ``rampFigures`` is `nil`.
  public var rampFigureRounds = 1_000_000
  /// How `hint` plays split hands in the exact values (`--post-split`), CDZ- by default.
  public var postSplit = PostSplitPolicy.cdzMinus
  /// The `--profile NAME` given, or `nil` (the profile `default`, unless the session is a guest).
  public var profile: String?
  /// The `--db PATH` given, or `nil` for the default database (see ``BlackjackProfile/ProfileStore/defaultPath(environment:)``).
  public var databasePath: String?
  /// Whether `--guest` was given: nothing is read or saved.
  public var guest = false
  /// The `--min N` text: the table minimum (default 1).
  public var tableMinimum: String?
  /// The `--max N` text: the table maximum (default none: the bankroll is the limit).
  public var tableMaximum: String?
  /// How long the dealer pauses between cards at a terminal (`--pace`, default normal).
  public var pace = DealerPace.normal
  /// The side bets the table offers (`--side-bets "21+3 pp ll"`), placed at the prompt with `bet 10 pp 5`.
  public var sideBets: [SideBet] = []
  /// Whether `--side-bets` was given (`--side-bets none` offers none): a profile otherwise offers the side bets it
  /// was last played with.
  public var sideBetsChosen = false
  /// Whether `--seats`, `--seat`, `--spots` or `--players` was given: a profile otherwise sits at the positions it
  /// was last played at.
  public var seatingChosen = false
  /// The number of seats at the table (`--seats N`, 1 to 7, default 1: the player alone).
  public var seats = 1
  /// The player's seat (`--seat K`, 1 to `seats`, default 1: first to act, so the AI seats play after).
  public var seat = 1
  /// The styles of the AI seats (`--players`), given to the other seats in seat order and repeated round-robin.
  public var players: [AIPlayerStyle] = AIPlayerStyle.allCases
  /// The number of spots the player plays (`--spots N`, 1 to 3, default 1): adjacent positions from ``seat`` on,
  /// each for the bet typed; with the other `seats - 1` seats they fill at most 7 positions.
  public var spots = 1

  /// The most positions at a table: the AI seats and the player's spots.
  public static let maximumPositions = 7
  /// The most spots one player plays.
  public static let maximumSpots = 3

  /// The style of every position in seat order, `nil` at the player's own spots (``spots`` of them from ``seat``).
  public var seatStyles: [AIPlayerStyle?] {
    var styles: [AIPlayerStyle?] = []
    var next = 0
    let spots = max(self.spots, 1)
    for number in 1...(max(seats, 1) - 1 + spots) {
      if (seat..<(seat + spots)).contains(number) {
        styles.append(nil)
      } else {
        styles.append(players[next % players.count])
        next += 1
      }
    }
    return styles
  }

  /// Checks `--seats`, `--seat` and `--spots`.
  ///
  /// - Throws: ``PlayOptionsError/badSeats(_:)`` with one line naming the allowed range.
  public func validateSeats() throws(PlayOptionsError) {
    guard (1...7).contains(seats) else {
      throw .badSeats("--seats must be 1 to 7 (the seats at the table); got \(seats)")
    }
    guard (1...seats).contains(seat) else {
      throw .badSeats("--seat must be 1 to \(seats) (a seat at the table of --seats \(seats)); got \(seat)")
    }
    guard !players.isEmpty else { throw .badSeats("--players needs at least one style") }
    let mostSpots = min(Self.maximumSpots, Self.maximumPositions + 1 - seats)
    guard (1...mostSpots).contains(spots) else {
      let why =
        mostSpots == Self.maximumSpots
        ? "" : " (beside \(seats - 1) AI seats, to fit the \(Self.maximumPositions) positions at the table)"
      let range = mostSpots == 1 ? "1" : "1 to \(mostSpots)"
      throw .badSeats("--spots must be \(range)\(why); got \(spots)")
    }
  }

  /// Whether the session plays as a guest, saving nothing: with `--guest`, or with `--seed` or `--shoe` unless
  /// `--profile` or `--db` names where to save (so that seeded and stacked transcripts stay reproducible).
  public var isGuest: Bool {
    guest || ((seed != nil || !stackedCards.isEmpty) && profile == nil && databasePath == nil)
  }

  /// Creates the default options.
  public init() {}

  /// Parses the side bets of `--side-bets`: codes separated by spaces or commas, such as `"21+3 pp ll"`, or `none`
  /// alone for a table that offers none (a profile otherwise offers those it was last played with).
  ///
  /// - Throws: ``PlayOptionsError/badSideBets(_:)`` naming the first word that is not a side bet, and those allowed.
  public static func sideBets(from text: String) throws(PlayOptionsError) -> [SideBet] {
    if text.split(whereSeparator: \.isWhitespace).map({ $0.lowercased() }) == ["none"] { return [] }
    let bets: [SideBet]
    do throws(SideBetError) {
      bets = try SideBet.list(parsing: text)
    } catch .unknown(let word) {
      throw .badSideBets("'\(word)' is not a side bet; use \(SideBet.codeList), or none alone for no side bets")
    } catch {
      throw .badSideBets(error.description)
    }
    guard !bets.isEmpty else {
      throw .badSideBets("name at least one side bet, or none alone; use \(SideBet.codeList)")
    }
    return bets
  }

  /// The ramp of `--ramp STEPS` or `--spread LOW-HIGH` (at most one of them), read by the parsers `simulate` uses:
  /// COUNT:UNITS steps, the table minimum (1 unit) below the lowest; `nil` when neither is given.
  ///
  /// - Throws: ``PlayOptionsError/badRamp(_:)`` with one line saying what is wrong and what is allowed.
  public static func ramp(steps: String?, spread: String?) throws(PlayOptionsError) -> CountRamp? {
    if steps != nil && spread != nil { throw .badRamp("give --ramp or --spread, not both") }
    do throws(CountRampError) {
      if let steps { return try CountRamp(spec: steps, below: 1, what: "units", allowed: 1...Counter.maximumUnits) }
      if let spread { return try CountRamp(spread: spread, maximum: Counter.maximumUnits) }
      return nil
    } catch {
      throw .badRamp((steps != nil ? "--ramp: " : "--spread: ") + error.description)
    }
  }

  /// Parses the cards of `--shoe`: card names separated by spaces or commas, such as `"AS KH 10D"` or `"A♠,K♥"`.
  ///
  /// - Throws: ``PlayOptionsError/badCard(_:)`` naming the first word that is not a card (or an empty word when
  ///   there are no cards at all).
  public static func cards(from text: String) throws(PlayOptionsError) -> [Card] {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard !words.isEmpty else { throw .badCard("") }
    var cards: [Card] = []
    for word in words {
      guard let card = Card(word) else { throw .badCard(String(word)) }
      cards.append(card)
    }
    return cards
  }
}

/// A problem with the arguments of `blackjack play`.
public enum PlayOptionsError: Error, Equatable, CustomStringConvertible {
  /// A `--shoe` word that is not a card.
  case badCard(String)
  /// A `--rules` spec the table cannot use; the text says why.
  case badRules(String)
  /// A `--bankroll` that is not an amount of at least the minimum bet.
  case badBankroll(String)
  /// `--shoe` cards the shoe cannot deal; the text says why.
  case badShoe(String)
  /// `--min` or `--max` that is not an amount, or limits that do not fit each other or the bankroll; the text says
  /// why.
  case badLimits(String)
  /// `--side-bets` the table cannot offer; the text says why.
  case badSideBets(String)
  /// `--seats`, `--seat`, `--spots` or `--players` the table cannot seat; the text says why.
  case badSeats(String)
  /// `--ramp` or `--spread` that is not a ramp, or given without `--count`; the text says why.
  case badRamp(String)

  /// One line saying what was wrong and what is allowed.
  public var description: String {
    switch self {
    case .badCard(let word):
      word.isEmpty
        ? "--shoe needs at least one card, e.g. --shoe \"AS KH 10D\""
        : "'\(word)' in --shoe is not a card; use forms like AS, 10H, TD, K♣"
    case .badRules(let reason): "--rules: \(reason)"
    case .badShoe(let reason): "--shoe: \(reason)"
    case .badLimits(let reason): reason
    case .badSideBets(let reason): "--side-bets: \(reason)"
    case .badSeats(let reason): reason
    case .badRamp(let reason): reason
    case .badBankroll(let text):
      "--bankroll '\(text)' is not usable; give an amount such as 1000 or 250.50, at least"
        + " \(REPLSession.minimumBet)"
    }
  }
}
