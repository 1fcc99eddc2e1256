import BlackjackAnalysis
import BlackjackEngine
import BlackjackText
import CardKit

/// What `blackjack odds --hand CARDS --up CARD` reports: the exact expected value of every legal action on that hand
/// against the up card, from the full shoe or a given one, with splitting valued with the better choice to resplit
/// or not.
///
/// JSON fields (fractions of the initial bet, from the player's side): `schemaVersion` (1), `rules`, `postSplit`,
/// `shoe` (the shoe before the hand and up card are dealt, see ``ShoeReport``), `hand` (ranks "A", "2" … "9",
/// "T"), `upCard`, `unseenCards` (absent for an infinite deck), `dealerPeeked` (values are then given no dealer blackjack),
/// `dealerBlackjackProbability`, `natural`, `exact`, `actions[]` (`action`, `ev`; best first), `best`, and for a
/// pair that may be split `split` (``SplitReport``).
struct HandOddsReport: Report {
  /// One action and its value.
  struct ActionValue: Encodable, Sendable {
    /// "hit", "stand", "double", "split", "surrender".
    var action: String
    /// The expected value per initial bet.
    var ev: Double
  }

  /// The value of splitting with the choice to resplit or not.
  struct SplitReport: Encodable, Sendable {
    /// The value used for `split` in `actions`.
    var ev: Double
    /// `optimal` (every split hand and resplit played best, exactly) or `best-hand-limit` (the best limit on the
    /// hands, split hands played by the post-split convention).
    var method: String
    /// The method in words: "best: never resplit, CDZ-".
    var howValued: String
    /// The limit on the hands with the best value under the convention (2: never resplit).
    var bestHandLimit: Int
    /// The value when resplitting whenever the rules allow (the convention of published analyses), or the optimal
    /// value when `handLimitsPlayedBest`.
    var alwaysResplitEV: Double
    /// The value for each limit on the hands, from 2 to the rules' most (a limit under which every play runs out of
    /// cards is left out).
    var evByHandLimit: [HandLimitValue]
    /// Whether `evByHandLimit` plays every split hand best rather than by the post-split convention (in a shoe so
    /// small that the dealer could run short of cards, when the split was enumerated).
    var handLimitsPlayedBest: Bool
    /// Whether some line of play of the split runs out of cards: impossible to choose, so the values are of the
    /// best play avoiding every such line (Farmer's convention).
    var someLineRunsOut: Bool
  }

  /// The value of splitting to at most `hands` hands.
  struct HandLimitValue: Encodable, Sendable {
    var hands: Int
    var ev: Double
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var rules: String
  var postSplit: String
  var shoe: ShoeReport
  var hand: [String]
  var upCard: String
  /// The cards unseen once the hand and the up card are dealt (the hole card among them); `nil` for an infinite deck.
  var unseenCards: Int?
  var dealerPeeked: Bool
  var dealerBlackjackProbability: Double
  var natural: Bool
  var exact: Bool
  var actions: [ActionValue]
  var best: String
  var split: SplitReport?

