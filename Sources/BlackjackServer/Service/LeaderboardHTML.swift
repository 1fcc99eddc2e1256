import BlackjackEngine
import BlackjackPictures

/// The leaderboard page at `/`: one self-contained HTML document (its style inline, no script, nothing fetched),
/// built as a typed element tree so that every name is escaped.
enum LeaderboardHTML {
  /// The page's style sheet.
  static let style = """
    body { margin: 0; background: #ffffff; color: #111111; font-family: DejaVu Sans, Verdana, Arial, sans-serif;
      font-size: 15px; line-height: 1.45; }
    main { max-width: 760px; margin: 0 auto; padding: 16px 20px 32px; }
    h1 { font-size: 24px; margin: 8px 0 4px; }
    .note { color: #555555; }
    nav a, nav strong { margin-right: 14px; }
    table { border-collapse: collapse; width: 100%; margin: 12px 0; }
    th, td { border-bottom: 1px solid #dddddd; padding: 6px 10px; text-align: right; }
    th[scope=col] { background: #1b5e20; color: #ffffff; }
    th[scope=row] { text-align: center; width: 3em; }
    td.name { text-align: left; font-weight: bold; }
    td.gain { color: #1b5e20; }
    td.loss { color: #b71c1c; }
    tbody tr:nth-child(odd) { background: #f3f7f3; }
    """

  /// The titles of the periods, in the order the page links them.
  static let periods: [(LeaderboardPeriod, String)] = [
    (.day, "Last 24 hours"), (.week, "Last 7 days"), (.all, "All time"),
  ]

  /// The page for `page` as a response, with a policy that forbids scripts.
  static func response(_ page: LeaderboardPage, defaultPageSize: Int) -> HTTPResponse {
    HTTPResponse(
      status: 200, contentType: HTTPResponse.html, body: Array(document(page, defaultPageSize: defaultPageSize).utf8),
      headers: [("Content-Security-Policy", policy)])
  }

  /// An error page (status and message).
  static func error(_ error: APIError) -> HTTPResponse {
    let body = HTML.page(
      title: "Leaderboard", style: style,
      body: [
        Element(
          "main",
          elements: [
            HTML.heading(1, "Leaderboard"), HTML.paragraph(error.message, class: "note"),
            Element("p", elements: [link("/", "Back to the leaderboard")]),
          ])
      ])
    return HTTPResponse(
      status: error.status, contentType: HTTPResponse.html, body: Array(body.utf8),
      headers: [("Content-Security-Policy", policy)])
  }

  /// Nothing but the inline style sheet may load or run.
  static let policy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

  /// The HTML of `page`.
  static func document(_ page: LeaderboardPage, defaultPageSize: Int) -> String {
    let period = LeaderboardPeriod(rawValue: page.period) ?? .all
    let title = periods.first { $0.0 == period }?.1 ?? "All time"
    var content: [Element] = [
      HTML.heading(1, "Leaderboard"),
      HTML.paragraph(
        "Players ranked by their net result in rounds this server dealt: no score here was reported by a player.",
        class: "note"),
      Element(
        "nav",
        elements: periods.map { other, name in
          other == period
            ? Element("strong", text: name)
            : link(href(period: other, page: 1, perPage: page.perPage, defaultPageSize: defaultPageSize), name)
        }),
    ]
    if page.entries.isEmpty {
      content.append(
        HTML.paragraph(
          page.players == 0 ? "No rounds were played in this period yet." : "This page is past the last player.",
          class: "note"))
    } else {
      content.append(table(page.entries, caption: title))
    }
    var pager: [Element] = []
    if page.page > 1 {
      pager.append(
        link(
          href(
            period: period, page: min(page.page - 1, page.pages), perPage: page.perPage,
            defaultPageSize: defaultPageSize),
          "Previous"))
    }
    pager.append(
      Element(
        "span",
        text: " Page \(page.page) of \(page.pages) (\(page.players) \(page.players == 1 ? "player" : "players")) "))
    if page.page < page.pages {
      pager.append(
        link(href(period: period, page: page.page + 1, perPage: page.perPage, defaultPageSize: defaultPageSize), "Next")
      )
    }
    content.append(Element("p", [Attribute("class", "pager")], elements: pager))
    return HTML.page(title: "Leaderboard: \(title)", style: style, body: [Element("main", elements: content)])
  }

  /// The ranking table.
  static func table(_ entries: [LeaderboardEntry], caption: String) -> Element {
    let header = ["Rank", "Name", "Net", "Rounds", "Best session"]
    let head = Element(
      "thead", elements: [Element("tr", elements: header.map { Element("th", [Attribute("scope", "col")], text: $0) })])
    let rows = entries.map { entry in
      Element(
        "tr",
        elements: [
          Element("th", [Attribute("scope", "row")], text: String(entry.rank)),
          Element("td", [Attribute("class", "name")], text: entry.name),
          Element("td", [Attribute("class", entry.net >= 0 ? "net gain" : "net loss")], text: signed(entry.net)),
          Element("td", [Attribute("class", "rounds")], text: String(entry.rounds)),
          Element("td", [Attribute("class", "best")], text: signed(entry.bestSession)),
        ])
    }
    return Element(
      "table", [Attribute("class", "leaderboard")],
      elements: [Element("caption", text: caption), head, Element("tbody", elements: rows)])
  }

  /// The link to a page of the leaderboard.
  static func href(period: LeaderboardPeriod, page: Int, perPage: Int, defaultPageSize: Int) -> String {
    var query = "?period=\(period.rawValue)"
    if page > 1 { query += "&page=\(page)" }
    if perPage != defaultPageSize { query += "&perPage=\(perPage)" }
    return "/" + query
  }

  private static func link(_ href: String, _ text: String) -> Element {
    Element("a", [Attribute("href", href)], text: text)
  }

  /// Cents as a signed amount: "+10.00", "-5.00", "0.00".
  static func signed(_ cents: Int) -> String { (cents > 0 ? "+" : "") + Money(cents: cents).description }
}
