import Testing

@testable import BlackjackServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Playing through the API on a real server: durable rounds, retries, resumption, and the invariants the store keeps.
@Suite struct PlayAPITests {
  /// Players playing side by side: every round the replies settled is in the store once, numbered 1…n, and every
  /// bankroll is its start plus its rounds' nets (the sums here are the replies', not the store's).
  @Test(arguments: TestServer.Backend.available)
  func concurrentPlayKeepsTheInvariants(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let names = (1...6).map { "player \($0)" }
    let tallies = DetachedThread.map(names, threads: names.count) { name -> (String, Int, Int)? in
      guard let player = try? TestPlayer(name, on: server), (try? player.play(rounds: 40)) != nil else { return nil }
      return (name, player.rounds, player.net)
    }
    let audit = try server.server.application.store.audit()
    #expect(audit.violations.isEmpty, "\(audit.violations)")
    for tally in tallies {
      let (name, rounds, net) = try #require(tally)
      let stored = try #require(audit.players.first { $0.name == name })
      #expect(stored.roundRows == rounds)
      #expect(stored.netSum == net)
      #expect(stored.bankroll == 100_000 + net)
    }
  }

  /// A line sent again with the same sequence number (its reply lost) gets the same reply, byte for byte, and
  /// changes nothing.
  @Test(arguments: TestServer.Backend.available)
  func aRetriedLineIsAnsweredAgainAndTakenOnce(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let player = try TestPlayer("retrier", on: server)
    try player.play(rounds: 3)
    let sequence = player.sequence
    let line = EngineTableSessionTests.nextLine(player.lastReply!.table, round: 3)
    let first = try player.client.send(line: line, sequence: sequence, token: player.token)
    let before = try server.server.application.store.audit()
    let state = try player.client.table(token: player.token)
    for _ in 0..<3 {
      let again = try player.client.send(line: line, sequence: sequence, token: player.token)
      #expect(again == first)
    }
    #expect(try server.server.application.store.audit() == before)
    #expect(try player.client.table(token: player.token) == state)
    // A different line at the old sequence is stale, not a retry.
    #expect(throws: ClientError.self) { try player.client.send(line: "rebuy", sequence: sequence, token: player.token) }
  }

  /// A client that sends a line and drops the connection before the reply finds, on reconnecting, the line taken
  /// (it was committed before the reply was written) and the same round in progress; sending the line again gets
  /// the reply it missed.
  @Test(arguments: TestServer.Backend.available)
  func aDroppedConnectionResumesTheSameRound(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let player = try TestPlayer("dropper", on: server)
    try player.play(rounds: 2)
    for _ in 0..<5 {
      let sequence = player.sequence
      let line = EngineTableSessionTests.nextLine(player.lastReply!.table, round: player.rounds)
      let connection = try RawConnection(port: server.url.port)
      connection.send(
        RawConnection.request(
          "POST", "/v1/table/lines",
          headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(player.token)")],
          body: APIJSON.encode(LineRequest(sequence: sequence, line: line))))
      // Gone before the reply: the server finishes the request regardless.
      connection.finishSending()
      _ = connection
      let deadline = ServerClock.monotonicNanoseconds() + 5_000_000_000
      var state = try player.client.table(token: player.token)
      while state.sequence == sequence && ServerClock.monotonicNanoseconds() < deadline {
        state = try player.client.table(token: player.token)
      }
      #expect(state.sequence == sequence + 1, "the line was not taken")
      let reply = try player.client.send(line: line, sequence: sequence, token: player.token)
      #expect(reply.table == state.table)
      #expect(reply.sequence == state.sequence)
      player.record(reply)
      try player.playUntilMidRound()
    }
    #expect(try server.server.application.store.audit().violations.isEmpty)
  }

  /// A server stopped mid-round and started again on the same database shows the same round, the same cards, and
  /// plays it on; nothing is lost.
  @Test(arguments: TestServer.Backend.available)
  func aRestartedServerResumesTheSameRound(backend: TestServer.Backend) throws {
    let first = try TestServer(backend)
    let player = try TestPlayer("resumer", on: first)
    try player.play(rounds: 5)
    try player.playUntilMidRound()
    let before = try player.client.table(token: player.token)
    #expect(before.table.round != nil)
    first.stop(keep: true)
    let second = try TestServer(backend, continuing: first)
    defer { second.stop() }
    let after = try player.reconnect(to: second)
    #expect(after == before)
    try player.finishRound()
    let audit = try second.server.application.store.audit()
    #expect(audit.violations.isEmpty, "\(audit.violations)")
    #expect(audit.players.first?.roundRows == player.rounds)
    #expect(audit.players.first?.netSum == player.net)
  }

  /// Lines racing for one table at one sequence: exactly one is taken; the same line sent again gets its reply,
  /// the others are told the table moved on (409), and the store holds one change.
  @Test(arguments: TestServer.Backend.available)
  func racingLinesForOneTableAreTakenOnce(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let player = try TestPlayer("racer", on: server)
    for round in 0..<10 {
      let sequence = player.sequence
      let lines = (0..<12).map { $0 % 2 == 0 ? "bet 10" : "bet 20" }
      let token = player.token
      let url = server.url
      let outcomes = DetachedThread.map(lines, threads: 12) { line -> (String, LineReply?, Int?) in
        do throws(ClientError) {
          return (line, try ServerClient(url: url).send(line: line, sequence: sequence, token: token), nil)
        } catch {
          guard case .refused(let status, _, _) = error else { return (line, nil, -1) }
          return (line, nil, status)
        }
      }
      let taken: [(String, LineReply)] = outcomes.compactMap { outcome in outcome.1.map { (outcome.0, $0) } }
      #expect(Set(taken.map { $0.0 }).count == 1, "round \(round): \(taken.map { $0.0 })")
      #expect(Set(taken.map { $0.1.sequence }) == [sequence + 1])
      #expect(outcomes.allSatisfy { $0.1 != nil || $0.2 == 409 })
      let state = try player.client.table(token: player.token)
      #expect(state.sequence == sequence + 1)
      player.record(try #require(taken.first?.1))
      try player.finishRound()
    }
    let audit = try server.server.application.store.audit()
    #expect(audit.violations.isEmpty, "\(audit.violations)")
    #expect(audit.players.first?.roundRows == player.rounds)
  }

  @Test(arguments: TestServer.Backend.available)
  func namesAreUniqueRegardlessOfCaseAndValidated(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let client = server.client()
    _ = try client.register(name: "Tom & Jerry's")
    for (name, status) in [("tom & jerry's", 409), ("TOM & JERRY'S", 409), ("bad\u{202E}name", 400), ("", 400)] {
      do {
        _ = try client.register(name: name)
        Issue.record("'\(name)' was registered")
      } catch .refused(let got, let message, _) {
        #expect(got == status, "\(name)")
        #expect(!message.contains("\n"))
      } catch {
        Issue.record("\(error)")
      }
    }
    #expect(try server.server.application.store.audit().players.map(\.name) == ["Tom & Jerry's"])
  }
}
