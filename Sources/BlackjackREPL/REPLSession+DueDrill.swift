import BlackjackCounting
import BlackjackEngine
import BlackjackText
import BlackjackTraining
import CardKit

/// `drill due` at the prompt: the items due in the schedule — chart cells, index plays and count drills' levels —
/// weakest first, one at a time.
struct DueState {
  /// A card on the screen.
  enum Card {
    /// A chart cell's hand.
    case strategy(StrategyDrill.Question)
    /// An index play's hand.
    case deviation(DeviationDrill.Question)
    /// A countdown of a deck or more, a card per Enter, timed from its first card.
    case countdown(CountdownDrill)
    /// A true-count question.
    case trueCount(TrueCountDrill.Question)
    /// A tray whose decks are asked.
    case decks(DiscardTray)
    /// A group of cards whose count is asked.
    case pairs([CardKit.Card])
    /// A count drill's shoe, dealt to its first question, whose running count is asked.
    case count(CountDrill)
  }

  /// The items still to ask after ``current``, weakest first; an item answered wrong goes back at the end.
  var queue: [DrillItem]
  /// The item asked and its hand.
  var current: (item: DrillItem, card: Card)
  /// What deals the cards.
  var dealers: DueDealers
  /// The answers so far.
  var score = DrillScore()
}

/// The drills `drill due` deals its cards from: each count drill at a level is the drill its own command starts
/// with the same seed (`drill true-count --decks 6 --seed S` asks what `drill due --seed S` asks of "true-count
/// (6 decks)" first), and goes on from there when its item comes again.
struct DueDealers {
  /// The seed of `drill due`.
  var seed: UInt64
  /// Deals the hands of chart cells.
  var strategy: StrategyDrill
  /// Deals the hands of index plays (`nil` when none arise under the rules).
  var deviations: DeviationDrill?
  /// The true-count drills by the decks of their shoe.
  var trueCounts: [Int: TrueCountDrill] = [:]
  /// The decks drills by the decks of their shoe.
  var decks: [Int: DeckEstimationDrill] = [:]
  /// The pairs drills by the cards of a group.
  var pairs: [Int: PairsDrill] = [:]
  /// The countdowns dealt so far.
  var countdowns = 0
  /// The count drills' shoes dealt so far.
  var counts = 0

  /// The seed of the next shoe of the drill whose shoes dealt so far `dealt` counts (and counts one more): the seed of
  /// `drill due` for the first, each later one a seed further on.
  mutating func nextSeed(_ dealt: WritableKeyPath<DueDealers, Int>) -> UInt64 {
    self[keyPath: dealt] += 1
    return seed &+ UInt64(self[keyPath: dealt] - 1)
  }

  /// The next question of the drill kept in `drills` for `level` (`start` the first time), asked by `next`.
  mutating func deal<Drill, Question>(
    _ drills: WritableKeyPath<DueDealers, [Int: Drill]>, _ level: Int, start: @autoclosure () -> Drill,
    next: (inout Drill) -> Question
  ) -> Question {
    var drill = self[keyPath: drills][level] ?? start()
    let question = next(&drill)
    self[keyPath: drills][level] = drill
    return question
  }

  /// The level of a count drill's item that `drill due` can serve: the decks of "6 decks" (or "1 deck"; `drill count`
  /// keeps "1 decks") within the drill's range, the cards of "2 cards" for pairs; `nil` for any other item.
  static func level(of item: DrillItem) -> Int? {
    let words = item.item.split(separator: " ")
    guard words.count == 2, let number = Int(words[0]) else { return nil }
    let range: ClosedRange<Int>
    switch item.skill {
    case .countdown, .decks, .count: range = 1...8
    case .trueCount: range = 2...8
    case .pairs: range = 2...3
    default: return nil
    }
    let unit =
      item.skill == .pairs ? ["cards"] : item.skill == .count ? ["deck", "decks"] : number == 1 ? ["deck"] : ["decks"]
    return range.contains(number) && unit.contains(String(words[1])) ? number : nil
  }
}

extension REPLSession {
  /// The chart cells by the names the drills record them under ("hard 16 v T").
  static let chartCellsByName: [String: ChartPosition] = Dictionary(
    ChartPosition.drillable.map { (positionName($0), $0) }, uniquingKeysWith: { first, _ in first })

