import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a hostile or broken client sends, sent to a real server (libmicrohttpd on loopback, a real store): each is
/// answered with its status and one line, and nothing is stored.
@Suite(.serialized) struct HostileClientTests {
  /// A server with one player mid-round, and what its store holds.
  struct Fixture {
    let server: TestServer
    let token: String
    let sequence: Int

    init(_ backend: TestServer.Backend, configuration: ServerConfiguration = TestServer.configuration()) throws {
      server = try TestServer(backend, configuration: configuration)
      token = try server.register("victim")
      let client = server.client()
      var reply = try client.send(line: "bet 10", sequence: 0, token: token)
      // Deal until a round stays in progress (a natural settles at once).
      while reply.table.round == nil {
        reply = try client.send(line: "bet 10", sequence: reply.sequence, token: token)
      }
      sequence = reply.sequence
    }

    /// Everything the store holds for the players, to compare before and after.
    func snapshot() throws -> (StoreAudit, TableRow) {
      let store = server.server.application.store
      return (try store.audit(), try store.table(of: 1))
    }

    func send(_ bytes: [UInt8]) throws -> HTTPResponseParser.Response? {
      let connection = try RawConnection(port: server.url.port)
      connection.send(bytes)
      return connection.response()
    }
  }

  /// The error line of a JSON error body.
  static func errorLine(_ response: HTTPResponseParser.Response?) -> String? {
    guard let response, let body = try? JSONDecoder().decode(ErrorBody.self, from: Data(response.body)) else {
      return nil
    }
    return body.error
  }

  @Test(arguments: TestServer.Backend.available)
  func missingOrWrongTokensAre401AndStoreNothing(backend: TestServer.Backend) throws {
    let fixture = try Fixture(backend)
    defer { fixture.server.stop() }
    let before = try fixture.snapshot()
    let line = APIJSON.encode(LineRequest(sequence: fixture.sequence, line: "stand"))
    let json = ("Content-Type", "application/json")
    for headers in [
      [json], [json, ("Authorization", "Bearer")],
      [json, ("Authorization", "Bearer " + String(repeating: "0", count: 64))],
      [json, ("Authorization", "Basic dXNlcjpwYXNz")], [json, ("Authorization", "Bearer " + fixture.token + "0")],
      [json, ("Authorization", "Bearer " + String(fixture.token.dropFirst()) + "x")],
    ] {
      for (method, path, body) in [("POST", "/v1/table/lines", line), ("GET", "/v1/table", [])] {
        let response = try fixture.send(RawConnection.request(method, path, headers: headers, body: body))
        #expect(response?.status == 401, "\(method) \(path) with \(headers)")
        #expect(response?.headers["www-authenticate"] == "Bearer")
        let error = try #require(Self.errorLine(response))
        #expect(!error.contains("\n"))
      }
    }
    let after = try fixture.snapshot()
    #expect(before.0 == after.0)
    #expect(before.1 == after.1)
  }

