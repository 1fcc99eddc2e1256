import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// What `blackjack survey` prints: the games ranked by SCORE, with the flat house edge and the optimal ramp beside,
/// as a table that fits the terminal, as CSV (`--csv`) or as JSON (`--json`), and drawn on a page (`--report`).
///
/// Nothing in it depends on how the survey was played (threads, time, shards), so a survey played in one process
/// and one merged from its shards' parts print the same bytes.
///
/// JSON fields: `schemaVersion` (1), `seed` (a string), `roundsPerGame`, `bankroll`, `riskAsked`, `kelly`,
/// `roundsPerHour`, `gamesTotal`, `partial`, `missingGames`, `games[]` ranked: `rank`, `game` (its place in the
/// grid or file, from 1), `rules`, `decks`, `penetration` (as the rules write it), `cutCard` (`afterCards`, `cards`),
/// `system`, `count` (the system as --count takes it), `spread`, `play` ("all" or "wong"), `rounds`, `houseEdge` (of
/// a flat bet of one unit a spot, per round), `loses`, and unless it loses `score`, `di`, `ev`, `sd` (money per
/// round), `winPer100`, `winPerHour`, `n0`, `unit`, `ramp` (the `--ramp` options of the best whole-unit ramp),
/// `rampCScore`; `simulate` (the options of the `simulate` command that gives the same game).
struct SurveyReport: Encodable, Sendable {
  /// One game's row.
  struct Game: Encodable, Sendable {
    var rank: Int
    var game: Int
    var rules: String
    var decks: Int
    var penetration: String
    var cutCard: SimulationReport.CutCard?
    var system: String
    var count: String
    var spread: String
    var play: String
    var rounds: Int
    var houseEdge: Double
    var loses: Bool
    var score: Double?
    var di: Double?
    var ev: Double?
    var sd: Double?
    var winPer100: Double?
    var winPerHour: Double?
    var n0: Double?
    var unit: Double?
    var ramp: String?
    var rampCScore: Double?
    var simulate: String
  }

  var schemaVersion = 1
  var seed: String
  var roundsPerGame: Int
  var bankroll: Double
  var riskAsked: Double
  var kelly: Double?
  var roundsPerHour: Int
  var gamesTotal: Int
  var partial: Bool
  var missingGames: Int
  var games: [Game]

  /// The report of `survey`, whose runs' counting statistics are `stats` (complete runs only), betting as `request`
  /// asks (its spread and sitting out are each game's own).
  ///
  /// - Throws: ``CLIError`` (usage) when the request's limits cannot hold a game's bets.
  init(survey: Survey, stats: [Int: CountingStats], request: BetsRequest) throws(CLIError) {
    seed = String(survey.seed)
    roundsPerGame = survey.rounds
    bankroll = request.bankroll
    riskAsked = request.risk
    kelly = request.kelly
    roundsPerHour = request.roundsPerHour
    gamesTotal = survey.games.count
    var games: [Game] = []
    for (index, game) in survey.games.enumerated() {
      guard let counting = stats[survey.runOfGame[index]] else { continue }
      var asked = request
      asked.low = game.low
      asked.high = game.high
      asked.sitsOut = game.sitsOut
      let source = BetsReport.Source(
        rules: game.rules, counter: Counter(system: game.system), seed: survey.seed, partial: false)
      let bets = try BetsReport(stats: counting, source: source, request: asked)
      let penetration =
        switch game.rules.shuffling {
        case .cutCard(let penetration): penetration.description
        case .continuous: "CSM"
        }
      games.append(
        Game(
          rank: 0, game: index + 1, rules: game.rules.spec, decks: game.rules.deckCount ?? 0, penetration: penetration,
          cutCard: game.rules.cutCardPosition.map {
            SimulationReport.CutCard(afterCards: $0, cards: 52 * (game.rules.deckCount ?? 0))
          },
          system: game.system.name, count: game.system.spec, spread: "\(game.low)-\(game.high)",
          play: game.sitsOut ? "wong" : "all", rounds: bets.rounds, houseEdge: -bets.flatEv, loses: bets.loses,
          score: bets.score, di: bets.di, ev: bets.ev, sd: bets.sd, winPer100: bets.winPer100,
          winPerHour: bets.winPerHour, n0: bets.n0, unit: bets.unit, ramp: bets.ramp?.options,
          rampCScore: bets.ramp?.cScore, simulate: survey.simulateOptions(index)))
    }
    games.sort { a, b in
      if a.loses != b.loses { return !a.loses }
      if let x = a.score, let y = b.score, x != y { return x > y }
      if a.loses && a.houseEdge != b.houseEdge { return a.houseEdge < b.houseEdge }
      return a.game < b.game
    }
    for index in games.indices { games[index].rank = index + 1 }
    self.games = games
    missingGames = gamesTotal - games.count
    partial = missingGames > 0
  }

  /// The rules without the decks and the penetration, which have columns of their own: "S17 DOA DAS … PEEK".
  static func otherRules(_ spec: String) -> String {
    spec.split(separator: " ").dropFirst().dropLast().joined(separator: " ")
  }

