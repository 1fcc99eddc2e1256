import Foundation
import Testing

@testable import BlackjackREPL

@Suite("The history file")
struct HistoryFileTests {
  /// A history file path in a fresh temporary directory (removed by the caller's `defer`).
  func temporaryPath() -> (directory: String, path: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return (directory, directory + "/history")
  }

  func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  @Test("two sessions writing at once keep each other's lines, in the order written, under one header")
  func twoWriters() throws {
    let (directory, path) = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = HistoryFile(path: path, maximumEntries: 1000)
    let second = HistoryFile(path: path, maximumEntries: 1000)
    for index in 0..<50 {
      #expect(first.append("bet \(index)") == nil)
      #expect(second.append("hit \(index)") == nil)
    }
    let expected = (0..<50).flatMap { ["bet \($0)", "hit \($0)"] }
    #expect(first.load() == .entries(expected))
    #expect(text(path).hasPrefix("_HiStOrY_V2_\nbet\\0400\nhit\\0400\n"))
    #expect(text(path).components(separatedBy: "_HiStOrY_V2_").count == 2)
  }

  @Test("two processes' worth of writers racing on threads lose nothing, even across the cap's rewrites")
  func racingWriters() async throws {
    let (directory, path) = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<2 {
        group.addTask {
          let file = HistoryFile(path: path, maximumEntries: 150)
          for index in 0..<100 {
            let failure = file.append("w\(writer) \(index)")
            #expect(failure == nil, "writer \(writer), entry \(index): \(failure ?? "")")
          }
        }
      }
    }
    guard case .entries(let entries) = HistoryFile(path: path, maximumEntries: 150).load() else {
      Issue.record("the history file is not readable")
      return
    }
    #expect(entries.count == 150)
    // The newest 150 of the 200 lines: each writer's last line is there, and each writer's lines are in order.
    for writer in 0..<2 {
      let mine = entries.filter { $0.hasPrefix("w\(writer) ") }.map { Int($0.split(separator: " ")[1])! }
      #expect(mine.last == 99)
      #expect(mine == mine.sorted())
      #expect(mine == Array(mine.first!...99))
    }
  }

  @Test("a file without libedit's header is never written: left byte for byte as it was")
  func foreignFile() throws {
    let (directory, path) = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let notes = "my notes\nnot a history\n"
    try notes.write(toFile: path, atomically: false, encoding: .utf8)
    let file = HistoryFile(path: path, maximumEntries: 1000)
    guard case .unusable(let reason) = file.load() else {
      Issue.record("a file without the header was read as a history")
      return
    }
    #expect(reason.contains("_HiStOrY_V2_"))
    #expect(file.append("bet 10") == reason)
    #expect(text(path) == notes)
  }

  @Test("past the cap the newest entries are kept, written to a temporary file renamed over the history")
  func cap() throws {
    let (directory, path) = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let old = "_HiStOrY_V2_\n" + (1...1100).map { "old\\040line\\040\($0)\n" }.joined()
    try old.write(toFile: path, atomically: false, encoding: .utf8)
    let file = HistoryFile(path: path, maximumEntries: 1000)
    #expect(file.append("bet 10") == nil)
    guard case .entries(let entries) = file.load() else {
      Issue.record("unreadable after the rewrite")
      return
    }
    #expect(entries.count == 1000)
    #expect(entries.first == "old line 102" && entries.dropLast().last == "old line 1100" && entries.last == "bet 10")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history"])
  }

  @Test("a write that fails part-way (a full disk) is cut back: the file never ends in half a line")
  func failedWrite() throws {
    let (directory, path) = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var file = HistoryFile(path: path, maximumEntries: 1000)
    #expect(file.append("bet 10") == nil)
    let before = text(path)
    // Three bytes get written, then the disk is full.
    file.writeBytes = { descriptor, buffer in
      if buffer.count > 3 { return write(descriptor, buffer.baseAddress, 3) }
      errno = ENOSPC
      return -1
    }
    #expect(file.append("stand and deliver") == "cannot be written (No space left on device)")
    #expect(text(path) == before)
    #expect(file.load() == .entries(["bet 10"]))
  }

  @Test("entries round-trip through libedit's encoding: white space in octal, backslashes doubled, UTF-8 as is")
  func encoding() {
    for line in ["bet 10", "ständ", "a\tb", "back\\slash \\040", "A♠ 10♥", "x\u{7F}y"] {
      #expect(HistoryFile.decode(Array(HistoryFile.encode(line).utf8)) == line)
    }
    #expect(HistoryFile.encode("bet 10") == "bet\\04010")
    #expect(HistoryFile.encode("ständ") == "ständ")
    #expect(HistoryFile.decode(Array("a\\sb\\nc".utf8)) == "a b\nc")
  }
}
