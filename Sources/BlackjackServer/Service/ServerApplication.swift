import BlackjackEngine
import BlackjackREPL
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The table server's application: routes each request to its handler, checks tokens and rate limits, and plays
/// lines at the players' tables through the store, each taken line committed before it is answered.
///
/// It knows nothing of sockets: ``handle(_:)`` takes a whole ``HTTPRequest`` and answers at once or with blocking
/// work, which ``HTTPServer`` runs on a worker (tests call ``respond(to:)``).
public final class ServerApplication: Sendable {
  /// The store.
  public let store: any ServerStore
  /// The configuration.
  public let configuration: ServerConfiguration
  private let log: ServerLog
  private let limiter: RateLimiter
  private let registrations: RateLimiter
  private let identities = Mutex<[String: PlayerIdentity]>([:])
  private let sessions = SessionCache()
  private let openAPI: [UInt8]

  /// An application on `store`.
  public init(store: any ServerStore, configuration: ServerConfiguration, log: ServerLog) {
    self.store = store
    self.configuration = configuration
    self.log = log
    limiter = RateLimiter(rate: configuration.rateLimit, burst: configuration.rateBurst)
    registrations = RateLimiter(rate: configuration.registrationRate, burst: configuration.registrationBurst)
    openAPI = Array(
      OpenAPIDocument.json(version: configuration.version, maximumBody: configuration.http.maximumBody).utf8)
  }

  /// Answers `request`, running any blocking work here.
  public func respond(to request: HTTPRequest) -> HTTPResponse { handle(request).resolve() }

  /// Routes `request`: a response now, or the blocking work that makes it.
  public func handle(_ request: HTTPRequest) -> HTTPHandling {
    let method = request.method == "HEAD" ? "GET" : request.method
    guard let route = Route.all.first(where: { $0.path == request.path && $0.method == method }) else {
      let allowed = Route.all.filter { $0.path == request.path }.map(\.method)
      guard allowed.isEmpty else {
        return .respond(
          APIError(status: 405, "\(request.path) takes \(allowed.joined(separator: ", ")), not \(request.method)")
            .response(headers: [("Allow", allowed.joined(separator: ", "))]))
      }
      return .respond(
        APIError(status: 404, "no such path; the API is described at /openapi.json").response())
    }
    if route.needsToken {
      return authenticated(request) { player in
        switch route {
        case .table: self.table(of: player)
        case .sit: self.sit(request, player: player)
        case .promptLine: self.promptLine(request, player: player)
        default: self.line(request, player: player)
        }
      }
    }
    switch route {
    case .page: return leaderboardPage(request)
    case .health: return .work { self.health() }
    case .version:
      return .respond(
        json(
          VersionInfo(version: configuration.version, storage: store.kind, databaseSchema: store.schemaVersion)))
    case .openAPI: return .respond(HTTPResponse(status: 200, contentType: HTTPResponse.json, body: openAPI))
    case .register: return register(request)
    default: return leaderboard(request)
    }
  }

  // MARK: Tokens and limits

  /// Checks the request's token (401 without one or with an unknown one) and its rate (429), then runs `body` for
  /// the player on a worker.
  private func authenticated(
    _ request: HTTPRequest, _ body: @escaping @Sendable (PlayerIdentity) -> HTTPResponse
  ) -> HTTPHandling {
    guard let header = request.header("Authorization"), let token = PlayerToken(authorization: header) else {
      return .respond(
        APIError(
          status: 401,
          "this request needs 'Authorization: Bearer TOKEN' with the 64-digit token 'blackjack register' gave"
        ).response(headers: [("WWW-Authenticate", "Bearer")]))
    }
    let digest = token.digest
    if let wait = limiter.take(digest) {
      return .respond(tooMany(wait, "requests for this token"))
    }
    return .work {
      let known = self.identities.withLock { $0[digest] }
      var player = known
      if player == nil {
        do throws(StoreError) {
          player = try self.store.player(tokenDigest: digest)
        } catch {
          return self.failure(error)
        }
      }
      guard let player else {
        return APIError(status: 401, "the token is not known here; 'blackjack register' gives one").response(
          headers: [("WWW-Authenticate", "Bearer")])
      }
      if known == nil { self.identities.withLock { $0[digest] = player } }
      return body(player)
    }
  }

