import BlackjackEngine
import BlackjackREPL
import CardKit
import Testing

@testable import BlackjackServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `blackjack play --server` (issue #34, item 3): the prompt's own session played at the server, over HTTP on a real
/// server, against the same lines played at a local prompt.
@Suite(.serialized) struct PromptPlayTests {
  /// A client with a long timeout: every decision at the prompt is valued exactly (for the coach and the
  /// records), which a debug build on a busy machine takes seconds to do.
  static func client(_ server: TestServer) -> ServerClient { ServerClient(url: server.url, timeout: 300) }

  /// ASCII cards, no colour: what a script sees.
  static let plain = PromptStyle(ascii: true, color: false)

  /// Deals the player's table from `seed` (as registration does, with a seed the test knows), before it is first
  /// played: the fixture a seeded local session is compared with.
  static func dealFrom(seed: UInt64, token: String, on server: TestServer, rules: Rules = Rules()) throws {
    let store = server.server.application.store
    let digest = try #require(PlayerToken(token)).digest
    let player = try #require(try store.player(tokenDigest: digest))
    let row = try store.table(of: player.id)
    let limits = server.server.application.configuration.limits
    let write = TableWrite(
      sequence: row.sequence + 1,
      table: EngineTableSession.newTable(rules: rules, bankroll: limits.startingBankroll, seed: seed),
      stateChanged: true, roundsPlayed: 0, bankroll: row.bankroll, rebuys: 0, session: 0, lastPlayedAt: 0,
      roundStartedAt: nil, lastLine: "(fixture)", lastReply: "{}", lastRound: nil, settled: nil)
    #expect(try store.write(write, player: player.id, expecting: row.sequence))
  }

  /// A local guest session at the server's limits, dealt from `seed`, at `seats` positions.
  static func localSession(seed: UInt64, server: TestServer, seats: Int = 1) throws -> REPLSession {
    var options = PlayOptions()
    options.seed = seed
    let limits = server.server.application.configuration.limits
    options.bankroll = limits.startingBankroll.description
    options.tableMinimum = limits.minimumBet.description
    options.tableMaximum = limits.maximumBet.description
    if seats > 1 {
      options.seating.seats = seats
      options.seating.chosen = true
    }
    return try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  /// The lines of the scripted session: rounds with hints, the count, Enter repeating the bet, and lines refused
  /// at the wrong moment (both sides must refuse them alike).
  static let script = [
    "bet 10", "stand", "bet 10", "count", "hit", "stand", "", "shoe", "double", "stand", "stand", "bet 25",
    "insurance no", "split", "stand", "stand", "stand", "bankroll", "bet 5", "stand", "stand", "stats",
    "bet 1000000", "hit", "hit", "stand", "stand", "bet 10", "stand", "hit", "stand", "stand", "rules", "help",
    "insurance no", "stand", "bet 10", "insurance no", "stand", "stand", "bet 10", "insurance no", "stand", "stand",
    "bet 10", "insurance no", "stand", "stand", "bet 10", "insurance no", "stand", "stand",
  ]

  /// Plays `script` at the server (sitting down with `seats`) and at a local prompt dealt from the same seed, and
  /// compares every reply and whether it was refused.
  func compareWithLocal(seats: Int, seed: UInt64, name: String, backend: TestServer.Backend = .sqlite) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let token = try Self.client(server).register(name: name).token
    try Self.dealFrom(seed: seed, token: token, on: server)
    var local = try Self.localSession(seed: seed, server: server, seats: seats)
    let client = Self.client(server)
    let greeting = try client.sit(
      PromptSitRequest(style: Self.plain, seats: seats > 1 ? seats : nil), token: token)
    #expect(greeting.text.contains("Type 'bet 10' to play a round"))
    #expect(!greeting.text.contains("seed"), "the seed stays at the server")
    if seats > 1 { #expect(greeting.text.contains("Positions, in the order they play")) }
    var sequence = greeting.sequence
    var settled = 0
    for line in Self.script {
      let expected = local.respond(to: .line(line))
      let reply = try client.send(PromptLineRequest(sequence: sequence, line: line, style: Self.plain), token: token)
      #expect(reply.text == expected.text, "'\(line)'")
      #expect(reply.refused == expected.isRefusal, "'\(line)'")
      #expect(reply.prompt == local.prompt, "'\(line)'")
      #expect(reply.sequence == (reply.refused ? sequence : sequence + 1))
      sequence = reply.sequence
      if let round = reply.settled {
        settled += 1
        #expect(round.number == settled, "rounds are numbered without a gap")
      }
    }
    #expect(settled >= 5, "the script settles rounds")
    let table = try client.table(token: token)
    #expect(table.table.roundsPlayed == settled)
    #expect(table.table.bankroll == local.bankroll.cents)
  }

  @Test(arguments: TestServer.Backend.available)
  func aScriptedSessionRepliesAsTheSameSeededLinesAtALocalPrompt(backend: TestServer.Backend) throws {
    try compareWithLocal(seats: 1, seed: 7, name: "scripted", backend: backend)
  }

  @Test func aTableOfAISeatsRepliesAsTheSameSeededLinesAtALocalPrompt() throws {
    try compareWithLocal(seats: 3, seed: 11, name: "seated")
  }

  /// Whether `code` appears in `text` as a card (not inside a longer word or number).
  static func shows(_ code: String, in text: String) -> Bool {
    var rest = Substring(text)
    while let range = rest.range(of: code) {
      let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
      let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
      let isolated = { (character: Character?) in character.map { !$0.isLetter && !$0.isNumber } ?? true }
      if isolated(before) && isolated(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  @Test func theClientNeverReceivesTheHoleCardOrTheNextCardEarly() throws {
    // One deck: every card is unique until the shuffle, so a code seen early gives a card away.
    let rules = try Rules(spec: "1D S17 PEEK")
    var configuration = TestServer.configuration()
    configuration.rules = rules
    let server = try TestServer(configuration: configuration)
    defer { server.stop() }
    let token = try Self.client(server).register(name: "watcher").token
    try Self.dealFrom(seed: 5, token: token, on: server, rules: rules)
    let connection = { (path: String, body: [UInt8]) throws -> (String, [String: Any]) in
      let raw = try RawConnection(port: server.url.port)
      raw.send(
        RawConnection.request(
          "POST", path, headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(token)")],
          body: body))
      let response = try #require(raw.response())
      #expect(response.status == 200)
      let text = String(decoding: response.body, as: UTF8.self)
      return (text, try #require(try JSONValue.parse(response.body) as? [String: Any]))
    }
    var (_, greeting) = try connection("/v1/prompt", APIJSON.encode(PromptSitRequest(style: Self.plain)))
    var sequence = try #require(greeting["sequence"] as? Double).rounded()
    var checkedHoleCards = 0
    var checkedDraws = 0
    for _ in 0..<6 {
      // The bodies sent during the round, and the round's cards once it settles.
      var bodies: [String] = []
      var settled: [String: Any]?
      for line in ["bet 10", "hit", "stand", "stand", "stand", "stand"] where settled == nil {
        let request = PromptLineRequest(sequence: Int(sequence), line: line, style: Self.plain)
        let (text, reply) = try connection("/v1/prompt/lines", APIJSON.encode(request))
        sequence = try #require(reply["sequence"] as? Double)
        bodies.append(text)
        settled = reply["settled"] as? [String: Any]
      }
      let round = try #require(settled)
      let dealer = try #require((round["dealer"] as? [String: Any])?["cards"] as? [String])
      let hands = try #require(round["hands"] as? [[String: Any]])
      let cards = try #require(hands.first?["cards"] as? [String])
      // Every body before the one that settled the round: the hole card and the dealer's draws are nowhere in it.
      for code in dealer.dropFirst() {
        for body in bodies.dropLast() {
          #expect(!Self.shows(code, in: body), "\(code) was sent before the dealer turned it over: \(body)")
        }
        checkedHoleCards += 1
      }
      // The player's third card (the hit) is in no body before the hit's reply.
      if bodies.count >= 2, cards.count >= 3, hands.count == 1 {
        #expect(!Self.shows(cards[2], in: bodies[0]), "\(cards[2]) was sent before it was dealt")
        checkedDraws += 1
      }
      _ = greeting
      greeting = [:]
    }
    #expect(checkedHoleCards >= 6, "every round's hole card was checked")
    #expect(checkedDraws >= 1, "a drawn card was checked")
  }

  @Test(arguments: TestServer.Backend.available)
  func aClientThatGoesAwayMidRoundFindsTheSameRoundOnSittingDownAgain(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let token = try Self.client(server).register(name: "returning").token
    var first = ServerRemoteTable(
      client: Self.client(server), token: token, seating: PromptSitRequest(style: Self.plain))
    _ = try first.sit()
    // Bets until a round waits for the player (a blackjack settles at once).
    var reply = try first.send("bet 10")
    var played = 1
    while reply.prompt.contains("insurance") || !reply.prompt.contains("hit") {
      if reply.prompt.contains("insurance") {
        reply = try first.send("insurance no")
        continue
      }
      reply = try first.send("bet 10")
      played += 1
      #expect(played < 20)
    }
    let before = try Self.client(server).table(token: token).table
    let round = try #require(before.round)
    // The first client is gone without a word (as a killed one); a new one sits down.
    var second = ServerRemoteTable(
      client: Self.client(server), token: token, seating: PromptSitRequest(style: Self.plain))
    let greeting = try second.sit()
    #expect(greeting.text.contains("Resuming round \(round.number): bet 10.00."), "\(greeting.text)")
    for card in round.hands[0].cards { #expect(Self.shows(card, in: greeting.text), "\(greeting.text)") }
    #expect(greeting.prompt == reply.prompt)
    let after = try Self.client(server).table(token: token).table
    #expect(after.round == round, "the same round, the same cards")
    let end = try second.send("stand")
    #expect(end.text.contains("Bankroll:"))
    let last = try Self.client(server).table(token: token).table
    #expect(last.roundsPlayed == round.number)
    #expect(last.lastRound?.hands.first?.cards.prefix(2) == round.hands[0].cards.prefix(2))
  }

  @Test func aLineSentAgainAfterALostReplyIsTakenOnce() throws {
    let server = try TestServer()
    defer { server.stop() }
    let token = try Self.client(server).register(name: "repeating").token
    let client = Self.client(server)
    let greeting = try client.sit(PromptSitRequest(style: Self.plain), token: token)
    let request = PromptLineRequest(sequence: greeting.sequence, line: "bet 10", style: Self.plain)
    let first = try client.send(request, token: token)
    let again = try client.send(request, token: token)
    #expect(first == again)
    let table = try client.table(token: token)
    #expect(table.sequence == first.sequence)
    // A line at a stale sequence that is not the last one is refused, and changes nothing.
    #expect(throws: ClientError.self) {
      try client.send(PromptLineRequest(sequence: greeting.sequence, line: "bet 20", style: Self.plain), token: token)
    }
    #expect(try client.table(token: token) == table)
  }

  @Test func theServerKeepsWhatALocalProfileKeepsAndRefusesWhatItCannot() throws {
    let server = try TestServer()
    defer { server.stop() }
    let token = try Self.client(server).register(name: "refused").token
    let client = Self.client(server)
    let greeting = try client.sit(PromptSitRequest(style: Self.plain), token: token)
    #expect(!greeting.expects.contains("drill") && !greeting.expects.contains("history"))
    #expect(greeting.expects.contains("bet") && greeting.expects.contains("hint"))
    for line in ["drill strategy", "history", "quit", "rules set 1D", "leaderboard", "stats all", "profile"] {
      let reply = try client.send(
        PromptLineRequest(sequence: greeting.sequence, line: line, style: Self.plain), token: token)
      #expect(reply.refused, "\(line)")
      #expect(reply.sequence == greeting.sequence, "\(line)")
      #expect(reply.text.split(separator: "\n").count == 1, "\(line): one line")
    }
    // Lines before sitting down at the prompt, and the line API on a prompt's table, still work together.
    let view = try client.table(token: token)
    #expect(view.table.phase == "betting")
    let line = try client.send(line: "bet 10", sequence: view.sequence, token: token)
    #expect(line.sequence == view.sequence + 1)
    #expect(line.reply.contains { $0.contains("Dealer") || $0.contains("dealer") })
  }
}
