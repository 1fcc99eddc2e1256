import BlackjackCounting
import BlackjackProfile
import BlackjackText
import BlackjackTraining
import CardKit

// The counting drills of issue 32: `drill countdown`, `drill true-count`, `drill decks` and `drill pairs`. Each is
// graded, timed with the coach's clock (tests give their own) and scored against its skill's target
// (``DrillSkill/target``).

extension REPLSession {
  /// The decks of a counting drill: `--decks N` (from `least` to 8), or the table's (6 for an infinite deck).
  mutating func drillDecks(_ text: String?, least: Int = 1) -> Int? {
    guard let text else { return max(least, rules.deckCount ?? 6) }
    guard let value = Int(text), (least...8).contains(value) else {
      refuse("--decks '\(text)' is not a shoe; give \(least) to 8 decks")
      return nil
    }
    return value
  }

  /// The target of `skill` in words: "a deck in 25 s with no error", "90% right at 4 s an answer or less".
  static func targetText(_ skill: DrillSkill) -> String {
    let target = skill.target
    let seconds = DecimalFormat.fixed(target.seconds, digits: target.seconds.rounded() == target.seconds ? 0 : 1)
    if skill == .countdown { return "a deck in \(seconds) s with no error" }
    return "\(Int((target.accuracy * 100).rounded()))% right at \(seconds) s an answer or less"
  }

  /// "Target (…): met." or "not met yet.", for a run of `score` over `units` units.
  static func targetLine(_ skill: DrillSkill, _ score: DrillScore, units: Double) -> String {
    let met = skill.target.isMet(
      right: score.correct, answered: score.answered, seconds: seconds(score.time), units: units)
    return "Target (\(targetText(skill))): \(met ? "met" : "not met yet")."
  }

  /// "+3" or "-1.5" in the session's counting system's digits.
  func countText(_ value: Double) -> String {
    DecimalFormat.signed(value, digits: countingSystem.tagsAreWhole ? 0 : 1)
  }

  /// A count typed as an answer ("+3", "-2", "0", "1.5"), or `nil` after refusing the line.
  mutating func countAnswerValue(_ word: String, what: String) -> Double? {
    let text = word.hasPrefix("+") ? String(word.dropFirst()) : word
    guard let value = Double(text), value.isFinite, abs(value) <= 1000 else {
      refuse("'\(word)' is not \(what); type a number, e.g. '+3' or '-2', or 'stop'")
      return nil
    }
    return value
  }

  /// The time since `start` on the coach's clock, never negative.
  func elapsed(since start: Duration) -> Duration { max(.zero, coach.now() - start) }

  /// "2.4 s".
  static func secondsText(_ duration: Duration) -> String { "\(DecimalFormat.fixed(seconds(duration), digits: 1)) s" }

  // MARK: drawing the tray

  /// The discard tray drawn in text: a box of a row per half deck of the shoe, filled from the bottom to the
  /// nearest half deck in the tray.
  func trayLines(_ tray: DiscardTray) -> [String] {
    let ascii = screen.renderer.style.ascii
    let full = String(repeating: ascii ? "#" : "█", count: 8)
    let empty = String(repeating: " ", count: 8)
    let side = ascii ? "|" : "│"
    let rows = 2 * tray.decks
    var lines = ["Discard tray (\(tray.decks)-deck shoe):"]
    for row in (0..<rows).reversed() {
      lines.append("  \(side)\(row < tray.halfDecks ? full : empty)\(side)")
    }
    lines.append(ascii ? "  +--------+" : "  └────────┘")
    return lines
  }

  // MARK: countdown

  /// Starts `drill countdown`: the first card is shown, and the clock runs.
  mutating func startCountdown(seed: UInt64, decks text: String?) {
    guard let decks = drillDecks(text) else { return }
    coach.drillsStarted += 1
    var drill = CountdownDrill(system: countingSystem, decks: decks, seed: seed)
    let deckWord = decks == 1 ? "a deck" : "\(decks) decks"
    say(
      "Countdown (\(countingSystem.name), \(deckWord), seed \(seed)): count the cards as they come; press Enter for"
        + " the next card. After the last, type the running count. Target: \(Self.targetText(.countdown)).")
    // A shoe of 1 to 8 decks has a first card.
    if let card = drill.next() { say("Card 1 of \(drill.cards.count): \(cardsText([card]))") }
    self.drill = .countdown(CountdownState(drill: drill, startedAt: coach.now()))
  }

