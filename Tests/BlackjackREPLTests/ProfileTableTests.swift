import BlackjackEngine
import BlackjackProfile
import CardKit
import Foundation
import Testing

@testable import BlackjackREPL

/// Issue 31, item 12: a profile plays at a table of AI seats and several spots, and remembers the table's options.
@Suite("Profiles at tables of several positions, and the table options they remember")
struct ProfileTableTests {
  /// Four seats, the player at seat 2 with two spots: five positions, the player's 2 and 3; side bets and limits.
  static var tableOptions: PlayOptions {
    var options = PlayOptions()
    options.rulesSpec = "6D H17 LS DAS RSA"
    options.seed = 11
    options.seating.seats = 4
    options.seating.seat = 2
    options.seating.spots = 2
    options.seating.chosen = true
    options.seating.players = [.typical, .counter, .basic]
    options.sideBets = [SideBet.perfectPairs, SideBet.twentyOnePlusThree]
    options.sideBetsChosen = true
    options.tableMinimum = "5"
    options.tableMaximum = "200"
    return options
  }

  /// Lines reaching insurance, splits, doubles, surrenders, side bets, Enter and refusals at two spots.
  static let script: [String] = {
    let pattern = [
      "bet 10 pp 5 21+3 5", "insurance no", "insurance no", "split", "double", "hit", "stand", "stand", "", "surrender",
      "stand", "hit", "stand", "stand", "bet 25", "insurance yes", "insurance no", "p", "d", "h", "s", "s", "s", "s",
      "",
    ]
    return Array(repeating: pattern, count: 4).flatMap { $0 } + ["s", "s", "s", "s", "s", "s"]
  }()

