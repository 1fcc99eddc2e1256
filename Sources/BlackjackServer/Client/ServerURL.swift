/// The address of a server as the command line takes it: `http://HOST[:PORT][/]`, the host a name, an IPv4
/// address or a bracketed IPv6 one. Only plain HTTP is spoken here (a server beyond this machine belongs behind a
/// TLS proxy, which the client does not speak yet).
public struct ServerURL: Sendable, Hashable, CustomStringConvertible {
  /// The host, without brackets.
  public var host: String
  /// The port (80 when the URL names none).
  public var port: Int

  /// Parses `text`.
  ///
  /// - Throws: ``ClientError/badURL(_:)`` saying what is allowed.
  public init(parsing text: String) throws(ClientError) {
    let bad = ClientError.badURL(
      "'\(text.count > 60 ? String(text.prefix(60)) + "…" : text)' is not a server URL; give e.g."
        + " http://127.0.0.1:8421 (http only)")
    guard text.lowercased().hasPrefix("http://") else {
      throw text.lowercased().hasPrefix("https://")
        ? .badURL("https is not spoken by this client yet; give the server's http:// address") : bad
    }
    var rest = Substring(text.dropFirst("http://".count))
    if rest.hasSuffix("/") { rest = rest.dropLast() }
    guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@"), !rest.contains("?"), !rest.contains("#") else {
      throw bad
    }
    var host = rest
    var port = 80
    if rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else { throw bad }
      host = rest[rest.index(after: rest.startIndex)..<close]
      let after = rest[rest.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":"), let number = Self.port(after.dropFirst()) else { throw bad }
        port = number
      }
    } else if let colon = rest.firstIndex(of: ":") {
      host = rest[..<colon]
      guard let number = Self.port(rest[rest.index(after: colon)...]) else { throw bad }
      port = number
    }
    guard !host.isEmpty, host.utf8.count <= 253,
      host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-:".contains($0)) })
    else { throw bad }
    self.host = host.lowercased()
    self.port = port
  }

  private static func port(_ text: Substring) -> Int? {
    guard (1...5).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text),
      (1...65535).contains(number)
    else { return nil }
    return number
  }

  /// `http://host:port`, the form tokens are kept under.
  public var description: String { "http://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)" }

  /// The `Host` header's value.
  var hostHeader: String { (host.contains(":") ? "[\(host)]" : host) + (port == 80 ? "" : ":\(port)") }
}
