import BlackjackCounting
import BlackjackEngine
import BlackjackProfile
import BlackjackText
import BlackjackTraining
import CardKit

extension REPLSession {
  /// The words that leave a drill.
  static let drillExits: Set<String> = ["stop", "exit", "quit", "q", ":q"]

  /// `drill strategy|count|deviations [options]`: starts a drill, between rounds.
  mutating func drillCommand(_ arguments: [String]) {
    let usage =
      "drill takes strategy, count, deviations, countdown, true-count, decks, pairs or due, e.g. 'drill strategy' or"
      + " 'drill countdown --decks 1'"
    guard let kind = arguments.first?.lowercased() else {
      refuse(usage)
      return
    }
    let allowed: [String: [String]] = [
      "strategy": ["--seed"], "count": ["--seed", "--decks", "--pace"], "deviations": ["--seed", "--tc"],
      "countdown": ["--seed", "--decks"], "true-count": ["--seed", "--decks", "--svg"],
      "decks": ["--seed", "--decks", "--svg"],
      "pairs": ["--seed", "--cards"], "due": ["--seed"],
    ]
    guard let names = allowed[kind] else {
      refuse("unknown drill '\(arguments[0])'; \(usage)")
      return
    }
    if let round {
      refuse("drills are between rounds; \(waitingFor(round))")
      return
    }
    var options: [String: String] = [:]
    var rest = arguments.dropFirst()
    while let word = rest.first {
      let name = word.lowercased()
      guard names.contains(name) else {
        refuse("drill \(kind) takes \(names.joined(separator: ", ")); '\(word)' is not one of them")
        return
      }
      guard let value = rest.dropFirst().first else {
        let example = ["--pace": "1.5", "--svg": "tray.svg"][name] ?? "3"
        refuse("\(name) needs a value, e.g. '\(name) \(example)'")
        return
      }
      options[name] = value
      rest = rest.dropFirst(2)
    }
    var seed = seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(coach.drillsStarted + 1)
    if let text = options["--seed"] {
      guard let value = UInt64(text) else {
        refuse("--seed '\(text)' is not a seed; give a whole number from 0 to \(UInt64.max)")
        return
      }
      seed = value
    }
    switch kind {
    case "strategy": startStrategyDrill(seed: seed)
    case "count": startCountDrill(seed: seed, decks: options["--decks"], pace: options["--pace"])
    case "countdown": startCountdown(seed: seed, decks: options["--decks"])
    case "true-count": startTrueCountDrill(seed: seed, decks: options["--decks"], svg: options["--svg"])
    case "decks": startDecksDrill(seed: seed, decks: options["--decks"], svg: options["--svg"])
    case "pairs": startPairsDrill(seed: seed, cards: options["--cards"])
    case "due": startDueDrill(seed: seed)
    default: startDeviationDrill(seed: seed, count: options["--tc"])
    }
  }

  /// The prompt while a drill runs.
  var drillPrompt: String? {
    guard let drill else { return nil }
    let dot = screen.renderer.style.ascii ? " | " : " · "
    switch drill {
    case .strategy(let trainer, let question):
      return
        "[strategy drill\(dot)\(trainer.correct)/\(trainer.answered)\(dot)\(question.decision.legal.actions.map(\.name).joined(separator: "/"))] > "
    case .count(let state):
      let asked = state.asking == .running ? "running count?" : "true count?"
      return "[count drill\(dot)\(state.drill.correct)/\(state.drill.asked)\(dot)\(asked)] > "
    case .deviations(let trainer, let question):
      let what =
        question.play.isInsurance
        ? "insurance? yes/no" : question.decision.legal.actions.map(\.name).joined(separator: "/")
      return "[deviations drill\(dot)\(trainer.correct)/\(trainer.answered)\(dot)\(what)] > "
    case .countdown(let state):
      let shown = "\(state.drill.shown)/\(state.drill.cards.count)"
      return "[countdown\(dot)\(shown)\(dot)\(state.drill.isOver ? "running count?" : "Enter: next card")] > "
    case .trueCount(let state):
      return "[true-count drill\(dot)\(state.score.correct)/\(state.score.answered)\(dot)true count?] > "
    case .decks(let state):
      return "[decks drill\(dot)\(state.score.correct)/\(state.score.answered)\(dot)decks in the tray?] > "
    case .pairs(let state):
      return "[pairs drill\(dot)\(state.score.correct)/\(state.score.answered)\(dot)count?] > "
    case .due(let state):
      return "[due drill\(dot)\(state.score.correct)/\(state.score.answered)\(dot)\(state.queue.count + 1) left] > "
    }
  }