  /// A line in the countdown: Enter for the next card, or the final count once all are shown.
  mutating func countdownLine(_ word: String, _ state: CountdownState) {
    var state = state
    guard state.drill.isOver else {
      if showNextCard(word, &state.drill) { drill = .countdown(state) }
      return
    }
    guard gradeCountdown(word, state.drill, startedAt: state.startedAt) != nil else { return }
    drill = nil
  }

  /// Enter in a countdown not yet over: shows the next card (and, after the last, asks the count). Returns `false`
  /// after refusing any other line.
  mutating func showNextCard(_ word: String, _ countdown: inout CountdownDrill) -> Bool {
    let total = countdown.cards.count
    guard word.isEmpty || word == "n" || word == "next" else {
      refuse("press Enter for the next card (\(countdown.shown) of \(total) shown), or 'stop' to end the drill")
      return false
    }
    // Called only before the last card is shown, so there is a next one.
    guard let card = countdown.next() else { return false }
    say("Card \(countdown.shown) of \(total): \(cardsText([card]))")
    if countdown.isOver { say("That was the last card. Running count?") }
    return true
  }

  /// Grades the final count of a countdown shown from `startedAt`: says right or wrong, the time and the target,
  /// and keeps the answer (the schedule moves it up only when the target is met). Returns whether the count was
  /// right and the target met, or `nil` after refusing the line.
  mutating func gradeCountdown(_ word: String, _ countdown: CountdownDrill, startedAt: Duration) -> (
    right: Bool, met: Bool, time: Duration
  )? {
    guard let answer = countAnswerValue(word, what: "a running count") else { return nil }
    let time = elapsed(since: startedAt)
    let right = countdown.isRight(answer)
    var score = DrillScore()
    score.add(correct: right, time: time)
    let total = countdown.cards.count
    let decks = countdown.decks
    let pace = DecimalFormat.fixed(Self.seconds(time) / Double(total), digits: 2)
    let count = countText(countdown.runningCount)
    say(
      right
        ? "Right: \(count), \(total) cards in \(Self.secondsText(time)) (\(pace) s a card)."
        : "Wrong: the running count is \(count), not \(countText(answer)); \(total) cards in"
          + " \(Self.secondsText(time)).")
    let met = DrillSkill.countdown.target.isMet(
      right: right ? 1 : 0, answered: 1, seconds: Self.seconds(time), units: Double(decks))
    recordDrill(
      .countdown, item: "\(decks) \(decks == 1 ? "deck" : "decks")", correct: right, seconds: Self.seconds(time),
      units: Double(decks), scheduled: met)
    say(Self.targetLine(.countdown, score, units: Double(decks)))
    return (right, met, time)
  }

  // MARK: true count

  /// Starts `drill true-count`.
  mutating func startTrueCountDrill(seed: UInt64, decks text: String?, svg path: String?) {
    guard let decks = drillDecks(text, least: 2), let svg = trayPictureFile(path) else { return }
    coach.drillsStarted += 1
    var drill = TrueCountDrill(decks: decks, seed: seed)
    say(
      "True-count drill (\(decks)-deck shoe, seed \(seed)): a running count and the discard tray; type the true"
        + " count, the running count per deck left (within half a point, or floored). 'stop' ends the drill."
        + " Target: \(Self.targetText(.trueCount)).")
    if let svg { say("Each tray is drawn to \(svg.path) (SVG) before its question.") }
    let question = drill.next()
    drawTray(question.tray, to: svg)
    say(trueCountQuestionLines(question))
    self.drill = .trueCount(TrueCountState(drill: drill, question: question, askedAt: coach.now(), svg: svg))
  }

  /// The file of `--svg FILE`: `.some(nil)` without the option, `nil` after refusing the path in one line.
  mutating func trayPictureFile(_ path: String?) -> TrayPictureFile?? {
    guard let path else { return .some(nil) }
    switch TrayPictureFile.checked(path) {
    case .success(let file): return file
    case .failure(let problem):
      refuse(problem.line)
      return nil
    }
  }

  /// Draws `tray` to the `--svg` file, if there is one; a write that fails is said, and the drill goes on in text.
  mutating func drawTray(_ tray: DiscardTray, to svg: TrayPictureFile?) {
    guard let svg, let problem = svg.write(tray) else { return }
    say("The tray was not drawn: \(problem.line).")
  }

  /// The tray and the running count of a true-count question.
  func trueCountQuestionLines(_ question: TrueCountDrill.Question) -> [String] {
    trayLines(question.tray)
      + ["Running count \(DecimalFormat.signed(Double(question.runningCount), digits: 0)). True count?"]
  }

