import BlackjackProfile
import BlackjackText

/// What `blackjack history` reports: a profile's rounds, oldest first. Text, CSV and JSON are written from it.
///
/// JSON fields: `schemaVersion` (1), `profile`, `database`, `since` (or absent), and `rounds[]`, each with `number`,
/// `startedAt`, `finishedAt` (ISO 8601, UTC), `rules`, `seed` (a string), `shuffle`, `shoePosition`, `cardsDealt`, `bet`,
/// `insurance`, `net` (money), `dealerCards`, `blackjack`, `void`, `resumed`, `hands[]` (`cards`, `bet`, `doubled`,
/// `split`, `surrendered`, `outcome`, `net`) and `decisions[]` (`hand`, `cards`, `upCard`, `choice`, `basic`,
/// `evCost`, absent when not computed).
struct HistoryReport: Report {
  /// One hand.
  struct Hand: Encodable, Sendable {
    var cards: String
    var bet: Double
    var doubled: Bool
    var split: Bool
    var surrendered: Bool
    var outcome: String
    var net: Double
  }

  /// One round.
  struct Round: Encodable, Sendable {
    var number: Int
    var startedAt: String
    var finishedAt: String
    var rules: String
    var seed: String
    var shuffle: Int
    var shoePosition: Int
    var cardsDealt: Int
    var bet: Double
    var insurance: Double
    var net: Double
    var dealerCards: String
    var blackjack: Bool
    var void: Bool
    var resumed: Bool
    var hands: [Hand]
    /// The decisions as the profile keeps them (their fields need no conversion).
    var decisions: [DecisionRecord]
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var profile: String
  var database: String
  var since: String?
  var rounds: [Round]

  /// The report of `records`.
  init(profile: String, database: String, since: String?, records: [RoundRecord]) {
    self.profile = profile
    self.database = database
    self.since = since
    rounds = records.map { record in
      Round(
        number: record.number, startedAt: record.startedAt, finishedAt: record.finishedAt, rules: record.rules,
        seed: record.seed, shuffle: record.shuffle, shoePosition: record.shoePosition,
        cardsDealt: record.cardsDealt, bet: Self.money(record.bet),
        insurance: Self.money(record.insurance), net: Self.money(record.net), dealerCards: record.dealerCards,
        blackjack: record.blackjack, void: record.isVoid, resumed: record.resumed,
        hands: record.hands.map {
          Hand(
            cards: $0.cards, bet: Self.money($0.bet), doubled: $0.doubled, split: $0.split,
            surrendered: $0.surrendered, outcome: $0.outcome, net: Self.money($0.net))
        },
        decisions: record.decisions)
    }
  }

  /// Cents as money.
  static func money(_ cents: Int) -> Double { Double(cents) / 100 }

  /// Money with two decimals and a sign: "+10.00" (an amount too large for cents in 64 bits, which only a damaged
  /// database holds, as Swift prints a `Double`).
  static func signed(_ amount: Double) -> String { DecimalFormat.signed(amount, digits: 2) }

  /// Money with two decimals: "10.00" (an amount too large for cents in 64 bits as Swift prints a `Double`).
  static func plain(_ amount: Double) -> String { DecimalFormat.fixed(amount, digits: 2) }

  /// The text output: one line per round.
  var lines: [String] {
    guard !rounds.isEmpty else {
      return ["No rounds in profile '\(profile)'\(since.map { " since \($0)" } ?? "") (\(database))."]
    }
    return rounds.map { round in
      let time = String(round.finishedAt.prefix(16).map { $0 == "T" ? " " : $0 })
      let hands = round.hands.map { "\($0.cards) \($0.outcome) \(Self.signed($0.net))" }.joined(separator: ", ")
      let off = round.decisions.filter { $0.choice != $0.basic }.count
      return "#\(round.number) \(time) bet \(Self.plain(round.bet)): \(hands); dealer \(round.dealerCards);"
        + " net \(Self.signed(round.net)); \(off) of \(round.decisions.count) decisions off basic strategy"
        + (round.resumed ? " (resumed)" : "")
    }
  }

  /// The CSV output: a header row, then one row per round.
  var csvLines: [String] {
    let header =
      "number,started_at,finished_at,rules,seed,shuffle,shoe_position,bet,insurance,net,hands,dealer_cards,"
      + "blackjack,void,resumed,decisions,off_basic_strategy,ev_cost"
    return [header]
      + rounds.map { round in
        let hands = round.hands.map { "\($0.cards) \($0.outcome) \(Self.signed($0.net))" }.joined(separator: " | ")
        let cost = round.decisions.compactMap(\.evCost).reduce(0, +)
        let fields: [String] = [
          "\(round.number)", round.startedAt, round.finishedAt, round.rules, round.seed, "\(round.shuffle)",
          "\(round.shoePosition)", Self.plain(round.bet), Self.plain(round.insurance), Self.signed(round.net), hands,
          round.dealerCards, round.blackjack ? "1" : "0", round.void ? "1" : "0", round.resumed ? "1" : "0",
          "\(round.decisions.count)", "\(round.decisions.filter { $0.choice != $0.basic }.count)",
          String(cost),
        ]
        return fields.map(Self.csvField).joined(separator: ",")
      }
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}

/// What `blackjack profiles` reports: every profile of a database.
///
/// JSON fields: `schemaVersion` (1), `database`, and `profiles[]`, each with `name`, `createdAt`,
/// `startingBankroll`, `bankroll`, `rebuys` (money), `rebuyCount`, `rounds`, `net`, `decisions`, `offStrategy`,
/// `sessions`, `lastPlayed` (absent before the first round) and `roundInProgress`.
struct ProfilesReport: Report {
  /// One profile.
  struct Profile: Encodable, Sendable {
    var name: String
    var createdAt: String
    var startingBankroll: Double
    var bankroll: Double
    var rebuys: Double
    var rebuyCount: Int
    var rounds: Int
    var net: Double
    var decisions: Int
    var offStrategy: Int
    var sessions: Int
    var lastPlayed: String?
    var roundInProgress: Bool
  }

  /// The format of the JSON document.
  var schemaVersion = 1
  var database: String
  var profiles: [Profile]

  init(database: String, profiles: [ProfileSummary]) {
    self.database = database
    self.profiles = profiles.map {
      Profile(
        name: $0.name, createdAt: $0.createdAt, startingBankroll: HistoryReport.money($0.startingBankroll),
        bankroll: HistoryReport.money($0.bankroll), rebuys: HistoryReport.money($0.rebuys), rebuyCount: $0.rebuyCount,
        rounds: $0.rounds, net: HistoryReport.money($0.net), decisions: $0.decisions, offStrategy: $0.offStrategy,
        sessions: $0.sessions, lastPlayed: $0.lastPlayed, roundInProgress: $0.roundInProgress)
    }
  }

  /// The text output: one line per profile.
  var lines: [String] {
    guard !profiles.isEmpty else { return ["No profiles in \(database)."] }
    return ["Profiles in \(database):"]
      + profiles.map {
        "  \($0.name): bankroll \(HistoryReport.plain($0.bankroll)), \($0.rounds) rounds, net"
          + " \(HistoryReport.signed($0.net)), rebuys \(HistoryReport.plain($0.rebuys))"
          + " (\($0.rebuyCount)), \($0.sessions) sessions, \($0.offStrategy) of \($0.decisions) decisions off basic"
          + " strategy\($0.roundInProgress ? ", a round in progress" : "")"
      }
  }
}
