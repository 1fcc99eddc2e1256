import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension REPL {
  /// Writes one of the count drill's "Cards: 5H KD 2C" lines at a terminal, a card at a time: each card is shown
  /// alone ("Card 2 of 3: KD") for `pause` seconds and then erased (a carriage return and ESC [ K), so that the
  /// cards cannot be counted again from the screen; the line left says how many were shown ("Cards: 3 shown").
  /// Without `erases` (a terminal that understands no escape sequences) the cards are written one after another
  /// on the line and stay. Returns `false` when the text could not be written.
  ///
  /// - Parameters:
  ///   - line: The "Cards:" line of the session's reply.
  ///   - pause: Seconds each card is shown.
  ///   - erases: Whether each card is erased after its pause.
  ///   - write: Writes text; returns `false` when it could not be written.
  ///   - sleep: Waits a number of seconds.
  static func writeCards(
    _ line: Substring, pause: Double, erases: Bool = true, write: (String) -> Bool = { StandardOutput.write($0) },
    sleep: (Double) -> Void = { usleep(UInt32(min(max($0, 0), 10) * 1_000_000)) }
  ) -> Bool {
    let cards = line.split(separator: " ").dropFirst()
    guard erases else {
      for (position, card) in cards.enumerated() {
        guard write((position == 0 ? "Cards: " : " ") + card) else { return false }
        sleep(pause)
      }
      return write("\n")
    }
    for (position, card) in cards.enumerated() {
      guard write("Card \(position + 1) of \(cards.count): \(card)") else { return false }
      sleep(pause)
      guard write(Self.eraseLine) else { return false }
    }
    return write("Cards: \(cards.count) shown\n")
  }

  /// A reply wrapped to `width`, but for the count drill's "Cards:" lines, which are shown a card at a time (a
  /// "Cards:" line broken in two would leave its second half on the screen).
  static func fitted(_ text: String, width: Int?) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("Cards:") ? String($0) : String($0).wrapped(toWidth: width) }
      .joined(separator: "\n")
  }

  /// Moves to the start of the line and erases it: a carriage return and ESC [ K (erase to the end of the line).
  static let eraseLine = "\r\u{1B}[K"
}
