@testable import BlackjackServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A raw TCP connection to a test server, for what a well-behaved client never sends: partial requests, junk,
/// requests abandoned before their answer.
final class RawConnection {
  let descriptor: Int32

  /// Connects to 127.0.0.1:`port`, reads and writes timing out after `timeout` seconds.
  init(port: Int, timeout: Int = 10) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw ClientError.connection("socket") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard status == 0 else {
      close(descriptor)
      throw ClientError.connection("connect: \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(descriptor) }

  /// Makes the close send a reset instead of a FIN, so that neither end keeps the connection in TIME_WAIT (a test
  /// that opens thousands of connections would otherwise use up the ephemeral ports of the machine).
  func resetOnClose() {
    var linger = linger(l_onoff: 1, l_linger: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
  }

  /// Sends `bytes`; returns whether all were sent (the server may have closed the connection).
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// Sends text.
  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Says no more will be sent (half-closes the connection), so that the server stops waiting for the rest.
  func finishSending() { shutdown(descriptor, Int32(SHUT_WR)) }

  /// Reads one response; `nil` when the server closes the connection without one (or the read times out).
  func response() -> HTTPResponseParser.Response? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    var closed = false
    while true {
      switch HTTPResponseParser.parse(buffer, closed: closed) {
      case .complete(let response, _): return response
      case .invalid: return nil
      case .needMore: break
      }
      let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
      if got < 0 && errno == EINTR { continue }
      if got <= 0 {
        if got < 0 { return nil }
        closed = true
      } else {
        buffer.append(contentsOf: chunk[..<got])
      }
    }
  }

  /// Whether the server has closed the connection: a read returns end of file (waiting up to the read timeout).
  func isClosedByServer() -> Bool {
    var byte: UInt8 = 0
    while true {
      let got = recv(descriptor, &byte, 1, 0)
      if got < 0 && errno == EINTR { continue }
      return got == 0 || (got < 0 && errno == ECONNRESET)
    }
  }

  /// A whole request as text: method, path, headers, and a body with its length.
  static func request(
    _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = [], length: Int? = nil
  ) -> [UInt8] {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if method == "POST" || length != nil { head += "Content-Length: \(length ?? body.count)\r\n" }
    return Array((head + "\r\n").utf8) + body
  }
}