  @Test("a profile at AI seats and two spots, saved and resumed after every line, plays as one never interrupted")
  func resumedEveryLineAtSeveralPositions() throws {
    let directory = ProfileDirectory()
    let plainPath = directory.path + "/plain.sqlite3"
    let resumedPath = directory.path + "/resumed.sqlite3"
    var plain = try profileSession(plainPath, options: Self.tableOptions)
    var resumed = try profileSession(resumedPath, options: Self.tableOptions)
    #expect(plain.greeting.contains("Positions, in the order they play: "), "\(plain.greeting)")
    var rounds = 0
    var resumedMidRound = 0
    var splits = 0
    for line in Self.script {
      #expect(resumed.prompt == plain.prompt, "before '\(line)'")
      let expected = plain.respond(to: .line(line))
      // What is shown is the same (what is saved differs in its times and the resumed session's running totals).
      let reply = resumed.respond(to: .line(line))
      #expect(
        reply.text == expected.text && reply.held == expected.held && reply.isRefusal == expected.isRefusal,
        "'\(line)'")
      if expected.text.contains("Bankroll: ") { rounds += 1 }
      // As after a crash: the process is gone; the next one, started with no options, resumes from what was saved,
      // at the same positions, side bets and limits.
      resumed.keeper.profile?.release(reason: "test")
      resumed = try profileSession(resumedPath)
      if resumed.round != nil { resumedMidRound += 1 }
      if resumed.round.map({ $0.handCount > 1 }) == true { splits += 1 }
      #expect(resumed.seatStyles == plain.seatStyles)
      #expect(resumed.session.bets.sideBets.offered == plain.session.bets.sideBets.offered)
      #expect(resumed.tableMinimum == Money(units: 5) && resumed.tableMaximum == Money(units: 200))
    }
    #expect(rounds >= 6)
    #expect(resumedMidRound > 20)
    #expect(splits > 0)
    try checkInvariants(resumedPath)
    try checkInvariants(plainPath)
    let comparable = { (round: RoundRecord) in
      var round = round
      (round.startedAt, round.finishedAt, round.resumed) = ("", "", false)
      return round
    }
    let kept = try ProfileStore(path: resumedPath).history(profile: "default").map(comparable)
    let reference = try ProfileStore(path: plainPath).history(profile: "default").map(comparable)
    #expect(kept.count == rounds)
    #expect(kept == reference)
    // Both spots' hands are in each record, and their bets: a round without splits has one hand a spot.
    let bets = kept.filter { $0.hands.count == 2 }.map(\.bet)
    #expect(!bets.isEmpty)
    #expect(bets.allSatisfy { $0 == 2_000 || $0 == 5_000 })
  }

  @Test("a round of several positions left mid-round resumes at its own positions, whatever the new options say")
  func roundInProgressKeepsItsPositions() throws {
    let directory = ProfileDirectory()
    var first = try profileSession(directory.database, options: Self.tableOptions)
    let dealt = first.handle(.line("bet 10"))
    #expect(dealt.contains("Bets 10.00 on each of your 2 spots."))
    let screen = first.session.positionLines(showingSeats: true)
    _ = first.handle(.line("quit"))
    var options = PlayOptions()
    options.seating.seats = 1
    options.seating.chosen = true
    let second = try profileSession(directory.database, options: options)
    #expect(
      second.greeting.contains(
        "(--seats, --seat, --spots and --players are not used: the unfinished round is played at its own positions.)"),
      "\(second.greeting)")
    #expect(second.greeting.contains("Resuming round 1, left unfinished when you left the table"))
    #expect(second.seatStyles == [.typical, nil, nil, .counter, .basic])
    // The table as it was left, every position's cards included.
    #expect(second.session.positionLines(showingSeats: true) == screen)
  }

  @Test("the table options are remembered between rounds, and options given on the command line replace them")
  func tableOptionsAreRemembered() throws {
    let directory = ProfileDirectory()
    var first = try profileSession(directory.database, options: Self.tableOptions)
    _ = first.handle(.line("bet 10"))
    for _ in 0..<12 where first.round != nil { _ = first.handle(.line("stand")) }
    #expect(first.round == nil)
    _ = first.handle(.line("quit"))

    var second = try profileSession(directory.database)
    #expect(
      second.greeting.contains(
        "The table's positions, side bets and limits as you left them (--seats, --spots, --side-bets, --min and"
          + " --max choose others)."),
      "\(second.greeting)")
    #expect(
      second.greeting.contains(
        "Positions, in the order they play: 1 AI (typical), 2 you, 3 you, 4 AI (counter), 5 AI (basic)."),
      "\(second.greeting)")
    #expect(
      second.greeting.contains("Side bets offered: pp (Perfect Pairs 25/12/6), 21+3 (21+3 version 1"),
      "\(second.greeting)")
    #expect(second.greeting.contains(", bets 5.00 to 200.00, "), "\(second.greeting)")
    #expect(second.handle(.line("bet 300")).contains("200.00"))
    _ = second.handle(.line("quit"))

    // Options given replace the remembered ones, and are remembered in turn.
    var options = PlayOptions()
    options.seating.seats = 1
    options.seating.chosen = true
    options.sideBetsChosen = true
    options.tableMinimum = "2"
    var third = try profileSession(directory.database, options: options)
    #expect(third.seatStyles == [nil])
    #expect(third.session.bets.sideBets.offered.isEmpty)
    #expect(third.tableMinimum == Money(units: 2) && third.tableMaximum == nil)
    #expect(!third.greeting.contains("as you left them"))
    _ = third.handle(.line("quit"))
    let fourth = try profileSession(directory.database)
    #expect(fourth.seatStyles == [nil] && fourth.session.bets.sideBets.offered.isEmpty)
    #expect(fourth.tableMinimum == Money(units: 2))
    #expect(fourth.greeting.contains("The table's limits as you left them"), "\(fourth.greeting)")
  }

  @Test("a saved state whose positions or limits no table offers is refused in one line, the file untouched")
  func foreignTableOptionsAreRefused() throws {
    let directory = ProfileDirectory()
    let base = try #require(try profileSession(directory.database, options: Self.tableOptions).session.savedSession())
    for (field, value) in [
      ("positions", #"["you","shark"]"#), ("positions", #"["you","basic","you"]"#), ("positions", "[]"),
      ("sideBets", #"["pp","xx"]"#), ("sideBets", #"["21+3","21+3v"]"#), ("minimum", "0"), ("minimum", "50"),
      ("maximum", "100"), ("lastSideBets", #""pp 500 pp 200""#), ("lastSideBets", #""pp -5""#),
      ("lastSideBets", #""pp""#),
    ] {
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(base.text().utf8)) as? [String: Any])
      object[field] = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
      let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
      #expect(throws: SavedSessionError.self, "\(field) \(value)") { try SavedSession.read(text) }
    }
    #expect(throws: Never.self) { try SavedSession.read(base.text()) }
  }

  @Test("a round log of several positions round-trips through JSON, and a seat no one can play is refused")
  func loggedPositions() throws {
    let log = RoundLog(
      bet: Money(units: 10), requests: [.insurance(false), .action(.hit)],
      positions: [
        LoggedPosition(bet: Money(units: 10), seat: "basic"), LoggedPosition(bet: Money(units: 10)),
        LoggedPosition(bet: Money(units: 80), seat: "counter"),
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(log)
    #expect(try JSONDecoder().decode(RoundLog.self, from: data) == log)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#"{"bet":8000,"seat":"counter"}"#), "\(text)")
    let table = Table(rules: Rules(), bankroll: Money(units: 100), generator: Xoshiro256StarStar(seed: 3))
    let start = try #require(table.snapshot)
    #expect(throws: TableSnapshotError.unknownSeat("basic")) {
      try start.playing(RoundLog(bet: log.bet, positions: log.positions), seats: { _ in nil })
    }
    #expect(throws: TableSnapshotError.noSpot) {
      try start.playing(
        RoundLog(bet: log.bet, positions: [LoggedPosition(bet: log.bet, seat: "basic")]),
        seats: { _ in BasicStrategy() })
    }
  }
}
