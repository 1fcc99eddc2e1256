import Foundation
import Testing

@testable import BlackjackText

@Suite("OutputFile: whole files or none")
struct OutputFileTests {
  /// A fresh empty directory for one test.
  func directory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)").path
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
    let file = try OutputFile.create(folder + "/page.html", replacing: false)
    #expect(!FileManager.default.fileExists(atPath: folder + "/page.html"), "nothing at the name before the commit")
    try file.commit(text)
    #expect(try String(contentsOfFile: folder + "/page.html", encoding: .utf8) == text)
    #expect(contents(folder) == ["page.html"])
  }

  @Test("an existing file is refused unless replacing, and is then replaced whole")
  func existing() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/page.html"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: OutputFileError(description: "'\(path)' exists; add --force to replace it")) {
      try OutputFile.create(path, replacing: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    try OutputFile.create(path, replacing: true).commit("new")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(contents(folder) == ["page.html"])
  }

  @Test("a file that appears between create and commit is not overwritten without replacing")
  func appearedMeanwhile() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/part.json"
    let file = try OutputFile.create(path, replacing: false)
    try "theirs".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: OutputFileError(description: "'\(path)' exists; add --force to replace it")) {
      try file.commit("mine")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "theirs")
    #expect(contents(folder) == ["part.json"])
  }

  @Test("an abandoned file leaves nothing behind")
  func abandoned() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      let file = try OutputFile.create(folder + "/page.html", replacing: false)
      #expect(contents(folder).count == 1, "the temporary file is reserved at once")
      file.abandon()
    }
    _ = try OutputFile.create(folder + "/other.html", replacing: false)  // released at once: deinit abandons
    #expect(contents(folder).isEmpty)
  }

  @Test("a missing directory or a directory in the way: one line saying so, and nothing written")
  func unwritable() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let missing = folder + "/no/such/page.html"
    #expect(throws: OutputFileError(description: "cannot write '\(missing)': No such file or directory")) {
      try OutputFile.create(missing, replacing: true)
    }
    #expect(throws: OutputFileError(description: "'\(folder)' is a directory; give a file name")) {
      try OutputFile.create(folder, replacing: true)
    }
    #expect(contents(folder).isEmpty)
  }

  @Test("a bare file name is in the current directory")
  func directoryOfPath() {
    #expect(OutputFile.directory(of: "page.html") == ".")
    #expect(OutputFile.directory(of: "/page.html") == "/")
    #expect(OutputFile.directory(of: "out/reports/page.html") == "out/reports")
  }
}
