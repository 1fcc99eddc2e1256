/// Reads one HTTP/1.1 response from the bytes received so far: the status line, the headers, and a body of the
/// length `Content-Length` gives (or, without one, everything until the server closes).
///
/// Deliberately small: no chunked bodies (the server never sends them), no continuation lines, no 1xx responses.
struct HTTPResponseParser {
  /// A response read whole.
  struct Response: Equatable {
    /// The status code.
    var status: Int
    /// The headers, by lowercased name.
    var headers: [String: String]
    /// The body.
    var body: [UInt8]
  }

  /// What the bytes so far make.
  enum Outcome: Equatable {
    /// A whole response, and how many bytes it took.
    case complete(Response, consumed: Int)
    /// Not enough bytes yet.
    case needMore
    /// Not an HTTP response this client reads: why.
    case invalid(String)
  }

  /// The most bytes of status line and headers read.
  static let maximumHead = 16 * 1024
  /// The largest body read.
  static let maximumBody = 16 * 1024 * 1024

  /// Parses `bytes`; `closed` says the server has closed the connection (so a body without a length is whole).
  static func parse(_ bytes: [UInt8], closed: Bool) -> Outcome {
    guard let end = headEnd(bytes) else {
      if bytes.count > maximumHead { return .invalid("the response headers are longer than \(maximumHead) bytes") }
      return closed
        ? .invalid(bytes.isEmpty ? "the server closed the connection" : "the response ends early") : .needMore
    }
    let head = String(decoding: bytes[..<end], as: UTF8.self)
    var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1" || statusLine[0] == "HTTP/1.0",
      statusLine[1].count == 3, let status = Int(statusLine[1]), (100...599).contains(status)
    else { return .invalid("the server's answer is not an HTTP response") }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
        return .invalid("a response header is malformed")
      }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      headers[name] = String(value.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    if headers["transfer-encoding"] != nil {
      return .invalid("the response uses a transfer encoding this client does not read")
    }
    let bodyStart = end + 4
    if let lengthText = headers["content-length"] {
      guard let length = Int(lengthText), length >= 0, lengthText.allSatisfy(\.isASCII) else {
        return .invalid("the response's Content-Length is not a number")
      }
      guard length <= maximumBody else { return .invalid("the response body is larger than \(maximumBody) bytes") }
      guard bytes.count - bodyStart >= length else {
        return closed ? .invalid("the response ends early") : .needMore
      }
      return .complete(
        Response(status: status, headers: headers, body: Array(bytes[bodyStart..<bodyStart + length])),
        consumed: bodyStart + length)
    }
    if status == 204 || status == 304 {
      return .complete(Response(status: status, headers: headers, body: []), consumed: bodyStart)
    }
    guard closed else {
      return bytes.count - bodyStart > maximumBody ? .invalid("the response body is too large") : .needMore
    }
    return .complete(
      Response(status: status, headers: headers, body: Array(bytes[bodyStart...])), consumed: bytes.count)
  }

  /// The index of the `\r\n\r\n` that ends the head, or `nil`.
  private static func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return index
    }
    return nil
  }
}