  /// 415 for a body not sent as JSON; `nil` for one that is.
  private static func notJSON(_ request: HTTPRequest) -> HTTPResponse? {
    let type = request.header("Content-Type")?.split(separator: ";").first.map {
      $0.filter { $0 != " " && $0 != "\t" }.lowercased()
    }
    guard type != "application/json" else { return nil }
    return APIError(status: 415, "send the body as Content-Type: application/json").response()
  }

  private func tooMany(_ wait: Int, _ what: String) -> HTTPResponse {
    APIError(status: 429, "too many \(what); wait \(wait) s and try again").response(headers: [
      ("Retry-After", String(wait))
    ])
  }

  /// The response for a store failure: 503 (retry) when the database is unavailable, 500 otherwise (logged).
  private func failure(_ error: StoreError) -> HTTPResponse {
    switch error {
    case .nameTaken:
      return APIError(status: 409, "the name is taken").response()
    case .unavailable(let message):
      log.write(.warning, "database-unavailable", ["message": .string(message)])
      return APIError(status: 503, "the database is unavailable; try again in a moment").response(headers: [
        ("Retry-After", "1")
      ])
    case .failed(let message):
      log.write(.error, "database-error", ["message": .string(message)])
      return APIError(status: 500, "the server could not use its database; nothing was changed").response()
    }
  }

  // MARK: Handlers

  private func health() -> HTTPResponse {
    do {
      try store.ping()
      return json(Health(status: "ok", storage: store.kind))
    } catch {
      log.write(.warning, "health", ["message": .string(error.description)])
      var response = json(Health(status: "unavailable", storage: store.kind))
      response.status = 503
      return response
    }
  }

  private func register(_ request: HTTPRequest) -> HTTPHandling {
    if let wait = registrations.take(request.clientAddress) {
      return .respond(tooMany(wait, "registrations from this address"))
    }
    if let refusal = Self.notJSON(request) { return .respond(refusal) }
    let body: RegistrationRequest
    do {
      body = try APIJSON.decode(RegistrationRequest.self, from: request.body)
    } catch {
      return .respond(error.response())
    }
    guard let name = PlayerName(body.name) else {
      return .respond(
        APIError(status: 400, "'\(Self.cut(body.name))' is not a name here; use \(PlayerName.rule)").response())
    }
    return .work {
      let token: PlayerToken
      let seed: UInt64
      do throws(RandomBytes.Failure) {
        token = try PlayerToken.random()
        seed = try RandomBytes.seed()
      } catch {
        self.log.write(.error, "random", ["message": .string(error.description)])
        return APIError(status: 500, "the server has no random numbers now; nothing was changed").response()
      }
      let limits = self.configuration.limits
      let player = NewPlayer(
        name: name, tokenDigest: token.digest, bankroll: limits.startingBankroll.cents,
        table: EngineTableSession.newTable(
          rules: self.configuration.rules, bankroll: limits.startingBankroll, seed: seed),
        createdAt: self.configuration.clock())
      do throws(StoreError) {
        _ = try self.store.register(player)
      } catch .nameTaken {
        return APIError(
          status: 409, "the name '\(name)' is taken (names are unique regardless of case); choose another"
        ).response()
      } catch {
        return self.failure(error)
      }
      self.log.write(.info, "registered", ["player": .string(name.text)])
      var response = self.json(
        Registration(
          name: name.text, token: token.text, bankroll: limits.startingBankroll.cents,
          rules: self.configuration.rules.spec))
      response.status = 201
      return response
    }
  }