  /// What Tab completes to in a drill: the plays, or nothing for a count.
  var drillCompletionContext: CompletionContext {
    guard case .strategy(_, let question) = drill else {
      if case .deviations(_, let question) = drill, !question.play.isInsurance {
        let actions = question.decision.legal.actions.compactMap { CommandTable.command(named: $0.name) }
        return CompletionContext(available: actions, preferred: actions)
      }
      return CompletionContext(available: [], preferred: [])
    }
    let actions = question.decision.legal.actions.compactMap { CommandTable.command(named: $0.name) }
    return CompletionContext(available: actions, preferred: actions)
  }

  /// The count drill's pace for the reply being written (0 outside the count drill and a count item of `drill due`).
  var drillCardPause: Double {
    if case .count(let state) = drill { return state.pace }
    if case .due(let state) = drill, case .count = state.current.card { return CountDrillState.defaultPace }
    return 0
  }

  /// A line typed during a drill (``SessionMode/drill(_:)``): an answer, or a word that leaves the drill.
  mutating func drillLine(_ text: String, _ drill: DrillState) {
    let word = text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    if Self.drillExits.contains(word) {
      leaveDrill()
      return
    }
    switch drill {
    case .strategy(let trainer, let question): strategyAnswer(word, trainer, question)
    case .count(let state): countAnswer(word, state)
    case .deviations(let trainer, let question): deviationAnswer(word, trainer, question)
    case .countdown(let state): countdownLine(word, state)
    case .trueCount(let state): trueCountLine(word, state)
    case .decks(let state): decksLine(word, state)
    case .pairs(let state): pairsLine(word, state)
    case .due(let state): dueLine(word, state)
    }
  }