  /// Grades a true-count answer and shows the next question.
  mutating func trueCountLine(_ word: String, _ state: TrueCountState) {
    var state = state
    guard let (right, time) = gradeTrueCount(word, state.question, askedAt: state.askedAt) else { return }
    state.score.add(correct: right, time: time)
    state.question = state.drill.next()
    drawTray(state.question.tray, to: state.svg)
    say(trueCountQuestionLines(state.question))
    state.askedAt = coach.now()
    drill = .trueCount(state)
  }

  /// Grades a true count for `question`, asked at `askedAt`: says right or wrong and how, and keeps the answer.
  /// Returns whether it was right and the time it took, or `nil` after refusing the line.
  mutating func gradeTrueCount(_ word: String, _ question: TrueCountDrill.Question, askedAt: Duration) -> (
    right: Bool, time: Duration
  )? {
    guard let answer = countAnswerValue(word, what: "a true count") else { return nil }
    let time = elapsed(since: askedAt)
    let right = question.isRight(answer)
    let left = DecimalFormat.fixed(question.tray.decksLeft, digits: 1)
    let running = DecimalFormat.signed(Double(question.runningCount), digits: 0)
    let exact = DecimalFormat.signed(question.trueCount, digits: 2)
    let how = "\(running) over \(left) decks left = \(exact); \(Self.secondsText(time))"
    say(right ? "Right (\(how))." : "Wrong: \(how).")
    recordDrill(
      .trueCount, item: "\(question.tray.decks) decks", correct: right, seconds: Self.seconds(time))
    return (right, time)
  }

  // MARK: decks

  /// Starts `drill decks`.
  mutating func startDecksDrill(seed: UInt64, decks text: String?, svg path: String?) {
    guard let decks = drillDecks(text), let svg = trayPictureFile(path) else { return }
    coach.drillsStarted += 1
    var drill = DeckEstimationDrill(decks: decks, seed: seed)
    say(
      "Decks drill (\(decks)-deck shoe, seed \(seed)): how many decks are in the tray? Answer in decks, to the half"
        + " deck (right within a quarter deck). 'stop' ends the drill. Target: \(Self.targetText(.decks)).")
    if let svg { say("Each tray is drawn to \(svg.path) (SVG) before its question.") }
    let tray = drill.next()
    drawTray(tray, to: svg)
    say(trayLines(tray) + ["Decks in the tray?"])
    self.drill = .decks(DecksState(drill: drill, tray: tray, askedAt: coach.now(), svg: svg))
  }

  /// Grades a decks answer and shows the next tray.
  mutating func decksLine(_ word: String, _ state: DecksState) {
    var state = state
    guard let (right, time) = gradeDecks(word, state.tray, askedAt: state.askedAt) else { return }
    state.score.add(correct: right, time: time)
    state.tray = state.drill.next()
    drawTray(state.tray, to: state.svg)
    say(trayLines(state.tray) + ["Decks in the tray?"])
    state.askedAt = coach.now()
    drill = .decks(state)
  }

  /// Grades the decks in `tray`, shown at `askedAt`: says right or wrong and how, and keeps the answer. Returns
  /// whether it was right and the time it took, or `nil` after refusing the line.
  mutating func gradeDecks(_ word: String, _ tray: DiscardTray, askedAt: Duration) -> (right: Bool, time: Duration)? {
    guard let answer = Double(word), answer.isFinite, answer >= 0, answer <= 8 else {
      refuse("'\(word)' is not a number of decks; type decks from 0 to 8, e.g. '2.5', or 'stop'")
      return nil
    }
    let time = elapsed(since: askedAt)
    let right = DeckEstimationDrill.isRight(answer, for: tray)
    let dealt = DecimalFormat.fixed(tray.decksDealt, digits: 2)
    let how = "\(tray.cards) cards, \(dealt) decks; \(Self.secondsText(time))"
    say(right ? "Right (\(how))." : "Wrong: \(how).")
    recordDrill(.decks, item: "\(tray.decks) decks", correct: right, seconds: Self.seconds(time))
    return (right, time)
  }

  // MARK: pairs

  /// Starts `drill pairs`.
  mutating func startPairsDrill(seed: UInt64, cards text: String?) {
    var size = 2
    if let text {
      guard let value = Int(text), (2...3).contains(value) else {
        refuse("--cards '\(text)' is not a group; give 2 or 3 cards")
        return
      }
      size = value
    }
    coach.drillsStarted += 1
    var drill = PairsDrill(system: countingSystem, groupSize: size, seed: seed)
    say(
      "Pairs drill (\(countingSystem.name), a deck in groups of \(size), seed \(seed)): type each group's count at a"
        + " glance (cancelling pairs count 0). 'stop' ends the drill. Target: \(Self.targetText(.pairs)).")
    let group = drill.next()
    say("Group: \(cardsText(group))")
    self.drill = .pairs(PairsState(drill: drill, group: group, askedAt: coach.now()))
  }