  private func table(of player: PlayerIdentity) -> HTTPResponse {
    do {
      let row = try store.table(of: player.id)
      let session = try restore(row, player: player.id, now: configuration.clock())
      return json(TableState(player: row.name, sequence: row.sequence, table: session.view))
    } catch let error as StoreError {
      return failure(error)
    } catch let error as APIError {
      return error.response()
    } catch {
      return APIError(status: 500, "\(error)").response()
    }
  }

  /// Plays one line at the player's table: the row read, the line played on it here, and the result written back
  /// only if no other request moved the row on meanwhile (else read again, a few times).
  private func line(_ request: HTTPRequest, player: PlayerIdentity) -> HTTPResponse {
    if let refusal = Self.notJSON(request) { return refusal }
    let body: LineRequest
    do {
      body = try APIJSON.decode(LineRequest.self, from: request.body)
    } catch {
      return error.response()
    }
    return take(player: player) { row, session, now in Self.play(body, on: row, session: session, now: now) }
  }

  /// Reads the player's row, restores its table, and stores what `outcome` makes of them, only if no other request
  /// moved the row on meanwhile (else read again, a few times); the answer is sent only after the write committed.
  private func take(
    player: PlayerIdentity, _ outcome: (TableRow, PlayerTable, Int64) -> LineOutcome
  ) -> HTTPResponse {
    do throws(StoreError) {
      for _ in 0..<5 {
        let row = try store.table(of: player.id)
        let now = configuration.clock()
        let session: PlayerTable
        do throws(APIError) {
          session = try restore(row, player: player.id, now: now)
        } catch {
          return error.response()
        }
        switch outcome(row, session, now) {
        case .answer(let response):
          return response
        case .write(let write, let response, let played):
          if try store.write(write, player: player.id, expecting: row.sequence) {
            sessions.keep(played, of: player.id, at: write.sequence)
            return response
          }
        }
      }
      return APIError(status: 409, "the table kept changing under this line; read GET /v1/table and send it again")
        .response()
    } catch {
      return failure(error)
    }
  }

  /// The table of `row`, from memory when the same sequence was kept, otherwise decoded (and replayed) and kept.
  ///
  /// - Throws: ``APIError`` (500) when the stored table does not restore.
  private func restore(_ row: TableRow, player: Int, now: Int64) throws(APIError) -> PlayerTable {
    if var kept = sessions.session(of: player, at: row.sequence) {
      // The same sequence: the same rounds, session and last round; only whether a pause has ended the session
      // depends on the time.
      kept.context.startsNewSession = Self.startsNewSession(row, now: now)
      return kept
    }
    let context = Self.tableContext(row, now: now, limits: configuration.limits)
    do {
      let session = try PlayerTable(saved: row.table, context: context)
      sessions.keep(session, of: player, at: row.sequence)
      return session
    } catch {
      log.write(.error, "table-restore", ["player": .string(row.name), "message": .string(error.message)])
      throw error
    }
  }

  /// What a line does to a table row: an answer that changes nothing (a retry of the last line, a stale sequence, a
  /// refusal), or the row's new values, the reply to send once they are stored, and the table after the line.
  enum LineOutcome {
    /// Answer without storing anything.
    case answer(HTTPResponse)
    /// Store this, then answer.
    case write(TableWrite, HTTPResponse, PlayerTable)
  }

  /// Plays `body` on `row`, whose table is `session`, at `now`.
  static func play(_ body: LineRequest, on row: TableRow, session: PlayerTable, now: Int64) -> LineOutcome {
    play(body.line, sequence: body.sequence, on: row, session: session, now: now) { sequence, reply, session in
      guard !reply.refused else {
        return .failure(APIError(status: 409, reply.lines.joined(separator: " "), sequence: sequence))
      }
      return .success(
        APIJSON.encode(LineReply(sequence: sequence, reply: reply.lines, settled: reply.settled, table: session.view)))
    }
  }

