import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

/// What `blackjack dealer` reports: the dealer's final-total probabilities for each up card, from a full shoe,
/// before the peek. The text table and the JSON (`--json`) are both written from it.
///
/// JSON fields: `schemaVersion` (1), `rules`, and `upCards[]`, each with `upCard` ("2" … "10", "A"), the
/// probabilities `17`, `18`, `19`, `20`, `21` (not a blackjack), `blackjack` and `bust`, and `givenNoBlackjack`
/// holding `17` … `21` and `bust` conditioned on no dealer blackjack (as after a peek).
struct DealerReport: Report {
  /// The probabilities of the dealer's final hands, by name.
  struct Outcomes: Encodable, Sendable {
    /// The probability of ending on each total 17 … 21 (not a blackjack), in order.
    var totals: [Double]
    /// The probability of a blackjack, or `nil` where it is excluded (given no blackjack).
    var blackjack: Double?
    var bust: Double

    init(_ probabilities: DealerProbabilities, withBlackjack: Bool) {
      totals = (17...21).map { probabilities.total($0) }
      blackjack = withBlackjack ? probabilities.blackjack : nil
      bust = probabilities.bust
    }

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(_ name: String) { stringValue = name }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try encode(into: &container)
    }

    /// Writes the probabilities as `17` … `21`, `blackjack` (when present) and `bust`.
    func encode(into container: inout KeyedEncodingContainer<Key>) throws {
      for (offset, probability) in totals.enumerated() {
        try container.encode(probability, forKey: Key("\(17 + offset)"))
      }
      try container.encodeIfPresent(blackjack, forKey: Key("blackjack"))
      try container.encode(bust, forKey: Key("bust"))
    }
  }

  /// One up card's row.
  struct Row: Encodable, Sendable {
    /// "2" … "10", "A".
    var upCard: String
    /// Before the peek.
    var outcomes: Outcomes
    /// Given no dealer blackjack.
    var givenNoBlackjack: Outcomes

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Outcomes.Key.self)
      try outcomes.encode(into: &container)
      try container.encode(upCard, forKey: .init("upCard"))
      try container.encode(givenNoBlackjack, forKey: .init("givenNoBlackjack"))
    }
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  /// The rules' canonical spec.
  var rules: String
  var upCards: [Row]

  /// The dealer table of the full shoe for `rules`.
  init(rules: Rules) {
    self.init(rules: rules, table: ExactAnalysis(rules: rules).dealerTable())
  }

  /// The report of a given table, each row labelled by its own up card.
  init(rules: Rules, table: [(upCard: Rank, probabilities: DealerProbabilities)]) {
    self.rules = rules.spec
    upCards = table.map { row in
      Row(
        upCard: UpCardLabel.of(row.upCard), outcomes: Outcomes(row.probabilities, withBlackjack: true),
        givenNoBlackjack: Outcomes(row.probabilities.conditionedOnNoBlackjack, withBlackjack: false))
    }
  }

  /// The text output, line by line.
  var lines: [String] {
    let header = ["17", "18", "19", "20", "21", "BJ", "bust"].map { $0.padded(toLeading: 9) }
    var lines = [
      "Dealer's final total by up card (\(rules)), full shoe, before the peek:",
      "",
      "up".padded(toLeading: 4) + header.joined() + "bust|noBJ".padded(toLeading: 11),
    ]
    for row in upCards {
      let cells = (row.outcomes.totals + [row.outcomes.blackjack ?? 0, row.outcomes.bust]).map {
        DecimalFormat.fixed($0, digits: 6).padded(toLeading: 9)
      }
      let bustGiven = DecimalFormat.fixed(row.givenNoBlackjack.bust, digits: 6)
      lines.append(row.upCard.padded(toLeading: 4) + cells.joined() + bustGiven.padded(toLeading: 11))
    }
    return lines
  }

  /// The lines of the table itself, without the title (for tests of the labels).
  var tableLines: [String] { Array(lines.dropFirst(2)) }
}
