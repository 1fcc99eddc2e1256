import BlackjackCounting
import BlackjackEngine
import BlackjackProfile
import BlackjackSimulation
import BlackjackText
import BlackjackTraining
import CardKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension REPLSession {
  /// `coach on|off`.
  mutating func coachCommand(_ arguments: [String]) {
    switch arguments.map({ $0.lowercased() }) {
    case ["on"]:
      coach.isOn = true
      say("Coach on: each play off the basic-strategy chart is flagged as you make it, with what it cost.")
    case ["off"]:
      coach.isOn = false
      say("Coach off. 'mistakes' still lists the plays off the chart.")
    case []:
      say("The coach is \(coach.isOn ? "on" : "off"); 'coach on' or 'coach off' changes it.")
    default:
      refuse("coach takes on or off, e.g. 'coach on'")
    }
  }

  /// A decision was played: records a play off the chart among the session's mistakes and, with the coach on,
  /// says so. `cost` is the exact value given up against the best play per unit of the hand's bet (the value
  /// `stats` and the profile record), `stake` that bet.
  ///
  /// With a Hi-Lo count chosen, `counter` is the counter's play at the decision (see ``counterPlay(_:)``): an index
  /// play made at its count is no mistake and is said as such; an index play missed is said, not counted.
  mutating func noteDecision(
    _ decision: Decision, chose action: Action, basic: Action, cost: Double?, stake: Double, counter: CounterPlay?
  ) {
    let position = ChartPosition(situation: decision.hand, upCard: decision.upCard, legal: decision.legal)
    if let counter, counter.action != counter.chart {
      let play = counter.plays.first { $0.action == counter.action } ?? counter.plays[0]
      let at = "at \(Self.trueCountName(counter.trueCount)) the index play is \(condition(play))"
      if action == counter.action {
        if coach.isOn {
          say("Coach: you \(Self.pastTense(action)) \(Self.positionName(position)) against the chart: right, \(at).")
        }
        return
      }
      if action == basic {
        if coach.isOn { say("Coach: you played the chart's \(basic.name), but \(at).") }
        return
      }
    }
    guard action != basic else { return }
    // A play off the chart that the exact analysis calls the best for the cards left is not a mistake.
    if let cost, cost <= Self.noCost {
      if coach.isOn {
        say(
          "Coach: you \(Self.pastTense(action)) \(Self.positionName(position)); the chart"
            + " \(Self.presentTense(basic)), though for the cards left your play is the best one.")
      }
      return
    }
    coach.mistakes.record(
      at: position, choice: action.name, chart: basic.name, units: cost, money: cost.map { $0 * stake })
    guard coach.isOn else { return }
    let you = "you \(Self.pastTense(action)) \(Self.positionName(position))"
    let chart = "the chart \(Self.presentTense(basic))"
    guard let cost else {
      say("Coach: \(you); \(chart). (No exact cost: too few cards are unseen.)")
      return
    }
    say("Coach: \(you); \(chart); it cost \(Self.units(cost)) (\(DecimalFormat.fixed(cost * stake, digits: 2))).")
  }

  /// The largest exact cost that is no cost: below it, a play is as good as the best one (rounding in the analysis).
  static let noCost = 1e-9

  /// The insurance question was answered: a choice off the chart is recorded, and said with the coach on.
  mutating func noteInsurance(took: Bool, strategyTakes: Bool, evenMoney: Bool) {
    guard took != strategyTakes else { return }
    let words = { (yes: Bool) in yes ? "insurance yes" : "insurance no" }
    coach.mistakes.record(
      at: .insurance, choice: words(took), chart: words(strategyTakes), units: nil, money: nil)
    guard coach.isOn else { return }
    let what = evenMoney ? "even money" : "insurance"
    say(
      "Coach: you \(took ? "took" : "declined") \(what); the chart \(strategyTakes ? "takes" : "declines") it: it"
        + " \(TableRenderer.insurancePays) and the dealer has blackjack less than a third of the time.")
  }

  /// A cost in units of the bet: "0.31 units", or "under 0.01 units".
  static func units(_ cost: Double) -> String {
    cost < 0.005 ? "under 0.01 units" : "\(DecimalFormat.fixed(cost, digits: 2)) units"
  }

  /// An action in the past: "doubled", "stood on".
  static func pastTense(_ action: Action) -> String {
    switch action {
    case .hit: "hit"
    case .stand: "stood on"
    case .double: "doubled"
    case .split: "split"
    case .surrender: "surrendered"
    }
  }

  /// An action as the chart's: "hits", "stands".
  static func presentTense(_ action: Action) -> String {
    switch action {
    case .hit: "hits"
    case .stand: "stands"
    case .double: "doubles"
    case .split: "splits"
    case .surrender: "surrenders"
    }
  }

  /// The chart's action on a position: "hits soft 13 v 9", "stands on hard 16 v 2".
  static func presentTense(_ action: Action, on position: String) -> String {
    action == .stand ? "stands on \(position)" : "\(presentTense(action)) \(position)"
  }

  /// An up card as charts print it: 2–9, T, A.
  static func columnName(_ rank: Rank) -> String {
    rank.chartLabel
  }

  /// A chart row: "hard 16", "soft 13", "8,8".
  static func rowName(_ hand: IndexPlay.Hand) -> String {
    switch hand {
    case .hard(let total): "hard \(total)"
    case .soft(let total): "soft \(total)"
    case .pair(let points):
      { $0 + "," + $0 }(Rank.chartLabel(points: points))
    }
  }

  /// A chart position: "soft 13 v 9", "8,8 v T", "insurance".
  static func positionName(_ position: ChartPosition) -> String {
    guard let hand = position.hand else { return "insurance" }
    return "\(rowName(hand)) v \(columnName(position.upCard))"
  }

  // MARK: mistakes

  /// `mistakes` and `mistakes all`.
  mutating func mistakesCommand(_ arguments: [String]) {
    switch arguments.map({ $0.lowercased() }) {
    case []:
      let tally = coach.mistakes
      guard tally.count > 0 else {
        say(
          "No plays off the chart this session (\(stats.decisions) \(stats.decisions == 1 ? "decision" : "decisions"))."
        )
        return
      }
      say(
        "Plays off the chart this session: \(tally.count) of \(stats.decisions) decisions, expected cost"
          + " \(Self.units(tally.units)) (\(DecimalFormat.fixed(tally.money, digits: 2))):")
      say(mistakeLines(tally))
    case ["all"]:
      guard let profile = profileOrRefuse("mistakes all") else { return }
      let rounds: [RoundRecord]
      do {
        rounds = try profile.store.history(profile: profile.name)
      } catch {
        refuse(error.description)
        return
      }
      let (tally, decisions) = Self.mistakes(in: rounds)
      guard tally.count > 0 else {
        say("No plays off the chart in profile '\(profile.name)' (\(decisions) decisions in settled rounds).")
        return
      }
      say(
        "Plays off the chart in profile '\(profile.name)', every settled round: \(tally.count) of \(decisions)"
          + " decisions, expected cost \(Self.units(tally.units)) (\(DecimalFormat.fixed(tally.money, digits: 2))):")
      say(mistakeLines(tally))
    default:
      refuse("mistakes takes nothing or 'all', e.g. 'mistakes' or 'mistakes all'")
    }
  }

  /// One line per chart position, costliest first: "  soft 13 v 9: 2 (doubled 2); the chart hits; cost 0.62 units
  /// (6.20)".
  func mistakeLines(_ tally: MistakeTally) -> [String] {
    tally.ranked.map { group in
      let choices = group.choices.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      let chart = group.position.hand == nil ? "the chart: \(group.chart)" : "the chart plays \(group.chart)"
      let cost: String
      switch group.costed {
      case 0: cost = "no exact cost"
      case group.count: cost = "cost \(Self.units(group.units)) (\(DecimalFormat.fixed(group.money, digits: 2)))"
      default:
        cost =
          "cost \(Self.units(group.units)) (\(DecimalFormat.fixed(group.money, digits: 2))) for the \(group.costed)"
          + " with an exact value"
      }
      return "  \(Self.positionName(group.position)): \(group.count) (you played \(choices)); \(chart); \(cost)"
    }
  }

  /// The plays off the chart among recorded rounds' decisions (a stored cost is money; per unit it is divided by
  /// the round's initial bet, which is the bet of every hand decided on), and how many decisions there were.
  static func mistakes(in rounds: [RoundRecord]) -> (MistakeTally, Int) {
    var tally = MistakeTally()
    var decisions = 0
    for round in rounds {
      for decision in round.decisions {
        decisions += 1
        guard decision.choice != decision.basic else { continue }
        // Off the chart but the best play for the cards left: not a mistake, as at the table.
        if let cost = decision.evCost, cost <= Self.noCost { continue }
        let position: ChartPosition
        if decision.choice.hasPrefix("insurance") {
          position = .insurance
        } else {
          let cards = decision.cards.split(separator: " ").compactMap { Card($0)?.rank }
          guard let up = Card(decision.upCard)?.rank else { continue }
          position = ChartPosition(cards: cards, upCard: up)
        }
        let bet = Double(round.bet) / 100
        tally.record(
          at: position, choice: decision.choice, chart: decision.basic,
          units: decision.evCost.map { bet > 0 ? $0 / bet : 0 }, money: decision.evCost)
      }
    }
    return (tally, decisions)
  }

  // MARK: index hints

  /// The count the player has now, which `count` shows and `hint` plays the indices by: every card seen since the
  /// shuffle and the round's visible cards, and how many are unseen (the shoe and the dealer's face-down card, which
  /// counts as unseen until it is turned over); `nil` for an infinite deck.
  func playerCount() -> (count: CardCount, unseen: Int)? {
    guard let remaining = table.shoe.remainingCards, let decks = rules.deckCount else { return nil }
    let current = table.shoe.shuffleCount == seen.shuffles ? seen.cards : []
    var count = CardCount(system: countingSystem, decks: decks)
    count.count(current + (round.map(visibleCards) ?? []))
    let hidden = round.map { $0.isHoleCardRevealed ? 0 : $0.dealer.cards.count - 1 } ?? 0
    return (count, remaining.count + hidden)
  }

  /// The index table `hint` and `drill deviations` use: the Illustrious 18, with the Fab 4 under late surrender.
  var indexTable: IndexTable {
    rules.surrender == .late ? (try? IndexTable.illustrious18.adding(.fab4)) ?? .illustrious18 : .illustrious18
  }

  /// What a Hi-Lo counter plays on a decision now, when `play --count hilo` chose the count and an index play of
  /// ``indexTable`` is for this hand: the plays, the floored true count, the counter's action and the chart's.
  mutating func counterPlay(_ decision: Decision) -> CounterPlay? {
    guard coach.indexHints, countingSystem == .hiLo, let (count, unseen) = playerCount() else { return nil }
    let table = indexTable
    let plays = table.plays.filter { $0.applies(to: decision.hand, upCard: decision.upCard, legal: decision.legal) }
    guard !plays.isEmpty else { return nil }
    let trueCount = count.bettingCount(unseen: unseen, estimate: .exact, rounding: .floor)
    let chart = basicStrategy()
    return CounterPlay(
      table: table.name, plays: plays, trueCount: trueCount,
      action: table.action(for: decision, count: trueCount, chart: chart), chart: chart.action(for: decision))
  }

  /// "Hi-Lo TC +2".
  static func trueCountName(_ trueCount: Int) -> String {
    "Hi-Lo TC \(DecimalFormat.signed(Double(trueCount), digits: 0))"
  }

  /// An index play's condition: "stand 16 v T at TC ≥ 0".
  func condition(_ play: IndexPlay) -> String {
    "\(play.action.name) \(Self.playName(play)) at TC \(comparison(play.comparison)) \(play.index)"
  }

  /// The lines `hint` adds with a counting system chosen: each index play for this hand (or the insurance
  /// question) at the floored true count, and what the counter plays.
  mutating func indexHintLines(_ round: Round) -> [String] {
    guard coach.indexHints, let (count, unseen) = playerCount() else { return [] }
    guard countingSystem == .hiLo else {
      return ["(No index plays for \(countingSystem.name): the built-in Illustrious 18 and Fab 4 are for Hi-Lo.)"]
    }
    let table = indexTable
    if round.phase == .insurance {
      guard let play = table.insurance else { return [] }
      let trueCount = count.bettingCount(unseen: unseen, estimate: .exact, rounding: .floor)
      let takes = table.takesInsurance(count: trueCount)
      return [
        "Index play (\(table.name)): \(Self.trueCountName(trueCount)): take insurance at TC"
          + " \(comparison(play.comparison)) \(play.index), so \(takes ? "take it" : "decline it")."
      ]
    }
    guard round.phase == .playerTurn, let counter = counterPlay(currentDecision(round)) else { return [] }
    let verdict =
      counter.action == counter.chart
      ? "so play the chart: \(counter.chart.name)"
      : "so \(counter.action.name), not the chart's \(counter.chart.name)"
    let conditions = counter.plays.map(condition).joined(separator: "; ")
    return ["Index play (\(counter.table)): \(Self.trueCountName(counter.trueCount)): \(conditions), \(verdict)."]
  }

  /// An index play's hand and up card: "16 v T", "soft 18 v 2", "T,T v 6".
  static func playName(_ play: IndexPlay) -> String {
    guard let hand = play.hand else { return "insurance" }
    let row: String
    switch hand {
    case .hard(let total): row = "\(total)"
    default: row = rowName(hand)
    }
    return "\(row) v \(columnName(play.upCard))"
  }

  /// A comparison as printed: "≥", or ">=" with `--ascii`.
  func comparison(_ comparison: IndexPlay.Comparison) -> String {
    guard !screen.renderer.style.ascii else { return comparison.rawValue }
    switch comparison {
    case .atLeast: return "≥"
    case .above: return ">"
    case .atMost: return "≤"
    case .below: return "<"
    }
  }
}

