import BlackjackText
import Foundation
import Testing

@testable import BlackjackREPL

#if canImport(FoundationXML)
  import FoundationXML
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an XML parser finds in a drawn tray: the tray group's data, the box's and the stack's heights.
private final class TrayReader: NSObject, XMLParserDelegate {
  var decks: String?
  var dealt: String?
  var boxHeight: Double?
  var stackHeight: Double?
  var trays = 0

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    switch (name, attributes["class"]) {
    case ("g", "tray"):
      trays += 1
      decks = attributes["data-decks"]
      dealt = attributes["data-dealt"]
    case ("rect", "tray-box"): boxHeight = attributes["height"].flatMap(Double.init)
    case ("rect", "stack"): stackHeight = attributes["height"].flatMap(Double.init)
    default: break
    }
  }

  /// The tray drawn in the file at `path`, read with Foundation's XMLParser.
  static func read(_ path: String) throws -> TrayReader {
    let reader = TrayReader()
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    return reader
  }
}

@Suite("drill true-count and drill decks draw each tray to --svg FILE")
struct TrayPictureFileTests {
  /// A fresh directory, removed afterwards.
  final class Directory {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trays-\(UUID().uuidString)").path
    init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  /// The cards in the tray a decks drill's answer names: "Right (117 cards, 2.25 decks; 5.0 s)." → 117.
  func cardsGraded(_ text: String) throws -> Int {
    let first = try #require(text.split(separator: "\n").first)
    let open = try #require(first.firstIndex(of: "("))
    return try #require(Int(first[first.index(after: open)...].prefix { $0.isNumber }))
  }

  @Test("drill decks: the file holds each tray before it is asked; its stack is 24 px a deck dealt")
  func decksDrawn() throws {
    let directory = Directory()
    let file = directory.path + "/tray.svg"
    var session = try drillSession()
    var text = session.handle(.line("drill decks --decks 4 --seed 8 --svg \(file)"))
    #expect(text.contains("Each tray is drawn to \(file) (SVG) before its question."))
    for _ in 0..<3 {
      let tray = try TrayReader.read(file)
      let filled = text.split(separator: "\n").filter { $0.hasPrefix("  |") && $0.contains("#") }.count
      text = session.handle(.line(DecimalFormat.fixed(Double(filled) / 2, digits: 1)))
      #expect(text.hasPrefix("Right ("))
      // By hand: the box is the shoe (4 decks × 24 px = 96); the stack is the cards graded ÷ 52 × 24 px.
      let cards = try cardsGraded(text)
      #expect(tray.trays == 1 && tray.decks == "4")
      #expect(tray.boxHeight == 96)
      #expect(abs(try #require(tray.stackHeight) - Double(cards) * 24 / 52) < 0.006)
      #expect(abs(try #require(Double(tray.dealt ?? "")) - Double(cards) / 52) < 0.006)
    }
    _ = session.handle(.line("stop"))
    // Nothing but the picture is left in the directory: the temporary files are gone.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tray.svg"])
  }

  @Test("drill decks --decks 4 --seed 8: the first tray, 163 cards, worked by hand; a regular file is replaced")
  func firstTrayByHand() throws {
    let directory = Directory()
    let file = directory.path + "/tray.svg"
    try "old".write(toFile: file, atomically: false, encoding: .utf8)
    var session = try drillSession()
    let text = session.handle(.line("drill decks --decks 4 --seed 8 --svg \(file)"))
    let filled = text.split(separator: "\n").filter { $0.hasPrefix("  |") && $0.contains("#") }.count
    let tray = try TrayReader.read(file)
    #expect(session.handle(.line("0")).hasPrefix("Wrong: 163 cards, 3.13 decks; "))
    // By hand: 163 cards = 163 / 52 = 3.1346 decks; × 24 px = 75.2308 px, written to 2 places; 163 / 26 = 6.27
    // half decks, so 6 rows of the text tray's 8 are filled.
    #expect(tray.decks == "4" && tray.dealt == "3.13")
    #expect(tray.stackHeight == 75.23)
    #expect(tray.boxHeight == 96)
    #expect(filled == 6)
  }

  @Test("drill true-count: the stack is the decks dealt, the shoe less the decks left the grade divides by")
  func trueCountDrawn() throws {
    let directory = Directory()
    let file = directory.path + "/tc.svg"
    var session = try drillSession()
    var text = session.handle(.line("drill true-count --decks 6 --seed 2 --svg \(file)"))
    for _ in 0..<3 {
      let tray = try TrayReader.read(file)
      text = session.handle(.line("0"))
      // "… over 4.5 decks left = …": 6 − 4.5 = 1.5 decks dealt, 36 px.
      let grade = try #require(text.split(separator: "\n").first)
      let left = try #require(grade.range(of: " over ")).upperBound
      let decksLeft = try #require(Double(grade[left...].prefix { $0.isNumber || $0 == "." }))
      #expect(tray.decks == "6" && tray.boxHeight == 144)
      // The grade shows the decks left to a tenth: the stack agrees to within a twentieth of a deck (1.2 px).
      #expect(abs(try #require(tray.stackHeight) - (6 - decksLeft) * 24) <= 1.2 + 1e-9)
    }
  }

  @Test("--svg at a directory, FIFO, device or missing directory is one line, and no drill starts")
  func badPaths() throws {
    let directory = Directory()
    let fifo = directory.path + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    var session = try drillSession()
    for (path, line) in [
      (directory.path, "--svg '\(directory.path)' is a directory; give a file name"),
      (fifo, "--svg '\(fifo)' is a FIFO; the tray is drawn to a regular file (created, or replaced whole)"),
      (
        "/dev/null",
        "--svg '/dev/null' is a character device; the tray is drawn to a regular file (created, or replaced whole)"
      ),
      (
        "/dev/stdout",
        "--svg '/dev/stdout' is an open descriptor; the tray is drawn to a regular file (created, or replaced whole)"
      ),
    ] {
      for kind in ["true-count", "decks"] {
        let reply = session.respond(to: .line("drill \(kind) --svg \(path)"))
        #expect(reply.isRefusal)
        #expect(reply.text == line + "\n")
        #expect(session.drill == nil)
      }
    }
    let missing = session.respond(to: .line("drill decks --svg \(directory.path)/no/such/tray.svg"))
    #expect(missing.isRefusal && missing.text.split(separator: "\n").count == 1)
    #expect(missing.text.hasPrefix("--svg cannot write '\(directory.path)/no/such/tray.svg': "))
    #expect(session.drill == nil)
    #expect(session.respond(to: .line("drill decks --svg")).text == "--svg needs a value, e.g. '--svg tray.svg'\n")
    #expect(
      session.respond(to: .line("drill pairs --svg x.svg")).text
        == "drill pairs takes --seed, --cards; '--svg' is not one of them\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fifo"])
  }
}
