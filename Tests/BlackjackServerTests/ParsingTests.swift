import Synchronization
import Testing

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ServerURLTests {
  @Test(arguments: [
    ("http://127.0.0.1:8421", "127.0.0.1", 8421), ("http://localhost:8421/", "localhost", 8421),
    ("HTTP://Example.org", "example.org", 80), ("http://[::1]:9000", "::1", 9000), ("http://[::1]", "::1", 80),
  ])
  func urlsTheClientTakes(text: String, host: String, port: Int) throws {
    let url = try ServerURL(parsing: text)
    #expect(url.host == host && url.port == port)
  }

  @Test(arguments: [
    "", "127.0.0.1:8421", "https://example.org", "ftp://x", "http://", "http://host:0", "http://host:65536",
    "http://host:port", "http://user@host", "http://host/path", "http://host?x", "http://[::1", "http://ho st",
    "http://host:8421:1",
  ])
  func urlsTheClientRefuses(text: String) {
    #expect(throws: ClientError.self) { try ServerURL(parsing: text) }
  }

  @Test func theCanonicalFormKeysTokens() throws {
    #expect(try ServerURL(parsing: "http://LOCALHOST:8421/").description == "http://localhost:8421")
    #expect(try ServerURL(parsing: "http://[::1]:80").description == "http://[::1]:80")
  }
}

@Suite struct ListenAddressTests {
  @Test(arguments: [
    ("127.0.0.1:8421", "127.0.0.1", 8421), ("localhost:0", "localhost", 0), ("[::1]:9000", "::1", 9000),
    ("0.0.0.0:80", "0.0.0.0", 80), (":7000", "127.0.0.1", 7000), ("127.0.0.2", "127.0.0.2", 8421),
  ])
  func addresses(text: String, host: String, port: Int) throws {
    #expect(try ListenAddress(parsing: text) == ListenAddress(host: host, port: port))
  }

  @Test(arguments: ["127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:-1", "::1:80", "[::1", "[::1]x", "host name:1", "a:b"])
  func badAddresses(text: String) {
    #expect(throws: ServerError.self) { try ListenAddress(parsing: text) }
  }

  @Test func loopbackIsRecognised() throws {
    let socket = try ListeningSocket.open(ListenAddress(host: "127.0.0.1", port: 0))
    defer { close(socket.descriptor) }
    #expect(socket.isLoopback && socket.address.port > 0)
  }
}

@Suite struct HTTPResponseParserTests {
  @Test func aWholeResponseAndWhatFollows() {
    let bytes = Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}NEXT".utf8)
    #expect(
      HTTPResponseParser.parse(bytes, closed: false)
        == .complete(
          .init(
            status: 200, headers: ["content-type": "application/json", "content-length": "2"], body: Array("{}".utf8)),
          consumed: bytes.count - 4))
  }

  @Test func partsNeedMore() {
    let whole = Array("HTTP/1.1 404 Not Found\r\nContent-Length: 5\r\n\r\nhello".utf8)
    for cut in 0..<whole.count {
      #expect(HTTPResponseParser.parse(Array(whole[..<cut]), closed: false) == .needMore, "cut at \(cut)")
      if case .complete = HTTPResponseParser.parse(Array(whole[..<cut]), closed: true) {
        Issue.record("a response cut at \(cut) read as whole")
      }
    }
    if case .complete(let response, _) = HTTPResponseParser.parse(whole, closed: false) {
      #expect(response.status == 404 && response.body == Array("hello".utf8))
    } else {
      Issue.record("the whole response was not read")
    }
  }

  @Test func aBodyWithoutALengthEndsWithTheConnection() {
    let bytes = Array("HTTP/1.0 200 OK\r\n\r\nall of it".utf8)
    #expect(HTTPResponseParser.parse(bytes, closed: false) == .needMore)
    if case .complete(let response, _) = HTTPResponseParser.parse(bytes, closed: true) {
      #expect(response.body == Array("all of it".utf8))
    } else {
      Issue.record("not read")
    }
  }

  @Test(arguments: [
    "HTTP/2 200 OK\r\n\r\n", "HTTP/1.1 2000 OK\r\n\r\n", "SSH-2.0-OpenSSH\r\n\r\n",
    "HTTP/1.1 200 OK\r\nNoColon\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 999999999999\r\n\r\n",
  ])
  func malformedResponses(text: String) {
    guard case .invalid = HTTPResponseParser.parse(Array(text.utf8), closed: false) else {
      Issue.record("'\(text)' was not refused")
      return
    }
  }

  @Test func anEndlessHeadIsRefused() {
    let bytes = Array(("HTTP/1.1 200 OK\r\n" + String(repeating: "X-A: b\r\n", count: 3000)).utf8)
    guard case .invalid = HTTPResponseParser.parse(bytes, closed: false) else {
      Issue.record("an endless head was waited for")
      return
    }
  }
}

@Suite struct ServerLogTests {
  @Test func linesAreOneJSONObjectEach() throws {
    let lines = LogLines()
    let log = ServerLog(clock: { 1_800_000_000_123 }, sink: { lines.append($0) })
    log.write(
      .warning, "odd \"event\"",
      ["text": .string("a\nb\t\u{1B}[31m\\ é"), "n": .int(-3), "x": .double(1.5), "ok": .bool(true)])
    let line = try #require(lines.all.first)
    #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
    #expect(
      line
        == "{\"time\":\"2027-01-15T08:00:00.123Z\",\"level\":\"warning\",\"event\":\"odd \\\"event\\\"\","
        + "\"text\":\"a\\nb\\t\\u001b[31m\\\\ é\",\"n\":-3,\"x\":1.5,\"ok\":true}\n")
    let parsed = try #require(try JSONValue.parse(Array(line.utf8)) as? [String: Any])
    #expect(parsed["text"] as? String == "a\nb\t\u{1B}[31m\\ é")
  }
}

@Suite struct RateLimiterTests {
  final class Clock: Sendable {
    let now = Atomic<UInt64>(1_000_000_000)
  }

  @Test func aBucketRefillsAtItsRate() {
    let clock = Clock()
    let limiter = RateLimiter(rate: 2, burst: 4, clock: { clock.now.load(ordering: .relaxed) })
    #expect((0..<4).map { _ in limiter.take("a") } == [Int?](repeating: nil, count: 4))
    #expect(limiter.take("a") == 1)
    #expect(limiter.take("b") == nil)
    clock.now.add(500_000_000, ordering: .relaxed)
    #expect(limiter.take("a") == nil)
    #expect(limiter.take("a") == 1)
    clock.now.add(10_000_000_000, ordering: .relaxed)
    #expect((0..<5).map { _ in limiter.take("a") } == [nil, nil, nil, nil, 1] as [Int?])
  }

  @Test func manyKeysAreForgottenFullestFirst() {
    let limiter = RateLimiter(rate: 1, burst: 2, capacity: 10, clock: { 0 })
    _ = limiter.take("busy")
    _ = limiter.take("busy")
    for index in 0..<20 { _ = limiter.take("key \(index)") }
    #expect(limiter.take("busy") == 1)
  }
}
