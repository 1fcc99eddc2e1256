import Foundation
import Testing

@testable import BlackjackREPL

@Suite struct LineReaderTests {
  /// Reads every event from a reader of a file holding `bytes`.
  func events(_ bytes: [UInt8]) throws -> [LineEvent] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY)
    defer { close(descriptor) }
    var reader = PipeLineReader(fileDescriptor: descriptor)
    var result: [LineEvent] = []
    while true {
      let event = reader.readLine(prompt: "ignored> ")
      result.append(event)
      if event == .endOfInput { return result }
    }
  }

  @Test func splitsLinesAndDropsCarriageReturns() throws {
    #expect(
      try events(Array("bet 10\r\nhit\n\nstand".utf8)) == [
        .line("bet 10"), .line("hit"), .line(""), .line("stand"), .endOfInput,
      ])
    #expect(try events([]) == [.endOfInput])
  }

  @Test func keepsInvalidBytesForTheSession() throws {
    #expect(try events([0x62, 0xFF, 0x0A]) == [.line(bytes: [0x62, 0xFF], length: 2), .endOfInput])
  }

  @Test func survivesAHundredThousandCharacterLine() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
    let result = try events(long + Array("\nhit\n".utf8))
    #expect(result.count == 3)
    #expect(result[0] == .line(bytes: Array(long.prefix(LineEvent.maximumKeptBytes)), length: 100_000))
    #expect(result[1] == .line("hit"))
  }

  @Test func historyPathFollowsXDG() {
    #expect(HistoryLocation.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/blackjack/history")
    #expect(
      HistoryLocation.path(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]) == "/h/.local/state/blackjack/history")
    #expect(HistoryLocation.path(environment: ["HOME": "/h"]) == "/h/.local/state/blackjack/history")
    #expect(HistoryLocation.path(environment: [:]) == nil)
  }
}