/// What a Hi-Lo counter plays on a decision: the index plays for the hand, the floored true count, the counter's
/// action and the chart's.
struct CounterPlay {
  /// The index table's name.
  var table: String
  /// The index plays for the hand.
  var plays: [IndexPlay]
  /// The floored Hi-Lo true count.
  var trueCount: Int
  /// What the counter plays.
  var action: Action
  /// What the chart plays.
  var chart: Action
}

// MARK: bets against the ramp

extension REPLSession {
  /// The count the table bets by before the next deal, and the cards unseen then: the cards seen since the shuffle,
  /// or a fresh shoe when the deal will shuffle first (the cut card is out, or a continuous shuffler); `nil` on an
  /// infinite deck.
  func countBeforeDeal() -> (count: CardCount, unseen: Int)? {
    guard let (count, unseen) = playerCount(), let decks = rules.deckCount else { return nil }
    let shuffles =
      rules.shuffling == .continuous || (table.shoe.currentShoe.needsShuffle && table.shoe.stackedRemaining == 0)
    guard shuffles else { return (count, unseen) }
    return (CardCount(system: countingSystem, decks: decks), decks * 52)
  }

  /// `amount` on each of `spots` spots graded against the ramp at the count before the deal; `nil` without a ramp
  /// or a count (an infinite deck).
  mutating func gradeBet(_ amount: Money, spots: Int) -> BetGrade? {
    guard let play = coach.countPlay, let (count, unseen) = countBeforeDeal() else { return nil }
    let bettingCount = count.bettingCount(unseen: unseen, estimate: play.estimate, rounding: play.rounding)
    let counter = play.counter(system: countingSystem, minimum: tableMinimum, maximum: tableMaximum)
    var units = counter.units(at: bettingCount)
    // No more than the bankroll covers on every spot, in whole units (at least one: the table minimum).
    let unitCents = max(1, tableMinimum.cents)
    units = max(1, min(units, bankroll.cents / (unitCents * max(1, spots))))
    return BetGrade(
      count: bettingCount, units: units, right: tableMinimum * units, bet: amount, spots: max(1, spots),
      evPerUnit: rampFigure(at: bettingCount))
  }

