import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import CardKit

/// The options of `blackjack play`, as the command line gave them (BlackjackCLI parses the arguments): the table's
/// setup here, and in groups counting while playing (``counting``), where everyone sits (``seating``), where the game
/// is kept (``saving``) and how it is shown (``display``).
public struct PlayOptions: Sendable, Equatable {
  /// The `--rules SPEC` text, or `nil` for the engine's default rules.
  public var rulesSpec: String?
  /// The `--bankroll N` text (default `"1000"`); the session parses it as money.
  public var bankroll: String = "1000"
  /// The `--seed S` value, or `nil` for a random seed.
  public var seed: UInt64?
  /// The cards `--shoe` stacks on top of the shoe, in dealing order.
  public var stackedCards: [Card] = []
  /// How `hint` plays split hands in the exact values (`--post-split`), CDZ- by default.
  public var postSplit = PostSplitPolicy.cdzMinus
  /// The `--min N` text: the table minimum (default 1).
  public var tableMinimum: String?
  /// The `--max N` text: the table maximum (default none: the bankroll is the limit).
  public var tableMaximum: String?
  /// The side bets the table offers (`--side-bets "21+3 pp ll"`), placed at the prompt with `bet 10 pp 5`.
  public var sideBets: [SideBet] = []
  /// Whether `--side-bets` was given (`--side-bets none` offers none): a profile otherwise offers the side bets it
  /// was last played with.
  public var sideBetsChosen = false
  /// Counting while playing: the system, and the ramp bets are graded against.
  public var counting = Counting()
  /// The AI seats and the player's spots.
  public var seating = Seating()
  /// The profile and database the game is kept in, or none.
  public var saving = Saving()
  /// Cards, colour, echo and the dealer's pace.
  public var display = Display()

  /// Whether the session plays as a guest, saving nothing: with `--guest`, or with `--seed` or `--shoe` unless
  /// `--profile` or `--db` names where to save (so that seeded and stacked transcripts stay reproducible).
  public var isGuest: Bool {
    saving.guest || ((seed != nil || !stackedCards.isEmpty) && saving.profile == nil && saving.databasePath == nil)
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
        + " \(REPLSession.minimumBet) and at most \(Money.largestParsed), with at most two decimals"
    }
  }
}
