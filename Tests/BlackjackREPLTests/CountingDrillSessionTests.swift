import BlackjackCounting
import BlackjackText
import BlackjackTraining
import CardKit
import Foundation
import Testing

@testable import BlackjackREPL

/// The running count of a true-count question: "Running count +6. True count?" → 6.
private func runningCount(in text: String) throws -> Double {
  let question = try #require(text.split(separator: "\n").last { $0.hasPrefix("Running count ") })
  let word = question.split(separator: " ")[2].filter { $0 != "+" && $0 != "." }
  return try #require(Double(word))
}

/// The filled rows of the text tray in `lines` (each row a half deck), and all its rows.
private func trayRows(_ lines: [Substring]) -> (filled: Int, rows: Int) {
  let rows = lines.filter { $0.hasPrefix("  |") && $0.hasSuffix("|") }
  return (rows.filter { $0.contains("#") }.count, rows.count)
}

@Suite("Counting drills at the prompt")
struct CountingDrillSessionTests {
  @Test("drill countdown: a card per Enter, the final count graded against Hi-Lo by hand, timed, target met")
  func countdown() throws {
    var session = try drillSession()
    session.coach.now = SteppingClock(step: .seconds(20)).read
    var text = session.handle(.line("drill countdown --decks 1 --seed 4"))
    #expect(text.hasPrefix("Countdown (Hi-Lo, a deck, seed 4): count the cards as they come"))
    #expect(text.contains("Target: a deck in 25 s with no error."))
    #expect(session.prompt == "[countdown | 1/52 | Enter: next card] > ")
    var count = 0
    for number in 1...52 {
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Card \(number) of 52: ") })
      count += hiLoTag(try #require(Card(String(line.split(separator: " ").last!))))
      if number < 52 { text = session.handle(.line("")) }
    }
    #expect(text.hasSuffix("That was the last card. Running count?\n"))
    #expect(count == 0)
    let refused = session.respond(to: .line("next"))
    #expect(refused.isRefusal && refused.text.split(separator: "\n").count == 1)
    // The clock moved one step (20 s) from the first card to the answer.
    let end = session.handle(.line("0"))
    #expect(end == "Right: 0, 52 cards in 20.0 s (0.38 s a card).\nTarget (a deck in 25 s with no error): met.\n")
    #expect(session.prompt == "[1000.00] > ")
  }

  @Test("a countdown too slow or wrong misses its target; a bad line mid-run is refused in one line")
  func countdownMissed() throws {
    var session = try drillSession()
    session.coach.now = SteppingClock(step: .seconds(30)).read
    _ = session.handle(.line("drill countdown --decks 1 --seed 4"))
    let bad = session.respond(to: .line("what"))
    #expect(bad.isRefusal)
    #expect(bad.text == "press Enter for the next card (1 of 52 shown), or 'stop' to end the drill\n")
    for _ in 1..<52 { _ = session.handle(.line("")) }
    #expect(session.respond(to: .line("+x")).isRefusal)
    let end = session.handle(.line("+2"))
    #expect(end.hasPrefix("Wrong: the running count is 0, not +2; 52 cards in 30.0 s.\n"))
    #expect(end.hasSuffix("Target (a deck in 25 s with no error): not met yet.\n"))
  }

  @Test("drill true-count: the tray's rows give the decks left; the answer worked by hand is graded right")
  func trueCount() throws {
    var session = try drillSession()
    session.coach.now = SteppingClock(step: .seconds(3)).read
    var text = session.handle(.line("drill true-count --decks 6 --seed 2"))
    #expect(text.hasPrefix("True-count drill (6-deck shoe, seed 2)"))
    for _ in 0..<12 {
      let lines = text.split(separator: "\n")
      let (filled, rows) = trayRows(lines)
      #expect(rows == 12)
      let running = try runningCount(in: text)
      let left = 6 - Double(filled) / 2
      let answer = (running / left).rounded()
      text = session.handle(.line(DecimalFormat.signed(answer, digits: 0)))
      #expect(text.hasPrefix("Right ("), "\(running) \(filled) → \(text)")
      #expect(text.contains("; 3.0 s)."))
    }
    // An answer 2 points off is wrong.
    let running = try runningCount(in: text)
    let left = 6 - Double(trayRows(text.split(separator: "\n")).filled) / 2
    text = session.handle(.line(DecimalFormat.signed((running / left).rounded() + 2, digits: 0)))
    #expect(text.hasPrefix("Wrong: "))
    let end = session.handle(.line("stop"))
    #expect(
      end == "True-count drill over: 12 of 13 right (92%); 3.0 s an answer.\n"
        + "Target (90% right at 4 s an answer or less): met.\n")
  }