  /// Plays `line` on `row`, whose table is `session`, at `now`, for a client holding `sequence`; `answer` makes
  /// the reply's body of the sequence after the line, the session's reply and the table after it (or the refusal
  /// to send, for a refused line, with the sequence unchanged).
  static func play(
    _ line: String, sequence: Int, on row: TableRow, session: PlayerTable, now: Int64,
    answer makeAnswer: (Int, SessionReply, PlayerTable) -> Result<[UInt8], APIError>
  ) -> LineOutcome {
    let body = (line: line, sequence: sequence)
    if body.sequence == row.sequence - 1, body.line == row.lastLine, let reply = row.lastReply {
      // A retry of the line last taken: the reply already given, nothing changed.
      return .answer(HTTPResponse(status: 200, contentType: HTTPResponse.json, body: Array(reply.utf8)))
    }
    guard body.sequence == row.sequence else {
      return .answer(
        APIError(
          status: 409,
          "the table is at sequence \(row.sequence), not \(body.sequence); read GET /v1/table and send the line"
            + " again with its sequence", sequence: row.sequence
        ).response())
    }
    var session = session
    switch session.handle(body.line) {
    case .failure(var error):
      error.sequence = row.sequence
      return .answer(error.response())
    case .success(let reply):
      if reply.refused {
        switch makeAnswer(row.sequence, reply, session) {
        case .success(let answer):
          return .answer(HTTPResponse(status: 200, contentType: HTTPResponse.json, body: answer))
        case .failure(let error): return .answer(error.response())
        }
      }
      let answer: [UInt8]
      switch makeAnswer(row.sequence + 1, reply, session) {
      case .success(let body): answer = body
      case .failure(let error): return .answer(error.response())
      }
      let startedAt = reply.dealt ? now : row.roundStartedAt ?? now
      let settledText = reply.settled.map { String(decoding: APIJSON.encode($0), as: UTF8.self) }
      let saved = session.saved
      let write = TableWrite(
        sequence: row.sequence + 1, table: saved, stateChanged: saved.state != row.table.state,
        roundsPlayed: session.context.roundsPlayed, bankroll: reply.bankroll.cents,
        rebuys: row.rebuys + (reply.rebuy?.cents ?? 0), session: session.context.session, lastPlayedAt: now,
        roundStartedAt: saved.round == nil ? nil : startedAt, lastLine: body.line,
        lastReply: String(decoding: answer, as: UTF8.self), lastRound: settledText ?? row.lastRound,
        settled: reply.settled.map { settled in
          StoredRound(
            number: settled.number, session: settled.session, startedAt: startedAt, settledAt: now, bet: settled.bet,
            net: settled.net, detail: settledText ?? "{}")
        })
      return .write(write, HTTPResponse(status: 200, contentType: HTTPResponse.json, body: answer), session)
    }
  }

  // MARK: The prompt (play --server)

  /// The line a sitting down is recorded as (never a line the prompt takes).
  static let sitLine = "(sit down)"

