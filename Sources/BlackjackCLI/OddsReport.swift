import BlackjackAnalysis
import BlackjackEngine
import BlackjackText

/// What `blackjack odds` reports: the exact house edge of the rules both ways, the outcome frequencies, and the
/// edge after each single rule change, from the full shoe or a given one. The text output and the JSON (`--json`)
/// are both written from it.
///
/// JSON fields (fractions of the initial bet; positive edges favour the house): `schemaVersion` (1), `rules` (the
/// canonical spec), `postSplit` (`cdz-`, `cdp1` or `cdp`), `shoe` (``ShoeReport``), `exact`,
/// `houseEdge.compositionDependent`, `houseEdge.basicStrategy`, `blackjackFrequency`, `handsPerRound.win|push|lose`,
/// and `ruleChanges[]` with `change`, `rules`, `houseEdge` and `difference` (the change's edge minus the
/// composition-dependent edge; from the same shoe, so a given shoe has no change of the number of decks).
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
  /// How split hands are played: the post-split convention's code (`cdz-`).
  var postSplit: String
  /// The shoe analysed.
  var shoe: ShoeReport
  /// Whether the figures are exact: false when the shoe is so small that it could run out during a round.
  var exact: Bool
  var houseEdge: HouseEdge
  /// The probability of being dealt a natural.
  var blackjackFrequency: Double
  var handsPerRound: HandsPerRound
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
    handsPerRound = HandsPerRound(win: report.handsWon, push: report.handsPushed, lose: report.handsLost)
    ruleChanges = Self.changes(of: rules, changingDecks: shoe.isFull).map { name, changed in
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
    if !exact {
      lines += [
        "",
        "Not exact: the shoe is so small that it could run out during a round; the figures leave those rounds out.",
      ]
    }
    return lines
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
