extension IndexTable: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, plays
  }

  /// Reads a table written by ``encode(to:)``: its name and its plays as an index file writes them.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the first play that does not read (see ``init(parsing:name:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    self = try container.decode([String].self, forKey: .plays) { plays throws(IndexTableError) in
      try IndexTable(parsing: plays.joined(separator: "\n"), name: name)
    }
  }

  /// Writes the name and each play's ``IndexPlay/spec``, such as `"16vT S >= 0"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(plays.map(\.spec), forKey: .plays)
  }
}