  /// The lines of the text output, the table no wider than `width` characters when a width is given (the rules, then
  /// the ramp, are cut short with "…" to fit).
  func lines(width: Int?) -> [String] {
    let money = DecimalFormat.money
    let wrap = { (text: String) -> [String] in text.wrapped(toWidth: width).split(separator: "\n").map(String.init) }
    let stopped: String = partial ? "PARTIAL: \(missingGames) of \(gamesTotal) games not played yet. " : ""
    let kellyText: String = kelly.map { " (\(DecimalFormat.fixed($0, digits: 2)) Kelly)" } ?? ""
    let gamesText = "\(gamesTotal) \(gamesTotal == 1 ? "game" : "games")"
    let risk = DecimalFormat.fixed(riskAsked * 100, digits: 2)
    var lines = wrap(
      stopped + "Survey of \(gamesText), \(DecimalFormat.grouped(roundsPerGame)) rounds each from seed \(seed); "
        + "ranked by SCORE, the bets sized for a bankroll of \(money(bankroll)) at a \(risk) % risk of ruin"
        + kellyText + ".")
    let header = ["#", "SCORE", "DI", "Win/100", "Edge %", "Decks", "Pen", "Count", "Spread", "Play", "Ramp", "Rules"]
    let rows = games.map { game -> [String] in
      [
        String(game.rank), game.score.map { DecimalFormat.fixed($0, digits: 2) } ?? "loses",
        game.di.map { DecimalFormat.fixed($0, digits: 2) } ?? "-",
        game.winPer100.map { DecimalFormat.signed($0, digits: 2) } ?? "-",
        DecimalFormat.fixed(game.houseEdge * 100, digits: 3), "\(game.decks)D", game.penetration, game.system,
        game.spread, game.play, game.ramp.map(Self.shortRamp) ?? "-", Self.otherRules(game.rules),
      ]
    }
    // Numbers right-aligned, words left-aligned; the rules, then the ramp, take what room is left, cut short when
    // they must be; a terminal too narrow even then loses whole columns, the least needed first.
    let rightAligned: Set<Int> = [0, 1, 2, 3, 4]
    var widths = header.indices.map { column in ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0 }
    var shown = Array(header.indices)
    if let width {
      let total = { (columns: [Int]) in columns.map { widths[$0] }.reduce(0, +) + 2 * (columns.count - 1) }
      // Columns dropped in this order when the others do not fit: Rules, Ramp, Play, Edge %, Win/100, Spread, Count.
      for dropped in [11, 10, 9, 4, 3, 8, 7] {
        let minimum = shown.map { $0 == 10 ? min(widths[10], 8) : $0 == 11 ? min(widths[11], 9) : widths[$0] }
        if minimum.reduce(0, +) + 2 * (shown.count - 1) <= width { break }
        shown.removeAll { $0 == dropped }
      }
      if total(shown) > width {
        let fixed = total(shown.filter { $0 < 10 }) + 2 * shown.filter { $0 >= 10 }.count
        var room = max(0, width - fixed)
        if shown.contains(11) {
          let ramp = shown.contains(10) ? min(widths[10], max(8, room / 2)) : 0
          widths[11] = max(0, min(widths[11], room - ramp))
          room -= widths[11]
        }
        if shown.contains(10) { widths[10] = max(0, min(widths[10], room)) }
      }
    }
    let format = { (cells: [String]) -> String in
      let line = shown.map { column in
        let (cell, width) = (cells[column], widths[column])
        let fitted = cell.count > width ? String(cell.prefix(max(0, width - 1))) + "…" : cell
        return rightAligned.contains(column) ? fitted.padded(toLeading: width) : fitted.padded(to: width)
      }.joined(separator: "  ")
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      guard let width, trimmed.count > width else { return trimmed }
      return String(trimmed.prefix(max(0, width - 1))) + "…"
    }
    lines.append(format(header))
    lines += rows.map(format)
    if games.isEmpty { lines.append("No game has finished yet.") }
    lines += wrap(
      "Edge %: the house edge of a flat bet at one unit; Ramp: simulate's --ramp of the best whole-unit ramp "
        + "(--wong-in C: sit out below C). Each game is 'blackjack simulate … --bets' with its options (--json gives "
        + "them).")
    return lines
  }

  /// A ramp's options without the `--ramp` and the quotes: `1:2 2:4 3:8` (then any `--table-min` or `--wong-in`).
  static func shortRamp(_ options: String) -> String {
    options.replacing("--ramp ", with: "").replacing("\"", with: "")
  }

  /// The CSV text: a header, then one row per game, ranked; numbers as Swift prints them (every digit kept).
  var csv: String {
    let header = [
      "rank", "game", "score", "di", "win_per_100", "win_per_hour", "house_edge", "ev_per_round", "sd_per_round",
      "n0", "unit", "decks", "penetration", "cut_card_after", "count", "spread", "play", "rounds", "rules", "ramp",
    ]
    let number = { (value: Double?) in value.map { "\($0)" } ?? "" }
    let quoted = { (text: String) in
      text.contains(where: { $0 == "," || $0 == "\"" || $0 == " " })
        ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
    }
    let rows = games.map { game -> [String] in
      [
        String(game.rank), String(game.game), number(game.score), number(game.di), number(game.winPer100),
        number(game.winPerHour), number(game.houseEdge), number(game.ev), number(game.sd), number(game.n0),
        number(game.unit), String(game.decks), game.penetration, game.cutCard.map { String($0.afterCards) } ?? "",
        quoted(game.count), game.spread, game.play, String(game.rounds), quoted(game.rules),
        quoted(game.ramp ?? ""),
      ]
    }
    return ([header] + rows).map { $0.joined(separator: ",") }.joined(separator: "\n")
  }
}
