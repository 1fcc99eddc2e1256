import BlackjackAnalysis
import BlackjackEngine
import CardKit

// The session a table server keeps for a player (`blackjack play --server`, issue #34 item 3): the same session,
// modes and replies as at a local prompt, restored from the state the server's database keeps (the same
// ``SavedSession`` text a profile keeps) and saving as a profile's session does: each reply's ``Reply/durable`` is
// written by the server in the line's transaction before the reply is sent. The seed is never shown, and the
// commands that read a local profile or run a drill are refused.

extension REPLSession {
  /// Opens the session a table server keeps for a player.
  ///
  /// - Parameters:
  ///   - state: The state the server saved for the session (``Reply/durable``'s `change.state`), or `nil` for a
  ///     table never played at the prompt, opened from `table`.
  ///   - table: The table between rounds, for a session without `state` (the server's table as registered).
  ///   - seed: The seed of the shoe's shuffles, for a session without `state`.
  ///   - options: The table's options: the positions (`seats`, `seat`, `spots`, `players`; applied between rounds
  ///     when ``PlayOptions/Seating/chosen``), the limits (`tableMinimum`, `tableMaximum`).
  ///   - style: How the replies print cards.
  ///   - startingBankroll: The player's starting bankroll (what a rebuy may add).
  ///   - roundsPlayed: Rounds the server has settled for the player (the round in play is the next).
  /// - Throws: ``HostedSessionError`` when the state does not restore or the options are not a table's.
  public static func hosted(
    state: String?, table: TableSnapshot?, seed: UInt64, options: PlayOptions, style: CardStyle,
    startingBankroll: Money, roundsPlayed: Int
  ) throws(HostedSessionError) -> REPLSession {
    var options = options
    options.seed = seed
    options.bankroll = startingBankroll.description
    options.rulesSpec = table?.rules.spec
    var session: REPLSession
    do throws(PlayOptionsError) {
      session = try REPLSession(options: options, style: style)
    } catch {
      throw HostedSessionError(line: error.description)
    }
    session.keeper.hostedStartingCents = startingBankroll.cents
    session.keeper.roundsSaved = roundsPlayed
    if let state {
      try session.restoreHosted(state, options: options)
    } else if let table {
      session.table = table.table
      session.seen.shuffles = session.table.shoe.shuffleCount
    }
    session.keeper.start = session.keeper.start ?? session.table.snapshot
    session.keeper.lastSaved = session.savedSession()?.text()
    session.enter(session.roundMode)
    return session
  }

  /// Restores the state text a hosted session saved, as ``attach(_:options:)`` restores a profile's.
  private mutating func restoreHosted(_ text: String, options: PlayOptions) throws(HostedSessionError) {
    let saved: SavedSession
    do {
      saved = try SavedSession.read(text)
    } catch {
      throw HostedSessionError(line: "the table's saved state cannot be resumed (\(error.reason))")
    }
    let chart =
      saved.round?.positions?.contains { $0.seat != nil } == true
      ? ExactAnalysis(rules: saved.table.rules, postSplit: postSplit).basicStrategy() : nil
    let seats = { (name: String) in chart.flatMap { AIPlayerStyle(rawValue: name)?.strategy(chart: $0) } }
    let restored: TableSnapshot
    do throws(TableSnapshotError) {
      restored =
        try saved.round.map { log throws(TableSnapshotError) in try saved.table.playing(log, seats: seats) }
        ?? saved.table
    } catch {
      throw HostedSessionError(line: "the table's saved round cannot be replayed (\(error))")
    }
    coach.isOn = saved.coach == true
    seed = UInt64(saved.seed) ?? seed
    shoeSeeds.tablesOpened = saved.tablesOpened
    table = restored.table
    bets.last = saved.lastBet.map { Money(cents: $0) }
    bets.sideBets.lastStakes = saved.lastSideBetStakes ?? []
    bets.sideBets.offered = saved.offeredSideBets ?? []
    seen.cards = saved.seenCards.split(separator: " ").compactMap { Card($0) }
    seen.shuffles = saved.shufflesSeen
    let resuming = saved.round != nil
    // The positions chosen by the client apply between rounds; a round in progress is played at its own.
    if let styles = saved.seatStyles, resuming || !options.seating.chosen { seatStyles = styles }
    if let log = saved.round, let info = saved.roundInfo {
      if chart != nil { systems.computedChart = chart }
      keeper.start = saved.table
      keeper.log = log
      keeper.pending = info
      let numbers = Self.spotNumbers(replaying: log, from: saved.table, seats: seats)
      numbering.spots = hasSeveralPositions ? numbers : []
      numbering.current = numbers[currentSpot ?? 0]
      if hasSeveralPositions {
        bets.sideBets.dealt = table.spotPositions?.first.flatMap { table.positions?[$0] }
      }
    }
  }

