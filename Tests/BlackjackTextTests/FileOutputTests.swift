import Foundation
import Testing

@testable import BlackjackText

@Suite("FileOutput: whole files or none")
struct FileOutputTests {
  /// A fresh empty directory for one test.
  func directory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("file-output-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  func contents(_ path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? []
  }

  @Test("writes the text, and leaves no temporary file beside it")
  func writes() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = String(repeating: "<p>ünïcode ≥ 1</p>\n", count: 10_000)
    try FileOutput.write(text, to: folder + "/page.html", replacing: false)
    #expect(try String(contentsOfFile: folder + "/page.html", encoding: .utf8) == text)
    #expect(contents(folder) == ["page.html"])
  }

  @Test("an existing file is refused unless replacing, and is then replaced whole")
  func existing() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/page.html"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: FileOutputError(description: "'\(path)' already exists", exists: true)) {
      try FileOutput.check(path, replacing: false)
    }
    #expect(throws: FileOutputError(description: "'\(path)' already exists", exists: true)) {
      try FileOutput.write("new", to: path, replacing: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    try FileOutput.check(path, replacing: true)
    try FileOutput.write("new", to: path, replacing: true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(contents(folder) == ["page.html"])
  }

  @Test("a missing directory or a directory in the way: one line saying so, and nothing written")
  func unwritable() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let missing = folder + "/no/such/page.html"
    #expect(throws: FileOutputError(description: "cannot write '\(missing)': No such file or directory")) {
      try FileOutput.check(missing, replacing: true)
    }
    #expect(throws: FileOutputError(description: "cannot write '\(missing)': No such file or directory")) {
      try FileOutput.write("x", to: missing, replacing: true)
    }
    #expect(throws: FileOutputError(description: "'\(folder)' is a directory")) {
      try FileOutput.check(folder, replacing: true)
    }
    #expect(contents(folder).isEmpty)
  }

  @Test("a bare file name is in the current directory")
  func directoryOfPath() {
    #expect(FileOutput.directory(of: "page.html") == ".")
    #expect(FileOutput.directory(of: "/page.html") == "/")
    #expect(FileOutput.directory(of: "out/reports/page.html") == "out/reports")
  }
}
