import BlackjackCounting
import BlackjackEngine
import BlackjackProfile
import BlackjackText

// ``SessionMode/countCheck(_:)``: with `play --count SYSTEM --ramp STEPS`, at random moments between rounds (the
// session's seed decides which rounds, ``CountPlay``), the dealer asks for the running count and, for a balanced
// system, then for the true count. Each answer is graded, said, tallied for `stats` and kept in the profile; the
// session then goes back to betting. `count` and `hint` are refused meanwhile (they would give the answer away),
// as is anything that plays; `shoe` (the cards left, as a discard tray shows them), `stats`, `help` and `quit` work.

extension REPLSession {
  /// The commands a count check takes besides an answer.
  static let countCheckCommands: [PromptCommand] = [
    .shoe, .rules, .bankroll, .stats, .coach, .mistakes, .help, .quit,
  ]

  /// What the dealer asks now, in words: "running count", "true count".
  static func countCheckWhat(_ check: CountCheck) -> String {
    check.asking == .running ? "running count" : "true count"
  }

  /// The prompt during a count check: "[count check · running count?] > ".
  var countCheckPrompt: String? {
    guard case .countCheck(let check) = mode else { return nil }
    let dot = screen.renderer.style.ascii ? " | " : " · "
    return "[count check\(dot)\(Self.countCheckWhat(check))?] > "
  }

  /// After a line of a mode of the table: the count check to enter when one is due and the table is between rounds
  /// with a count to ask (its question said), or `nil`.
  mutating func countCheckDue() -> SessionMode? {
    guard var play = coach.countPlay, play.checkDue else { return nil }
    guard round == nil, !isFinished, let (count, unseen) = playerCount(), unseen > 0 else { return nil }
    play.checkDue = false
    coach.countPlay = play
    let decks = play.estimate.decks(unseen: unseen)
    let exact = count.runningCount / decks
    let check = CountCheck(
      running: count.runningCount, unseen: unseen, decks: decks, exactTrue: exact,
      trueCount: count.bettingCount(unseen: unseen, estimate: play.estimate, rounding: play.rounding))
    say("Count check: the dealer asks for the running count. (Type it, e.g. +3 or -2.)")
    return .countCheck(check)
  }

  /// A line during a count check: an answer, or one of ``countCheckCommands``.
  mutating func countCheckLine(_ words: [String], _ check: CountCheck) {
    let what = Self.countCheckWhat(check)
    let askAgain = "the dealer asked for the \(what): type it as a number, e.g. +3 or -2"
    guard let first = words.first else {
      refuse("empty line; \(askAgain)")
      return
    }
    if words.count == 1, let answer = Self.countAnswer(first) {
      answerCountCheck(answer, check)
      return
    }
    guard let command = CommandTable.command(named: first) else {
      refuse("'\(first)' is not a count; \(askAgain)")
      return
    }
    let arguments = Array(words.dropFirst())
    switch command {
    case .count, .hint:
      refuse("'\(command.name)' would give the answer away; \(askAgain) first")
    case .rules where !arguments.isEmpty:
      refuse("the rules do not change during a count check; \(askAgain) first")
    default:
      // The profile's commands only read; a guest is told they need a profile.
      guard Self.countCheckCommands.contains(command) || [.history, .profile, .leaderboard].contains(command) else {
        refuse("not now: \(askAgain) first ('help' and 'quit' work meanwhile)")
        return
      }
      run(command, arguments: arguments)
    }
  }

  /// A count as typed: "+3", "-2", "0", "4.5"; `nil` for anything else.
  static func countAnswer(_ word: String) -> Double? {
    let text = word.hasPrefix("+") ? String(word.dropFirst()) : word
    guard text.count <= 12, let value = Double(text), value.isFinite, abs(value) < 10_000,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
    else { return nil }
    return value
  }