  /// Ends the drill in progress, if any, with its score.
  mutating func leaveDrill() {
    guard let current = drill else { return }
    drill = nil
    switch current {
    case .strategy(let trainer, _):
      say("Strategy drill over: \(score(trainer.correct, of: trainer.answered)).")
      let weak = trainer.misses.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.order < $1.key.order }
      if !weak.isEmpty {
        let list = weak.prefix(5).map { "\(Self.positionName($0.key)) (\($0.value))" }.joined(separator: ", ")
        say("Still weak: \(list).")
      }
    case .count(let state):
      let answered = state.drill.asked
      let time =
        answered == 0
        ? ""
        : "; \(DecimalFormat.fixed(Self.seconds(state.answerTime) / Double(answered), digits: 1)) s an answer on average"
      say("Count drill over: \(score(state.drill.correct, of: answered))\(time).")
    case .deviations(let trainer, _):
      say("Deviations drill over: \(score(trainer.correct, of: trainer.answered)).")
    case .countdown, .trueCount, .decks, .pairs:
      leaveCountingDrill(current)
    case .due(let state):
      closing("Due drill", nil, state.score)
    }
  }

  /// "7 of 10 right (70%)".
  func score(_ correct: Int, of answered: Int) -> String {
    guard answered > 0 else { return "no answers" }
    return "\(correct) of \(answered) right (\(correct * 100 / answered)%)"
  }

  /// Cards in the session's style: "10S 6D" or "10♠ 6♦".
  func cardsText(_ cards: [Card]) -> String { screen.renderer.style.render(cards) }

  // MARK: strategy

  /// Starts the strategy drill, weighting the positions of this session's mistakes and the profile's.
  mutating func startStrategyDrill(seed: UInt64) {
    var misses = coach.mistakes.counts
    if let profile = keeper.profile, let rounds = try? profile.store.history(profile: profile.name) {
      for (position, count) in Self.mistakes(in: rounds).0.counts { misses[position, default: 0] += count }
    }
    var trainer = StrategyDrill(rules: rules, chart: basicStrategy(), seed: seed, misses: misses)
    coach.drillsStarted += 1
    let weak = trainer.misses.values.reduce(0, +)
    let weighting = weak == 0 ? "" : " Hands you have played off the chart come up more often."
    say(
      "Strategy drill (\(rules.spec), seed \(seed)): type the play for each hand — hit, stand, double, split or"
        + " surrender (h s d p r); 'stop' ends the drill.\(weighting)")
    let question = trainer.next()
    drill = .strategy(trainer, question)
    say(strategyQuestionLine(question))
    coach.questionShownAt = coach.now()
  }

  /// "You: 10S 6D (hard 16); dealer shows KC."
  func strategyQuestionLine(_ question: StrategyDrill.Question) -> String {
    let hand = question.position.hand.map(Self.rowName) ?? ""
    return "You: \(cardsText(question.cards)) (\(hand)); dealer shows \(cardsText([question.upCard]))."
  }

  /// The action a drill answer names, or `nil` after refusing the line.
  mutating func drillAction(_ word: String, legal: ActionSet, hand: HandSituation, allowInsurance: Bool = false)
    -> Action?
  {
    let choices = legal.actions.map(\.name).joined(separator: ", ")
    guard !word.isEmpty else {
      refuse("empty line; type the play (\(choices)), or 'stop' to end the drill")
      return nil
    }
    guard let command = CommandTable.command(named: word), command.isPlayerAction,
      let action = Action.allCases.first(where: { $0.name == command.name })
    else {
      refuse("'\(word)' is not a play; answer \(choices), or 'stop' to end the drill")
      return nil
    }
    guard legal.contains(action) else {
      let why = rules.reasonIllegal(action, for: hand) ?? "not allowed"
      refuse("\(action.name) is not allowed here (\(why)); answer \(choices)")
      return nil
    }
    return action
  }

  /// Grades a strategy answer and asks the next hand.
  mutating func strategyAnswer(_ word: String, _ trainer: StrategyDrill, _ question: StrategyDrill.Question) {
    var trainer = trainer
    guard let action = drillAction(word, legal: question.decision.legal, hand: question.decision.hand) else { return }
    let grade = trainer.answer(action, for: question)
    let position = Self.positionName(question.position)
    recordDrill(
      .strategy, item: position, correct: grade.isCorrect,
      seconds: Self.seconds(elapsed(since: coach.questionShownAt)))
    if grade.isCorrect {
      say("Right: the chart \(Self.presentTense(grade.chart, on: position)).")
    } else {
      say("Wrong: the chart \(Self.presentTense(grade.chart, on: position)), not \(action.name).")
      if let why = Self.reason(action: grade.chart, decision: question.decision) { say(why) }
    }
    let next = trainer.next()
    drill = .strategy(trainer, next)
    say(strategyQuestionLine(next))
    coach.questionShownAt = coach.now()
  }

  // MARK: count

  /// Starts the count drill with the session's counting system.
  mutating func startCountDrill(seed: UInt64, decks deckText: String?, pace paceText: String?) {
    var decks = rules.deckCount ?? 6
    if let deckText {
      guard let value = Int(deckText), (1...8).contains(value) else {
        refuse("--decks '\(deckText)' is not a shoe; give 1 to 8 decks")
        return
      }
      decks = value
    }
    var pace = CountDrillState.defaultPace
    if let paceText {
      guard let value = Double(paceText), value.isFinite, value >= 0, value <= 10 else {
        refuse("--pace '\(paceText)' is not a pace; give seconds a card from 0 to 10, e.g. '--pace 0.8'")
        return
      }
      pace = value
    }
    coach.drillsStarted += 1
    var state = CountDrillState(drill: CountDrill(system: countingSystem, decks: decks, seed: seed), pace: pace)
    let initial = Double(countingSystem.initialHalfPoints(decks: decks)) / 2
    let trueCount =
      countingSystem.isBalanced
      ? " and the true count"
      : " (it starts at \(DecimalFormat.signed(initial, digits: countingSystem.tagsAreWhole ? 0 : 1)))"
    say(
      "Count drill (\(countingSystem.name), \(decks) \(decks == 1 ? "deck" : "decks"), seed \(seed)): keep the"
        + " running count as the cards come (a card every \(DecimalFormat.fixed(pace, digits: 1)) s at a terminal);"
        + " when asked, type the running count\(trueCount). 'stop' ends the drill.")
    dealUntilQuestion(&state)
  }

  /// Deals steps until the drill asks (or the shoe is done, which ends the drill).
  mutating func dealUntilQuestion(_ state: inout CountDrillState) {
    var shown = 0
    while true {
      let step = state.drill.step()
      guard !step.cards.isEmpty else {
        say("The shoe is done: \(state.drill.unseen) cards left.")
        drill = .count(state)
        leaveDrill()
        return
      }
      say("Cards: \(cardsText(step.cards))")
      shown += step.cards.count
      if step.asks { break }
    }
    state.asking = .running
    say("Running count?")
    // At a terminal the question shows once the cards have come at their pace: time the answer from then.
    let pacing = coach.pacesCards ? Duration.milliseconds(Int(Double(shown) * state.pace * 1000)) : .zero
    state.askedAt = coach.now() + pacing
    drill = .count(state)
  }

  /// Seconds in a duration.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Grades a count answer, then asks the true count or deals on.
  mutating func countAnswer(_ word: String, _ state: CountDrillState) {
    var state = state
    let text = word.hasPrefix("+") ? String(word.dropFirst()) : word
    guard let answer = Double(text), answer.isFinite else {
      let what = state.asking == .running ? "running" : "true"
      refuse("'\(word)' is not a count; type the \(what) count as a number, e.g. '+3' or '-2', or 'stop'")
      return
    }
    let elapsed = max(.zero, coach.now() - state.askedAt)
    state.answerTime += elapsed
    let time = "\(DecimalFormat.fixed(Self.seconds(elapsed), digits: 1)) s"
    let digits = countingSystem.tagsAreWhole ? 0 : 1
    switch state.asking {
    case .running:
      let grade = state.drill.answerRunning(answer)
      recordDrill(
        .count, item: "\(state.drill.decks) decks", correct: grade.isCorrect, seconds: Self.seconds(elapsed))
      let actual = DecimalFormat.signed(grade.actual, digits: digits)
      say(grade.isCorrect ? "Right: \(actual) (\(time))." : "Wrong: the running count is \(actual) (\(time)).")
      if countingSystem.isBalanced {
        let unseen = state.drill.unseen
        let decks = DecimalFormat.fixed(Double(unseen) / 52, digits: 1)
        say("True count? (\(unseen) cards unseen, about \(decks) decks)")
        state.asking = .trueCount
        state.askedAt = coach.now()
        drill = .count(state)
        return
      }
    case .trueCount:
      let grade = state.drill.answerTrue(answer)
      recordDrill(
        .count, item: "\(state.drill.decks) decks", correct: grade.isCorrect, seconds: Self.seconds(elapsed))
      let actual = DecimalFormat.signed(grade.actual, digits: 1)
      let running = DecimalFormat.signed(state.drill.count.runningCount, digits: digits)
      let decks = DecimalFormat.fixed(Double(state.drill.unseen) / 52, digits: 2)
      let how = "\(running) over \(decks) decks"
      say(
        grade.isCorrect
          ? "Right: \(actual) (\(how); \(time))."
          : "Wrong: the true count is \(actual) (\(how); within 0.5 counts; \(time)).")
    }
    dealUntilQuestion(&state)
  }

  // MARK: deviations

  /// Starts the deviations drill: the Hi-Lo index table for the rules, at `--tc` or around each index.
  mutating func startDeviationDrill(seed: UInt64, count text: String?) {
    var fixed: Int?
    if let text {
      guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text), (-20...20).contains(value) else {
        refuse("--tc '\(text)' is not a true count; give a whole number from -20 to 20, e.g. '--tc 3'")
        return
      }
      fixed = value
    }
    let table = indexTable
    guard var trainer = DeviationDrill(table: table, chart: basicStrategy(), rules: rules, seed: seed, count: fixed)
    else {
      refuse("none of the \(table.name) plays can arise under \(rules.spec)")
      return
    }
    coach.drillsStarted += 1
    let at = fixed.map { " at true count \(DecimalFormat.signed(Double($0), digits: 0))" } ?? ""
    say(
      "Deviations drill (\(table.name), Hi-Lo true count floored; \(rules.spec), seed \(seed)): hands\(at) that have"
        + " an index play; type the play, or yes/no for insurance. 'stop' ends the drill.")
    for warning in table.warnings(for: rules, system: .hiLo) { say("Note: \(warning).") }
    let question = trainer.next()
    drill = .deviations(trainer, question)
    say(deviationQuestionLine(question))
    coach.questionShownAt = coach.now()
  }

  /// "Hi-Lo TC +2: you have 10S 6D (hard 16); dealer shows KC." or the insurance question.
  func deviationQuestionLine(_ question: DeviationDrill.Question) -> String {
    let tc = "Hi-Lo TC \(DecimalFormat.signed(Double(question.count), digits: 0))"
    let hand =
      ChartPosition(
        situation: question.decision.hand, upCard: question.upCard.rank, legal: question.decision.legal
      ).hand.map(Self.rowName) ?? ""
    let line = "\(tc): you have \(cardsText(question.cards)) (\(hand)); dealer shows \(cardsText([question.upCard]))"
    return question.play.isInsurance ? line + ". Insurance? (yes/no)" : line + "."
  }

  /// Grades a deviations answer and asks the next hand.
  mutating func deviationAnswer(_ word: String, _ trainer: DeviationDrill, _ question: DeviationDrill.Question) {
    var trainer = trainer
    let answer: DeviationDrill.Answer
    if question.play.isInsurance {
      let words = word.split(separator: " ").map(String.init)
      let last = words.last ?? ""
      guard ["yes", "no", "y", "n"].contains(last), words.count == 1 || words == ["insurance", last] else {
        refuse("'\(word)' is not an answer; take insurance or not: yes or no (or 'stop')")
        return
      }
      answer = .insurance(last.hasPrefix("y"))
    } else {
      guard let action = drillAction(word, legal: question.decision.legal, hand: question.decision.hand) else { return }
      answer = .action(action)
    }
    let grade = trainer.answer(answer, for: question)
    let play = question.play
    recordDrill(
      .deviations, item: indexPlayLine(play), correct: grade.isCorrect,
      seconds: Self.seconds(elapsed(since: coach.questionShownAt)))
    let condition =
      play.isInsurance
      ? "insurance at TC \(comparison(play.comparison)) \(play.index)"
      : "\(play.action.name) \(Self.playName(play)) at TC \(comparison(play.comparison)) \(play.index)"
    let expected: String
    switch grade.expected {
    case .action(let action): expected = action.name
    case .insurance(let take): expected = take ? "take insurance" : "decline insurance"
    }
    let tc = "TC \(DecimalFormat.signed(Double(question.count), digits: 0))"
    let why: String
    if grade.deviates {
      why = "\(expected) — at \(tc) the index play applies (\(condition))"
    } else if grade.expected == grade.chart {
      why = "\(expected), the chart's play — at \(tc) the index play (\(condition)) does not apply"
    } else {
      // The chart's play is itself an index play that does not hold here (the Fab 4's surrenders below their index).
      let chartPlay: String
      switch grade.chart {
      case .action(let action): chartPlay = action.name
      case .insurance: chartPlay = "insurance"
      }
      let decision = question.decision
      let others: [IndexPlay] = indexTable.plays.filter { (other: IndexPlay) -> Bool in
        other != play && other.applies(to: decision.hand, upCard: decision.upCard, legal: decision.legal)
      }
      if let holding = others.first(where: { $0.comparison.holds(question.count, $0.index) }) {
        why = "\(expected), not the chart's \(chartPlay) — at \(tc) the index play applies (\(indexPlayLine(holding)))"
      } else {
        let named: [String] = [condition] + others.map { indexPlayLine($0) }
        why =
          "\(expected), not the chart's \(chartPlay) — at \(tc) no index play applies (\(named.joined(separator: "; ")))"
      }
    }
    say(grade.isCorrect ? "Right: \(why)." : "Wrong: \(why).")
    let next = trainer.next()
    drill = .deviations(trainer, next)
    say(deviationQuestionLine(next))
    coach.questionShownAt = coach.now()
  }

  /// An index play as the drill names it: "surrender 15 v T at TC ≥ 0".
  func indexPlayLine(_ play: IndexPlay) -> String {
    "\(play.action.name) \(Self.playName(play)) at TC \(comparison(play.comparison)) \(play.index)"
  }
}
