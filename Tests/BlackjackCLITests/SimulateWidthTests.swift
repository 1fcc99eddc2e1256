import Foundation
import Testing

/// `simulate`'s text output wrapped to the terminal (here `COLUMNS`, as standard output is a pipe): no line wider
/// than the terminal, so the terminal never breaks a word itself, and the program breaks lines only between words.
@Suite struct SimulateWidthTests {
  static let arguments = [
    "simulate", "--rounds", "20000", "--seed", "1", "--count", "hilo", "--bankroll", "1000", "--threads", "1",
  ]

  /// The words of the output, without the six of the speed ("Speed: 77.3k rounds/s in 0.26 s"), which differ from
  /// run to run.
  func words(_ text: String) -> [Substring] {
    var words = text.split(whereSeparator: \.isWhitespace)
    if let speed = words.firstIndex(of: "Speed:") { words.removeSubrange(speed..<min(words.count, speed + 6)) }
    return words
  }

  @Test(arguments: [40, 100])
  func linesFitAndBreakBetweenWords(columns: Int) throws {
    let whole = try BinaryTests.blackjack(Self.arguments, variables: ["COLUMNS": ""])
    let wrapped = try BinaryTests.blackjack(Self.arguments, variables: ["COLUMNS": "\(columns)"])
    #expect(whole.status == 0 && wrapped.status == 0)
    // The lines hold ASCII, "±" and "—", one column each.
    #expect(whole.output.split(separator: "\n").contains { $0.count > 100 })
    for line in wrapped.output.split(separator: "\n") {
      #expect(line.count <= columns, "\(line) is wider than \(columns)")
    }
    // The same words in the same order: none was cut.
    #expect(words(wrapped.output) == words(whole.output))
    // The Count line (103 columns) breaks before "floor", which continues under the value column (19).
    if columns == 100 {
      #expect(
        wrapped.output.contains(
          "\nCount:             Hi-Lo (balanced: A=-1 2=1 3=1 4=1 5=1 6=1 7=0 8=0 9=0 T=-1); true count exact,\n"
            + String(repeating: " ", count: 19) + "floor"))
    }
  }
}
