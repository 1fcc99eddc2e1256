import BlackjackEngine
import BlackjackProfile
import BlackjackREPL
import CardKit

/// Phase B's table session: the prompt's own ``REPLSession`` (modes, table view, hint, coach, AI seats), played at
/// the server for the player, so that `blackjack play --server` replies exactly as a local prompt does.
///
/// The store keeps the session's own saved state (the ``REPLSession/Reply/durable`` text a profile keeps: the
/// table before the round in play, the round as what was asked of it, the seats, the coach), behind ``marker``.
/// Each taken line's durable change (the state, the rounds settled, the rebuys) is handed to the store with the
/// line's write, which commits before the reply is sent; the session is told it was saved first, and a session whose
/// write fails is dropped (the next line restores it from the store).
struct PromptTableSession: TableSession, @unchecked Sendable {
  // @unchecked: a hosted REPLSession holds no profile and no reference with shared mutable state; it is a value,
  // copied in and out of the session cache under its lock.

  /// What starts a stored state that is the prompt's.
  static let marker = "prompt:"

  private(set) var session: REPLSession
  private var stateText: String
  var context: TableContext

  init(saved: SavedTable, context: TableContext) throws(APIError) {
    try self.init(saved: saved, context: context, seating: nil, startingBankroll: nil)
  }

  /// The session of `saved`, sat at the positions of `seating` between rounds (`nil`: as saved).
  init(saved: SavedTable, context: TableContext, seating: PlayOptions?, startingBankroll: Money?) throws(APIError) {
    guard saved.state.hasPrefix(Self.marker) else { throw APIError(status: 500, "the stored table is not a prompt's") }
    let text = String(saved.state.dropFirst(Self.marker.count))
    session = try Self.open(
      state: text, table: nil, seed: 0, context: context, seating: seating, startingBankroll: startingBankroll)
    stateText = session.savedStateText ?? text
    self.context = context
  }

  /// The prompt's session for a table played so far by lines (phase A), between rounds: the same table, bankroll
  /// and shoe, and `seed` for any table opened later.
  init(
    converting table: TableSnapshot, seed: UInt64, context: TableContext, seating: PlayOptions?, startingBankroll: Money
  )
    throws(APIError)
  {
    session = try Self.open(
      state: nil, table: table, seed: seed, context: context, seating: seating, startingBankroll: startingBankroll)
    stateText = session.savedStateText ?? ""
    self.context = context
  }

  private static func open(
    state: String?, table: TableSnapshot?, seed: UInt64, context: TableContext, seating: PlayOptions?,
    startingBankroll: Money?
  ) throws(APIError) -> REPLSession {
    var options = seating ?? PlayOptions()
    options.tableMinimum = context.limits.minimumBet.description
    options.tableMaximum = context.limits.maximumBet.description
    do throws(HostedSessionError) {
      return try REPLSession.hosted(
        state: state, table: table, seed: seed, options: options, style: CardStyle(ascii: true),
        startingBankroll: startingBankroll ?? context.limits.startingBankroll, roundsPlayed: context.roundsPlayed)
    } catch {
      throw APIError(status: seating == nil ? 500 : 400, error.line)
    }
  }

  var saved: SavedTable { SavedTable(state: Self.marker + stateText, round: nil) }

  /// Prints cards in `style`, and fits the prompt to `width`, for the next line's client.
  mutating func present(style: CardStyle, width: Int?) { session.present(style: style, width: width) }

  /// The greeting for a client sitting down.
  mutating func greeting(server: String) -> String { session.hostedGreeting(server: server) }

  /// The prompt the client shows next.
  var prompt: String { session.prompt }

  mutating func handle(_ line: String) -> Result<SessionReply, APIError> {
    let before = session.roundInPlay != nil
    let reply = session.respondHosted(to: line)
    var lines = reply.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var answer = SessionReply(
      lines: lines, settled: nil, dealt: false, rebuy: nil, bankroll: session.bankroll, refused: reply.isRefusal)
    guard !reply.isRefusal else { return .success(answer) }
    let rounds = reply.durable?.change.rounds ?? []
    answer.dealt = !before && (session.roundInPlay != nil || !rounds.isEmpty)
    if answer.dealt && context.startsNewSession {
      context.session += 1
      context.startsNewSession = false
    }
    if let durable = reply.durable {
      stateText = durable.change.state
      var numbered: [RoundRecord] = []
      for var record in rounds {
        context.roundsPlayed += 1
        record.number = context.roundsPlayed
        numbered.append(record)
        let settled = Self.settled(record, session: context.session, bankroll: durable.change.bankroll)
        context.lastRound = settled
        answer.settled = settled
      }
      let rebuys = durable.change.rebuys.reduce(0, +)
      if rebuys > 0 { answer.rebuy = Money(cents: rebuys) }
      // The server writes the change in the line's transaction before the reply is sent; a failed write drops
      // this session (see ServerApplication.line).
      _ = session.saved(durable, rounds: numbered)
    }
    return .success(answer)
  }

  /// A round as the profile records it, as the server's API shows it.
  static func settled(_ record: RoundRecord, session: Int, bankroll: Int) -> SettledRound {
    let cards = { (codes: String) in codes.split(separator: " ").compactMap { Card($0) } }
    let dealer = cards(record.dealerCards)
    return SettledRound(
      number: record.number, session: session, bet: record.bet, net: record.net, insurance: record.insurance,
      isVoid: record.isVoid,
      dealer: DealerView(cards: dealer.map(\.asciiDescription), holeCardHidden: false, total: HandValue(dealer).total),
      hands: record.hands.map { hand in
        let held = cards(hand.cards)
        let value = HandValue(held)
        return HandView(
          cards: held.map(\.asciiDescription), total: value.total, soft: value.isSoft, bet: hand.bet,
          doubled: hand.doubled, split: hand.split, surrendered: hand.surrendered,
          outcome: hand.outcome.isEmpty ? nil : hand.outcome, net: hand.net)
      }, bankroll: bankroll)
  }

  var view: TableView {
    let table = session.hostedTable
    var phase = "betting"
    var roundView: RoundView?
    if let round = session.roundInPlay {
      phase = round.phase == .insurance ? "insurance" : "playing"
      roundView = RoundView(
        number: context.roundsPlayed + 1, bet: round.totalWagered.cents,
        dealer: EngineTableSession.dealerView(round, revealed: false),
        hands: round.hands.map(EngineTableSession.handView),
        activeHand: round.phase == .playerTurn ? round.activeHandIndex : nil, insurance: round.insurance.cents)
    } else if session.bankroll < context.limits.minimumBet {
      phase = "broke"
    }
    return TableView(
      rules: table.rules.spec, bankroll: table.bankroll.cents, available: table.available.cents,
      minimumBet: context.limits.minimumBet.cents, maximumBet: context.limits.maximumBet.cents,
      roundsPlayed: context.roundsPlayed, phase: phase, expects: session.expectedCommands, round: roundView,
      lastRound: context.lastRound,
      shoe: ShoeView(decks: table.rules.deckCount, cardsDealt: table.shoe.discardCount, shuffled: table.didShuffle))
  }
}
