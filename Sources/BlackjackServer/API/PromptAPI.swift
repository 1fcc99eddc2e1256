/// How the client of `blackjack play --server` prints: the server renders the prompt's replies in it.
public struct PromptStyle: Codable, Sendable, Equatable {
  /// Cards as `AS 10H` instead of suit symbols (`--ascii`, or a locale that is not UTF-8).
  public var ascii: Bool
  /// Hearts and diamonds in ANSI red (a terminal, no `NO_COLOR`, no `--no-color`).
  public var color: Bool
  /// The terminal's width in columns, which the prompt is fitted to; `nil` when not at a terminal.
  public var width: Int?

  /// A style.
  public init(ascii: Bool, color: Bool, width: Int? = nil) {
    self.ascii = ascii
    self.color = color
    self.width = width
  }
}

/// `POST /v1/prompt`: sit down at the player's table at the prompt (or back down, after a dropped connection or a
/// killed client). A table played by lines so far is turned into the prompt's, between rounds; the positions are
/// applied between rounds.
public struct PromptSitRequest: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// How the replies print.
  public var style: PromptStyle
  /// The seats at the table, 1 to 7 (`play --seats`); `nil` keeps the table's.
  public var seats: Int?
  /// The player's seat (`play --seat`).
  public var seat: Int?
  /// The player's spots (`play --spots`).
  public var spots: Int?
  /// The AI seats' styles (`play --players`): `basic`, `counter`, `typical`.
  public var players: [String]?

  /// A request.
  public init(style: PromptStyle, seats: Int? = nil, seat: Int? = nil, spots: Int? = nil, players: [String]? = nil) {
    schemaVersion = ServerAPI.schemaVersion
    self.style = style
    self.seats = seats
    self.seat = seat
    self.spots = spots
    self.players = players
  }
}

/// The answer to sitting down: the greeting, the prompt, and the sequence the next line is sent with.
public struct PromptGreeting: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// The player's name.
  public var player: String
  /// The table's sequence number: the next line is sent with it.
  public var sequence: Int
  /// The greeting, as the prompt prints it (lines each ending in a newline); a round in play is drawn with its hole
  /// card face down.
  public var text: String
  /// The prompt to show.
  public var prompt: String
  /// The commands the table takes now.
  public var expects: [String]
  /// The table.
  public var table: TableView
}

/// `POST /v1/prompt/lines`: one line typed at the prompt, for the table at `sequence`.
public struct PromptLineRequest: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// The table's sequence number the line is meant for.
  public var sequence: Int
  /// The line, as typed (the empty line repeats the last bet, as Enter does).
  public var line: String
  /// How the reply prints.
  public var style: PromptStyle

  /// A request. Public, as the type is: a client of this library builds it to send a line.
  public init(sequence: Int, line: String, style: PromptStyle) {
    self.sequence = sequence
    self.line = line
    self.style = style
  }
}

/// The prompt's reply to a line, once what it changed is committed at the server.
public struct PromptLineReply: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// The table's sequence number after the line (unchanged for a refused line).
  public var sequence: Int
  /// The reply, as the prompt prints it (lines each ending in a newline).
  public var text: String
  /// Whether the line was refused: `text` is the one line saying why; nothing changed.
  public var refused: Bool
  /// The prompt to show next.
  public var prompt: String
  /// The commands the table takes now.
  public var expects: [String]
  /// The round the line settled, if it settled one.
  public var settled: SettledRound?
  /// The table after the line.
  public var table: TableView
}
