import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension REPL {
  /// Writes one of the count drill's "Cards: 5H KD 2C" lines a card at a time, pausing `pause` seconds after each
  /// card, so that the cards come at the drill's pace; returns `false` when the text could not be written.
  static func writeCards(_ line: Substring, pause: Double) -> Bool {
    let words = line.split(separator: " ")
    for (position, word) in words.enumerated() {
      let text = (position == 0 ? "" : " ") + word + (position == words.count - 1 ? "\n" : "")
      guard StandardOutput.write(text) else { return false }
      if position > 0 { usleep(UInt32(min(max(pause, 0), 10) * 1_000_000)) }
    }
    return true
  }
}
