#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the server listens: `--listen HOST:PORT`, the host a numeric address or a name (`127.0.0.1`, `[::1]`,
/// `localhost`), the port 0 to 65535 (0: any free port, reported once bound).
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
  /// The host, without brackets.
  public var host: String
  /// The port.
  public var port: Int

  /// The port the server listens on when `--listen` gives none.
  public static let defaultPort = 8421
  /// The address the server listens on by default: loopback only.
  public static let `default` = ListenAddress(host: "127.0.0.1", port: defaultPort)

  /// An address.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// Parses `HOST:PORT`, `[IPV6]:PORT`, `HOST` (the default port) or `:PORT` (loopback).
  ///
  /// - Throws: ``ServerError/badListenAddress(_:)`` saying what is allowed.
  public init(parsing text: String) throws(ServerError) {
    let bad = ServerError.badListenAddress(
      "'\(text)' is not HOST:PORT; give e.g. 127.0.0.1:8421, [::1]:8421 or localhost:8421 (port 0 to 65535)")
    var host = Substring(text)
    var portText: Substring?
    if host.hasPrefix("[") {
      guard let close = host.firstIndex(of: "]") else { throw bad }
      let rest = host[host.index(after: close)...]
      host = host[host.index(after: host.startIndex)..<close]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { throw bad }
        portText = rest.dropFirst()
      }
    } else if let colon = host.lastIndex(of: ":") {
      guard host.firstIndex(of: ":") == colon else { throw bad }
      portText = host[host.index(after: colon)...]
      host = host[..<colon]
    }
    if host.isEmpty { host = "127.0.0.1" }
    var port = Self.defaultPort
    if let portText {
      guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCII), let number = Int(portText),
        (0...65535).contains(number)
      else { throw bad }
      port = number
    }
    guard host.utf8.count <= 253, host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-:".contains($0)) })
    else { throw bad }
    self.init(host: String(host), port: port)
  }

  /// `host:port`, with brackets around an IPv6 address.
  public var description: String { (host.contains(":") ? "[\(host)]" : host) + ":\(port)" }

  /// Checks that the host resolves to an address to listen on, so that a server can refuse a name before it opens
  /// (and perhaps creates) its database; the socket itself is bound later.
  ///
  /// - Throws: ``ServerError/cannotListen(_:)`` with the resolver's reason, as binding would say it.
  public func checkResolves() throws(ServerError) {
    var list: UnsafeMutablePointer<addrinfo>?
    let status = SocketAddress.resolve(host, port: port, passive: true, into: &list)
    guard status == 0, list != nil else {
      throw .cannotListen("\(self): cannot resolve '\(host)': \(String(cString: gai_strerror(status)))")
    }
    freeaddrinfo(list)
  }
}

/// A socket bound and listening, handed to the HTTP daemon (which closes it when it stops).
struct ListeningSocket: Sendable {
  /// The descriptor.
  let descriptor: Int32
  /// The address as bound (with the port the kernel chose for port 0).
  let address: ListenAddress
  /// Whether the address is a loopback one (127.0.0.0/8 or ::1).
  let isLoopback: Bool
  /// Whether it is an IPv6 socket.
  let isIPv6: Bool

  /// Binds and listens on the first address `address` resolves to.
  ///
  /// - Throws: ``ServerError/cannotListen(_:)`` with the system's reason.
  static func open(_ address: ListenAddress, backlog: Int32 = 256) throws(ServerError) -> ListeningSocket {
    var list: UnsafeMutablePointer<addrinfo>?
    let status = SocketAddress.resolve(address.host, port: address.port, passive: true, into: &list)
    guard status == 0, let first = list else {
      throw .cannotListen("\(address): cannot resolve '\(address.host)': \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(list) }
    let entry = first.pointee
    let descriptor = socket(entry.ai_family, entry.ai_socktype, entry.ai_protocol)
    guard descriptor >= 0 else { throw .cannotListen("\(address): socket: \(Self.errorText())") }
    var one: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    if entry.ai_family == AF_INET6 {
      setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
    }
    guard bind(descriptor, entry.ai_addr, entry.ai_addrlen) == 0 else {
      let reason = Self.errorText()
      close(descriptor)
      throw .cannotListen("\(address): \(reason)")
    }
    guard listen(descriptor, backlog) == 0 else {
      let reason = Self.errorText()
      close(descriptor)
      throw .cannotListen("\(address): listen: \(reason)")
    }
    var bound = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    let (host, port) = withUnsafePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress.text(of: $0) }
    }
    let loopback = withUnsafePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress.isLoopback($0) }
    }
    return ListeningSocket(
      descriptor: descriptor, address: ListenAddress(host: host, port: port), isLoopback: loopback,
      isIPv6: entry.ai_family == AF_INET6)
  }

  /// The text of `errno`.
  static func errorText() -> String { String(cString: strerror(errno)) }
}

/// Resolving and reading socket addresses.
enum SocketAddress {
  /// `getaddrinfo` for a TCP `host` and numeric `port` (`passive`: to listen on); the list in `list` (free it with
  /// `freeaddrinfo`); returns getaddrinfo's status.
  static func resolve(
    _ host: String, port: Int, passive: Bool, into list: inout UnsafeMutablePointer<addrinfo>?
  ) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    hints.ai_flags = AI_NUMERICSERV | (passive ? AI_PASSIVE : 0)
    return getaddrinfo(host, String(port), &hints, &list)
  }

  /// The numeric host and the port of an IPv4 or IPv6 address; ("?", 0) for another family.
  static func text(of address: UnsafePointer<sockaddr>) -> (String, Int) {
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
    let length =
      Int32(address.pointee.sa_family) == AF_INET6
      ? socklen_t(MemoryLayout<sockaddr_in6>.size) : socklen_t(MemoryLayout<sockaddr_in>.size)
    guard
      getnameinfo(
        address, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
        NI_NUMERICHOST | NI_NUMERICSERV) == 0
    else { return ("?", 0) }
    return (
      String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
      Int(String(decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) ?? 0
    )
  }

  /// Whether the address is a loopback one: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x address.
  static func isLoopback(_ address: UnsafePointer<sockaddr>) -> Bool {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127
      }
    case AF_INET6:
      return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
        let bytes = withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }
        if bytes == [UInt8](repeating: 0, count: 15) + [1] { return true }
        return bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
      }
    default:
      return false
    }
  }
}
