import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackText
import CardKit

/// The blackjack table at the prompt, independent of any terminal: it takes lines and returns replies.
///
/// The session is a state machine: its mode (``SessionMode``: betting, insurance, playing a hand of a spot, a
/// drill, a change waiting to be saved, finished) says what a line means, and each line gets a reply carrying what
/// to print and what must become durable (``Reply/durable``). The session neither prints nor writes the profile:
/// ``REPL`` (the shell) prints, through a ``SessionDriver`` that saves each reply's change first; tests feed it
/// scripted lines and compare the replies with golden transcripts. All game logic (legal actions, totals, payouts,
/// the dealer's play, strategy) comes from `BlackjackEngine`; the session keeps the bankroll and the shoe, words the
/// results and keeps statistics, with collaborators owning their own state (``CoachState``, ``BetMemory`` and its
/// ``SideBetDesk``, ``HandNumbering``, ``SessionKeeper``), and small groups of what belongs together (``BetLimits``,
/// ``ShoeSeeds``, ``SeenCards``, ``Screen``, ``SessionSystems``, ``ReplyBuffer``).
public struct REPLSession {
  /// The smallest bet a table takes unless `play --min` says more.
  public static let minimumBet = Money(units: 1)
  /// The table minimum and maximum (`play --min`, `--max`).
  var betLimits: BetLimits
  /// The table minimum (`play --min`, default ``minimumBet``); a bankroll below it ends a guest's session.
  public internal(set) var tableMinimum: Money {
    get { betLimits.minimum }
    set { betLimits.minimum = newValue }
  }
  /// The table maximum (`play --max`), or `nil` for none (the bankroll is then the limit).
  public internal(set) var tableMaximum: Money? {
    get { betLimits.maximum }
    set { betLimits.maximum = newValue }
  }

  /// The table: rules, shoe, bankroll and the round in play (all of it BlackjackEngine's).
  var table: Table<Xoshiro256StarStar>
  /// The bankroll the session started with.
  public internal(set) var startingBankroll: Money
  /// The seed of the shoe's shuffles, and how many tables `rules set` opened.
  var shoeSeeds: ShoeSeeds
  /// The seed of the shoe's shuffles.
  public internal(set) var seed: UInt64 {
    get { shoeSeeds.seed }
    set { shoeSeeds.seed = newValue }
  }
  /// The session's statistics.
  public internal(set) var stats = SessionStats()
  /// What the session is doing, which says what a line means (see ``SessionMode``); changed only by `enter(_:)`.
  var mode = SessionMode.betting

  /// Whether the session is over (quit, end of input, or a bankroll below the minimum bet).
  public var isFinished: Bool {
    guard case .finished = mode else { return false }
    return true
  }

  /// The last bet, which Enter or `deal` repeats, and the side bets (see ``BetMemory``).
  var bets = BetMemory()
  /// The cards seen in settled rounds since the last shuffle, for the count.
  var seen = SeenCards()
  /// How the table is drawn, and the terminal's width (see ``Screen``).
  var screen: Screen
  /// The style of every seat at the table in seat order, `nil` at the player's seat (`play --seats`).
  var seatStyles: [AIPlayerStyle?] = [nil]
  /// The counting system, how split hands are played, and the chart computed for the table's rules.
  var systems: SessionSystems
  /// The counting system `count` keeps (Hi-Lo unless `play --count` chose another).
  public var countingSystem: CountingSystem { systems.countingSystem }
  /// How the exact values of `hint` (and the computed chart) play split hands.
  public var postSplit: PostSplitPolicy { systems.postSplit }
  /// What the line being handled answers: its lines, and whether it was refused; and the lines refused so far.
  var replyBuffer = ReplyBuffer()
  /// How many lines the session has refused.
  public internal(set) var refusedLines: Int {
    get { replyBuffer.refusedLines }
    set { replyBuffer.refusedLines = newValue }
  }
  /// The profile the session saves to, if any, and what it has not saved yet (see `REPLSession+Profile.swift`).
  var keeper = SessionKeeper()
  /// The coach: whether it flags mistakes, and the session's mistakes (see `REPLSession+Coach.swift`).
  var coach = CoachState()
  /// The numbers the player knows the round's hands by (see ``HandNumbering``).
  var numbering = HandNumbering()
  /// The width of the terminal in columns, when the session is played at one: the prompt and `help` are then laid
  /// out to fit it (the REPL wraps every reply to it); `nil` in the scripted mode, where nothing is fitted.
  public var terminalWidth: Int? {
    get { screen.width }
    set { screen.width = newValue }
  }

