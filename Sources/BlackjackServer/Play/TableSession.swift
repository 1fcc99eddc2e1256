import BlackjackEngine

/// What plays at a server-dealt table: a line in, a reply out, and the state to keep.
///
/// This is the seam between the HTTP API and the game (docs/server.md). The server restores a session from what
/// its store keeps (``SavedTable``), hands it one line, and, when the line is taken, stores the new state and the
/// reply's durable effects in one transaction before the reply is sent. Phase A plays the engine's ``Table``
/// directly (``EngineTableSession``); phase B puts the prompt's session modes behind the same seam, so that a
/// remote player sees exactly the replies a local one does.
protocol TableSession {
  /// The session restored from the store.
  ///
  /// - Throws: ``APIError`` (500) when the stored state does not decode or replay.
  init(saved: SavedTable, context: TableContext) throws(APIError)

  /// What the store keeps for this session.
  var saved: SavedTable { get }

  /// Applies `line`: the reply and its effects, or a refusal that leaves the session unchanged.
  mutating func handle(_ line: String) -> Result<SessionReply, APIError>

  /// The table as the player may see it.
  var view: TableView { get }

  /// The context after the lines handled: rounds played, session, last round (the server sets whether a deal
  /// starts a new session).
  var context: TableContext { get set }
}

/// A session's state as the store keeps it: opaque text the session alone reads.
struct SavedTable: Sendable, Equatable {
  /// The table between rounds (a ``TableSnapshot`` as JSON in phase A).
  var state: String
  /// The round in progress (a ``RoundLog`` as JSON in phase A), or `nil` between rounds.
  var round: String?
}

/// What the server knows around a session: the limits, the rounds already played, the last one settled.
struct TableContext: Sendable {
  /// The money rules.
  var limits: TableLimits
  /// Rounds settled at the table.
  var roundsPlayed: Int
  /// The session the last round belonged to (0 before the first).
  var session: Int
  /// Whether a round dealt now starts a new session (the first round, or one after a pause of more than
  /// ``sessionGap`` milliseconds).
  var startsNewSession: Bool
  /// The last round settled, if any.
  var lastRound: SettledRound?
}

extension TableContext {
  /// A pause without play longer than this (30 minutes, in milliseconds) ends a session.
  static let sessionGap: Int64 = 30 * 60 * 1000
}

/// What a taken line did: what to show, and what must become durable with it.
struct SessionReply: Sendable {
  /// The reply, line by line.
  var lines: [String]
  /// The round the line settled.
  var settled: SettledRound?
  /// Whether the line dealt a round.
  var dealt: Bool
  /// Money a rebuy added to the bankroll.
  var rebuy: Money?
  /// The bankroll after the line (settled; the round in play not counted).
  var bankroll: Money
  /// Whether the session refused the line (the prompt's refusals: ``lines`` is the one line saying why); nothing
  /// changed, and nothing is stored.
  var refused = false
}