  /// Grades a group's count and shows the next group (or ends the drill with the deck).
  mutating func pairsLine(_ word: String, _ state: PairsState) {
    var state = state
    guard let (right, time) = gradePairs(word, state.group, askedAt: state.askedAt) else { return }
    state.score.add(correct: right, time: time)
    state.group = state.drill.next()
    guard !state.group.isEmpty else {
      drill = .pairs(state)
      leaveDrill()
      return
    }
    say("Group: \(cardsText(state.group))")
    state.askedAt = coach.now()
    drill = .pairs(state)
  }

  /// Grades the count of `group`, shown at `askedAt`: says right or wrong, and keeps the answer. Returns whether it
  /// was right and the time it took, or `nil` after refusing the line.
  mutating func gradePairs(_ word: String, _ group: [Card], askedAt: Duration) -> (right: Bool, time: Duration)? {
    guard let answer = countAnswerValue(word, what: "a group's count") else { return nil }
    let time = elapsed(since: askedAt)
    let value = PairsDrill.value(of: group, system: countingSystem)
    let right = answer == value
    say(
      right
        ? "Right: \(countText(value)) (\(Self.secondsText(time)))."
        : "Wrong: \(cardsText(group)) count \(countText(value)) (\(Self.secondsText(time))).")
    recordDrill(.pairs, item: "\(group.count) cards", correct: right, seconds: Self.seconds(time))
    return (right, time)
  }

  /// The closing lines of a counting drill of issue 32 left with `stop` (or at the end of its deck).
  mutating func leaveCountingDrill(_ state: DrillState) {
    switch state {
    case .countdown(let state):
      say("Countdown stopped after \(state.drill.shown) of \(state.drill.cards.count) cards; not scored.")
    case .trueCount(let state): closing("True-count drill", .trueCount, state.score)
    case .decks(let state): closing("Decks drill", .decks, state.score)
    case .pairs(let state): closing("Pairs drill", .pairs, state.score)
    default: break
    }
  }

  /// "Pairs drill over: 20 of 26 right (76%); 1.2 s an answer on average." and the target line.
  mutating func closing(_ name: String, _ skill: DrillSkill?, _ score: DrillScore) {
    let time =
      score.answered == 0
      ? "" : "; \(DecimalFormat.fixed(Self.seconds(score.time) / Double(score.answered), digits: 1)) s an answer"
    say("\(name) over: \(self.score(score.correct, of: score.answered))\(time).")
    if let skill, score.answered > 0 { say(Self.targetLine(skill, score, units: Double(score.answered))) }
  }

  /// Keeps a graded drill answer for the profile, and moves its item in the schedule (Leitner boxes): up a box when
  /// `scheduled` is right, back to box 0 when not. A guest keeps nothing.
  mutating func recordDrill(
    _ skill: DrillSkill, item: String, correct: Bool, seconds: Double, units: Double = 1, scheduled: Bool? = nil
  ) {
    guard !keeper.isGuest else { return }
    coach.drillAnswers.append(
      DrillAnswerRecord(
        skill: skill.rawValue, item: item, correct: correct, seconds: seconds, units: units, at: ProfileClock.now()))
    let key = DrillItem(skill, item)
    let entry = (loadedSchedule()[key] ?? LeitnerSchedule.Entry()).answered(
      correctly: scheduled ?? correct, at: coach.epochNow())
    coach.schedule?[key] = entry
    coach.scheduleChanges[key] = entry
  }

  /// The profile's drill schedule, read the first time it is needed (empty for a guest, or when it cannot be read).
  mutating func loadedSchedule() -> [DrillItem: LeitnerSchedule.Entry] {
    if let schedule = coach.schedule { return schedule }
    var schedule: [DrillItem: LeitnerSchedule.Entry] = [:]
    if let profile = keeper.profile, let records = try? profile.store.schedule(profile: profile.name) {
      for record in records {
        guard let skill = DrillSkill(rawValue: record.skill) else { continue }
        schedule[DrillItem(skill, record.item)] = LeitnerSchedule.Entry(
          box: record.box, due: record.due, right: record.right, wrong: record.wrong)
      }
    }
    coach.schedule = schedule
    return schedule
  }
}
