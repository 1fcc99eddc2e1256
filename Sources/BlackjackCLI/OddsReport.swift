import BlackjackAnalysis
import BlackjackEngine
import BlackjackText

/// What `blackjack odds` reports: the exact house edge of the rules both ways, the outcome frequencies, and the
/// edge after each single rule change, from the full shoe or a given one. The text output and the JSON (`--json`)
/// are both written from it.
///
/// JSON fields (fractions of the initial bet; positive edges favour the house): `schemaVersion` (2: since
/// `handsPerRound`, which counted each split hand, became `perRound`), `rules` (the canonical spec), `postSplit`
/// (`cdz-`, `cdp1` or `cdp`), `shoe` (``ShoeReport``), `exact` (of the house edges and the blackjack frequency),
/// `houseEdge.compositionDependent`, `houseEdge.basicStrategy`, `blackjackFrequency`, `perRound.win|push|lose` (the
/// probabilities that a round ends won, pushed or lost by its net, adding up to 1) with `perRound.basis` (how they
/// are worked out: split rounds approximately), and `ruleChanges[]` with `change`, `rules`, `houseEdge` and
/// `difference` (the change's edge minus the composition-dependent edge; from the same shoe, so a given shoe has no
/// change of the number of decks).
struct OddsReport: Report {
  /// The house edge, both ways.
  struct HouseEdge: Encodable, Sendable {
    /// With composition-dependent optimal play (CDZ-).
    var compositionDependent: Double
    /// With the computed basic-strategy chart.
    var basicStrategy: Double
  }

  /// The probabilities that a round ends won, pushed or lost by its net (a surrender is a loss), with
  /// composition-dependent play: they add up to 1.
  struct PerRound: Encodable, Sendable {
    var win: Double
    var push: Double
    var lose: Double
    /// How the figures are worked out, in words (``basis``).
    var basis = PerRound.basis

    /// How the figures are worked out: exactly, except that a split round's hands are combined as independent
    /// given the dealer's total.
    static let basis =
      "per round, each round by its net (a surrender a loss), composition-dependent play; exact but for split "
      + "rounds, whose hands are combined as independent given the dealer's total"
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

  /// The format of the JSON document: 2 since `handsPerRound` (split hands counted one by one) became `perRound`.
  var schemaVersion = 2
  /// The rules' canonical spec.
  var rules: String
  /// How split hands are played: the post-split convention's code (`cdz-`).
  var postSplit: String
  /// The shoe analysed.
  var shoe: ShoeReport
  /// Whether the house edges and the blackjack frequency are exact: false when the shoe is so small that it could
  /// run out during a round. The per-round figures of split rounds are approximate either way (``PerRound/basis``).
  var exact: Bool
  var houseEdge: HouseEdge
  /// The probability of being dealt a natural.
  var blackjackFrequency: Double
  var perRound: PerRound
  var ruleChanges: [RuleChange]

  /// Analyses the full shoe of `rules` and each single change of them, split hands played by `postSplit`.
  init(rules: Rules, postSplit: PostSplitPolicy = .cdzMinus) {
    let full = ChosenShoe(composition: ShoeComposition(rules: rules), isFull: true, removed: [], fromCounts: false)
    self.init(rules: rules, analysis: ExactAnalysis(rules: rules, postSplit: postSplit), shoe: full)
  }

  /// Analyses `shoe` under `rules` and each single change of them (the number of decks only for a full shoe).
  ///
  /// - Throws: ``CLIError`` (usage) when the shoe cannot deal a round.
  init(rules: Rules, shoe: ChosenShoe, postSplit: PostSplitPolicy) throws(CLIError) {
    guard !shoe.isFull else {
      self.init(rules: rules, postSplit: postSplit)
      return
    }
    do throws(ShoeError) {
      let analysis = try ExactAnalysis(rules: rules, validating: shoe.composition, postSplit: postSplit)
      self.init(rules: rules, analysis: analysis, shoe: shoe)
    } catch {
      throw .usage(ShoeOptions.message(for: error, option: shoe.fromCounts ? "--shoe-counts" : "--removed"))
    }
  }

