import BlackjackProfile
import BlackjackText
import BlackjackTraining
import CardKit
import Foundation
import Testing

@testable import BlackjackREPL

/// A wall clock for the schedule that moves only when told.
final class EpochClock: @unchecked Sendable {
  var time: Double
  init(_ time: Double) { self.time = time }
  func read() -> Double { time }
}

@Suite("drill due and the schedule in the profile")
struct DueDrillTests {
  let day = 86_400.0
  let start = 1_800_000_000.0

  @Test("drill answers are kept in the profile; drill due serves the items answered wrong, weakest first")
  func dueServesWrongItems() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try coachOptions())
    let epoch = EpochClock(start)
    driver.coach.epochNow = epoch.read
    driver.coach.now = SteppingClock(step: .seconds(2)).read
    // The hands of seed 3 (as DrillTests' transcript shows): soft 20 v 9, 9,9 v 2, hard 8 v 9, 8,8 v 6.
    _ = driver.handle(.line("drill strategy --seed 3"))
    for answer in ["h", "s", "d", "p"] { _ = driver.handle(.line(answer)) }
    _ = driver.handle(.line("stop"))
    let store = try ProfileStore(path: directory.database, access: .readOnly)
    let answers = try store.drillAnswers(profile: "default")
    #expect(answers.map(\.item) == ["soft 20 v 9", "9,9 v 2", "hard 8 v 9", "8,8 v 6"])
    #expect(answers.map(\.correct) == [false, false, false, true])
    #expect(answers.allSatisfy { $0.skill == "strategy" && $0.seconds == 2 })
    #expect(
      try store.schedule(profile: "default") == [
        ScheduleRecord(skill: "strategy", item: "8,8 v 6", box: 1, due: start + day, right: 1, wrong: 0),
        ScheduleRecord(skill: "strategy", item: "9,9 v 2", box: 0, due: start, right: 0, wrong: 1),
        ScheduleRecord(skill: "strategy", item: "hard 8 v 9", box: 0, due: start, right: 0, wrong: 1),
        ScheduleRecord(skill: "strategy", item: "soft 20 v 9", box: 0, due: start, right: 0, wrong: 1),
      ])
    // Due now: the three in box 0 (equally weak, so by name); 8,8 v 6 waits a day.
    var text = driver.handle(.line("drill due --seed 1"))
    #expect(text.hasPrefix("Due drill (Leitner boxes, seed 1): 3 items due, weakest first"))
    #expect(text.split(separator: "\n").last?.contains("(9,9); dealer shows 2") == true)
    #expect(driver.prompt == "[due drill | 0/0 | 3 left] > ")
    // 9,9 v 2 answered wrong comes again after the others.
    text = driver.handle(.line("s"))
    #expect(text.hasPrefix("Wrong: the chart splits 9,9 v 2, not stand.\n"))
    #expect(text.contains("(hard 8)"))
    text = driver.handle(.line("h"))
    #expect(text.hasPrefix("Right: the chart hits hard 8 v 9.\n") && text.contains("(soft 20)"))
    text = driver.handle(.line("s"))
    #expect(text.hasPrefix("Right: the chart stands on soft 20 v 9.\n") && text.contains("(9,9)"))
    text = driver.handle(.line("p"))
    #expect(
      text.hasPrefix("Right: the chart splits 9,9 v 2.\nNothing more is due.\nDue drill over: 3 of 4 right (75%)"))
    #expect(driver.prompt == "[1000.00] > ")
    // Nothing is due until a day has passed.
    #expect(driver.handle(.line("drill due")) == "Nothing is due to flash. The next item is due in 24 hours.\n")
    // A store opened to read only reads a snapshot: open it again to see what was saved since.
    let schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(schedule.map(\.box) == [1, 1, 1, 1])
    #expect(schedule.map(\.due) == [start + day, start + day, start + day, start + day])
    #expect(schedule.first { $0.item == "9,9 v 2" }.map { ($0.right, $0.wrong) }! == (1, 2))
    epoch.time = start + day
    text = driver.handle(.line("drill due"))
    #expect(text.contains(": 4 items due, weakest first"))
  }

  @Test("drill due for a guest, or with nothing scheduled, is one line")
  func nothingDue() throws {
    var guest = try drillSession()
    let reply = guest.respond(to: .line("drill due"))
    #expect(reply.isRefusal)
    #expect(reply.text == "drill due serves the schedule a profile keeps; start with 'blackjack play --profile NAME'\n")
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database)
    #expect(driver.handle(.line("drill due")) == "Nothing is scheduled yet: drills add what they ask.\n")
  }

  @Test("a countdown is scheduled by its target: met moves it up a box, missed keeps it in box 0")
  func countdownScheduled() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try coachOptions())
    driver.coach.epochNow = EpochClock(start).read
    driver.coach.now = SteppingClock(step: .seconds(40)).read
    _ = driver.handle(.line("drill countdown --decks 1 --seed 4"))
    for _ in 1..<52 { _ = driver.handle(.line("")) }
    // Right (Hi-Lo ends a deck at 0) but 40 s: the count is right, the target (25 s) missed.
    #expect(driver.handle(.line("0")).hasSuffix("Target (a deck in 25 s with no error): not met yet.\n"))
    let store = try ProfileStore(path: directory.database, access: .readOnly)
    #expect(try store.drillAnswers(profile: "default").map { [$0.skill, $0.item] } == [["countdown", "1 deck"]])
    #expect(try store.drillAnswers(profile: "default").map(\.correct) == [true])
    #expect(try store.schedule(profile: "default").map(\.box) == [0])
    // drill due runs the countdown due: the same deck as 'drill countdown --decks 1 --seed 4', timed from its first
    // card; 20 s a step now, so the target (25 s) is met and the item moves up to box 1, due a day later.
    driver.coach.now = SteppingClock(step: .seconds(20)).read
    var text = driver.handle(.line("drill due --seed 4"))
    #expect(text.hasPrefix("Due drill (Leitner boxes, seed 4): 1 item due, weakest first"))
    #expect(text.contains("Countdown (Hi-Lo, a deck): press Enter for the next card"))
    #expect(!text.contains("Count drills due"))
    var count = 0
    for number in 1...52 {
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Card \(number) of 52: ") })
      count += hiLoTag(try #require(Card(String(line.split(separator: " ").last!))))
      if number < 52 { text = driver.handle(.line("")) }
    }
    #expect(text.hasSuffix("That was the last card. Running count?\n"))
    #expect(driver.respond(to: .line("x")).isRefusal)
    text = driver.handle(.line(String(count)))
    #expect(
      text.hasPrefix(
        "Right: 0, 52 cards in 20.0 s (0.38 s a card).\nTarget (a deck in 25 s with no error): met.\n"
          + "Nothing more is due.\nDue drill over: 1 of 1 right (100%)"))
    let after = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(after == [ScheduleRecord(skill: "countdown", item: "1 deck", box: 1, due: start + day, right: 1, wrong: 1)])
  }

  /// The running count of a true-count question ("Running count +6. True count?") and the decks left by the text
  /// tray's filled rows (a row a half deck): worked by hand from what the screen shows.
  func trueCountByHand(_ text: String, decks: Int) throws -> Double {
    let lines = text.split(separator: "\n")
    let question = try #require(lines.last { $0.hasPrefix("Running count ") })
    let word = String(question.split(separator: " ")[2].filter { $0 != "+" && $0 != "." })
    let running = try #require(Double(word))
    let filled = lines.filter { $0.hasPrefix("  |") && $0.contains("#") }.count
    return (running / (Double(decks) - Double(filled) / 2)).rounded()
  }

  @Test("drill due runs a true-count level due; right moves it 1 → 2 (3 days), wrong back to 0 and it comes again")
  func dueServesTrueCount() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try coachOptions())
    let epoch = EpochClock(start)
    driver.coach.epochNow = epoch.read
    driver.coach.now = SteppingClock(step: .seconds(3)).read
    // Day 0: the first question of 'drill true-count --decks 6 --seed 2' answered right: box 1, due in a day.
    var text = driver.handle(.line("drill true-count --decks 6 --seed 2"))
    let first = try trueCountByHand(text, decks: 6)
    let firstQuestion = text.split(separator: "\n").dropFirst().joined(separator: "\n")
    text = driver.handle(.line(DecimalFormat.signed(first, digits: 0)))
    #expect(text.hasPrefix("Right ("))
    _ = driver.handle(.line("stop"))
    var schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      schedule == [ScheduleRecord(skill: "true-count", item: "6 decks", box: 1, due: start + day, right: 1, wrong: 0)])
    #expect(driver.handle(.line("drill due")) == "Nothing is due to flash. The next item is due in 24 hours.\n")
    // Day 1: drill due asks the same seeded question, graded the same way; right: box 2, due 3 days later.
    epoch.time = start + day
    text = driver.handle(.line("drill due --seed 2"))
    #expect(text.hasPrefix("Due drill (Leitner boxes, seed 2): 1 item due, weakest first"))
    #expect(text.hasSuffix(firstQuestion + "\n"))
    #expect(driver.prompt == "[due drill | 0/0 | 1 left] > ")
    #expect(
      driver.respond(to: .line("lots")).text
        == "'lots' is not a true count; type a number, e.g. '+3' or '-2', or 'stop'\n")
    text = driver.handle(.line(DecimalFormat.signed(first, digits: 0)))
    #expect(text.hasPrefix("Right ("))
    #expect(text.contains("; 3.0 s).\nNothing more is due.\nDue drill over: 1 of 1 right (100%)"))
    schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      schedule == [
        ScheduleRecord(skill: "true-count", item: "6 decks", box: 2, due: start + 4 * day, right: 2, wrong: 0)
      ])
    epoch.time = start + 4 * day - 60
    #expect(driver.handle(.line("drill due")) == "Nothing is due to flash. The next item is due in 1 minute.\n")
    // Day 4: the same question answered 2 points off is wrong: box 0, due at once, and it comes again (the drill's
    // next question), answered right: box 1, due a day later.
    epoch.time = start + 4 * day
    text = driver.handle(.line("drill due --seed 2"))
    #expect(text.hasSuffix(firstQuestion + "\n"))
    text = driver.handle(.line(DecimalFormat.signed(first + 2, digits: 0)))
    #expect(text.hasPrefix("Wrong: "))
    #expect(driver.prompt == "[due drill | 0/1 | 1 left] > ")
    schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      schedule == [
        ScheduleRecord(skill: "true-count", item: "6 decks", box: 0, due: start + 4 * day, right: 2, wrong: 1)
      ])
    let second = try trueCountByHand(text, decks: 6)
    text = driver.handle(.line(DecimalFormat.signed(second, digits: 0)))
    #expect(text.hasPrefix("Right ("))
    #expect(text.contains("Nothing more is due.\nDue drill over: 1 of 2 right (50%)"))
    schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      schedule == [
        ScheduleRecord(skill: "true-count", item: "6 decks", box: 1, due: start + 5 * day, right: 3, wrong: 1)
      ])
  }

  /// The running count of the cards a count drill has shown ("Cards: 7♠ K♥ …" lines), Hi-Lo tags added by hand.
  func runningCountByHand(_ text: String) throws -> Int {
    var count = 0
    for line in text.split(separator: "\n") where line.hasPrefix("Cards: ") {
      for word in line.split(separator: " ").dropFirst() { count += hiLoTag(try #require(Card(String(word)))) }
    }
    return count
  }

  @Test("drill due serves a drill count level due: the same seeded shoe to its first question, counted by hand")
  func dueServesCount() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try coachOptions())
    driver.coach.epochNow = EpochClock(start).read
    driver.coach.now = SteppingClock(step: .seconds(2)).read
    // 'drill count --decks 2 --seed 5': its first running count answered 5 off is wrong: box 0, due at once.
    var text = driver.handle(.line("drill count --decks 2 --seed 5"))
    let cards = text.split(separator: "\n").filter { $0.hasPrefix("Cards: ") }
    #expect(!cards.isEmpty)
    let first = try runningCountByHand(text)
    text = driver.handle(.line(String(first + 5)))
    #expect(text.hasPrefix("Wrong: the running count is \(DecimalFormat.signed(Double(first), digits: 0)) ("))
    _ = driver.handle(.line("stop"))
    var schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(schedule == [ScheduleRecord(skill: "count", item: "2 decks", box: 0, due: start, right: 0, wrong: 1)])
    // drill due deals the same shoe to the same question; a right answer moves the item to box 1, due a day later.
    let reply = driver.respond(to: .line("drill due --seed 5"))
    // At a terminal its cards come a card a second, as drill count's do without --pace.
    #expect(reply.cardPause == 1)
    text = reply.text
    #expect(text.hasPrefix("Due drill (Leitner boxes, seed 5): 1 item due, weakest first"))
    #expect(text.contains("Count (Hi-Lo, 2 decks): keep the running count as the cards come"))
    #expect(!text.contains("Count drills due"))
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("Cards: ") } == cards)
    #expect(text.hasSuffix("Cards: \(cards.last!.dropFirst(7))\nRunning count?\n"))
    #expect(
      driver.respond(to: .line("lots")).text
        == "'lots' is not a count; type the running count as a number, e.g. '+3' or '-2', or 'stop'\n")
    text = driver.handle(.line(String(first)))
    #expect(text.hasPrefix("Right: \(DecimalFormat.signed(Double(first), digits: 0)) ("))
    #expect(text.contains("Nothing more is due.\nDue drill over: 1 of 1 right (100%)"))
    schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      schedule == [ScheduleRecord(skill: "count", item: "2 decks", box: 1, due: start + day, right: 1, wrong: 1)])
    let answers = try ProfileStore(path: directory.database, access: .readOnly).drillAnswers(profile: "default")
    #expect(answers.map(\.skill) == ["count", "count"])
    #expect(answers.map(\.correct) == [false, true])
  }

  @Test("drill due serves chart cells and count drills together, weakest first: decks and pairs graded by hand")
  func dueMixesKinds() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try coachOptions())
    driver.coach.epochNow = EpochClock(start).read
    driver.coach.now = SteppingClock(step: .seconds(1)).read
    // soft 20 v 9 wrong once (box 0, 1 wrong); a 4-deck tray wrong twice (box 0, 2 wrong); a pair right (box 1).
    _ = driver.handle(.line("drill strategy --seed 3"))
    _ = driver.handle(.line("h"))
    _ = driver.handle(.line("stop"))
    _ = driver.handle(.line("drill decks --decks 4 --seed 8"))
    _ = driver.handle(.line("8"))
    _ = driver.handle(.line("8"))
    _ = driver.handle(.line("stop"))
    var text = driver.handle(.line("drill pairs --seed 6"))
    let group = cards(in: try #require(text.split(separator: "\n").last))
    _ = driver.handle(.line(String(group.reduce(0) { $0 + hiLoTag($1) })))
    _ = driver.handle(.line("stop"))
    let schedule = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      schedule.map { "\($0.skill) \($0.item) \($0.box) \($0.wrong)" } == [
        "decks 4 decks 0 2", "pairs 2 cards 1 0", "strategy soft 20 v 9 0 1",
      ])
    // Due now: the tray (more wrong answers) before the cell; the pair waits a day.
    text = driver.handle(.line("drill due --seed 8"))
    #expect(text.contains(": 2 items due, weakest first"))
    let lines = text.split(separator: "\n")
    #expect(lines.last == "Decks in the tray?")
    let filled = lines.filter { $0.hasPrefix("  |") && $0.contains("#") }.count
    #expect(lines.filter { $0.hasPrefix("  |") }.count == 8)
    // Half the filled rows is the nearest half deck: always right.
    text = driver.handle(.line(DecimalFormat.fixed(Double(filled) / 2, digits: 1)))
    #expect(text.hasPrefix("Right ("))
    #expect(text.contains("(soft 20); dealer shows 9"))
    text = driver.handle(.line("s"))
    #expect(text.hasPrefix("Right: the chart stands on soft 20 v 9.\nNothing more is due.\n"))
    let after = try ProfileStore(path: directory.database, access: .readOnly).schedule(profile: "default")
    #expect(
      after.map { "\($0.skill) \($0.item) \($0.box) \($0.due - start)" } == [
        "decks 4 decks 1 86400.0", "pairs 2 cards 1 86400.0", "strategy soft 20 v 9 1 86400.0",
      ])
  }

  @Test("index plays answered wrong in drill deviations are served by drill due, graded by the index table")
  func dueServesIndexPlays() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try coachOptions())
    driver.coach.epochNow = EpochClock(start).read
    var text = driver.handle(.line("drill deviations --seed 5"))
    var wrong: [String] = []
    for _ in 0..<8 {
      let question = try #require(text.split(separator: "\n").last)
      text = driver.handle(.line(question.hasSuffix("Insurance? (yes/no)") ? "no" : "stand"))
      if text.hasPrefix("Wrong") { wrong.append(String(text.split(separator: "\n")[0])) }
    }
    _ = driver.handle(.line("stop"))
    let store = try ProfileStore(path: directory.database, access: .readOnly)
    let answers = try store.drillAnswers(profile: "default")
    #expect(answers.count == 8 && answers.allSatisfy { $0.skill == "deviations" })
    #expect(answers.filter { !$0.correct }.count == wrong.count)
    let due = Set(answers.filter { !$0.correct }.map(\.item))
    try #require(!due.isEmpty)
    text = driver.handle(.line("drill due"))
    #expect(text.contains(": \(due.count) \(due.count == 1 ? "item" : "items") due, weakest first"))
    // Each card is a hand of an index play due, at a Hi-Lo true count; the grade names the play.
    var served: Set<String> = []
    for _ in 0..<due.count {
      #expect(text.split(separator: "\n").last?.hasPrefix("Hi-Lo TC ") == true)
      let question = try #require(text.split(separator: "\n").last)
      text = driver.handle(.line(question.hasSuffix("Insurance? (yes/no)") ? "no" : "stand"))
      let grade = try #require(text.split(separator: "\n").first)
      #expect(grade.hasPrefix("Right: ") || grade.hasPrefix("Wrong: "))
      if let item = due.first(where: { grade.contains("(\($0)).") }) { served.insert(item) }
    }
    #expect(served == due)
  }
}
