import BlackjackCounting
import BlackjackEngine
import BlackjackText
import BlackjackTraining

/// `drill due` at the prompt: the chart cells and index plays due in the schedule, weakest first, one at a time.
struct DueState {
  /// A card on the screen.
  enum Card {
    /// A chart cell's hand.
    case strategy(StrategyDrill.Question)
    /// An index play's hand.
    case deviation(DeviationDrill.Question)
  }

  /// The items still to ask after ``current``, weakest first; an item answered wrong goes back at the end.
  var queue: [DrillItem]
  /// The item asked and its hand.
  var current: (item: DrillItem, card: Card)
  /// Deals the hands of chart cells.
  var strategy: StrategyDrill
  /// Deals the hands of index plays (`nil` when none arise under the rules).
  var deviations: DeviationDrill?
  /// The answers so far.
  var score = DrillScore()
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
        + " first; type the play, or yes/no for insurance. A right answer moves an item up a box (due again in 1, 3,"
        + " 7, 14, then 30 days); a wrong one back to box 0, and it comes again. 'stop' ends the drill.")
    if !also.isEmpty { say("Count drills due too: \(also.joined(separator: ", ")).") }
    var strategy = StrategyDrill(rules: rules, chart: basicStrategy(), seed: seed)
    var dealer = deviations
    let first = dueCard(cards[0], strategy: &strategy, deviations: &dealer)
    showDue(DueState(queue: Array(cards.dropFirst()), current: first, strategy: strategy, deviations: dealer))
  }

  /// "3 days" or "5 hours" or "12 minutes": how long until a time `seconds` away.
  static func waitText(_ seconds: Double) -> String {
    let minutes = Int((seconds / 60).rounded(.up))
    if minutes < 120 { return "\(minutes) \(minutes == 1 ? "minute" : "minutes")" }
    let hours = Int((seconds / 3600).rounded())
    if hours < 48 { return "\(hours) hours" }
    return "\(Int((seconds / 86_400).rounded())) days"
  }

  /// The hand for `item`.
  func dueCard(_ item: DrillItem, strategy: inout StrategyDrill, deviations: inout DeviationDrill?) -> (
    item: DrillItem, card: DueState.Card
  ) {
    if item.skill == .deviations, let play = deviations?.plays.first(where: { indexPlayLine($0) == item.item }),
      let question = deviations?.question(for: play)
    {
      return (item, .deviation(question))
    }
    let position = Self.chartCellsByName[item.item] ?? ChartPosition.drillable[0]
    return (item, .strategy(strategy.question(at: position)))
  }

  /// Shows the card asked and starts its clock.
  mutating func showDue(_ state: DueState) {
    switch state.current.card {
    case .strategy(let question): say(strategyQuestionLine(question))
    case .deviation(let question): say(deviationQuestionLine(question))
    }
    drill = .due(state)
    coach.questionShownAt = coach.now()
  }

  /// Grades an answer in `drill due`, moves the item in the schedule, and asks the next (or ends the drill).
  mutating func dueLine(_ word: String, _ state: DueState) {
    var state = state
    let item = state.current.item
    let right: Bool
    switch state.current.card {
    case .strategy(let question):
      guard let action = drillAction(word, legal: question.decision.legal, hand: question.decision.hand) else { return }
      let grade = state.strategy.answer(action, for: question)
      right = grade.isCorrect
      let position = Self.positionName(question.position)
      say(
        right
          ? "Right: the chart \(Self.presentTense(grade.chart, on: position))."
          : "Wrong: the chart \(Self.presentTense(grade.chart, on: position)), not \(action.name).")
    case .deviation(let question):
      guard var deviations = state.deviations else { return }
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
      state.deviations = deviations
      right = grade.isCorrect
      let expected: String
      switch grade.expected {
      case .action(let action): expected = action.name
      case .insurance(let take): expected = take ? "take insurance" : "decline insurance"
      }
      let tc = "TC \(DecimalFormat.signed(Double(question.count), digits: 0))"
      say(right ? "Right: \(expected) at \(tc) (\(item.item))." : "Wrong: \(expected) at \(tc) (\(item.item)).")
    }
    let time = elapsed(since: coach.questionShownAt)
    state.score.add(correct: right, time: time)
    recordDrill(item.skill, item: item.item, correct: right, seconds: Self.seconds(time))
    if !right { state.queue.append(item) }
    guard !state.queue.isEmpty else {
      drill = .due(state)
      say("Nothing more is due.")
      leaveDrill()
      return
    }
    let next = state.queue.removeFirst()
    state.current = dueCard(next, strategy: &state.strategy, deviations: &state.deviations)
    showDue(state)
  }
}