  /// The mean result of a round at one unit at `count`: the flat figure the simulator keeps by count
  /// (``BlackjackSimulation/CountOdds``), counts beyond its range read at its ends; `nil` when no simulated round
  /// came at the count.
  mutating func rampFigure(at count: Int) -> Double? {
    guard let odds = rampFigures() else { return nil }
    let bucket = min(max(count, CountingStats.countRange.lowerBound), CountingStats.countRange.upperBound)
    return odds.entries.first { $0.count == bucket }?.mean
  }

  /// The per-count figures of the table's rules: those the options gave, or a simulation of a counter of the
  /// session's system, reading and rounding, playing the basic strategy of the rules (``CountPlay/figureRounds``
  /// rounds, seed ``CountPlay/figureSeed``: `simulate --count SYSTEM --rounds N --seed 1` keeps the same), run once
  /// per rules and kept.
  mutating func rampFigures() -> CountOdds? {
    guard var play = coach.countPlay else { return nil }
    if let given = play.givenFigures { return given }
    if let simulated = play.simulated, simulated.rules == rules { return simulated.odds }
    guard rules.deckCount != nil else { return nil }
    let counter = play.counter(system: countingSystem, minimum: tableMinimum, maximum: tableMaximum)
    let simulation = Simulation(
      rules: rules, strategy: .basic(basicStrategy()), rounds: play.figureRounds, seed: CountPlay.figureSeed,
      counter: counter)
    let result = Simulator(simulation: simulation, threads: Self.figureThreads).run()
    guard let counting = result.stats.counting else { return nil }
    let odds = CountOdds(counting)
    play.simulated = (rules, odds)
    coach.countPlay = play
    return odds
  }