  /// Opens a table.
  ///
  /// - Parameters:
  ///   - options: The `play` options: rules, bankroll, seed and stacked cards.
  ///   - style: How cards are printed.
  /// - Throws: ``PlayOptionsError`` for rules or a bankroll that cannot be used.
  public init(options: PlayOptions, style: CardStyle) throws(PlayOptionsError) {
    let rules: Rules
    do {
      rules = try Rules(spec: options.rulesSpec ?? "")
    } catch {
      throw .badRules(error.description)
    }
    guard let bankroll = Money(options.bankroll), bankroll >= Self.minimumBet else {
      throw .badBankroll(options.bankroll)
    }
    startingBankroll = bankroll
    let (minimum, maximum) = try Self.limits(options, bankroll: bankroll)
    betLimits = BetLimits(minimum: minimum, maximum: maximum)
    systems = SessionSystems(countingSystem: options.counting.system, postSplit: options.postSplit)
    let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
    shoeSeeds = ShoeSeeds(seed: seed)
    do {
      table = try Table(
        rules: rules, bankroll: bankroll, generator: Xoshiro256StarStar(seed: seed), stacked: options.stackedCards)
    } catch {
      throw .badShoe(error.description)
    }
    seen.shuffles = table.shoe.shuffleCount
    screen = Screen(renderer: TableRenderer(style: style))
    if rules.holeCard != .peek, let bet = options.sideBets.first(where: { $0.kind.needsHoleCard }) {
      throw .badSideBets("\(bet.kind.name) needs the dealer's hole card on the deal; the rules \(rules.spec) deal none")
    }
    bets.sideBets.offered = options.sideBets
    try options.seating.validate()
    seatStyles = options.seating.styles
    coach.indexHints = options.counting.chosen
    if options.counting.ramp != nil && rules.deckCount == nil {
      throw .badRamp("--ramp and --spread need a shoe of 1 to 8 decks; with INF there is no count to bet by")
    }
    coach.countPlay = options.counting.ramp.map { CountPlay(ramp: $0, options: options, seed: seed) }
  }

  /// The table rules.
  public var rules: Rules { table.rules }

  /// The player's money, bets on the table included (a round's result is added when it is settled).
  public var bankroll: Money { table.bankroll }

  /// The round being played; `nil` between rounds.
  var round: Round? { table.isRoundInProgress ? table.round : nil }

  /// The first lines printed: the rules, the bankroll, the seed and how to start.
  public var greeting: String {
    let limits =
      tableMaximum.map { ", bets \(tableMinimum) to \($0)" }
      ?? (tableMinimum == Self.minimumBet ? "" : ", minimum bet \(tableMinimum)")
    let warning = Self.payoutWarning(rules).map { $0 + "\n" } ?? ""
    let table = (tableLines + countPlayGreeting).map { $0 + "\n" }.joined()
    let first = "Blackjack — rules \(rules.spec), bankroll \(bankroll)\(limits), seed \(seed).\n" + warning + table
    guard keeper.greetingLines.isEmpty else { return first + keeper.greetingLines.map { $0 + "\n" }.joined() }
    return first + "Type 'bet 10' to play a round, 'help' for the commands.\n"
  }

  /// What the table offers beyond one player and the main bet, for the greeting and `rules`: its positions (the AI
  /// seats with their styles and the player's spots, in seat order) and the side bets with their paytables; empty
  /// for a player alone without side bets.
  var tableLines: [String] {
    var lines: [String] = []
    if seatStyles.count > 1 {
      let positions = seatStyles.enumerated().map { index, style in
        "\(index + 1) \(style.map { "AI (\($0.rawValue))" } ?? "you")"
      }
      lines.append("Positions, in the order they play: \(positions.joined(separator: ", ")).")
    }
    if let line = bets.sideBets.offeredLine { lines.append(line) }
    return lines
  }

