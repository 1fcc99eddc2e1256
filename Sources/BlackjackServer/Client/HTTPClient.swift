#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 client over one keep-alive socket: enough to talk to `blackjack serve`, with no outside package
/// (Foundation's URLSession needs libcurl on Linux).
///
/// One client serves one thread. A request on a connection the server has meanwhile closed (an idle timeout) is sent
/// again on a new one only when the caller says it may be repeated.
public final class HTTPClient {
  /// The server.
  public let url: ServerURL
  /// Seconds to wait for the connection, and for each read or write.
  public let timeout: Int
  private var descriptor: Int32 = -1
  private var buffer: [UInt8] = []

  /// A client of `url`; nothing connects until the first request.
  public init(url: ServerURL, timeout: Int = 30) {
    self.url = url
    self.timeout = timeout
  }

  deinit { disconnect() }

  /// A response: the status, the headers by lowercased name, the body.
  public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// The headers, by lowercased name.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]
  }

  /// Sends a request and reads its response.
  ///
  /// - Parameters:
  ///   - method: `GET` or `POST`.
  ///   - path: The path and query, starting with `/`.
  ///   - headers: Further headers (`Authorization`, `Content-Type`).
  ///   - body: The body (sent with its `Content-Length`).
  ///   - repeatable: Whether the request may be sent again on a new connection when the kept one turns out closed.
  /// - Throws: ``ClientError/connection(_:)`` or ``ClientError/protocolError(_:)``.
  public func send(
    _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = [], repeatable: Bool
  ) throws(ClientError) -> Response {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: \(url.hostHeader)\r\nUser-Agent: blackjack\r\n"
    head += "Accept: application/json\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if method == "POST" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    let request = Array((head + "\r\n").utf8) + body
    let reused = descriptor >= 0
    do {
      return try exchange(request)
    } catch .connection(let reason) where reused && repeatable {
      _ = reason
      disconnect()
      return try exchange(request)
    }
  }

  /// Closes the connection (the next request opens another).
  public func disconnect() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    buffer.removeAll()
  }

  private func exchange(_ request: [UInt8]) throws(ClientError) -> Response {
    if descriptor < 0 { try openConnection() }
    do {
      try write(request)
      let response = try readResponse()
      if response.headers["connection"]?.lowercased() == "close" { disconnect() }
      return response
    } catch {
      disconnect()
      throw error
    }
  }

  private func openConnection() throws(ClientError) {
    var list: UnsafeMutablePointer<addrinfo>?
    let status = SocketAddress.resolve(url.host, port: url.port, passive: false, into: &list)
    guard status == 0, let first = list else {
      throw .connection("cannot find \(url.host): \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(list) }
    var reason = "no address"
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let current = entry {
      let socket = socket(current.pointee.ai_family, current.pointee.ai_socktype, current.pointee.ai_protocol)
      if socket >= 0 {
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var one: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if connectSocket(socket, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 {
          descriptor = socket
          buffer.removeAll()
          return
        }
        reason = String(cString: strerror(errno))
        close(socket)
      }
      entry = current.pointee.ai_next
    }
    throw .connection("cannot connect to \(url): \(reason)")
  }

  private func write(_ bytes: [UInt8]) throws(ClientError) {
    var offset = 0
    while offset < bytes.count {
      // Cannot fail: the bytes are not empty (offset < count), so they have an address.
      let sent = bytes.withUnsafeBytes { sendBytes(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { throw .connection("the connection to \(url) broke: \(String(cString: strerror(errno)))") }
      offset += sent
    }
  }

  private func readResponse() throws(ClientError) -> Response {
    var closed = false
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      switch HTTPResponseParser.parse(buffer, closed: closed) {
      case .complete(let response, let consumed):
        buffer.removeFirst(consumed)
        if closed { disconnect() }
        return Response(status: response.status, headers: response.headers, body: response.body)
      case .invalid(let reason):
        throw buffer.isEmpty && closed
          ? .connection("\(url) closed the connection") : .protocolError("\(url): \(reason)")
      case .needMore:
        break
      }
      let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }  // 16 KiB, not empty
      if got < 0 && errno == EINTR { continue }
      if got < 0 {
        throw .connection(
          errno == EAGAIN || errno == EWOULDBLOCK
            ? "\(url) did not answer within \(timeout) s"
            : "the connection to \(url) broke: \(String(cString: strerror(errno)))")
      }
      if got == 0 { closed = true } else { buffer.append(contentsOf: chunk[..<got]) }
    }
  }
}

/// `connect(2)`, under a name the client's methods do not hide.
private func connectSocket(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
  connect(socket, address, length)
}

/// `send(2)` without SIGPIPE, under a name the client's methods do not hide.
private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    send(socket, bytes, count, Int32(MSG_NOSIGNAL))
  #else
    send(socket, bytes, count, 0)
  #endif
}
