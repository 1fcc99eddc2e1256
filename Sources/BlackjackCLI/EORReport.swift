import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine
import BlackjackText
import CardKit

/// What `blackjack eor` reports: each value's effect of removal on the player's expectation and on insurance, and
/// the quality of each counting system by Griffin's measures (from ``EffectsOfRemoval/quality(ofTags:cardsSeen:)``).
///
/// JSON fields (fractions of the initial bet; effects are the change when one card of the value is taken out):
/// `schemaVersion` (1), `rules`, `play` (`basic`: the full shoe's chart throughout, or `optimal`), `postSplit`,
/// `expectedValue` (the player's, full shoe), `insuranceValue` (a unit insurance bet against an ace),
/// `cards[]` (`card` "A", "2" … "9", "T"; `effect`; `insuranceEffect`) and `systems[]` (`name`, `tags` A … T,
/// `custom`, `bettingCorrelation`, `insuranceCorrelation`, `playingEfficiency`).
struct EORReport: Report {
  /// One value's effects.
  struct CardEffect: Encodable, Sendable {
    var card: String
    var effect: Double
    var insuranceEffect: Double
  }

  /// One count's quality.
  struct SystemQuality: Encodable, Sendable {
    var name: String
    var tags: [Double]
    var custom: Bool
    var bettingCorrelation: Double
    var insuranceCorrelation: Double
    var playingEfficiency: Double
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var rules: String
  var play: String
  var postSplit: String
  var expectedValue: Double
  var insuranceValue: Double
  var cards: [CardEffect]
  var systems: [SystemQuality]

  /// The values' names, aces first and ten-valued cards last.
  static let cardNames = (1...10).map(Rank.chartLabel(points:))

  /// The effects for `rules`, the player keeping the full shoe's basic strategy or (with `optimal`) playing each
  /// shoe optimally, and the quality of each built-in system and of `custom`.
  ///
  /// - Throws: ``CLIError`` (usage) for an infinite deck, which has no effects of removal.
  init(rules: Rules, optimal: Bool, postSplit: PostSplitPolicy, custom: CountingSystem?) throws(CLIError) {
    let analysis = ExactAnalysis(rules: rules, postSplit: postSplit)
    let effects: EffectsOfRemoval
    do throws(ShoeError) {
      effects = try analysis.effectsOfRemoval(playing: optimal ? .optimal : .chart(analysis.basicStrategy()))
    } catch {
      throw .usage(
        error == .infiniteDeck
          ? "eor: an infinite deck (INF) has no effects of removal; give --rules with 1D to 8D"
          : ShoeOptions.message(for: error, option: "--rules"))
    }
    self.rules = rules.spec
    play = optimal ? "optimal" : "basic"
    self.postSplit = postSplit.rawValue
    expectedValue = effects.expectedValue
    insuranceValue = effects.insuranceValue
    cards = Self.cardNames.indices.map {
      CardEffect(card: Self.cardNames[$0], effect: effects.effects[$0], insuranceEffect: effects.insuranceEffects[$0])
    }
    let named = CountingSystem.builtIn.map { ($0.system, false) } + (custom.map { [($0, true)] } ?? [])
    systems = named.map { system, isCustom in
      let tags = Self.tags(of: system)
      let quality = effects.quality(ofTags: tags)
      return SystemQuality(
        name: isCustom && system.name == "custom" ? "custom" : system.name, tags: tags, custom: isCustom,
        bettingCorrelation: quality.bettingCorrelation, insuranceCorrelation: quality.insuranceCorrelation,
        playingEfficiency: quality.playingEfficiency)
    }
  }

  /// A system's tag for each value, A … T, in points: the mean over the four suits (Red 7's sevens count ½).
  static func tags(of system: CountingSystem) -> [Double] {
    (1...10).map { points in
      let rank = Rank(blackjackPoints: points)
      return Suit.allCases.reduce(0) { $0 + system.tag(of: Card(rank, of: $1)) } / Double(Suit.allCases.count)
    }
  }

  /// The text output, line by line.
  var lines: [String] {
    let how = play == "optimal" ? "optimal play for each shoe" : "the full shoe's basic strategy throughout"
    var lines = [
      "Rules: \(rules)",
      "Player's expectation \(DecimalFormat.signed(expectedValue * 100, digits: 4)) % (\(how)); insurance "
        + "\(DecimalFormat.signed(insuranceValue * 100, digits: 2)) % of the bet.",
      "",
      "Effect of removing one card, in percentage points:",
      "  card   expectation   insurance",
    ]
    for card in cards {
      lines.append(
        "  " + card.card.padded(to: 4) + DecimalFormat.signed(card.effect * 100, digits: 4).padded(toLeading: 12)
          + DecimalFormat.signed(card.insuranceEffect * 100, digits: 4).padded(toLeading: 12))
    }
    lines += [
      "",
      "Count quality (Griffin: BC betting correlation, IC insurance correlation, PE playing efficiency):",
      "  " + "system".padded(to: 13) + "tags:" + Self.cardNames.map { $0.padded(toLeading: 5) }.joined()
        + "     BC     IC     PE",
    ]
    for system in systems {
      let tags = system.tags.map { Self.tag($0).padded(toLeading: 5) }.joined()
      let quality = [system.bettingCorrelation, system.insuranceCorrelation, system.playingEfficiency].map {
        DecimalFormat.fixed($0, digits: 3).padded(toLeading: 7)
      }
      lines.append("  " + system.name.padded(to: 13) + "     " + tags + "  " + quality.joined())
    }
    return lines
  }

  /// A tag as the table prints it: "+1", "-2", "+0.5", "0".
  static func tag(_ value: Double) -> String {
    if value == 0 { return "0" }
    let text = value == value.rounded() ? "\(Int(value.magnitude))" : DecimalFormat.fixed(value.magnitude, digits: 1)
    return (value > 0 ? "+" : "-") + text
  }
}