  /// What the session answers to one line: the text to print, and whether the line was refused.
  public struct Reply: Equatable, Sendable {
    /// The text to print: empty, or lines each ending in a newline.
    public var text: String
    /// Whether the line was refused (a bad or unknown command, or one at the wrong moment): nothing was done, and
    /// ``text`` is the one line saying why and what is allowed.
    public var isRefusal: Bool
    /// Seconds to pause after each card of the lines starting "Cards:" at a terminal (the count drill's pace).
    public var cardPause: Double = 0
    /// A reply to an earlier line, held back until its change could be saved, to print before ``text`` (as a
    /// reply, even when this line is refused); empty almost always.
    public var held = ""
    /// What the line changed that the profile must keep before ``text`` is shown, or `nil` when nothing did (a
    /// guest's session, a command that only reads, a refused line).
    public var durable: DurableChange?
  }

  /// Handles one event from the line reader and returns the text to print (empty or ending in a newline).
  ///
  /// A session with a profile is played through a ``SessionDriver``, which saves what must be kept before the
  /// reply is shown; this is for a guest's session, where nothing is saved.
  public mutating func handle(_ event: LineEvent) -> String {
    let reply = respond(to: event)
    return reply.held + reply.text
  }

  /// Handles one event from the line reader in the current mode: the reply, whether the line was refused, and what
  /// must become durable.
  ///
  /// The session writes nothing: when the line changed what the profile keeps (the state to resume from, a round
  /// settled, a rebuy, the session's end), ``Reply/durable`` carries the change, and whoever holds the profile
  /// (``SessionDriver``) saves it, then says how that went (``saved(_:rounds:)`` or ``notSaved(_:reply:)``) before
  /// the reply is shown. While a change is not saved the session is in ``SessionMode/unsaved(_:)``: nothing is
  /// played, and only `help` and `quit` are taken.
  public mutating func respond(to event: LineEvent) -> Reply {
    guard !isFinished else { return Reply(text: "", isRefusal: false) }
    assert(modeAgreesWithTable, "mode \(mode.kind) does not match the table")
    replyBuffer.lines = []
    replyBuffer.isRefused = false
    var changes = true
    if case .unsaved(let change) = mode {
      unsavedEvent(event, change)
      changes = false
    } else {
      handleEvent(event)
    }
    if replyBuffer.isRefused { refusedLines += 1 }
    let lines = replyBuffer.lines
    var reply = Reply(
      text: lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n", isRefusal: replyBuffer.isRefused)
    reply.cardPause = drillCardPause
    if changes && !replyBuffer.isRefused { reply.durable = durableChange() }
    return reply
  }

  /// Handles one event, adding its reply to ``output``.
  mutating func handleEvent(_ event: LineEvent) {
    switch event {
    case .interrupted:
      break
    case .endOfInput:
      endSession(reason: nil)
    case .terminated(let signal):
      endSession(reason: Self.endedBySignal(signal), ending: Self.signalName(signal))
    case .line(let bytes, let length):
      do {
        let text = try InputLine.decode(bytes: bytes, length: length)
        execute(text)
      } catch {
        refuse(error.message)
      }
    }
  }

  /// Refuses the line: says why in one line and what is allowed. The session is left as it was.
  mutating func refuse(_ line: String) {
    replyBuffer.isRefused = true
    replyBuffer.lines.append(line)
  }

  /// Appends lines to the output.
  mutating func say(_ lines: String...) { replyBuffer.lines += lines }

  /// Appends lines to the output.
  mutating func say(_ lines: [String]) { replyBuffer.lines += lines }

  /// The command `word` names, or `nil` after refusing the line with the nearest command as a suggestion (or
  /// `otherwise` when nothing is near).
  mutating func command(named word: String, otherwise: String) -> PromptCommand? {
    if let command = CommandTable.command(named: word) { return command }
    if let suggestion = CommandTable.suggestion(for: word) {
      refuse("unknown command '\(word)' — did you mean '\(suggestion.name)'?")
    } else {
      refuse("unknown command '\(word)'; \(otherwise)")
    }
    return nil
  }

  /// What the round waits for, as a clause: "your move: hit, stand" or "answer 'insurance yes' or 'insurance no'".
  func waitingFor(_ round: Round) -> String {
    switch round.phase {
    case .insurance: "answer 'insurance yes' or 'insurance no'"
    default: "your move: \(table.affordableActions)"
    }
  }

  /// The prompt, showing the state: bankroll, current bet and whose turn it is.
  ///
  /// Parts are separated by a middle dot, or by a bar with `--ascii`. On a terminal too narrow for the whole
  /// prompt and a dozen columns of typing, the actions shorten to their letters (`h/s/d`), then the bet is left out.
  public var prompt: String {
    if let drillPrompt { return drillPrompt }
    if let countCheckPrompt { return countCheckPrompt }
    let variants = promptVariants
    guard let width = terminalWidth else { return variants[0] }
    return variants.first { $0.visibleWidth + 12 <= width } ?? variants[variants.count - 1]
  }

  /// The prompt's forms, longest first.
  var promptVariants: [String] {
    let dot = screen.renderer.style.ascii ? " | " : " · "
    guard let round else {
      guard let (next, _) = repeatBet else { return ["[\(bankroll)] > "] }
      return [
        "[\(bankroll)\(dot)Enter bets \(next)] > ", "[\(bankroll)\(dot)Enter: \(next)] > ", "[\(bankroll)] > ",
      ]
    }
    let bet = "bet \(round.totalWagered)"
    switch round.phase {
    case .insurance:
      return [
        "[\(bankroll)\(dot)\(bet)\(dot)insurance? yes/no] > ", "[\(bankroll)\(dot)insurance? y/n] > ",
        "[insurance? y/n] > ",
      ]
    default:
      let named = round.handCount > 1 || numbering.namesSpots
      let which = named ? "hand \(handNumber(round.activeHandIndex)): " : ""
      let shortWhich = named ? "\(handNumber(round.activeHandIndex)): " : ""
      let actions = table.affordableActions.actions
      let names = actions.map(\.name).joined(separator: "/")
      let letters = actions.compactMap { CommandTable.command(named: $0.name)?.shortForm }.joined(separator: "/")
      return [
        "[\(bankroll)\(dot)\(bet)\(dot)\(which)\(names)] > ", "[\(bankroll)\(dot)\(bet)\(dot)\(which)\(letters)] > ",
        "[\(bankroll)\(dot)\(shortWhich)\(letters)] > ", "[\(shortWhich)\(letters)] > ",
      ]
    }
  }

  /// What Tab may complete to now.
  public var completionContext: CompletionContext { completions(in: mode) }

  /// What Tab may complete to in `mode`: the mode's own commands first, then those every mode takes.
  func completions(in mode: SessionMode) -> CompletionContext {
    let profile: [PromptCommand] = keeper.isGuest ? [] : [.history, .profile, .leaderboard]
    let always: [PromptCommand] =
      [.hint, .count, .shoe, .rules, .bankroll, .stats, .coach, .mistakes, .help, .quit] + profile
    switch mode {
    case .drill:
      return drillCompletionContext
    case .countCheck:
      return CompletionContext(available: Self.countCheckCommands + profile, preferred: [])
    case .unsaved(let unsaved):
      return completions(in: unsaved.resume)
    case .betting, .finished:
      let rebuy: [PromptCommand] = keeper.isGuest || bankroll >= tableMinimum ? [] : [.rebuy]
      return CompletionContext(
        available: [.bet, .deal, .drill] + rebuy + always, preferred: rebuy, ruleTokens: Rules.allTokens)
    case .insurance:
      return CompletionContext(available: [.insurance] + always, preferred: [.insurance])
    case .playing:
      let actions = table.affordableActions.actions.compactMap { CommandTable.command(named: $0.name) }
      return CompletionContext(available: actions + always, preferred: actions)
    }
  }
}
