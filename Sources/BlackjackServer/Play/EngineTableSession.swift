import BlackjackEngine
import CardKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Phase A's table session: the engine's ``Table`` played directly, line by line.
///
/// The store keeps the table as it stood before the round in progress (a ``TableSnapshot``, shoe and generator
/// included) and the round as what was asked of it (a ``RoundLog``); restoring replays the round, so the same cards
/// come to the same hands after any restart. Only the round's log changes during a round; the snapshot is written
/// again when a round settles.
struct EngineTableSession: TableSession, Sendable {
  private(set) var table: Table<Xoshiro256StarStar>
  private var start: TableSnapshot
  private var startText: String
  private(set) var log: RoundLog?
  /// The rounds played, the session and the last round (the server sets whether a deal starts a new session).
  var context: TableContext

  /// A new table's saved state: `rules`, `bankroll`, and a shoe shuffled from `seed`.
  static func newTable(rules: Rules, bankroll: Money, seed: UInt64) -> SavedTable {
    let table = Table(rules: rules, bankroll: bankroll, generator: Xoshiro256StarStar(seed: seed))
    // A table with no round is always between rounds, so it has a snapshot.
    return SavedTable(state: encode(table.snapshot!), round: nil)
  }

  init(saved: SavedTable, context: TableContext) throws(APIError) {
    let decoder = JSONDecoder()
    do {
      start = try decoder.decode(TableSnapshot.self, from: Data(saved.state.utf8))
      startText = saved.state
      if let round = saved.round {
        let log = try decoder.decode(RoundLog.self, from: Data(round.utf8))
        self.log = log
        table = try start.playing(log).table
      } else {
        table = start.table
      }
    } catch {
      throw APIError(status: 500, "the stored table does not restore: \(error)")
    }
    self.context = context
  }

  var saved: SavedTable { SavedTable(state: startText, round: log.map { Self.encode($0) }) }

  /// The table between rounds, or `nil` while a round is in progress.
  var tableBetweenRounds: TableSnapshot? { log == nil ? start : nil }

  /// Whether the bankroll is below the minimum bet between rounds.
  var isBroke: Bool { !table.isRoundInProgress && table.bankroll < context.limits.minimumBet }

  mutating func handle(_ line: String) -> Result<SessionReply, APIError> {
    let command: TableCommand
    do {
      command = try TableCommand(parsing: line)
    } catch {
      return .failure(error)
    }
    var reply = SessionReply(lines: [], settled: nil, dealt: false, rebuy: nil, bankroll: table.bankroll)
    do throws(APIError) {
      switch command {
      case .bet(let amount): try deal(amount)
      case .action(let action): try play(.action(action))
      case .insurance(let take): try play(.insurance(take))
      case .rebuy: reply.rebuy = try rebuy()
      }
    } catch {
      return .failure(error)
    }
    reply.dealt = command.isBet
    if !table.isRoundInProgress, log != nil {
      reply.settled = settle()
    }
    reply.bankroll = table.bankroll
    reply.lines = replyLines(after: command, settled: reply.settled)
    return .success(reply)
  }

  private mutating func deal(_ amount: Money) throws(APIError) {
    let limits = context.limits
    guard !table.isRoundInProgress else { throw refusal(TableError.roundInProgress.description) }
    guard !isBroke else {
      throw refusal(
        "the bankroll of \(table.bankroll) is below the minimum bet of \(limits.minimumBet); send 'rebuy' to add"
          + " \(limits.startingBankroll)")
    }
    guard amount >= limits.minimumBet, amount <= limits.maximumBet else {
      throw refusal("a bet here is from \(limits.minimumBet) to \(limits.maximumBet); \(amount) is outside")
    }
    do {
      try table.deal(bet: amount)
    } catch {
      throw refusal(error.description)
    }
    if context.startsNewSession {
      context.session += 1
      context.startsNewSession = false
    }
    log = RoundLog(bet: amount)
  }

  private mutating func play(_ request: RoundRequest) throws(APIError) {
    guard log != nil, table.isRoundInProgress else { throw refusal(TableError.noRound.description) }
    do {
      switch request {
      case .action(let action): try table.act(action)
      case .insurance(let take): try table.resolveInsurance(take)
      }
    } catch {
      // Running out of cards voids the round: the request was taken, and the round is settled.
      guard case .round(.outOfCards) = error, !table.isRoundInProgress else { throw refusal(error.description) }
    }
    log?.requests.append(request)
  }

  private mutating func rebuy() throws(APIError) -> Money {
    guard !table.isRoundInProgress else { throw refusal(TableError.roundInProgress.description) }
    guard isBroke else {
      throw refusal(
        "a rebuy is for a bankroll below the minimum bet of \(context.limits.minimumBet); yours is \(table.bankroll)")
    }
    let amount = context.limits.startingBankroll
    do {
      try table.rebuy(amount)
    } catch {
      throw refusal(error.description)
    }
    restart()
    return amount
  }

  /// Records the round just settled and makes the table between rounds the new start.
  private mutating func settle() -> SettledRound? {
    guard let bet = log?.bet, let round = table.round else { return nil }
    context.roundsPlayed += 1
    let settled = SettledRound(
      number: context.roundsPlayed, session: context.session, bet: bet.cents, net: round.net.cents,
      insurance: round.insurance.cents, isVoid: round.isVoid, dealer: Self.dealerView(round, revealed: true),
      hands: round.hands.map(Self.handView), bankroll: table.bankroll.cents)
    context.lastRound = settled
    restart()
    return settled
  }

  /// The table as it stands between rounds becomes the saved start; no round is in progress.
  private mutating func restart() {
    log = nil
    // Between rounds the table always has a snapshot.
    start = table.snapshot!
    startText = Self.encode(start)
  }

  private func refusal(_ message: String) -> APIError { APIError(status: 409, message) }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Snapshots and round logs are strings and whole numbers, which always encode.
    return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "{}"
  }
}

extension TableCommand {
  /// Whether the command is a bet.
  var isBet: Bool {
    if case .bet = self { return true }
    return false
  }
}
