#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads command lines from a non-terminal input (a pipe or a file): no prompt, no editing, no escape codes.
///
/// Lines end at `\n`; a `\r` before it is dropped. Each line's bytes are returned as they are, so the session can
/// reject bytes that are not UTF-8 with a clear message. A line of any length is read to its end, but only its first
/// ``LineEvent/maximumKeptBytes`` bytes are kept in memory.
public struct PipeLineReader: LineEditor {
  /// The file descriptor lines are read from.
  public let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  private var position = 0
  private var reachedEnd = false

  /// Creates a reader of the given file descriptor (standard input by default).
  public init(fileDescriptor: Int32 = 0) {
    self.fileDescriptor = fileDescriptor
  }

  /// Reads the next line; `prompt` is ignored. SIGTERM or SIGHUP (see ``TerminationSignal``) ends the reading:
  /// ``LineEvent/terminated(signal:)``, even in the middle of an endless line of an input that never blocks.
  public mutating func readLine(prompt: String) -> LineEvent {
    if let signal = TerminationSignal.pending { return .terminated(signal: signal) }
    var kept: [UInt8] = []
    var length = 0
    var sawAnything = false
    while true {
      if position == buffer.count {
        if reachedEnd || !refill() {
          if let signal = TerminationSignal.pending { return .terminated(signal: signal) }
          reachedEnd = true
          if !sawAnything { return .endOfInput }
          return finish(kept, length)
        }
        // An input that never blocks (/dev/zero, a file without newlines) is never interrupted by a signal, so the
        // signals are looked at after every read, not only when one fails.
        if let signal = TerminationSignal.pending { return .terminated(signal: signal) }
      }
      sawAnything = true
      // Scan the buffered bytes for the end of the line.
      let start = position
      var end = start
      while end < buffer.count && buffer[end] != UInt8(ascii: "\n") { end += 1 }
      let room = LineEvent.maximumKeptBytes + 1 - kept.count
      if room > 0 { kept.append(contentsOf: buffer[start..<min(end, start + room)]) }
      length += end - start
      if end < buffer.count {
        position = end + 1
        return finish(kept, length)
      }
      position = end
    }
  }

  /// Does nothing: piped input has no history.
  public mutating func remember(_ line: String) {}

  /// Drops a trailing carriage return and trims the kept bytes to the limit.
  private func finish(_ kept: [UInt8], _ length: Int) -> LineEvent {
    var kept = kept
    var length = length
    if length == kept.count, kept.last == UInt8(ascii: "\r") {
      kept.removeLast()
      length -= 1
    }
    if kept.count > LineEvent.maximumKeptBytes { kept.removeLast(kept.count - LineEvent.maximumKeptBytes) }
    return .line(bytes: kept, length: length)
  }

  /// Reads more bytes into the buffer; returns `false` at end of input or on a read error.
  private mutating func refill() -> Bool {
    let chunk = 65_536
    buffer = [UInt8](repeating: 0, count: chunk)
    position = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, chunk) }
      if count > 0 {
        buffer.removeLast(chunk - count)
        return true
      }
      if count < 0 && errno == EINTR && TerminationSignal.pending == nil { continue }
      buffer = []
      return false
    }
  }
}
