import Testing

@testable import BlackjackCLI

/// `history --since`: dates on the calendar, with or without a time of day, and what they are compared as.
@Suite("history --since")
struct HistorySinceTests {
  @Test(
    "dates on the calendar and times of day are taken, as the text rounds are compared with",
    arguments: [
      ("2026-12-01", "2026-12-01"), ("2024-02-29", "2024-02-29"), ("2000-02-29", "2000-02-29"),
      ("0001-01-01", "0001-01-01"), ("9999-12-31", "9999-12-31"), ("2026-12-01T10:00", "2026-12-01T10:00"),
      ("2026-12-01 10:00", "2026-12-01T10:00"), ("2026-12-01t23:59:59", "2026-12-01T23:59:59"),
      ("2026-12-01T10:05:28.123Z", "2026-12-01T10:05:28.123"), ("2026-12-01Z", "2026-12-01"),
    ])
  func taken(text: String, bound: String) {
    #expect(HistoryOptions.since(text) == bound)
  }

  @Test(
    "anything else is refused",
    arguments: [
      "2026-13-45", "9999-99-99", "2026-00-10", "2026-01-00", "2026-04-31", "2026-02-29", "1900-02-29", "0000-01-01",
      "2026-12-01junk", "2026-12-01T24:00", "2026-12-01T10:60", "2026-12-01T10:00:60", "2026-12-01T10", "2026-12-1",
      "26-12-01", "2026/12/01", "2026-12-01T10:00:00.", "2026-12-01T10:00:00.5x", "", "Z", "２０２６-12-01",
    ])
  func refused(text: String) {
    #expect(HistoryOptions.since(text) == nil)
  }
}