  /// `POST /v1/prompt`: the player sits down at the prompt; a table played by lines becomes the prompt's (between
  /// rounds), and the positions asked for are applied between rounds, both committed before the greeting is sent.
  private func sit(_ request: HTTPRequest, player: PlayerIdentity) -> HTTPResponse {
    if let refusal = Self.notJSON(request) { return refusal }
    let body: PromptSitRequest
    do {
      body = try APIJSON.decode(PromptSitRequest.self, from: request.body)
    } catch {
      return error.response()
    }
    var seating: PlayOptions?
    if body.seats != nil || body.seat != nil || body.spots != nil || body.players != nil {
      var options = PlayOptions()
      options.seating.chosen = true
      options.seating.seats = body.seats ?? 1
      options.seating.seat = body.seat ?? 1
      options.seating.spots = body.spots ?? 1
      if let players = body.players {
        let styles = players.compactMap(AIPlayerStyle.init(rawValue:))
        guard styles.count == players.count, !styles.isEmpty else {
          return APIError(status: 400, "players are basic, counter or typical").response()
        }
        options.seating.players = styles
      }
      do throws(PlayOptionsError) {
        try options.seating.validate()
      } catch {
        return APIError(status: 400, error.description).response()
      }
      seating = options
    }
    let seed: UInt64
    do throws(RandomBytes.Failure) {
      seed = try RandomBytes.seed()
    } catch {
      return APIError(status: 500, "the server has no random numbers now; nothing was changed").response()
    }
    let (style, width) = Self.presentation(body.style)
    return take(player: player) { row, table, now in
      var prompt: PromptTableSession
      let starting = Money(cents: row.startingBankroll)
      do throws(APIError) {
        switch table {
        case .engine(let engine):
          guard let snapshot = engine.tableBetweenRounds else {
            throw APIError(
              status: 409, "a round dealt by POST /v1/table/lines is in play; finish it there, then sit down",
              sequence: row.sequence)
          }
          prompt = try PromptTableSession(
            converting: snapshot, seed: seed, context: table.context, seating: seating, startingBankroll: starting)
        case .prompt(let kept):
          prompt =
            seating == nil
            ? kept
            : try PromptTableSession(
              saved: kept.saved, context: table.context, seating: seating, startingBankroll: starting)
        }
      } catch {
        return .answer(error.response())
      }
      prompt.present(style: style, width: width)
      let text = prompt.greeting(server: "the table server")
      let saved = prompt.saved
      let changed = saved.state != row.table.state
      let answer = APIJSON.encode(
        PromptGreeting(
          player: row.name, sequence: changed ? row.sequence + 1 : row.sequence, text: text, prompt: prompt.prompt,
          expects: prompt.session.expectedCommands, table: prompt.view))
      let response = HTTPResponse(status: 200, contentType: HTTPResponse.json, body: answer)
      guard changed else { return .answer(response) }
      let write = TableWrite(
        sequence: row.sequence + 1, table: saved, stateChanged: true, roundsPlayed: row.roundsPlayed,
        bankroll: row.bankroll, rebuys: row.rebuys, session: row.session, lastPlayedAt: row.lastPlayedAt ?? now,
        roundStartedAt: row.roundStartedAt, lastLine: Self.sitLine, lastReply: String(decoding: answer, as: UTF8.self),
        lastRound: row.lastRound, settled: nil)
      return .write(write, response, .prompt(prompt))
    }
  }

  /// `POST /v1/prompt/lines`: one line at the prompt, committed before the reply is sent.
  private func promptLine(_ request: HTTPRequest, player: PlayerIdentity) -> HTTPResponse {
    if let refusal = Self.notJSON(request) { return refusal }
    let body: PromptLineRequest
    do {
      body = try APIJSON.decode(PromptLineRequest.self, from: request.body)
    } catch {
      return error.response()
    }
    let (style, width) = Self.presentation(body.style)
    return take(player: player) { row, table, now in
      guard case .prompt(var prompt) = table else {
        return .answer(
          APIError(status: 409, "sit down at the prompt first: POST /v1/prompt", sequence: row.sequence).response())
      }
      prompt.present(style: style, width: width)
      return Self.play(body.line, sequence: body.sequence, on: row, session: .prompt(prompt), now: now) {
        sequence, reply, session in
        guard case .prompt(let played) = session else {
          return .failure(APIError(status: 500, "the table is not the prompt's"))
        }
        return .success(
          APIJSON.encode(
            PromptLineReply(
              sequence: sequence, text: reply.lines.map { $0 + "\n" }.joined(), refused: reply.refused,
              prompt: played.prompt, expects: played.session.expectedCommands, settled: reply.settled,
              table: played.view)))
      }
    }
  }

