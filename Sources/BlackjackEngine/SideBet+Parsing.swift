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
    return codes.dropLast().joined(separator: ", ") + " or " + codes.last!  // cannot fail: `common` has four bets
  }

  /// The side bets a list of words names ("21+3 pp ll", commas allowed), each once; with `onePerKind` (a
  /// table's offer), at most one paytable of each kind.
  ///
  /// - Throws: ``SideBetError`` naming the first word that is not a side bet, a bet named twice, or (with
  ///   `onePerKind`) two paytables of one kind.
  public static func list(parsing text: String, onePerKind: Bool = true) throws(SideBetError) -> [SideBet] {
    var bets: [SideBet] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      guard let bet = SideBet(code: word) else { throw .unknown(String(word)) }
      if let named = bets.first(where: { onePerKind ? $0.kind == bet.kind : $0 == bet }) {
        throw named == bet ? .repeated(bet.code) : .twoPaytables(named.code, bet.code, kind: bet.kind.name)
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
  /// A bet named twice.
  case repeated(String)
  /// Two paytables of one kind of bet (`21+3` and `21+3v`), where a table offers one of each kind: the codes as
  /// named, and the kind's name.
  case twoPaytables(String, String, kind: String)

  /// One line saying what was wrong and what is allowed.
  public var description: String {
    switch self {
    case .unknown(let word): "'\(word)' is not a side bet; use \(SideBet.codeList)"
    case .repeated(let name): "\(name) is named twice; name each side bet once"
    case .twoPaytables(let first, let second, let kind):
      "\(first) and \(second) are two paytables of one bet, \(kind); a table offers one of them, so pick one"
    }
  }
}
