import BlackjackCounting
import BlackjackEngine
import BlackjackProfile
import BlackjackSimulation
import Foundation
import Testing

@testable import BlackjackREPL

/// Counting while playing (`play --count hilo --ramp STEPS`): bets graded against the ramp, count checks between
/// rounds, the tally and the profile's table.
///
/// The hand-worked shoe: one deck, `2S 10H 3D 7C 4C 5H 6S` stacked. Round 1 deals the player 2♠ 3♦ and the dealer
/// 10♥ up, 7♣ in the hole (17, which stands); the player hits 4♣ 5♥ 6♠ to 20 and stands. Seen: 2 3 4 5 6 (+1 each
/// in Hi-Lo), 10 (−1), 7 (0): running count +4 with 45 of 52 cards unseen, a true count of 4 × 52 / 45 = +4.62,
/// +4 rounded down. Before round 1 the count is 0 (a fresh shoe).
@Suite("Counting while playing")
struct CountPlayTests {
  /// The stacked cards of round 1.
  static let shoe = "2S 10H 3D 7C 4C 5H 6S"
  /// The lines that play round 1 after its bet.
  static let roundOne = ["hit", "hit", "hit", "stand"]
  /// The ramp: 1 unit below +1, 2 at +1, 4 at +3, 8 at +4 and more.
  static let ramp = "1:1 3:4 4:8"

  /// Hand-made per-count figures: a unit bet returns −0.5 % at 0 and +1.5 % at +4 (no other count has a figure).
  static let figures = CountOdds(entries: [
    .init(count: 0, rounds: 1000, frequency: 0.5, mean: -0.005, secondMoment: 1.3),
    .init(count: 4, rounds: 100, frequency: 0.05, mean: 0.015, secondMoment: 1.3),
  ])

  /// The options of `play --count hilo --ramp "1:1 3:4 4:8" --rules 1d --seed 7 --shoe …`.
  static func options(seed: UInt64 = 7, shoe: String? = CountPlayTests.shoe) throws -> PlayOptions {
    var options = PlayOptions()
    options.seed = seed
    options.rulesSpec = "1d"
    if let shoe { options.stackedCards = try PlayOptions.cards(from: shoe) }
    options.counting.system = .hiLo
    options.counting.chosen = true
    options.counting.ramp = try PlayOptions.ramp(steps: ramp, spread: nil)
    options.counting.figures = figures
    return options
  }