  /// Values `hand` against `upCard` dealt from `shoe`.
  ///
  /// - Throws: ``CLIError`` (usage) when the hand has fewer than two cards or is bust, or the shoe does not hold
  ///   the hand's cards and the up card, or cannot deal a round.
  init(rules: Rules, shoe: ChosenShoe, hand: [Rank], upCard: Rank, postSplit: PostSplitPolicy) throws(CLIError) {
    guard hand.count >= 2 else {
      throw .usage("--hand needs at least two cards, e.g. --hand T6 (a ten and a six)")
    }
    let total = HandValue(hardTotal: hand.reduce(0) { $0 + $1.points }, hasAce: hand.contains(.ace))
    guard !total.isBust else {
      throw .usage("--hand \(Self.label(hand)) is bust (\(total.total)); give a hand of 21 or less")
    }
    let analysis: ExactAnalysis
    let unseen: ShoeComposition
    do throws(ShoeError) {
      analysis =
        shoe.isFull
        ? ExactAnalysis(rules: rules, postSplit: postSplit)
        : try ExactAnalysis(rules: rules, validating: shoe.composition, postSplit: postSplit)
      unseen = shoe.composition.isInfinite ? shoe.composition : try shoe.composition.takingOut(hand + [upCard])
    } catch {
      throw .usage(ShoeOptions.message(for: error, option: "--hand with --up"))
    }
    guard unseen.total > 0 else {
      throw .usage("--hand and --up leave no card in the shoe; the dealer needs a hole card")
    }
    // A pair that may be split is valued with the choice to resplit, apart from the other actions.
    let splitValue =
      hand.count == 2 && hand[0].points == hand[1].points
      ? analysis.splitValue(pair: hand[0], upCard: upCard, shoe: unseen) : nil
    let others = ActionSet(rawValue: ~ActionSet.split.rawValue)
    guard
      let values = analysis.actionEVs(hand: hand, upCard: upCard, shoe: unseen, only: splitValue == nil ? nil : others)
    else {
      throw .usage("--hand and --up leave no card in the shoe; the dealer needs a hole card")
    }
    var evs = values.values
    if let value = splitValue {
      evs[.split] = value.value
      split = SplitReport(
        ev: value.value, method: value.method == .optimal ? "optimal" : "best-hand-limit", howValued: value.howValued,
        bestHandLimit: value.bestHandLimit, alwaysResplitEV: value.alwaysResplitValue,
        evByHandLimit: value.valueByHandLimit.sorted { $0.key < $1.key }.map {
          HandLimitValue(hands: $0.key, ev: $0.value)
        }, handLimitsPlayedBest: value.handLimitsPlayedBest, someLineRunsOut: value.someLineRunsOut)
    }
    let sorted = evs.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
    self.rules = rules.spec
    self.postSplit = postSplit.rawValue
    self.shoe = ShoeReport(shoe, rules: rules)
    self.hand = hand.map(\.chartLabel)
    self.upCard = upCard.chartLabel
    unseenCards = unseen.isInfinite ? nil : unseen.total
    dealerPeeked = values.dealerPeeked
    dealerBlackjackProbability = values.dealerBlackjackProbability
    natural = values.isNatural
    exact = values.isExact && splitValue?.isExact != false
    actions = sorted.map { ActionValue(action: $0.key.name, ev: $0.value) }
    best = sorted[0].key.name
  }

  /// A hand as typed: "T6".
  static func label(_ hand: [Rank]) -> String { hand.map(\.chartLabel).joined() }

  /// The text output, line by line.
  var lines: [String] {
    var lines = [
      "Rules: \(rules)",
      "Shoe: \(shoe.description)" + (unseenCards.map { "; \($0) cards unseen after the hand and the up card" } ?? ""),
      "Split hands: \(OddsReport.postSplitLine(postSplit))",
      "",
    ]
    let condition =
      natural
      ? "a natural, paid at once"
      : dealerPeeked ? "the dealer has peeked: values given no dealer blackjack" : "values before any peek"
    lines.append("Hand \(hand.joined(separator: " ")) against \(upCard) (\(condition)); per initial bet:")
    for value in actions {
      var line = "  " + value.action.padded(to: 10) + DecimalFormat.signed(value.ev, digits: 4)
      var marks: [String] = []
      if value.action == best { marks.append("best") }
      if value.action == "split", let split { marks.append(split.howValued) }
      if !marks.isEmpty { line += "   " + marks.joined(separator: "; ") }
      lines.append(line)
    }
    if let split, split.evByHandLimit.count > 1 {
      let limits = split.evByHandLimit.map { "\($0.hands) hands \(DecimalFormat.signed($0.ev, digits: 4))" }
      let play =
        split.handLimitsPlayedBest ? "every hand played best" : PostSplitPolicy(rawValue: postSplit)?.name ?? postSplit
      lines.append("  split by the most hands (\(play)): " + limits.joined(separator: ", "))
    }
    if let split, split.someLineRunsOut {
      lines.append(
        split.method == "optimal"
          ? "  (lines of play of the split that run out of cards are impossible to choose, as in Farmer's split solver)"
          : "  (every way of playing the split runs out of cards: Farmer's split solver gives it no value)")
    }
    if !natural && dealerBlackjackProbability > 0 && !dealerPeeked {
      lines.append(
        "  (no peek: the values count the dealer's blackjack, probability "
          + "\(DecimalFormat.fixed(dealerBlackjackProbability, digits: 4)))")
    }
    if !exact {
      lines.append("Not exact: the shoe could run out during the round; the values leave those lines out.")
    }
    return lines
  }
}
