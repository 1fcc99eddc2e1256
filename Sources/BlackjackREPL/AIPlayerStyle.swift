import BlackjackEngine

/// The style of an AI player at another seat of `play --seats N`.
public enum AIPlayerStyle: String, CaseIterable, Sendable, Equatable {
  /// Basic strategy for the table's rules, flat bets of the bet typed.
  case basic
  /// Hi-Lo counter: basic strategy, bets 1 to 8 times the bet typed off the true count (1-8 spread).
  case counter
  /// A typical player: basic strategy with common mistakes (see ``BlackjackEngine/TypicalPlayerStrategy``), flat
  /// bets.
  case typical

  /// The strategy this style plays with `chart`, the basic strategy of the table's rules: the chart itself for the
  /// basic player and the counter (who differs only in the bet), the typical player's mistakes around it.
  func strategy(chart: BasicStrategy) -> any PlayerStrategy {
    switch self {
    case .basic, .counter: chart
    case .typical: TypicalPlayerStrategy(basic: chart)
    }
  }

  /// The styles of `--players "basic counter typical"`, separated by spaces or commas.
  ///
  /// - Throws: ``PlayOptionsError/badSeats(_:)`` naming the first word that is not a style.
  public static func list(parsing text: String) throws(PlayOptionsError) -> [AIPlayerStyle] {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    let allowed = allCases.map(\.rawValue).joined(separator: ", ")
    guard !words.isEmpty else { throw .badSeats("--players needs at least one style: \(allowed)") }
    var styles: [AIPlayerStyle] = []
    for word in words {
      guard let style = AIPlayerStyle(rawValue: word.lowercased()) else {
        throw .badSeats("--players: '\(word)' is not a player style; use \(allowed)")
      }
      styles.append(style)
    }
    return styles
  }
}