  /// The card style and width of a client's ``PromptStyle`` (a width kept from 20 to 1,000 columns).
  static func presentation(_ style: PromptStyle) -> (CardStyle, Int?) {
    (CardStyle(ascii: style.ascii, color: style.color), style.width.map { min(max($0, 20), 1000) })
  }

  /// Whether a round dealt at `now` at the table of `row` starts a new session.
  static func startsNewSession(_ row: TableRow, now: Int64) -> Bool {
    row.lastPlayedAt.map { now - $0 > TableContext.sessionGap } ?? true
  }

  /// The context a table row gives a session at `now`.
  static func tableContext(_ row: TableRow, now: Int64, limits: TableLimits) -> TableContext {
    TableContext(
      limits: limits, roundsPlayed: row.roundsPlayed, session: row.session,
      startsNewSession: startsNewSession(row, now: now),
      lastRound: row.lastRound.flatMap { try? JSONDecoder().decode(SettledRound.self, from: Data($0.utf8)) })
  }

  // MARK: The leaderboard

  /// The period, page and page size a leaderboard request asks for.
  func leaderboardQuery(_ request: HTTPRequest) throws(APIError) -> (LeaderboardPeriod, Int, Int) {
    let periodText = request.query["period"] ?? "all"
    guard let period = LeaderboardPeriod(rawValue: periodText) else {
      throw APIError(status: 400, "period '\(Self.cut(periodText))' is not day, week or all")
    }
    var page = 1
    if let text = request.query["page"] {
      guard let number = Int(text), (1...1_000_000).contains(number), text.allSatisfy(\.isASCII) else {
        throw APIError(status: 400, "page '\(Self.cut(text))' is not a whole number from 1 to 1000000")
      }
      page = number
    }
    var perPage = configuration.pageSize
    if let text = request.query["perPage"] {
      guard let number = Int(text), (1...100).contains(number), text.allSatisfy(\.isASCII) else {
        throw APIError(status: 400, "perPage '\(Self.cut(text))' is not a whole number from 1 to 100")
      }
      perPage = number
    }
    return (period, page, perPage)
  }

  /// One page of the leaderboard from the store.
  private func leaderboard(
    period: LeaderboardPeriod, page: Int, perPage: Int
  ) throws(StoreError) -> LeaderboardPage {
    let since = period.span.map { configuration.clock() - $0 }
    let (players, entries) = try store.leaderboard(since: since, offset: (page - 1) * perPage, limit: perPage)
    return LeaderboardPage(period: period.rawValue, page: page, perPage: perPage, players: players, entries: entries)
  }

  private func leaderboard(_ request: HTTPRequest) -> HTTPHandling {
    let query: (LeaderboardPeriod, Int, Int)
    do {
      query = try leaderboardQuery(request)
    } catch {
      return .respond(error.response())
    }
    return .work {
      do throws(StoreError) {
        return self.json(try self.leaderboard(period: query.0, page: query.1, perPage: query.2))
      } catch {
        return self.failure(error)
      }
    }
  }

  private func leaderboardPage(_ request: HTTPRequest) -> HTTPHandling {
    let query: (LeaderboardPeriod, Int, Int)
    do {
      query = try leaderboardQuery(request)
    } catch {
      return .respond(LeaderboardHTML.error(error))
    }
    return .work {
      do {
        let page = try self.leaderboard(period: query.0, page: query.1, perPage: query.2)
        return LeaderboardHTML.response(page, defaultPageSize: self.configuration.pageSize)
      } catch {
        return LeaderboardHTML.error(APIError(status: 503, "the leaderboard cannot be read now (\(error))"))
      }
    }
  }

  // MARK: Helpers

  private func json(_ value: some Encodable) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: HTTPResponse.json, body: APIJSON.encode(value))
  }

  /// `text` cut to 40 characters, for quoting in a message.
  static func cut(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}