  /// Starts `drill due`: the items of the profile's schedule due now, weakest first (Leitner boxes).
  mutating func startDueDrill(seed: UInt64) {
    guard !keeper.isGuest else {
      refuse("drill due serves the schedule a profile keeps; start with 'blackjack play --profile NAME'")
      return
    }
    let schedule = loadedSchedule()
    let now = coach.epochNow()
    let deviations = DeviationDrill(table: indexTable, chart: basicStrategy(), rules: rules, seed: seed &+ 1)
    let plays = Set(deviations?.plays.map { indexPlayLine($0) } ?? [])
    var cards: [DrillItem] = []
    var others: [DrillItem] = []
    for item in LeitnerSchedule.due(schedule, at: now) {
      switch item.skill {
      case .strategy where Self.chartCellsByName[item.item] != nil: cards.append(item)
      case .deviations where plays.contains(item.item): cards.append(item)
      case _ where DueDealers.level(of: item) != nil: cards.append(item)
      default: others.append(item)
      }
    }
    let counting = others.filter { $0.skill != .strategy && $0.skill != .deviations }
    let also = counting.map { "\($0.skill.rawValue) (\($0.item))" }
    guard !cards.isEmpty else {
      var line = schedule.isEmpty ? "Nothing is scheduled yet: drills add what they ask." : "Nothing is due to flash."
      if !also.isEmpty { line += " Count drills due: \(also.joined(separator: ", "))." }
      if let next = schedule.values.filter({ !$0.isDue(at: now) }).map(\.due).min() {
        line += " The next item is due in \(Self.waitText(next - now))."
      }
      say(line)
      return
    }
    coach.drillsStarted += 1
    say(
      "Due drill (Leitner boxes, seed \(seed)): \(cards.count) \(cards.count == 1 ? "item" : "items") due, weakest"
        + " first; type the play, or yes/no for insurance, or the count a count drill asks. A right answer moves an"
        + " item up a box (due again in 1, 3, 7, 14, then 30 days); a wrong one back to box 0, and it comes again."
        + " 'stop' ends the drill.")
    if !also.isEmpty { say("Count drills due too: \(also.joined(separator: ", ")).") }
    var dealers = DueDealers(
      seed: seed, strategy: StrategyDrill(rules: rules, chart: basicStrategy(), seed: seed), deviations: deviations)
    let first = dueCard(cards[0], &dealers)
    showDue(DueState(queue: Array(cards.dropFirst()), current: first, dealers: dealers))
  }

  /// "3 days" or "5 hours" or "12 minutes": how long until a time `seconds` away.
  static func waitText(_ seconds: Double) -> String {
    let minutes = Int((seconds / 60).rounded(.up))
    if minutes < 120 { return "\(minutes) \(minutes == 1 ? "minute" : "minutes")" }
    let hours = Int((seconds / 3600).rounded())
    if hours < 48 { return "\(hours) hours" }
    return "\(Int((seconds / 86_400).rounded())) days"
  }

  /// The card for `item`, dealt by `dealers`.
  func dueCard(_ item: DrillItem, _ dealers: inout DueDealers) -> (item: DrillItem, card: DueState.Card) {
    let seed = dealers.seed
    if let level = DueDealers.level(of: item) {
      switch item.skill {
      case .countdown:
        let drill = CountdownDrill(system: countingSystem, decks: level, seed: dealers.nextSeed(\.countdowns))
        return (item, .countdown(drill))
      case .trueCount:
        let question = dealers.deal(\.trueCounts, level, start: TrueCountDrill(decks: level, seed: seed)) { $0.next() }
        return (item, .trueCount(question))
      case .count:
        // The first shoe is the one 'drill count --decks N --seed S' deals; each later one a seed further on.
        let drill = CountDrill(system: countingSystem, decks: level, seed: dealers.nextSeed(\.counts))
        return (item, .count(drill))
      case .decks:
        let tray = dealers.deal(\.decks, level, start: DeckEstimationDrill(decks: level, seed: seed)) { $0.next() }
        return (item, .decks(tray))
      default:
        let group = dealers.deal(
          \.pairs, level, start: PairsDrill(system: countingSystem, groupSize: level, seed: seed)
        ) { drill in
          if drill.isOver { drill = PairsDrill(system: countingSystem, groupSize: level, seed: seed &+ 1) }
          return drill.next()
        }
        return (item, .pairs(group))
      }
    }
    if item.skill == .deviations,
      let play = dealers.deviations?.plays.first(where: { indexPlayLine($0) == item.item }),
      let question = dealers.deviations?.question(for: play)
    {
      return (item, .deviation(question))
    }
    let position = Self.chartCellsByName[item.item] ?? ChartPosition.drillable[0]
    return (item, .strategy(dealers.strategy.question(at: position)))
  }

  /// Shows the card asked and starts its clock.
  mutating func showDue(_ state: DueState) {
    var state = state
    switch state.current.card {
    case .strategy(let question): say(strategyQuestionLine(question))
    case .deviation(let question): say(deviationQuestionLine(question))
    case .countdown(var countdown):
      let deckWord = countdown.decks == 1 ? "a deck" : "\(countdown.decks) decks"
      say(
        "Countdown (\(countingSystem.name), \(deckWord)): press Enter for the next card; after the last, type the"
          + " running count. Target: \(Self.targetText(.countdown)).")
      // A shoe of 1 to 8 decks has a first card.
      if let card = countdown.next() { say("Card 1 of \(countdown.cards.count): \(cardsText([card]))") }
      state.current.card = .countdown(countdown)
    case .trueCount(let question): say(trueCountQuestionLines(question))
    case .decks(let tray): say(trayLines(tray) + ["Decks in the tray?"])
    case .pairs(let group): say("Group: \(cardsText(group))")
    case .count(var count):
      say(
        "Count (\(countingSystem.name), \(count.decks) \(count.decks == 1 ? "deck" : "decks")): keep the running count"
          + " as the cards come; type it when asked.")
      var shown = 0
      while true {
        let step = count.step()
        guard !step.cards.isEmpty else { break }
        say("Cards: \(cardsText(step.cards))")
        shown += step.cards.count
        if step.asks { break }
      }
      say("Running count?")
      state.current.card = .count(count)
      drill = .due(state)
      // At a terminal the cards come at the count drill's pace (``drillCardPause``): time the answer from the last.
      let pacing = Duration.milliseconds(Int(Double(shown) * CountDrillState.defaultPace * 1000))
      coach.questionShownAt = coach.now() + (coach.pacesCards ? pacing : .zero)
      return
    }
    drill = .due(state)
    coach.questionShownAt = coach.now()
  }

