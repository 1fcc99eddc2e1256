import BlackjackText
import Foundation
import Testing

@testable import BlackjackServer

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The leaderboard: ranks, ties, pages, periods and best sessions from rounds chosen by hand, then the page and the
/// JSON over HTTP, and the ranking of rounds really played against the players' own tallies.
@Suite struct LeaderboardTests {
  /// One hand-chosen settled round: its net, session, and how many minutes before now it settled.
  typealias Round = (net: Int, session: Int, minutesAgo: Int64)

  /// The players and their rounds. Nets (all time): alice +700 (sessions +400, +300), bob +700 (3 days ago), carol
  /// +700 (10 days ago), Tom & Jerry's +700 (30 minutes ago), erin 0, dave -250 (one session).
  static let seeded: [(String, [Round])] = [
    ("dave", [(-200, 1, 60), (-50, 1, 59)]),
    ("alice", [(500, 1, 120), (-100, 1, 119), (300, 2, 60)]),
    ("bob", [(700, 1, 3 * 1440)]),
    ("carol", [(700, 1, 10 * 1440)]),
    ("erin", [(0, 1, 1)]),
    ("Tom & Jerry's", [(700, 1, 30)]),
  ]

  /// Seeds `store` with ``seeded``, rounds settled relative to `now`.
  static func seed(_ store: any ServerStore, now: Int64) throws {
    for (name, rounds) in seeded {
      let player = try store.register(
        NewPlayer(
          name: PlayerName(name)!, tokenDigest: SHA256.hexDigest(Array(name.utf8)), bankroll: 100_000,
          table: SavedTable(state: "{}", round: nil), createdAt: now))
      var total = 0
      for (index, round) in rounds.enumerated() {
        total += round.net
        let settledAt = now - round.minutesAgo * 60_000
        let write = TableWrite(
          sequence: index + 1, table: SavedTable(state: "{}", round: nil), stateChanged: false,
          roundsPlayed: index + 1,
          bankroll: 100_000 + total, rebuys: 0, session: round.session, lastPlayedAt: settledAt, roundStartedAt: nil,
          lastLine: "stand", lastReply: "{}", lastRound: nil,
          settled: StoredRound(
            number: index + 1, session: round.session, startedAt: settledAt, settledAt: settledAt, bet: 1000,
            net: round.net, detail: "{}"))
        #expect(try store.write(write, player: player.id, expecting: index))
      }
    }
  }

  /// (rank, name, net, rounds, best session) rows.
  static func rows(_ entries: [LeaderboardEntry]) -> [String] {
    entries.map { "\($0.rank) \($0.name) \($0.net) \($0.rounds) \($0.bestSession)" }
  }

