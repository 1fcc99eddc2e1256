// The table server's input from outside, in three modes chosen by the first byte:
//
//  0. A whole request to the application (method, path, query, headers, body all from the input, the body often a
//     line request around a real player's table): the answer has a status the server sends, an error is one line
//     of JSON, and a refused request changes nothing stored (the table row as before, the invariants held).
//  1. Bytes from a server, read by the client's response parser: a complete response never claims more bytes than
//     it was given, and its body is what its Content-Length says.
//  2. Text as a --listen address and a --server URL: what parses prints back to the same address.
//
// The store is a real SQLite file in a temporary directory, removed when the process exits.
import BlackjackEngine
import FuzzSupport

@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#endif

/// The application under test, its store and a registered player, made once per process.
struct Fixture: Sendable {
  let application: ServerApplication
  let token: String
  let directory: String

  static let shared: Fixture = {
    var template = Array("/tmp/blackjack-fuzz-server-XXXXXX".utf8CString)
    let directory = String(cString: mkdtemp(&template)!)
    atexit {
      for suffix in ["", "-wal", "-shm"] { unlink(Fixture.shared.directory + "/s.sqlite3" + suffix) }
      rmdir(Fixture.shared.directory)
    }
    let store = try! SQLiteServerStore(path: directory + "/s.sqlite3")
    let application = ServerApplication(
      store: store,
      configuration: ServerConfiguration(
        version: "fuzz", rateLimit: 0, registrationRate: 0, http: HTTPLimits()),
      log: ServerLog { _ in })
    let registered = application.respond(
      to: HTTPRequest(
        method: "POST", path: "/v1/players", headers: ["Content-Type": "application/json"],
        body: APIJSON.encode(RegistrationRequest(name: "fuzz"))))
    let token = try! APIJSON.decodeResponse(Registration.self, from: registered.body).token
    return Fixture(application: application, token: token, directory: directory)
  }()
}

let paths = [
  "/", "/healthz", "/version", "/openapi.json", "/v1/players", "/v1/table", "/v1/table/lines",
  "/v1/leaderboard", "/v1/table/", "/x",
]
let methods = ["GET", "POST", "HEAD", "PUT", "DELETE", ""]
let lines = [
  "bet 10", "hit", "stand", "double", "split", "surrender", "insurance yes", "insurance no", "rebuy", "bet 1e9",
]
let statuses: Set<Int> = [200, 201, 400, 401, 404, 405, 409, 413, 415, 429, 500, 503]

func request(_ input: inout FuzzInput, _ fixture: Fixture) {
  let application = fixture.application
  let store = application.store
  let before = try! store.table(of: 1)
  var headers: [String: String] = [:]
  switch input.int(in: 0...3) {
  case 0: headers["Authorization"] = "Bearer \(fixture.token)"
  case 1: headers["Authorization"] = String(decoding: input.bytes(until: 0), as: UTF8.self)
  default: break
  }
  if input.bool() {
    headers["Content-Type"] = input.pick(["application/json", "application/json; charset=utf-8", "text/plain", ""])
  }
  let method = input.pick(methods)
  var path = input.pick(paths)
  if input.int(in: 0...7) == 0 { path += String(decoding: input.bytes(until: 0), as: UTF8.self) }
  var query: [String: String] = [:]
  for _ in 0..<input.int(in: 0...2) {
    query[input.pick(["period", "page", "perPage", "x"])] = String(decoding: input.bytes(until: 0), as: UTF8.self)
  }
  var body: [UInt8]
  switch input.int(in: 0...3) {
  case 0:
    let sequence = input.bool() ? before.sequence : input.int(in: -2...40)
    let line = input.bool() ? input.pick(lines) : String(decoding: input.bytes(until: 0), as: UTF8.self)
    body = APIJSON.encode(LineRequest(sequence: sequence, line: line))
  case 1:
    body = APIJSON.encode(RegistrationRequest(name: String(decoding: input.bytes(until: 0), as: UTF8.self)))
  default:
    body = input.rest()
  }
  let response = application.respond(
    to: HTTPRequest(method: method, path: path, query: query, headers: headers, body: body))
  require(statuses.contains(response.status), "status \(response.status) for \(method) \(path)")
  if response.status >= 400 && response.contentType == HTTPResponse.json {
    let error = try? APIJSON.decodeResponse(ErrorBody.self, from: response.body)
    require(error.map { !$0.error.contains("\n") && !$0.error.isEmpty } == true, "error body \(response.text)")
  }
  if response.status >= 400 {
    require(try! store.table(of: 1) == before, "a refused \(method) \(path) changed the table")
  }
  let violations = try! store.audit().violations
  require(violations.isEmpty, "\(violations)")
}

func responseBytes(_ input: inout FuzzInput) {
  let closed = input.bool()
  let bytes = input.rest()
  if case .complete(let response, let consumed) = HTTPResponseParser.parse(bytes, closed: closed) {
    require(consumed <= bytes.count, "consumed \(consumed) of \(bytes.count) bytes")
    if let length = response.headers["content-length"].flatMap(Int.init) {
      require(response.body.count == length, "a body of \(response.body.count) bytes for a length of \(length)")
    }
  }
}

func addresses(_ input: inout FuzzInput) {
  let text = String(decoding: input.rest(), as: UTF8.self)
  if let address = try? ListenAddress(parsing: text) {
    require((try? ListenAddress(parsing: address.description)) == address, "\(address) does not read back")
  }
  if let url = try? ServerURL(parsing: text) {
    require((try? ServerURL(parsing: url.description)) == url, "\(url) does not read back")
  }
  _ = try? TableCommand(parsing: text)
}

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  switch input.byte() % 3 {
  case 0: request(&input, Fixture.shared)
  case 1: responseBytes(&input)
  default: addresses(&input)
  }
  return 0
}
