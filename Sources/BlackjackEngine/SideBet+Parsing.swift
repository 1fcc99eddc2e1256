extension SideBet {
  /// The common side bet a player's word names: its ``code`` ("21+3", "21+3v", "pp", "ll"), case-insensitively,
  /// or a long name ("perfect-pairs", "lucky-ladies", "21+3-vegas"); `nil` for any other word.
  public init?(code word: some StringProtocol) {
    let word = word.lowercased()
    let aliases = ["perfect-pairs": "pp", "lucky-ladies": "ll", "21+3-vegas": "21+3v"]
    let code = aliases[word] ?? word
    guard let bet = Self.common.first(where: { $0.code == code }) else { return nil }
    self = bet
  }

  /// The codes a player may type, for messages: "21+3, 21+3v, pp or ll".
  public static var codeList: String {
    let codes = common.map(\.code)
    return codes.dropLast().joined(separator: ", ") + " or " + codes.last!
  }

  /// The side bets a list of words names ("21+3 pp ll", commas allowed), each once; with `onePerKind` (a
  /// table's offer), at most one paytable of each kind.
  ///
  /// - Throws: ``SideBetError`` naming the first word that is not a side bet, or a bet (or kind) named twice.
  public static func list(parsing text: String, onePerKind: Bool = true) throws(SideBetError) -> [SideBet] {
    var bets: [SideBet] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      guard let bet = SideBet(code: word) else { throw .unknown(String(word)) }
      guard !bets.contains(where: { onePerKind ? $0.kind == bet.kind : $0 == bet }) else {
        throw .repeated(onePerKind ? bet.kind.name : bet.code)
      }
      bets.append(bet)
    }
    return bets
  }
}

/// Why a list of side bets was refused.
public enum SideBetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A word that names no side bet.
  case unknown(String)
  /// A second bet of the same kind.
  case repeated(String)

  /// One line saying what was wrong and what is allowed.
  public var description: String {
    switch self {
    case .unknown(let word): "'\(word)' is not a side bet; use \(SideBet.codeList)"
    case .repeated(let name): "\(name) is named twice; name each side bet once"
    }
  }
}
