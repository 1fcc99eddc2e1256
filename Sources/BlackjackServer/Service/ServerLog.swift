import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's structured log: one JSON object per line (`time`, `level`, `event`, then the event's fields), written
/// whole to standard error or to any sink.
public final class ServerLog: Sendable {
  /// A field's value.
  public enum Value: Sendable, Equatable {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// True or false.
    case bool(Bool)
  }

  /// How much a line matters.
  public enum Level: String, Sendable {
    /// The server's ordinary work: requests, start, stop.
    case info
    /// Something is wrong with a client or the machine, and the server carries on.
    case warning
    /// A request could not be served because of the server or its database.
    case error
  }

  private let sink: @Sendable (String) -> Void
  private let clock: @Sendable () -> Int64

  /// A log writing each line (ending in a newline) to `sink`, stamped with `clock` (milliseconds since 1970).
  public init(
    clock: @escaping @Sendable () -> Int64 = ServerClock.milliseconds, sink: @escaping @Sendable (String) -> Void
  ) {
    self.clock = clock
    self.sink = sink
  }

  /// A log to standard error, each line written with one `write(2)` under a lock.
  public static func standardError() -> ServerLog {
    let lock = Mutex(())
    return ServerLog { line in
      lock.withLock { _ in
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
          // Cannot fail: the bytes are not empty (offset < count), so they have an address.
          let written = bytes.withUnsafeMutableBytes { writeBytes(2, $0.baseAddress! + offset, $0.count - offset) }
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return }
          offset += written
        }
        bytes.removeAll()
      }
    }
  }

  /// Writes one line: `{"time":…,"level":…,"event":…, fields…}`.
  public func write(_ level: Level, _ event: String, _ fields: KeyValuePairs<String, Value> = [:]) {
    var line = "{\"time\":\"" + ServerClock.iso8601(clock()) + "\",\"level\":\"" + level.rawValue + "\",\"event\":"
    line += Self.quoted(event)
    for (name, value) in fields {
      line += "," + Self.quoted(name) + ":" + Self.encode(value)
    }
    sink(line + "}\n")
  }

  /// `value` as JSON.
  static func encode(_ value: Value) -> String {
    switch value {
    case .string(let text): quoted(text)
    case .int(let number): String(number)
    case .double(let number): number.isFinite ? String(number) : "null"
    case .bool(let flag): flag ? "true" : "false"
    }
  }

  /// `text` as a JSON string: quotes and backslashes escaped, control characters as `\u00XX` (or `\n`, `\t`, …).
  static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{2028}", "\u{2029}": output += scalar == "\u{2028}" ? "\\u2028" : "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}

/// `write(2)`, under a name the log's own `write` does not hide.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