  @Test(arguments: TestServer.Backend.available)
  func malformedAndOversizedBodiesAre400And413(backend: TestServer.Backend) throws {
    let fixture = try Fixture(backend)
    defer { fixture.server.stop() }
    let before = try fixture.snapshot()
    let headers = [("Content-Type", "application/json"), ("Authorization", "Bearer \(fixture.token)")]
    let malformed: [String] = [
      "", "{", "[]", "null", "\"line\"", "{\"schemaVersion\":1}",
      "{\"schemaVersion\":1,\"sequence\":\"1\",\"line\":\"hit\"}",
      "{\"schemaVersion\":2,\"sequence\":\(fixture.sequence),\"line\":\"stand\"}",
      "{\"schemaVersion\":1,\"sequence\":\(fixture.sequence),\"line\":\"dance\"}",
      "{\"schemaVersion\":1,\"sequence\":\(fixture.sequence),\"line\":\"stand\"", "\u{FEFF}{}", "{\"a\":1e99999}",
    ]
    for body in malformed {
      let response = try fixture.send(
        RawConnection.request("POST", "/v1/table/lines", headers: headers, body: Array(body.utf8)))
      #expect(response?.status == 400, "body \(body)")
      let error = try #require(Self.errorLine(response), "body \(body)")
      #expect(!error.contains("\n") && !error.isEmpty)
    }
    let invalidUTF8 = try fixture.send(
      RawConnection.request("POST", "/v1/table/lines", headers: headers, body: [0x7B, 0xFF, 0xFE, 0x7D]))
    #expect(invalidUTF8?.status == 400)
    // Declared too large: answered before the body is read.
    let declared = try RawConnection(port: fixture.server.url.port)
    declared.send(RawConnection.request("POST", "/v1/table/lines", headers: headers, length: 10_000_000))
    let tooLarge = declared.response()
    #expect(tooLarge?.status == 413)
    #expect(Self.errorLine(tooLarge)?.contains("16384 bytes") == true)
    // Sent too large in chunks, without a length: dropped past the limit and refused at the end.
    let chunked = try RawConnection(port: fixture.server.url.port)
    var request = "POST /v1/table/lines HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
    request += headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "\r\n"
    chunked.send(request)
    let chunk = String(repeating: "x", count: 4096)
    for _ in 0..<8 { chunked.send("1000\r\n" + chunk + "\r\n") }
    chunked.send("0\r\n\r\n")
    #expect(chunked.response()?.status == 413)
    // Not JSON: 415 with the token, 401 without it (a request that is not the player's is told nothing more).
    let anonymous = try fixture.send(
      RawConnection.request(
        "POST", "/v1/table/lines", headers: [("Content-Type", "text/plain")], body: Array("stand".utf8)))
    #expect(anonymous?.status == 401)
    let plain = try fixture.send(
      RawConnection.request(
        "POST", "/v1/table/lines", headers: [("Content-Type", "text/plain"), headers[1]], body: Array("stand".utf8)))
    #expect(plain?.status == 415)
    let after = try fixture.snapshot()
    #expect(before.0 == after.0)
    #expect(before.1 == after.1)
  }

  @Test(arguments: TestServer.Backend.available)
  func linesOutOfTurnAre409AndChangeNothing(backend: TestServer.Backend) throws {
    let fixture = try Fixture(backend)
    defer { fixture.server.stop() }
    let client = fixture.server.client()
    let state = try client.table(token: fixture.token)
    let before = try fixture.snapshot()
    var refused = ["bet 10", "rebuy"]
    if state.table.phase == "playing" { refused.append("insurance yes") }
    if state.table.phase == "insurance" { refused += ["hit", "stand", "double"] }
    for line in refused {
      #expect(throws: ClientError.self) { try client.send(line: line, sequence: state.sequence, token: fixture.token) }
      do {
        _ = try client.send(line: line, sequence: state.sequence, token: fixture.token)
      } catch .refused(let status, _, let sequence) {
        #expect(status == 409, "\(line)")
        #expect(sequence == state.sequence)
      } catch {
        Issue.record("\(line): \(error)")
      }
    }
    // A stale or future sequence.
    for sequence in [state.sequence - 1, state.sequence + 1, -5, Int.max] {
      do {
        _ = try client.send(line: "stand", sequence: sequence, token: fixture.token)
        Issue.record("sequence \(sequence) was taken at \(state.sequence)")
      } catch .refused(let status, _, let current) {
        #expect(status == 409)
        #expect(current == state.sequence)
      } catch {
        Issue.record("\(error)")
      }
    }
    let after = try fixture.snapshot()
    #expect(before.0 == after.0)
    #expect(before.1 == after.1)
    #expect(try client.table(token: fixture.token) == state)
  }

  @Test func aFloodIsRateLimitedPerToken() throws {
    let fixture = try Fixture(.sqlite, configuration: TestServer.configuration(rateLimit: 5, burst: 10))
    defer { fixture.server.stop() }
    let other = try fixture.server.register("bystander")
    let connection = try RawConnection(port: fixture.server.url.port)
    var statuses: [Int] = []
    var retryAfter: String?
    for _ in 0..<40 {
      connection.send(
        RawConnection.request("GET", "/v1/table", headers: [("Authorization", "Bearer \(fixture.token)")]))
      let response = try #require(connection.response())
      statuses.append(response.status)
      if response.status == 429 { retryAfter = response.headers["retry-after"] }
    }
    #expect(statuses.filter { $0 == 200 }.count <= 12)
    #expect(statuses.filter { $0 == 429 }.count >= 28)
    #expect(retryAfter.flatMap(Int.init).map { $0 >= 1 } == true)
    // Another token is not held back.
    #expect(try fixture.server.client().table(token: other).player == "bystander")
  }