  /// The report of `analysis` (of `shoe`), with each single rule change analysed from the same shoe.
  private init(rules: Rules, analysis: ExactAnalysis, shoe: ChosenShoe) {
    let report = analysis.report()
    let base = report.compositionDependentEdge
    self.rules = rules.spec
    postSplit = analysis.postSplit.rawValue
    self.shoe = ShoeReport(shoe, rules: rules)
    exact = report.isExact
    houseEdge = HouseEdge(compositionDependent: base, basicStrategy: report.basicStrategyEdge)
    blackjackFrequency = report.playerBlackjackProbability
    perRound = PerRound(
      win: report.roundOutcomes.won, push: report.roundOutcomes.pushed, lose: report.roundOutcomes.lost)
    ruleChanges = Self.changes(of: rules, changingDecks: shoe.isFull).map { name, changed in
      // Cannot fail: `analysis.shoe` is the shoe `analysis` was made from, so it passed the same check.
      let changedAnalysis =
        shoe.isFull
        ? ExactAnalysis(rules: changed, postSplit: analysis.postSplit)
        : ExactAnalysis(rules: changed, shoe: analysis.shoe, postSplit: analysis.postSplit)!
      let edge = changedAnalysis.houseEdge()
      return RuleChange(change: name, rules: changed.spec, houseEdge: edge, difference: edge - base)
    }
  }

  /// The text output, line by line.
  var lines: [String] {
    let percent = { (value: Double, digits: Int) in DecimalFormat.fixed(value * 100, digits: digits) }
    var lines = [
      "Rules: \(rules)",
      "Shoe: \(shoe.description)",
      "Split hands: \(Self.postSplitLine(postSplit))",
      "",
      "House edge, composition-dependent play:  \(percent(houseEdge.compositionDependent, 4)) %",
      "House edge, computed basic strategy:     \(percent(houseEdge.basicStrategy, 4)) %",
      "Player blackjack frequency:              \(percent(blackjackFrequency, 4)) %",
      "Win / push / lose (per round):           \(Self.perRoundShares(perRound.win, perRound.push, perRound.lose))",
      "  (each round by its net, a surrender as a loss; composition-dependent play; split rounds",
      "  approximate, their hands combined as independent given the dealer's total)",
      "",
      "Single rule change      House edge     Change",
    ]
    for change in ruleChanges {
      lines.append(
        change.change.padded(to: 20) + percent(change.houseEdge, 4).padded(toLeading: 11) + " %"
          + DecimalFormat.signed(change.difference * 100, digits: 4).padded(toLeading: 11) + " pp")
    }
    if !exact {
      lines += [
        "",
        "Not exact: the shoe is so small that it could run out during a round; the figures leave those rounds out.",
      ]
    }
    return lines
  }

  /// Win, push and lose as percentages with two decimals that add up to 100.00: "44.12 % / 8.50 % / 47.38 %".
  static func perRoundShares(_ win: Double, _ push: Double, _ lose: Double) -> String {
    DecimalFormat.shares([win, push, lose], digits: 2).map { $0 + " %" }.joined(separator: " / ")
  }

  /// The post-split convention of a report in words: "CDZ- (each split hand played as an unsplit hand of the same
  /// cards)".
  static func postSplitLine(_ code: String) -> String {
    guard let policy = PostSplitPolicy(rawValue: code) else { return code }
    return "\(policy.name) (\(policy.summary))"
  }

  /// The single rule changes compared: soft 17, DAS, the blackjack payout, surrender, and (with `changingDecks`)
  /// one deck more or fewer.
  static func changes(of rules: Rules, changingDecks: Bool = true) -> [(name: String, rules: Rules)] {
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
    guard changingDecks else { return list }
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