  /// The threads the figures are simulated on (the figures are the same for any number).
  static var figureThreads: Int { max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)) }

  /// A bet was dealt: the grade is tallied, kept for the profile and, when the bet is off the ramp, said with the
  /// ramp's bet and what the difference is worth in expected value.
  mutating func noteBet(_ grade: BetGrade?) {
    guard let grade, var play = coach.countPlay else { return }
    play.tally.bets += 1
    if grade.isRight { play.tally.betsRight += 1 }
    let cost = grade.cost
    if !grade.isRight, let cost, cost > 0 { play.tally.betCost += cost }
    coach.countPlay = play
    recordCountCheck(
      .bet, count: Double(grade.count), expected: Double(grade.right.cents), answer: Double(grade.bet.cents),
      correct: grade.isRight, evCost: cost)
    guard !grade.isRight else { return }
    let by = countingSystem.isBalanced ? "true count" : "running count"
    let at = DecimalFormat.signed(Double(grade.count), digits: 0)
    let spots = grade.spots > 1 ? " on each spot" : ""
    var line =
      "Ramp: at \(by) \(at) the ramp bets \(grade.units) \(grade.units == 1 ? "unit" : "units"), \(grade.right)"
      + "\(spots); you bet \(grade.bet)."
    if let ev = grade.evPerUnit, let cost {
      let percent = DecimalFormat.signed(ev * 100, digits: 2)
      let money = DecimalFormat.fixed(abs(cost), digits: 2)
      line += " A unit bet at \(at) returns \(percent) % on average, so"
      line +=
        cost > 0
        ? " your bet gave up \(money) in expected value."
        : " your bet adds \(money) in expected value, for more risk than the ramp takes."
    } else {
      line += " (No expected cost: no simulated round came at \(at).)"
    }
    say(line)
  }
}
