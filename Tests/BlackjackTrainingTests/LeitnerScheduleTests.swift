import Testing

@testable import BlackjackTraining

@Suite("Leitner schedule")
struct LeitnerScheduleTests {
  let day = 86_400.0

  @Test("the intervals: box 0 at once, then 1, 3, 7, 14 and 30 days")
  func intervals() {
    #expect((0...5).map(LeitnerSchedule.intervalDays(box:)) == [0, 1, 3, 7, 14, 30])
    #expect(LeitnerSchedule.intervalDays(box: 9) == 30)
  }

  @Test("a right answer moves an item up a box and out by its interval; a wrong one back to box 0, due at once")
  func answers() {
    let start = 1_000_000.0
    var entry = LeitnerSchedule.Entry()
    #expect(entry.isDue(at: start))
    entry = entry.answered(correctly: true, at: start)
    #expect(entry == LeitnerSchedule.Entry(box: 1, due: start + day, right: 1, wrong: 0))
    #expect(!entry.isDue(at: start + day - 1) && entry.isDue(at: start + day))
    entry = entry.answered(correctly: true, at: start + day)
    #expect(entry.box == 2 && entry.due == start + 4 * day)
    entry = entry.answered(correctly: true, at: start + 4 * day)
    entry = entry.answered(correctly: true, at: start + 11 * day)
    entry = entry.answered(correctly: true, at: start + 25 * day)
    #expect(entry.box == 5 && entry.due == start + 55 * day)
    entry = entry.answered(correctly: true, at: start + 55 * day)
    #expect(entry.box == 5 && entry.due == start + 85 * day)
    entry = entry.answered(correctly: false, at: start + 85 * day)
    #expect(entry == LeitnerSchedule.Entry(box: 0, due: start + 85 * day, right: 6, wrong: 1))
  }

  @Test("due items come weakest first: lowest box, then most wrong over right, then longest overdue")
  func order() {
    let entries: [String: LeitnerSchedule.Entry] = [
      "a": .init(box: 1, due: 10, right: 1, wrong: 0),
      "b": .init(box: 0, due: 50, right: 0, wrong: 1),
      "c": .init(box: 0, due: 20, right: 0, wrong: 3),
      "d": .init(box: 0, due: 30, right: 0, wrong: 1),
      "e": .init(box: 2, due: 500, right: 2, wrong: 0),
    ]
    #expect(LeitnerSchedule.due(entries, at: 100) == ["c", "d", "b", "a"])
    #expect(LeitnerSchedule.due(entries, at: 15) == ["a"])
  }
}
