import BlackjackEngine
import BlackjackServer

extension Subcommand {
  /// `blackjack leaderboard --server URL [--period day|week|all] [--page N] [--json]`: a table server's leaderboard.
  public static let leaderboard = Subcommand(LeaderboardCommand.self)
}

/// `blackjack leaderboard`: a table server's leaderboard.
struct LeaderboardCommand: Command {
  static let configuration = CommandConfiguration(
    name: "leaderboard",
    summary: "Print a table server's leaderboard: players ranked by net result in rounds the server dealt.",
    discussion: """
      Only rounds the server dealt count, so no score can be forged. --period day is the last 24 hours, week the \
      last 7 days, all (the default) every round. A session ends after 30 minutes without play; 'best session' is \
      a player's best net in one. The same ranking is the page at the server's /. (The leaderboard of this \
      machine's profiles is the prompt's 'leaderboard' command.)
      """)

  @Opt(ServerOptions.server) var server: String?
  @Opt(
    .choice("period", valueName: "PERIOD", help: "day (the last 24 hours), week (the last 7 days) or all (default)."))
  var period = LeaderboardPeriod.all
  @Opt(.integer("page", valueName: "N", range: 1...1_000_000, help: "The page (default 1).")) var page = 1
  @Opt(.integer("per-page", valueName: "N", range: 1...100, help: "Players a page (default: the server's, 20)."))
  var perPage: Int?
  @Opt(CommonOptions.json) var json = false

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let url = try ServerOptions.url(server, command: "leaderboard")
    let sent: LeaderboardPage
    do throws(ClientError) {
      sent = try ServerClient(url: url).leaderboard(period: period, page: page, perPage: perPage)
    } catch {
      throw .failure(TerminalText.escaped(error.description))
    }
    try console.print(LeaderboardReport(server: url.description, page: sent), json: json)
    return 0
  }
}

/// What `blackjack leaderboard` prints: the server's page, names escaped for the terminal.
struct LeaderboardReport: Report {
  /// The server.
  var server: String
  /// The page, as the server sent it.
  var page: LeaderboardPage

  func encode(to encoder: any Encoder) throws {
    var sent = page
    sent.entries = page.entries.map {
      var entry = $0
      entry.name = TerminalText.escaped(entry.name)
      return entry
    }
    try sent.encode(to: encoder)
  }

  var lines: [String] {
    let title: String
    switch LeaderboardPeriod(rawValue: page.period) {
    case .day: title = "the last 24 hours"
    case .week: title = "the last 7 days"
    default: title = "all time"
    }
    var lines = [
      "Leaderboard of \(server), \(title): page \(page.page) of \(page.pages), \(page.players)"
        + " \(page.players == 1 ? "player" : "players")"
    ]
    guard !page.entries.isEmpty else {
      return lines + [page.players == 0 ? "No rounds were played in this period yet." : "No players on this page."]
    }
    let names = page.entries.map { TerminalText.escaped($0.name) }
    let nameWidth = max(4, names.map(\.count).max() ?? 0)
    let money = { (cents: Int) in (cents > 0 ? "+" : "") + Money(cents: cents).description }
    let nets = page.entries.map { money($0.net) }
    let bests = page.entries.map { money($0.bestSession) }
    let netWidth = max(3, nets.map(\.count).max() ?? 0)
    let bestWidth = max(12, bests.map(\.count).max() ?? 0)
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    func left(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    lines.append(
      "Rank  " + left("Name", nameWidth) + "  " + right("Net", netWidth) + "  Rounds  "
        + right("Best session", bestWidth))
    for (index, entry) in page.entries.enumerated() {
      lines.append(
        right(String(entry.rank), 4) + "  " + left(names[index], nameWidth) + "  " + right(nets[index], netWidth) + "  "
          + right(String(entry.rounds), 6) + "  " + right(bests[index], bestWidth))
    }
    return lines
  }
}