  @Test func pathsOutsideTheAPIAre404AndWrongMethods405() throws {
    let fixture = try Fixture(.sqlite)
    defer { fixture.server.stop() }
    for path in [
      "/v2/table", "/v1/table/", "/v1", "/../etc/passwd", "/v1/players/1", "/index.html", "/%00", "/openapi.yaml",
    ] {
      let response = try fixture.send(RawConnection.request("GET", path))
      #expect(response?.status == 404, "\(path)")
      #expect(Self.errorLine(response) != nil)
    }
    let wrongMethod = try fixture.send(RawConnection.request("DELETE", "/v1/table"))
    #expect(wrongMethod?.status == 405)
    #expect(wrongMethod?.headers["allow"] == "GET")
    let getRegistration = try fixture.send(RawConnection.request("GET", "/v1/players"))
    #expect(getRegistration?.status == 405)
  }

  /// A client that sends half a request and stops holds no worker: others are answered at once, and the server
  /// closes the slow connections after its timeout (3 s here).
  @Test func slowClientsHoldNoWorker() throws {
    let fixture = try Fixture(.sqlite)
    defer { fixture.server.stop() }
    let slow = try (0..<40).map { _ in try RawConnection(port: fixture.server.url.port, timeout: 8) }
    for (index, connection) in slow.enumerated() {
      if index % 2 == 0 {
        connection.send("GET /healthz HTTP/1.1\r\nHost: 127.")
      } else {
        connection.send(
          RawConnection.request(
            "POST", "/v1/table/lines",
            headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(fixture.token)")], length: 100)
            + Array("{\"schema".utf8))
      }
    }
    let started = ServerClock.monotonicNanoseconds()
    let client = fixture.server.client()
    for _ in 0..<20 { _ = try client.table(token: fixture.token) }
    #expect(Double(ServerClock.monotonicNanoseconds() - started) / 1e9 < 2, "20 requests waited behind slow clients")
    let waited = ServerClock.monotonicNanoseconds()
    #expect(slow.allSatisfy { $0.isClosedByServer() })
    let closedAfter = Double(ServerClock.monotonicNanoseconds() - waited) / 1e9
    #expect(closedAfter < 7, "slow connections closed after \(closedAfter) s")
  }

  /// Random bytes, as whole requests and as the body of a well-formed one: answered with an error or a closed
  /// connection, never a crash, and nothing is stored.
  @Test(arguments: TestServer.Backend.available)
  func randomBytesChangeNothing(backend: TestServer.Backend) throws {
    let fixture = try Fixture(backend)
    defer { fixture.server.stop() }
    let before = try fixture.snapshot()
    var generator = Xoshiro256StarStar(seed: 34)
    var junk: [[UInt8]] = []
    for round in 0..<150 {
      let length = Int.random(in: 1...(round % 10 == 0 ? 20_000 : 600), using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      // A third of them junk after a plausible start.
      junk.append(round % 3 == 1 ? Array("POST /v1/table/lines HTTP/1.1\r\n".utf8) + bytes : bytes)
    }
    // Sent side by side: junk the server cannot read to its end waits for the connection timeout to be closed.
    let port = fixture.server.url.port
    let statuses = DetachedThread.map(junk, threads: 50) { bytes -> Int? in
      guard let connection = try? RawConnection(port: port, timeout: 8) else { return -1 }
      connection.send(bytes)
      connection.finishSending()
      return connection.response()?.status
    }
    for (round, status) in statuses.enumerated() {
      if let status { #expect((400...499).contains(status), "junk \(round): status \(status)") }
    }
    for round in 0..<150 {
      let body = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      let answer = try fixture.send(
        RawConnection.request(
          "POST", "/v1/table/lines",
          headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(fixture.token)")], body: body))
      #expect(answer?.status == 400, "body \(round)")
    }
    let health = try fixture.send(RawConnection.request("GET", "/healthz"))
    #expect(health?.status == 200)
    let after = try fixture.snapshot()
    #expect(before.0 == after.0)
    #expect(before.1 == after.1)
  }
}