  /// Grades an answer in `drill due`, moves the item in the schedule, and asks the next (or ends the drill).
  mutating func dueLine(_ word: String, _ state: DueState) {
    var state = state
    let item = state.current.item
    let right: Bool
    // Whether the item comes again; a count drill's grader keeps its answer and moves its item itself.
    var again: Bool?
    switch state.current.card {
    case .strategy(let question):
      guard let action = drillAction(word, legal: question.decision.legal, hand: question.decision.hand) else { return }
      let grade = state.dealers.strategy.answer(action, for: question)
      right = grade.isCorrect
      let position = Self.positionName(question.position)
      say(
        right
          ? "Right: the chart \(Self.presentTense(grade.chart, on: position))."
          : "Wrong: the chart \(Self.presentTense(grade.chart, on: position)), not \(action.name).")
    case .deviation(let question):
      guard var deviations = state.dealers.deviations else { return }
      let answer: DeviationDrill.Answer
      if question.play.isInsurance {
        guard ["yes", "no", "y", "n"].contains(word) else {
          refuse("'\(word)' is not an answer; take insurance or not: yes or no (or 'stop')")
          return
        }
        answer = .insurance(word.hasPrefix("y"))
      } else {
        guard let action = drillAction(word, legal: question.decision.legal, hand: question.decision.hand) else {
          return
        }
        answer = .action(action)
      }
      let grade = deviations.answer(answer, for: question)
      state.dealers.deviations = deviations
      right = grade.isCorrect
      let expected: String
      switch grade.expected {
      case .action(let action): expected = action.name
      case .insurance(let take): expected = take ? "take insurance" : "decline insurance"
      }
      let tc = "TC \(DecimalFormat.signed(Double(question.count), digits: 0))"
      say(right ? "Right: \(expected) at \(tc) (\(item.item))." : "Wrong: \(expected) at \(tc) (\(item.item)).")
    case .countdown(var countdown):
      guard countdown.isOver else {
        if showNextCard(word, &countdown) {
          state.current.card = .countdown(countdown)
          drill = .due(state)
        }
        return
      }
      // Graded, kept and scheduled as `drill countdown` does: up a box only when the target is met.
      guard let grade = gradeCountdown(word, countdown, startedAt: coach.questionShownAt) else { return }
      right = grade.right
      state.score.add(correct: right, time: grade.time)
      again = !grade.met
    case .trueCount(let question):
      guard let grade = gradeTrueCount(word, question, askedAt: coach.questionShownAt) else { return }
      right = grade.right
      state.score.add(correct: right, time: grade.time)
      again = !right
    case .decks(let tray):
      guard let grade = gradeDecks(word, tray, askedAt: coach.questionShownAt) else { return }
      right = grade.right
      state.score.add(correct: right, time: grade.time)
      again = !right
    case .pairs(let group):
      guard let grade = gradePairs(word, group, askedAt: coach.questionShownAt) else { return }
      right = grade.right
      state.score.add(correct: right, time: grade.time)
      again = !right
    case .count(var count):
      let text = word.hasPrefix("+") ? String(word.dropFirst()) : word
      guard let answer = Double(text), answer.isFinite else {
        refuse("'\(word)' is not a count; type the running count as a number, e.g. '+3' or '-2', or 'stop'")
        return
      }
      let grade = count.answerRunning(answer)
      right = grade.isCorrect
      let time = elapsed(since: coach.questionShownAt)
      let actual = DecimalFormat.signed(grade.actual, digits: countingSystem.tagsAreWhole ? 0 : 1)
      let timeText = Self.secondsText(time)
      say(right ? "Right: \(actual) (\(timeText))." : "Wrong: the running count is \(actual) (\(timeText)).")
      // Kept under the item as 'drill count' keeps it.
      state.score.add(correct: right, time: time)
      recordDrill(.count, item: item.item, correct: right, seconds: Self.seconds(time))
      again = !right
    }
    if again == nil {
      let time = elapsed(since: coach.questionShownAt)
      state.score.add(correct: right, time: time)
      recordDrill(item.skill, item: item.item, correct: right, seconds: Self.seconds(time))
      again = !right
    }
    if again == true { state.queue.append(item) }
    guard !state.queue.isEmpty else {
      drill = .due(state)
      say("Nothing more is due.")
      leaveDrill()
      return
    }
    let next = state.queue.removeFirst()
    state.current = dueCard(next, &state.dealers)
    showDue(state)
  }
}
