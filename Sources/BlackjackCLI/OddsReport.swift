import BlackjackAnalysis
import BlackjackEngine
import BlackjackText

/// What `blackjack odds` reports: the exact house edge of the rules both ways, the outcome frequencies, and the
/// edge after each single rule change. The text output and the JSON (`--json`) are both written from it.
///
/// JSON fields (fractions of the initial bet; positive edges favour the house): `schemaVersion` (1), `rules` (the
/// canonical spec), `houseEdge.compositionDependent`, `houseEdge.basicStrategy`, `blackjackFrequency`,
/// `handsPerRound.win|push|lose`, and `ruleChanges[]` with `change`, `rules`, `houseEdge` and `difference` (the
/// change's edge minus the composition-dependent edge).
struct OddsReport: Report {
  /// The house edge, both ways.
  struct HouseEdge: Encodable, Sendable {
    /// With composition-dependent optimal play (CDZ-).
    var compositionDependent: Double
    /// With the computed basic-strategy chart.
    var basicStrategy: Double
  }

  /// Expected hands won, pushed and lost per round (a split round counts each hand; a surrender is a loss).
  struct HandsPerRound: Encodable, Sendable {
    var win: Double
    var push: Double
    var lose: Double
  }

  /// One single rule change and its edge.
  struct RuleChange: Encodable, Sendable {
    /// What changed: "H17 instead of S17".
    var change: String
    /// The changed rules' canonical spec.
    var rules: String
    /// The changed rules' composition-dependent edge.
    var houseEdge: Double
    /// That edge minus the original rules' composition-dependent edge.
    var difference: Double
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  /// The rules' canonical spec.
  var rules: String
  var houseEdge: HouseEdge
  /// The probability of being dealt a natural.
  var blackjackFrequency: Double
  var handsPerRound: HandsPerRound
  var ruleChanges: [RuleChange]

  /// Analyses `rules` and each single change of them.
  init(rules: Rules) {
    let report = ExactAnalysis(rules: rules).report()
    let base = report.compositionDependentEdge
    self.rules = rules.spec
    houseEdge = HouseEdge(compositionDependent: base, basicStrategy: report.basicStrategyEdge)
    blackjackFrequency = report.playerBlackjackProbability
    handsPerRound = HandsPerRound(win: report.handsWon, push: report.handsPushed, lose: report.handsLost)
    ruleChanges = Self.changes(of: rules).map { name, changed in
      let edge = ExactAnalysis(rules: changed).houseEdge()
      return RuleChange(change: name, rules: changed.spec, houseEdge: edge, difference: edge - base)
    }
  }

  /// The text output, line by line.
  var lines: [String] {
    let percent = { (value: Double, digits: Int) in DecimalFormat.fixed(value * 100, digits: digits) }
    var lines = [
      "Rules: \(rules)",
      "",
      "House edge, composition-dependent play:  \(percent(houseEdge.compositionDependent, 4)) %",
      "House edge, computed basic strategy:     \(percent(houseEdge.basicStrategy, 4)) %",
      "Player blackjack frequency:              \(percent(blackjackFrequency, 4)) %",
      "Win / push / lose (per hand):            \(percent(handsPerRound.win, 2)) % / "
        + "\(percent(handsPerRound.push, 2)) % / \(percent(handsPerRound.lose, 2)) %",
      "  (composition-dependent play; a split round counts each of its hands, a surrender as a loss)",
      "",
      "Single rule change      House edge     Change",
    ]
    for change in ruleChanges {
      lines.append(
        change.change.padded(to: 20) + percent(change.houseEdge, 4).padded(toLeading: 11) + " %"
          + DecimalFormat.signed(change.difference * 100, digits: 4).padded(toLeading: 11) + " pp")
    }
    return lines
  }

  /// The single rule changes compared: soft 17, DAS, the blackjack payout, surrender, and one deck more or fewer.
  static func changes(of rules: Rules) -> [(name: String, rules: Rules)] {
    var list: [(String, Rules)] = []
    var changed = rules
    changed.dealerHitsSoft17.toggle()
    list.append((changed.dealerHitsSoft17 ? "H17 instead of S17" : "S17 instead of H17", changed))
    changed = rules
    changed.doubleAfterSplit.toggle()
    list.append((changed.doubleAfterSplit ? "DAS instead of NDAS" : "NDAS instead of DAS", changed))
    changed = rules
    changed.blackjackPayout = rules.blackjackPayout == .threeToTwo ? .sixToFive : .threeToTwo
    list.append((changed.blackjackPayout == .sixToFive ? "6:5 blackjack" : "3:2 blackjack", changed))
    changed = rules
    changed.surrender = rules.surrender == .late ? .none : .late
    list.append((changed.surrender == .late ? "late surrender" : "no surrender", changed))
    if let decks = rules.deckCount {
      for n in [decks - 1, decks + 1] where (1...8).contains(n) {
        changed = rules
        changed.decks = .count(n)
        list.append(("\(n) \(n == 1 ? "deck" : "decks")", changed))
      }
    } else {
      changed = rules
      changed.decks = .count(8)
      list.append(("8 decks", changed))
    }
    return list
  }
}