  @Test("drill decks: half the filled rows is always right; 3 decks off is wrong")
  func decks() throws {
    var session = try drillSession()
    session.coach.now = SteppingClock(step: .seconds(5)).read
    var text = session.handle(.line("drill decks --decks 4 --seed 8"))
    for _ in 0..<10 {
      let (filled, rows) = trayRows(text.split(separator: "\n"))
      #expect(rows == 8)
      text = session.handle(.line(DecimalFormat.fixed(Double(filled) / 2, digits: 1)))
      #expect(text.hasPrefix("Right ("))
    }
    let (filled, _) = trayRows(text.split(separator: "\n"))
    text = session.handle(.line(filled >= 4 ? "0" : "3.5"))
    #expect(text.hasPrefix("Wrong: "))
    #expect(session.respond(to: .line("-1")).isRefusal)
    #expect(
      session.respond(to: .line("lots")).text
        == "'lots' is not a number of decks; type decks from 0 to 8, e.g. '2.5', or 'stop'\n")
    let end = session.handle(.line("stop"))
    #expect(
      end == "Decks drill over: 10 of 11 right (90%); 5.0 s an answer.\n"
        + "Target (90% right at 3 s an answer or less): not met yet.\n")
  }

  @Test("drill pairs: each group's count by hand; the deck ends the drill at 26 pairs")
  func pairs() throws {
    var session = try drillSession()
    session.coach.now = SteppingClock(step: .milliseconds(500)).read
    var text = session.handle(.line("drill pairs --seed 6"))
    #expect(text.hasPrefix("Pairs drill (Hi-Lo, a deck in groups of 2, seed 6)"))
    var seen: [Card] = []
    for _ in 0..<26 {
      let line = try #require(text.split(separator: "\n").last { $0.hasPrefix("Group: ") })
      let group = cards(in: line)
      #expect(group.count == 2)
      seen += group
      text = session.handle(.line(DecimalFormat.signed(Double(group.reduce(0) { $0 + hiLoTag($1) }), digits: 0)))
      #expect(text.hasPrefix("Right: "))
    }
    #expect(Set(seen).count == 52)
    #expect(
      text.hasSuffix(
        "Pairs drill over: 26 of 26 right (100%); 0.5 s an answer.\n"
          + "Target (95% right at 1.5 s an answer or less): met.\n"))
    #expect(session.prompt == "[1000.00] > ")
  }

  @Test("bad drill options are one line each and start nothing")
  func badOptions() throws {
    var session = try drillSession()
    for (line, answer) in [
      ("drill countdown --decks 9", "--decks '9' is not a shoe; give 1 to 8 decks"),
      ("drill true-count --decks 1", "--decks '1' is not a shoe; give 2 to 8 decks"),
      ("drill pairs --cards 4", "--cards '4' is not a group; give 2 or 3 cards"),
      ("drill decks --tc 3", "drill decks takes --seed, --decks, --svg; '--tc' is not one of them"),
      ("drill pairs --seed x", "--seed 'x' is not a seed; give a whole number from 0 to 18446744073709551615"),
      ("drill countdown --decks", "--decks needs a value, e.g. '--decks 3'"),
    ] {
      let reply = session.respond(to: .line(line))
      #expect(reply.isRefusal)
      #expect(reply.text == answer + "\n", "\(line)")
      #expect(session.prompt == "[1000.00] > ")
    }
  }

  @Test("the counting drills through the pipe reader: the same seed gives the same transcript")
  func throughThePipe() throws {
    func run() throws -> String {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("drills-\(UUID().uuidString)")
      let script = [
        "drill pairs --seed 3 --cards 3", "0", "+1", "x", "stop", "drill true-count --seed 3", "+2", "stop",
        "drill decks --seed 3", "2", "stop", "drill countdown --seed 3", "", "", "stop", "quit",
      ]
      try Data((script.joined(separator: "\n") + "\n").utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let descriptor = open(url.path, O_RDONLY)
      defer { close(descriptor) }
      var session = try drillSession()
      session.coach.now = SteppingClock(step: .seconds(1)).read
      var reader = PipeLineReader(fileDescriptor: descriptor)
      var output = ""
      session.run(reader: &reader, echo: true) { reply in
        output += reply.text
        return true
      }
      return output
    }
    let text = try run()
    #expect(try run() == text)
    #expect(text.contains("'x' is not a group's count; type a number, e.g. '+3' or '-2', or 'stop'\n"))
    #expect(text.contains("Countdown stopped after 3 of 312 cards; not scored.\n"))
    #expect(text.contains("Pairs drill over: "))
  }
}