  /// Grades an answer to the count check, says so, records it, and asks the true count or goes back to betting.
  mutating func answerCountCheck(_ answer: Double, _ check: CountCheck) {
    guard var play = coach.countPlay else { return }
    let digits = countingSystem.tagsAreWhole ? 0 : 1
    let said = DecimalFormat.signed(answer, digits: answer == answer.rounded() ? 0 : 1)
    switch check.asking {
    case .running:
      let correct = abs(answer - check.running) < 1e-9
      let actual = DecimalFormat.signed(check.running, digits: digits)
      play.tally.running += 1
      if correct { play.tally.runningRight += 1 }
      say(
        correct ? "Right: the running count is \(actual)." : "Wrong: the running count is \(actual) (you said \(said))."
      )
      recordCountCheck(.running, count: check.running, expected: check.running, answer: answer, correct: correct)
      coach.countPlay = play
      if countingSystem.isBalanced {
        var next = check
        next.asking = .trueCount
        say(
          "And the true count? (\(check.unseen) cards unseen, \(DecimalFormat.fixed(check.decks, digits: 2)) decks as"
            + " the table reads them; it bets by the true count \(play.roundingWords).)")
        enter(.countCheck(next))
        return
      }
    case .trueCount:
      // Right when it rounds as the table rounds to the table's true count: with floor, +2 and +2.7 both answer
      // an exact +2.7.
      let correct = play.rounding(answer) == check.trueCount
      let actual = DecimalFormat.signed(Double(check.trueCount), digits: 0)
      let how =
        "\(DecimalFormat.signed(check.running, digits: digits)) over \(DecimalFormat.fixed(check.decks, digits: 2))"
        + " decks is \(DecimalFormat.signed(check.exactTrue, digits: 2)), \(play.roundingWords)"
      play.tally.trueCounts += 1
      if correct { play.tally.trueRight += 1 }
      say(
        correct
          ? "Right: the true count is \(actual) (\(how))."
          : "Wrong: the true count is \(actual) (\(how)); you said \(said).")
      recordCountCheck(
        .trueCount, count: check.exactTrue, expected: Double(check.trueCount), answer: answer, correct: correct)
      coach.countPlay = play
    }
    enter(roundMode)
  }

  /// Keeps a graded answer or bet for the profile (a guest keeps nothing).
  mutating func recordCountCheck(
    _ kind: CountCheckRecord.Kind, count: Double, expected: Double, answer: Double, correct: Bool,
    evCost: Double? = nil
  ) {
    guard !keeper.isGuest else { return }
    keeper.countChecks.append(
      CountCheckRecord(
        kind: kind, system: countingSystem.name, count: count, expected: expected, answer: answer, correct: correct,
        evCost: evCost))
  }

  /// The greeting's line with a ramp: what is graded, and how.
  var countPlayGreeting: [String] {
    guard let play = coach.countPlay else { return [] }
    let by = countingSystem.isBalanced ? "true count" : "running count"
    return [
      "Counting \(countingSystem.name): each bet is graded against the ramp \(play.ramp.spec) (units of"
        + " \(tableMinimum)) at the \(by) before the deal, \(play.roundingWords); between rounds the dealer asks for"
        + " the count."
    ]
  }

  /// The lines `stats` and the session summary add with a ramp.
  var countPlayStatsLines: [String] { coach.countPlay?.tally.lines ?? [] }

  /// The lines `stats all` adds for a profile that counted while playing: its bets and count checks over every
  /// session.
  static func countCheckLines(_ summary: CountCheckSummary) -> [String] {
    let bets = summary[.bet]
    let running = summary[.running]
    let trueCounts = summary[.trueCount]
    guard bets.total + running.total + trueCounts.total > 0 else { return [] }
    var checks = "Count checks: running count \(running.correct) of \(running.total) right"
    if trueCounts.total > 0 { checks += ", true count \(trueCounts.correct) of \(trueCounts.total) right" }
    return [
      "Bets against the ramp: \(bets.correct) of \(bets.total) right; the others gave up"
        + " \(DecimalFormat.fixed(bets.evCost, digits: 2)) in expected value",
      checks,
    ]
  }
}
