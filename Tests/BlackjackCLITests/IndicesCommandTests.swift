import BlackjackCounting
import BlackjackEngine
import Foundation
import Testing

@testable import BlackjackCLI

/// `blackjack indices`: index plays worked out from exact values, against the published Illustrious 18.
@Suite("indices: generated index plays")
struct IndicesCommandTests {
  /// The fields of `indices --json` these tests read.
  struct IndicesJSON: Decodable {
    struct Play: Decodable {
      var play: String
      var index: Int?
      var comparison: String?
      var crossing: Double?
      var crossingError: Double?
      var published: Int?
    }
    var schemaVersion: Int
    var plays: [Play]
    var indexFile: String
  }

  /// A small run of the Illustrious 18 on the rules they were published for.
  static let sixDecks: (json: IndicesJSON, text: String) = {
    let arguments = [
      "indices", "--rules", "6D S17 DAS", "--samples", "32", "--rounds", "400k", "--seed", "1", "--threads", "2",
    ]
    let json = run(arguments + ["--json"]).output
    return (try! JSONDecoder().decode(IndicesJSON.self, from: Data(json.utf8)), run(arguments).output)
  }()

  @Test("robust Illustrious 18 indices come within one count of Schlesinger's")
  func illustrious18() throws {
    // Published: Schlesinger, Blackjack Attack (3rd ed.), the Illustrious 18 for Hi-Lo, 6 decks S17 DAS, true count
    // floored: insurance at +3, stand 16 v T at 0, 15 v T at +4, 12 v 3 at +2; hit 13 v 2 below −1.
    let plays = Dictionary(uniqueKeysWithValues: Self.sixDecks.json.plays.map { ($0.play, $0) })
    #expect(Self.sixDecks.json.plays.count == 18)
    for (name, published, comparison) in [
      ("insurance", 3, ">="), ("16vT S", 0, ">="), ("15vT S", 4, ">="), ("12v3 S", 2, ">="), ("13v2 H", -1, "<"),
    ] {
      let play = try #require(plays[name])
      let index = try #require(play.index, "\(name) has no index")
      #expect(abs(index - published) <= 1, "\(name): \(index)")
      #expect(play.comparison == comparison && play.published == published)
      #expect((play.crossingError ?? 1) < 0.5, "\(name) ± \(play.crossingError ?? .nan)")
    }
  }

  @Test("the output is an index file: simulate --indices reads it, with every play of the I18")
  func indexFile() throws {
    let text = Self.sixDecks.text
    #expect(text == Self.sixDecks.json.indexFile)
    let table = try IndexTable(parsing: text, name: "generated")
    #expect(table.plays.count == 18 && table.insurance != nil)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("indices-\(UUID().uuidString).txt").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let simulated = run([
      "simulate", "--rules", "6D S17 DAS", "--count", "hilo", "--indices", path, "--rounds", "1000", "--seed", "1",
    ])
    #expect(simulated.status == 0, "\(simulated.errors)")
  }

  @Test("the same seed gives the same indices whatever the number of threads")
  func reproducible() {
    let arguments = [
      "indices", "--rules", "6D S17 DAS LS", "--plays", "fab4", "--samples", "16", "--rounds", "100k", "--seed", "9",
    ]
    let one = run(arguments + ["--threads", "1"])
    let two = run(arguments + ["--threads", "2"])
    #expect(one.status == 0 && !one.output.isEmpty)
    #expect(one.output == two.output)
    #expect(one.output.contains("\n14vT R >= "))
  }

  @Test(
    "bad input: one line, exit status 2",
    arguments: [
      (
        ["indices", "--rules", "INF"],
        "indices needs a shoe of 1 to 8 decks (--rules 6D ...); with INF the count means nothing"
      ),
      (
        ["indices", "--rules", "6D CSM"], "indices needs a cut card (PEN50 to PEN95): under CSM the count means nothing"
      ),
      (
        ["indices", "--count", "ko"],
        "--count: indices need a balanced count with tags by rank (true counts), not KO; try hilo, hiopt1, hiopt2, "
          + "omega2, zen or halves"
      ),
      (["indices", "--plays", "i19"], "--plays expects i18, fab4, i18,fab4 or all, got 'i19'"),
      (
        ["indices", "--rules", "6D S17 DAS", "--plays", "fab4"],
        "--plays fab4: a play of it is not legal under 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75 (e.g. surrender)"
      ),
      (["indices", "--force"], "--force needs --out FILE (the file it may replace)"),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "blackjack: \(message)\n")
  }
}