  /// The first lines a client shows at a hosted table: the rules, the bankroll and the limits (never the seed),
  /// the positions, and the round in play drawn as the table shows it (hole card face down), or how to start.
  public mutating func hostedGreeting(server: String) -> String {
    let limits =
      tableMaximum.map { ", bets \(tableMinimum) to \($0)" }
      ?? (tableMinimum == Self.minimumBet ? "" : ", minimum bet \(tableMinimum)")
    var lines = ["Blackjack at \(server) — rules \(rules.spec), bankroll \(bankroll)\(limits)."]
    if let warning = Self.payoutWarning(rules) { lines.append(warning) }
    lines += tableLines
    let rounds = keeper.roundsSaved
    lines.append(
      "The server deals and keeps the shoe, the bankroll and every round (\(rounds) "
        + "\(rounds == 1 ? "round" : "rounds") so far).")
    if coach.isOn { lines.append("Coach on, as you left it ('coach off' stops it).") }
    if let round {
      lines.append("Resuming round \(rounds + 1): bet \(round.totalWagered).")
      let saved = replyBuffer.lines
      replyBuffer.lines = []
      if hasSeveralPositions {
        lines += positionLines(showingSeats: true)
      } else {
        lines += screen.renderer.tableLines(round, numbers: handNumbers, hidingHoleCard: true)
      }
      let numbers = numbering
      continueRound(round)
      numbering = numbers
      lines += replyBuffer.lines
      replyBuffer.lines = saved
    } else if bankroll < tableMinimum {
      lines.append(brokeLine)
    } else {
      lines.append("Type 'bet 10' to play a round, 'help' for the commands.")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Handles one line at a hosted table: as ``respond(to:)``, except that `quit` belongs to the client (the table
  /// stays at the server), and drills and the commands that read a local profile are refused.
  public mutating func respondHosted(to line: String) -> Reply {
    let words = Self.words(line)
    if let word = words.first, let command = CommandTable.command(named: word) {
      let refusal: String? =
        switch command {
        case .drill: "drills are played locally: 'blackjack play' without --server"
        case .history, .profile, .leaderboard:
          "\(command.name) reads a local profile; at a table server, 'blackjack leaderboard --server URL' ranks"
            + " the players"
        case .quit: "quit is the client's: it leaves the table, which the server keeps as it is"
        case .stats where words.count > 1:
          "stats all reads a local profile; 'stats' gives this session's, 'blackjack leaderboard --server URL' the rest"
        case .rules where words.count > 1:
          "a table server's tables keep the rules they were opened with; 'rules' shows them"
        default: nil
        }
      if let refusal {
        refusedLines += 1
        return Reply(text: refusal + "\n", isRefusal: true)
      }
    }
    return respond(to: .line(line))
  }

  /// Prints cards in `style` and fits the prompt to `width` columns (`nil` for none), for the client of one line.
  public mutating func present(style: CardStyle, width: Int?) {
    screen.renderer.style = style
    terminalWidth = width
  }

  /// The table played (the server's side only: it holds the shoe).
  public var hostedTable: Table<Xoshiro256StarStar> { table }

  /// The player's round in play, or `nil` between rounds.
  public var roundInPlay: Round? { round }

  /// The commands the prompt takes now, in Tab's order.
  public var expectedCommands: [String] {
    completionContext.available.filter { ![.drill, .history, .profile, .leaderboard].contains($0) }.map(\.name)
  }

  /// The seed of the shuffles (the server's side only; never sent to a client).
  public var hostedSeed: UInt64 { seed }
}

/// Why a hosted session cannot be opened: one line.
public struct HostedSessionError: Error, Sendable {
  /// The line.
  public var line: String
}

extension REPLSession {
  /// The state text the session would save now (what ``Reply/durable`` carries when it changes).
  public var savedStateText: String? { savedSession()?.text() }
}