  static func session(_ options: PlayOptions) throws -> REPLSession {
    try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  /// Whether `reply` is a refusal of one line.
  static func isOneLineRefusal(_ reply: REPLSession.Reply) -> Bool {
    reply.isRefusal && reply.text.hasSuffix("\n") && reply.text.dropLast().firstIndex(of: "\n") == nil
  }

  @Test("the ramp is read by simulate's parsers: steps, a spread, and one line for each bad one")
  func rampOptions() throws {
    #expect(try PlayOptions.ramp(steps: nil, spread: nil) == nil)
    let steps = try #require(try PlayOptions.ramp(steps: "1:1 3:4 4:8", spread: nil))
    #expect([-3, 0, 1, 2, 3, 4, 9].map(steps.value(at:)) == [1, 1, 1, 1, 4, 8, 8])
    // --spread 1-12 is 1:1 2:2 3:4 4:8 5:12, as simulate reads it.
    let spread = try #require(try PlayOptions.ramp(steps: nil, spread: "1-12"))
    #expect([0, 1, 2, 3, 4, 5, 6].map(spread.value(at:)) == [1, 1, 2, 4, 8, 12, 12])
    #expect(throws: PlayOptionsError.badRamp("give --ramp or --spread, not both")) {
      try PlayOptions.ramp(steps: "1:1", spread: "1-4")
    }
    #expect(throws: PlayOptionsError.badRamp("--ramp: 'x' is not a step; write COUNT:UNITS, e.g. 2:4")) {
      try PlayOptions.ramp(steps: "x", spread: nil)
    }
    var infinite = try Self.options()
    infinite.rulesSpec = "INF"
    infinite.stackedCards = []
    #expect(
      throws: PlayOptionsError.badRamp(
        "--ramp and --spread need a shoe of 1 to 8 decks; with INF there is no count to bet by")
    ) { try Self.session(infinite) }
  }

  @Test("a bet off the ramp is said with the ramp's bet and the EV it gave up: (8 − 2) × 1.5 % = 0.09 at TC +4")
  func betGradedAtTheTrueCount() throws {
    var session = try Self.session(try Self.options())
    #expect(session.greeting.contains("each bet is graded against the ramp 1:1 3:4 4:8 (units of 1.00)"))
    // Before round 1 the count is 0: the ramp bets 1 unit, and 1.00 is right (nothing said).
    let first = session.handle(.line("bet 1"))
    #expect(!first.contains("Ramp:"))
    for line in Self.roundOne { _ = session.handle(.line(line)) }
    session.coach.countPlay?.checkDue = false
    // TC +4 (hand-worked above): the ramp bets 8 units; 2.00 gives up (8 − 2) × 0.015 = 0.09.
    let second = session.handle(.line("bet 2"))
    #expect(
      second.contains(
        "Ramp: at true count +4 the ramp bets 8 units, 8.00; you bet 2.00. A unit bet at +4 returns +1.50 % on"
          + " average, so your bet gave up 0.09 in expected value.\n"))
    let tally = try #require(session.coach.countPlay?.tally)
    #expect(tally.bets == 2 && tally.betsRight == 1 && abs(tally.betCost - 0.09) < 1e-12)
    #expect(
      session.handle(.line("stats")).hasSuffix(
        "Bets against the ramp: 1 of 2 right; the others gave up 0.09 in expected value\nCount checks: none asked yet\n"
      ))
  }

  @Test("overbetting a count that loses costs too: (1 − 5) × (−0.5 %) = 0.02 at TC 0; a gain is said as more risk")
  func overbetAtANegativeCount() throws {
    var session = try Self.session(try Self.options())
    let reply = session.handle(.line("bet 5"))
    #expect(
      reply.contains(
        "Ramp: at true count 0 the ramp bets 1 unit, 1.00; you bet 5.00. A unit bet at 0 returns -0.50 % on average,"
          + " so your bet gave up 0.02 in expected value.\n"))
    // 20.00 at +4, where the ramp bets 8.00: (8 − 20) × 1.5 % = −0.18, EV added for more risk, not a cost.
    let grade = BetGrade(
      count: 4, units: 8, right: Money(units: 8), bet: Money(units: 20), spots: 1, evPerUnit: 0.015)
    #expect(abs((grade.cost ?? 0) - -0.18) < 1e-12)
  }

  @Test("at two spots the ramp's bet is on each spot and the cost counts both: (1 − 3) × (−0.5 %) × 2 = 0.02")
  func twoSpots() throws {
    var options = try Self.options(shoe: nil)
    options.seating.spots = 2
    var session = try Self.session(options)
    let reply = session.handle(.line("bet 3"))
    #expect(reply.hasPrefix("Bets 3.00 on each of your 2 spots.\n"))
    #expect(
      reply.contains(
        "Ramp: at true count 0 the ramp bets 1 unit, 1.00 on each spot; you bet 3.00. A unit bet at 0 returns -0.50 %"
          + " on average, so your bet gave up 0.02 in expected value.\n"))
    #expect(abs((session.coach.countPlay?.tally.betCost ?? 0) - 0.02) < 1e-12)
  }

  @Test("with --tc-round nearest or --tc-estimate deck the count bet at is the table's: +4.62 is +5, 4/1 deck +4")
  func roundingAndEstimate() throws {
    for (rounding, estimate, count) in [
      (TrueCountRounding.nearest, DeckEstimate.exact, 5), (.floor, .deck, 4), (.truncate, .halfDeck, 4),
    ] {
      var options = try Self.options()
      options.counting.rounding = rounding
      options.counting.estimate = estimate
      var session = try Self.session(options)
      _ = session.handle(.line("bet 1"))
      for line in Self.roundOne { _ = session.handle(.line(line)) }
      let graded = session.gradeBet(Money(units: 1), spots: 1)
      let grade = try #require(graded)
      #expect(grade.count == count, "\(rounding) \(estimate)")
      #expect(grade.right == Money(units: 8))
    }
  }

  @Test("the count check asks the running count (+4) and the true count (+4, right within the floor rounding)")
  func countCheckHandWorked() throws {
    for (running, trueAnswer, runningRight, trueRight) in [
      ("+4", "4.5", true, true), ("3", "5", false, false), ("4", "+4", true, true), ("4", "4.99", true, true),
    ] {
      var session = try Self.session(try Self.options())
      session.coach.countPlay?.roundsUntilCheck = 1
      _ = session.handle(.line("bet 1"))
      var last = ""
      for line in Self.roundOne { last = session.handle(.line(line)) }
      #expect(last.hasSuffix("Count check: the dealer asks for the running count. (Type it, e.g. +3 or -2.)\n"))
      #expect(session.mode.kind == .countCheck)
      #expect(session.prompt == "[count check | running count?] > ")
      let first = session.handle(.line(running))
      #expect(
        first.hasPrefix(
          runningRight ? "Right: the running count is +4.\n" : "Wrong: the running count is +4 (you said +3).\n"))
      #expect(first.contains("And the true count? (45 cards unseen, 0.87 decks as the table reads them"))
      let second = session.handle(.line(trueAnswer))
      let how = "(+4 over 0.87 decks is +4.62, rounded down)"
      #expect(
        second
          == (trueRight
            ? "Right: the true count is +4 \(how).\n" : "Wrong: the true count is +4 \(how); you said +5.\n"))
      #expect(session.mode.kind == .betting)
      let tally = try #require(session.coach.countPlay?.tally)
      #expect(tally.running == 1 && tally.runningRight == (runningRight ? 1 : 0))
      #expect(tally.trueCounts == 1 && tally.trueRight == (trueRight ? 1 : 0))
    }
  }

  @Test("KO, unbalanced, is asked only the running count and bets by it: 0 + 6 (2-7) − 1 (T) = +5")
  func unbalancedSystem() throws {
    var options = try Self.options()
    options.counting.system = .knockOut
    var session = try Self.session(options)
    session.coach.countPlay?.roundsUntilCheck = 1
    _ = session.handle(.line("bet 1"))
    for line in Self.roundOne { _ = session.handle(.line(line)) }
    // One deck: KO starts at 4 − 4 × 1 = 0; 2 3 4 5 6 7 count +1 each, the ten −1.
    #expect(session.handle(.line("+5")) == "Right: the running count is +5.\n")
    #expect(session.mode.kind == .betting)
    // The ramp bets 8 units at a running count of +4 or more: 8.00 is right, 4.00 is not.
    let graded = session.gradeBet(Money(units: 4), spots: 1)
    #expect(graded?.count == 5 && graded?.right == Money(units: 8) && graded?.isRight == false)
    #expect(!session.handle(.line("bet 8")).contains("Ramp:"))
    let tally = try #require(session.coach.countPlay?.tally)
    #expect(tally.bets == 2 && tally.betsRight == 2 && tally.running == 1 && tally.trueCounts == 0)
  }

  @Test("during a count check every bad answer or command is one line and changes nothing")
  func badAnswers() throws {
    var session = try Self.session(try Self.options())
    session.coach.countPlay?.roundsUntilCheck = 1
    _ = session.handle(.line("bet 1"))
    for line in Self.roundOne { _ = session.handle(.line(line)) }
    let refusals = [
      "": "empty line; the dealer asked for the running count: type it as a number, e.g. +3 or -2",
      "abc": "'abc' is not a count; the dealer asked for the running count: type it as a number, e.g. +3 or -2",
      "count": "'count' would give the answer away; the dealer asked for the running count: type it as a number,"
        + " e.g. +3 or -2 first",
      "hint": "'hint' would give the answer away; the dealer asked for the running count: type it as a number,"
        + " e.g. +3 or -2 first",
      "bet 5": "not now: the dealer asked for the running count: type it as a number, e.g. +3 or -2 first ('help'"
        + " and 'quit' work meanwhile)",
      "rules set 6d": "the rules do not change during a count check; the dealer asked for the running count: type it"
        + " as a number, e.g. +3 or -2 first",
      "4 4": "'4' is not a count; the dealer asked for the running count: type it as a number, e.g. +3 or -2",
      "1e400": "'1e400' is not a count; the dealer asked for the running count: type it as a number, e.g. +3 or -2",
      "nan": "'nan' is not a count; the dealer asked for the running count: type it as a number, e.g. +3 or -2",
    ]
    for (line, refusal) in refusals.sorted(by: { $0.key < $1.key }) {
      let reply = session.respond(to: .line(line))
      #expect(Self.isOneLineRefusal(reply), "'\(line)'")
      #expect(reply.text == refusal + "\n", "'\(line)'")
      #expect(session.mode.kind == .countCheck && session.coach.countPlay?.tally.running == 0)
    }
    let junk = session.respond(to: .line(String(decoding: [0xFF, 0xFE, 0x00, 0x41], as: UTF8.self)))
    #expect(Self.isOneLineRefusal(junk) && session.mode.kind == .countCheck)
    // The shoe (the tray) and the statistics may be read meanwhile.
    #expect(!session.respond(to: .line("shoe")).isRefusal && !session.respond(to: .line("stats")).isRefusal)
    #expect(session.mode.kind == .countCheck)
    #expect(session.handle(.line("+4")).hasPrefix("Right: the running count is +4."))
  }

  @Test("scripted through the pipe reader with echo: the same seed gives the same transcript, bad answers refused")
  func throughThePipe() throws {
    func run() throws -> (String, Int) {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("countplay-\(UUID().uuidString)")
      try Data("bet 1\nhit\nhit\nhit\nstand\nabc\n+4\n4\nbet 2\nstand\nquit\n".utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let descriptor = open(url.path, O_RDONLY)
      defer { close(descriptor) }
      var session = try Self.session(try Self.options())
      session.coach.countPlay?.roundsUntilCheck = 1
      var reader = PipeLineReader(fileDescriptor: descriptor)
      var output = ""
      var refusals = 0
      session.run(reader: &reader, echo: true) { reply in
        output += reply.text
        if reply.isRefusal { refusals += 1 }
        return true
      }
      return (output, refusals)
    }
    let (text, refusals) = try run()
    let again = try run()
    #expect(again.0 == text && again.1 == refusals)
    #expect(refusals == 1)
    #expect(
      text.contains(
        "[count check | running count?] > abc\n'abc' is not a count; the dealer asked for the running count: type it"
          + " as a number, e.g. +3 or -2\n[count check | running count?] > +4\nRight: the running count is +4.\n"))
    #expect(text.contains("[count check | true count?] > 4\nRight: the true count is +4"))
    #expect(text.contains("Ramp: at true count +4 the ramp bets 8 units, 8.00; you bet 2.00."))
    #expect(text.contains("Bets against the ramp: 1 of 2 right; the others gave up 0.09 in expected value\n"))
    #expect(text.contains("Count checks: running count 1 of 1 right, true count 1 of 1 right\n"))
  }

  @Test("the moments of the count checks come from the seed: the same seed asks at the same rounds, 2 to 6 apart")
  func checksAreSeeded() throws {
    func checkedRounds(seed: UInt64) throws -> [Int] {
      var options = try Self.options(seed: seed, shoe: nil)
      options.rulesSpec = "6d"
      var session = try Self.session(options)
      var asked: [Int] = []
      var settled = 0
      while settled < 40 {
        let line: String
        switch session.mode.kind {
        case .betting: line = "bet 1"
        case .insurance: line = "no"
        case .countCheck:
          if session.countCheckPrompt == "[count check | running count?] > " { asked.append(settled) }
          line = "0"
        default: line = "stand"
        }
        let reply = session.handle(.line(line))
        if reply.contains("\nBankroll: ") || reply.hasPrefix("Bankroll: ") { settled += 1 }
      }
      return asked
    }
    let first = try checkedRounds(seed: 11)
    #expect(first == (try checkedRounds(seed: 11)))
    #expect(first.count >= 40 / 6)
    let gaps = zip([0] + first, first).map { $1 - $0 }
    #expect(gaps.allSatisfy { (2...6).contains($0) }, "\(gaps)")
    #expect(first != (try checkedRounds(seed: 12)))
  }

  @Test("the simulated figures are the simulator's flat EV by count, for the same rules, system and seed 1")
  func simulatedFigures() throws {
    var options = try Self.options(shoe: nil)
    options.counting.figures = nil
    options.counting.figureRounds = 20_000
    var session = try Self.session(options)
    let rules = try Rules(spec: "1d")
    var counter = Counter(system: .hiLo)
    counter.ramp = try #require(options.counting.ramp)
    // An independent reading: one chunk's sums by count, divided here (not through CountOdds).
    let simulation = Simulation(
      rules: rules, strategy: .basic(session.basicStrategy()), rounds: 20_000, seed: 1, counter: counter)
    let counting = try #require(simulation.runChunk(0).counting)
    for count in [-2, 0, 2] {
      let sums = counting.byCount[count - CountingStats.countRange.lowerBound]
      let mean = Double(sums.flatNetCents) / Double(sums.rounds) / 100
      let read = session.rampFigure(at: count)
      let figure = try #require(read)
      #expect(abs(figure - mean) < 1e-12, "count \(count)")
    }
  }

  @Test("a profile keeps every graded bet and count check; stats all tallies them over sessions")
  func profileKeepsTheGrades() throws {
    let directory = ProfileDirectory()
    var driver = try profileSession(directory.database, options: try Self.options())
    driver.coach.countPlay?.roundsUntilCheck = 1
    _ = driver.handle(.line("bet 1"))
    for line in Self.roundOne { _ = driver.handle(.line(line)) }
    _ = driver.handle(.line("3"))
    _ = driver.handle(.line("4"))
    driver.coach.countPlay?.checkDue = false
    _ = driver.handle(.line("bet 2"))
    let store = try ProfileStore(path: directory.database)
    let checks = try store.countChecks(profile: "default")
    try #require(checks.count == 4)
    #expect(
      checks[0]
        == CountCheckRecord(kind: .bet, system: "Hi-Lo", count: 0, expected: 100, answer: 100, correct: true, evCost: 0)
    )
    #expect(
      checks[1]
        == CountCheckRecord(
          kind: .running, system: "Hi-Lo", count: 4, expected: 4, answer: 3, correct: false, evCost: nil))
    // The exact true count, 4 × 52 / 45, kept before rounding.
    #expect(checks[2].kind == .trueCount && abs(checks[2].count - 4 * 52.0 / 45) < 1e-12)
    #expect(checks[2].expected == 4 && checks[2].answer == 4 && checks[2].correct && checks[2].evCost == nil)
    #expect(checks[3].kind == .bet && checks[3].count == 4 && checks[3].expected == 800 && checks[3].answer == 200)
    #expect(!checks[3].correct && abs((checks[3].evCost ?? 0) - 0.09) < 1e-12)
    _ = driver.handle(.line("stand"))
    _ = driver.handle(.line("quit"))
    driver.close()
    var again = try profileSession(directory.database, options: try Self.options())
    let all = again.handle(.line("stats all"))
    #expect(all.contains("Bets against the ramp: 1 of 2 right; the others gave up 0.09 in expected value\n"))
    #expect(all.contains("Count checks: running count 0 of 1 right, true count 1 of 1 right\n"))
    _ = again.handle(.line("quit"))
    again.close()
  }
}
