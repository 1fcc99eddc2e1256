import BlackjackCounting
import BlackjackEngine
import BlackjackProfile
import BlackjackTraining
import CardKit
import Foundation
import Testing

@testable import BlackjackREPL

/// A scripted session with the options given, fed one line at a time: the transcript as `transcript(...)` writes it
/// (greeting, then each line after "> " and its reply), with the exact lines kept.
func coachTranscript(_ options: PlayOptions, _ lines: [String]) throws -> String {
  var session = try REPLSession(options: options, style: CardStyle(ascii: true))
  var text = session.greeting
  for line in lines {
    text += line.isEmpty ? ">\n" : "> \(line)\n"
    text += session.handle(.line(line))
  }
  return text
}

/// Options for a seeded guest table.
func coachOptions(shoe: String? = nil, rules: String? = nil, count: CountingSystem? = nil) throws -> PlayOptions {
  var options = PlayOptions()
  options.seed = 7
  options.rulesSpec = rules
  if let shoe { options.stackedCards = try PlayOptions.cards(from: shoe) }
  if let count {
    options.counting.system = count
    options.counting.chosen = true
  }
  return options
}

@Suite("The coach")
struct CoachTests {
  @Test("coach on flags a play off the chart as it is made, with its exact cost: 8,8 v T stood on")
  func flagsAStand() throws {
    let text = try coachTranscript(
      try coachOptions(shoe: "8S TH 8D 7C", rules: "INF S17 DAS"), ["coach on", "bet 10", "stand"])
    // Wizard of Odds, infinite deck S17 DAS: 8,8 v T split −.4807, stand −.5404; standing gives up 0.0597 units,
    // 0.597 on a bet of 10.00.
    #expect(text.contains("> stand\nCoach: you stood on 8,8 v T; the chart splits; it cost 0.06 units (0.60).\n"))
  }