  @Test(arguments: TestServer.Backend.available)
  func ranksTiesPagesAndPeriods(backend: TestServer.Backend) throws {
    let clock = ManualClock()
    let server = try TestServer(backend, configuration: TestServer.configuration(clock: clock.function))
    defer { server.stop() }
    let store = server.server.application.store
    try Self.seed(store, now: clock.now)
    #expect(store.kind == backend.rawValue)
    #expect(try store.audit().violations.isEmpty)
    let client = server.client()
    let all = try client.leaderboard(period: .all, page: 1, perPage: 100)
    #expect(
      Self.rows(all.entries) == [
        "1 alice 700 3 400", "1 bob 700 1 700", "1 carol 700 1 700", "1 Tom & Jerry's 700 1 700", "5 erin 0 1 0",
        "6 dave -250 2 -250",
      ])
    #expect(all.players == 6 && all.pages == 1)
    let week = try client.leaderboard(period: .week, page: 1, perPage: 100)
    #expect(
      Self.rows(week.entries) == [
        "1 alice 700 3 400", "1 bob 700 1 700", "1 Tom & Jerry's 700 1 700", "4 erin 0 1 0", "5 dave -250 2 -250",
      ])
    let day = try client.leaderboard(period: .day, page: 1, perPage: 100)
    #expect(
      Self.rows(day.entries) == [
        "1 alice 700 3 400", "1 Tom & Jerry's 700 1 700", "3 erin 0 1 0", "4 dave -250 2 -250",
      ])
    // Pages of two keep the ranks of the whole list.
    let pages = try (1...4).map { try client.leaderboard(period: .all, page: $0, perPage: 2) }
    #expect(
      pages.map { $0.entries.map(\.name) } == [["alice", "bob"], ["carol", "Tom & Jerry's"], ["erin", "dave"], []])
    #expect(pages.map { $0.entries.map(\.rank) } == [[1, 1], [1, 1], [5, 6], []])
    #expect(pages.allSatisfy { $0.pages == 3 && $0.players == 6 })
    // A day later, the day's board is empty and the week's has lost nothing.
    clock.advance(minutes: 1441)
    #expect(try client.leaderboard(period: .day, page: 1).entries.isEmpty)
    #expect(try client.leaderboard(period: .week, page: 1).entries.count == 5)
  }

  /// The page at `/`: well-formed XHTML (read back by libxml2), every row with its name escaped, no script, and a
  /// policy that forbids them.
  @Test func thePageIsWellFormedAndEscapesNames() throws {
    let clock = ManualClock()
    let server = try TestServer(configuration: TestServer.configuration(clock: clock.function))
    defer { server.stop() }
    try Self.seed(server.server.application.store, now: clock.now)
    let connection = try RawConnection(port: server.url.port)
    connection.send(RawConnection.request("GET", "/?period=all&perPage=4"))
    let response = try #require(connection.response())
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "text/html; charset=utf-8")
    #expect(response.headers["content-security-policy"]?.contains("default-src 'none'") == true)
    let html = String(decoding: response.body, as: UTF8.self)
    #expect(html.contains("Tom &amp; Jerry's"))
    #expect(!html.contains("Tom & Jerry"))
    #expect(!html.lowercased().contains("<script"))
    let cells = try PageCells(html)
    #expect(cells.names == ["alice", "bob", "carol", "Tom & Jerry's"])
    #expect(cells.links.contains("/?period=all&page=2&perPage=4"))
    #expect(cells.links.contains("/?period=day&perPage=4"))
    let bad = try RawConnection(port: server.url.port)
    bad.send(RawConnection.request("GET", "/?period=month"))
    let refused = try #require(bad.response())
    #expect(refused.status == 400)
    #expect(
      try PageCells(String(decoding: refused.body, as: UTF8.self)).paragraphs.contains {
        $0.contains("period 'month' is not day, week or all")
      })
  }

  /// Rounds played through the API, sessions split by a pause of more than 30 minutes: the board's nets, rounds
  /// and best sessions are the players' own tallies of their replies.
  @Test(arguments: TestServer.Backend.available)
  func roundsPlayedRankAsTheirRepliesSaid(backend: TestServer.Backend) throws {
    let clock = ManualClock()
    let server = try TestServer(backend, configuration: TestServer.configuration(clock: clock.function))
    defer { server.stop() }
    let players = try ["ann", "ben", "cat"].map { try TestPlayer($0, on: server) }
    for _ in 0..<3 {
      for player in players {
        try player.play(rounds: 8, bet: 25)
        try player.finishRound()
      }
      clock.advance(minutes: 31)
    }
    let page = try server.client().leaderboard(period: .all, page: 1)
    for player in players {
      let entry = try #require(page.entries.first { $0.name == player.name })
      #expect(entry.net == player.net)
      #expect(entry.rounds == player.rounds)
      #expect(entry.bestSession == player.sessions.values.max())
      #expect(player.sessions.count == 3)
    }
    let nets = page.entries.map(\.net)
    #expect(nets == nets.sorted(by: >))
  }
}

/// The cells, links and paragraphs of a leaderboard page, read by libxml2 (Foundation's XMLParser): a page that is
/// not well-formed fails here.
final class PageCells: NSObject, XMLParserDelegate {
  private(set) var names: [String] = []
  private(set) var links: [String] = []
  private(set) var paragraphs: [String] = []
  private var inName = false
  private var inParagraph = false
  private var text = ""

  init(_ html: String) throws {
    super.init()
    // The doctype line is HTML's, which an XML parser reads too.
    let parser = XMLParser(data: Data(html.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw ClientError.protocolError("the page is not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")")
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if name == "td" && attributes["class"] == "name" { inName = true }
    if name == "p" { inParagraph = true }
    if name == "a", let href = attributes["href"] { links.append(href) }
    text = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "td" && inName {
      names.append(text)
      inName = false
    }
    if name == "p" && inParagraph {
      paragraphs.append(text)
      inParagraph = false
    }
  }
}
