/// `POST /v1/table/lines`: one line typed at the table, for the table as the client last saw it.
///
/// `sequence` is the table's sequence number the client holds (from its last reply or `GET /v1/table`): the line
/// is applied only to that state, which then becomes `sequence + 1`. Sending the same line with the same number
/// again (a retry after a lost reply) returns the reply already given, changing nothing.
public struct LineRequest: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int
  /// The table's sequence number the line is meant for.
  public var sequence: Int
  /// The line: `bet 10`, `hit`, `stand`, `double`, `split`, `surrender`, `insurance yes`, `insurance no`, `rebuy`.
  public var line: String

  /// A request.
  public init(sequence: Int, line: String) {
    schemaVersion = ServerAPI.schemaVersion
    self.sequence = sequence
    self.line = line
  }
}

/// The answer to a line: what to show, the round it settled (if any), and the table after it.
public struct LineReply: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// The table's sequence number after the line; the next line is sent with it.
  public var sequence: Int
  /// The reply to show, line by line.
  public var reply: [String]
  /// The round the line settled, if it settled one (it is durable on the server before this reply is sent).
  public var settled: SettledRound?
  /// The table after the line.
  public var table: TableView
}

/// `GET /v1/table`: the player's table as it stands, to start or resume.
public struct TableState: Codable, Sendable, Equatable {
  /// ``ServerAPI/schemaVersion``.
  public var schemaVersion: Int = ServerAPI.schemaVersion
  /// The player's name.
  public var player: String
  /// The table's sequence number: the next line is sent with it.
  public var sequence: Int
  /// The table.
  public var table: TableView
}