  @Test("the issue's example: doubling soft 13 v 9 is flagged with the double's cost against the hit")
  func flagsADouble() throws {
    // A♠ 2♦ against 9♥ (hole 7♣), infinite deck S17 DAS. hint first, for the values.
    let text = try coachTranscript(
      try coachOptions(shoe: "AS 9H 2D 7C 5S", rules: "INF S17 DAS"), ["coach on", "bet 10", "hint", "double"])
    let values = ExactHintTests().hintValues(text)
    // The double's value by hand from the published stand values against a 9 (Wizard of Odds appendix 1):
    // 2 × [(A, 2, 3, 9: ≤16 → −.5431 each; 4: 17 → −.4232; 5: 18 → −.1832; 6: 19 → .2876; 7: 20 → .7584;
    // 8: 21 → .9392) / 13 + 4/13 × (T: hard 13 → −.5431)] = 2 × (−2.966 / 13) = −0.4563.
    let double = try #require(values["double"])
    #expect(abs(double - -0.4563) < 0.0003)
    let hit = try #require(values["hit"])
    let cost = hit - double
    let units = String(format: "%.2f", cost)
    let money = String(format: "%.2f", cost * 10)
    #expect(
      text.contains("> double\nCoach: you doubled soft 13 v 9; the chart hits; it cost \(units) units (\(money)).\n"))
    #expect(cost > 0.3)
  }

  @Test("coach off says nothing; the chart's own play is never flagged")
  func quietWhenOffOrRight() throws {
    let off = try coachTranscript(try coachOptions(shoe: "8S TH 8D 7C", rules: "INF S17 DAS"), ["bet 10", "stand"])
    #expect(!off.contains("Coach:"))
    let right = try coachTranscript(
      try coachOptions(shoe: "8S TH 8D 7C 2C 3C", rules: "INF S17 DAS"), ["coach on", "bet 10", "split"])
    #expect(!right.contains("Coach:"))
    let bad = try coachTranscript(try coachOptions(), ["coach maybe"])
    #expect(bad.hasSuffix("> coach maybe\ncoach takes on or off, e.g. 'coach on'\n"))
  }

  @Test("taking insurance is flagged")
  func flagsInsurance() throws {
    let text = try coachTranscript(
      try coachOptions(shoe: "TS AH 7D 7C", rules: "INF S17 DAS"), ["coach on", "bet 10", "insurance yes"])
    #expect(
      text.contains(
        "Coach: you took insurance; the chart declines it: it pays 2:1 and the dealer has blackjack less than a third"
          + " of the time.\n"))
  }

  @Test("mistakes groups the session's plays off the chart by cell, with counts and summed costs")
  func mistakesByCell() throws {
    // Two rounds of 8,8 v T stood on (0.0597 units each, published: split −.4807, stand −.5404), for 10.00 and
    // 20.00, and one soft 13 v 9 doubled (over 0.3 units, as in the test above).
    let shoe = "8S TH 8D 7C " + "8H TD 8C 7S " + "AS 9H 2D 7C 5S"
    let text = try coachTranscript(
      try coachOptions(shoe: shoe, rules: "INF S17 DAS"),
      ["mistakes", "bet 10", "stand", "bet 20", "stand", "bet 10", "double", "mistakes"])
    #expect(text.contains("> mistakes\nNo plays off the chart this session (0 decisions).\n"))
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("Plays off the chart this session: 3 of 3 decisions") })
    // 8,8 v T twice: 2 × 0.0597 = 0.1194 units, 0.597 + 1.194 = 1.79 in money.
    let eights = try #require(lines.first { $0.hasPrefix("  8,8 v T: ") })
    #expect(eights == "  8,8 v T: 2 (you played stand 2); the chart plays split; cost 0.12 units (1.79)")
    let soft = try #require(lines.first { $0.hasPrefix("  soft 13 v 9: ") })
    #expect(soft.hasPrefix("  soft 13 v 9: 1 (you played double 1); the chart plays hit; cost 0."))
    // Costliest first: soft 13 v 9 (over 0.3 units) before 8,8 v T.
    #expect(lines[header + 1] == soft && lines[header + 2] == eights)
    let bad = try coachTranscript(try coachOptions(), ["mistakes 3"])
    #expect(bad.hasSuffix("mistakes takes nothing or 'all', e.g. 'mistakes' or 'mistakes all'\n"))
    let guest = try coachTranscript(try coachOptions(), ["mistakes all"])
    #expect(guest.contains("mistakes all needs a profile"))
  }

  @Test("mistakes all reads every recorded decision of the profile, across sessions")
  func mistakesAllFromProfile() throws {
    let directory = ProfileDirectory()
    var options = PlayOptions()
    options.rulesSpec = "INF S17 DAS"
    for _ in 0..<2 {
      options.stackedCards = try PlayOptions.cards(from: "8S TH 8D 7C")
      var session = try profileSession(directory.database, options: options)
      _ = session.handle(.line("bet 10"))
      _ = session.handle(.line("stand"))
      _ = session.handle(.line("quit"))
    }
    var session = try profileSession(directory.database, options: options)
    let text = session.handle(.line("mistakes all")) + session.handle(.line("mistakes"))
    // Two sessions each stood on 8,8 v T for 10.00: 2 × 0.0597 units (published values, as above).
    #expect(
      text.hasPrefix(
        "Plays off the chart in profile 'default', every settled round: 2 of 2 decisions, expected cost 0.12 units"
          + " (1.19):\n  8,8 v T: 2 (you played stand 2); the chart plays split; cost 0.12 units (1.19)\n"))
    #expect(text.hasSuffix("No plays off the chart this session (0 decisions).\n"))
  }

  @Test("a play off the chart that is the best for the cards left is no mistake, at the table and in the profile")
  func bestForTheCardsLeftIsNoMistake() throws {
    var session = try REPLSession(options: try coachOptions(rules: "INF S17 DAS"), style: CardStyle(ascii: true))
    let decision = Decision(
      hand: ChartPosition.situation(of: [Card("TS")!, Card("6D")!]), upCard: .ten, legal: [.hit, .stand, .double],
      rules: session.rules)
    session.noteDecision(decision, chose: .stand, basic: .hit, cost: 0, stake: 10, counter: nil)
    #expect(session.coach.mistakes.count == 0)
    session.noteDecision(decision, chose: .double, basic: .hit, cost: 0.5, stake: 10, counter: nil)
    #expect(session.coach.mistakes.count == 1)
    #expect(session.coach.mistakes.money == 5)
    // The profile's records: the same rule.
    func record(_ choice: String, cost: Double?) -> DecisionRecord {
      DecisionRecord(hand: 0, cards: "10S 6D", upCard: "10H", choice: choice, basic: "hit", evCost: cost)
    }
    let round = RoundRecord(
      startedAt: "2026-01-01T00:00:00.000Z", finishedAt: "2026-01-01T00:00:00.000Z", rules: "INF", seed: "1",
      shuffle: 1, shoePosition: 0, cardsDealt: 5, bet: 1000, insurance: 0, net: -1000, dealerCards: "10H 7C",
      blackjack: false, isVoid: false, resumed: false,
      hands: [
        HandRecord(
          cards: "10S 6D", bet: 1000, doubled: false, split: false, surrendered: false, outcome: "loss", net: -1000)
      ],
      decisions: [
        record("stand", cost: 0), record("double", cost: 5), record("hit", cost: 0.2), record("stand", cost: nil),
      ])
    let (tally, decisions) = REPLSession.mistakes(in: [round])
    #expect(decisions == 4)
    // The stand at no cost is none; the double (5.00) and the uncosted stand are; the chart's hit is not off the chart.
    #expect(tally.count == 2)
    #expect(tally.money == 5)
  }

  @Test("stats counts a round of two spots once, and side bets on a line of their own, inside the net")
  func statsCountsRoundsNotSpots() throws {
    var options = try coachOptions(shoe: "10S 9H AS 10D 7C 8D")
    options.seating.spots = 2
    options.sideBets = try PlayOptions.sideBets(from: "pp")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    // Spots 10S 10D (20) and 9H 7C (16) against AS... the up card is dealt third: spot 1 10S, spot 2 9H, up AS,
    // spot 1 10D, spot 2 7C, hole 8D (A 8, soft 19). Perfect Pairs 1.00 on 10S 10D: a mixed pair? 10S 10D are
    // both tens of different colours (spades black, diamonds red): a mixed pair, 6 to 1 (Perfect Pairs 25/12/6).
    _ = session.handle(.line("bet 10 pp 1"))
    var guardCount = 0
    while session.round != nil && guardCount < 10 {
      _ = session.handle(.line(session.round?.phase == .insurance ? "no" : "stand"))
      guardCount += 1
    }
    let stats = session.handle(.line("stats"))
    // 20 beats soft 19 (+10), 16 loses (-10), the pair pays +6: net +6.00, one round of two hands.
    #expect(stats.hasPrefix("Rounds: 1 (2 hands: 1 won, 1 lost, 0 pushed)\nNet: +6.00\n"), "\(stats)")
    #expect(stats.contains("Side bets: 1 placed, net +6.00 (part of the net above)\n"), "\(stats)")
  }
}
