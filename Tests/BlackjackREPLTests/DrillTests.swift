import BlackjackCounting
import BlackjackEngine
import BlackjackTraining
import CardKit
import Foundation
import Testing

@testable import BlackjackREPL

/// A clock for the count drill's timing that moves on `step` each time it is read.
final class SteppingClock: @unchecked Sendable {
  var time: Duration = .zero
  let step: Duration
  init(step: Duration) { self.step = step }
  func read() -> Duration {
    time += step
    return time
  }
}

/// A seeded guest session in ASCII.
func drillSession(rules: String? = nil, count: CountingSystem? = nil, shoe: String? = nil) throws -> REPLSession {
  try REPLSession(options: try coachOptions(shoe: shoe, rules: rules, count: count), style: CardStyle(ascii: true))
}

/// The cards of a line's words that are cards: "You: 10S 6D (hard 16); dealer shows KC." → 10S 6D KC.
func cards(in line: Substring) -> [Card] {
  line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == ";" || $0 == "." })
    .compactMap { word in word.count >= 2 && word.count <= 3 ? Card(word) : nil }
}

/// Hi-Lo by hand: 2 to 6 count +1, 7 to 9 count 0, tens and aces −1 (tags as published; blackjack-figures.md).
func hiLoTag(_ card: Card) -> Int {
  switch card.rank {
  case .two, .three, .four, .five, .six: 1
  case .seven, .eight, .nine: 0
  default: -1
  }
}

@Suite("Drills")
struct DrillTests {
  @Test("drill strategy grades each hand against the chart: the published 4-8 deck S17 DAS LS chart agrees")
  func strategyGrades() throws {
    var session = try drillSession(rules: "6D S17 DAS LS")
    var text = session.handle(.line("drill strategy --seed 11"))
    #expect(text.hasPrefix("Strategy drill (6D S17 DOA DAS SPL4 NRSA LS 3:2 PEEK PEN75, seed 11): type the play"))
    let answers = ["h", "s", "d", "p", "r"]
    var graded = 0
    for number in 0..<120 {
      let question = try #require(text.split(separator: "\n").last { $0.hasPrefix("You: ") })
      let seen = cards(in: question)
      let player = Array(seen.prefix(2))
      let up = seen[2]
      var reply = session.handle(.line(answers[number % answers.count]))
      if !reply.hasPrefix("Right") && !reply.hasPrefix("Wrong") { reply = session.handle(.line("stand")) }
      let situation = ChartPosition.situation(of: player)
      let rules = session.rules
      // The published chart (Wizard of Odds, transcribed in BasicStrategy.published) read for this hand: the drill
      // grades against the chart the exact analysis computes for the rules, a second route to the same cells.
      let expected = BasicStrategy.published.action(
        for: Decision(hand: situation, upCard: up.rank, legal: rules.legalActions(for: situation), rules: rules))
      let answered = reply.split(separator: "\n")[0]
      let verb = SessionVerbs.present(expected)
      #expect(answered.contains("the chart \(verb)"), "\(question) → \(answered)")
      graded += 1
      text = reply
    }
    #expect(graded == 120)
    let end = session.handle(.line("stop"))
    #expect(end.hasPrefix("Strategy drill over: "))
    #expect(session.prompt == "[1000.00] > ")
  }

  @Test("the strategy drill through the pipe reader, with echo: the same seed gives the same transcript")
  func strategyThroughThePipe() throws {
    func run() throws -> String {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("drill-\(UUID().uuidString)")
      try Data("drill strategy --seed 3\nh\ns\nfoo\nd\np\nstop\nquit\n".utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let descriptor = open(url.path, O_RDONLY)
      defer { close(descriptor) }
      var session = try drillSession()
      var reader = PipeLineReader(fileDescriptor: descriptor)
      var output = ""
      session.run(reader: &reader, echo: true) { reply in
        output += reply.text
        return true
      }
      return output
    }
    let text = try run()
    #expect(try run() == text)
    // Graded by hand against the published chart (6 decks S17 DAS, read without surrender): soft 20 v 9 stands,
    // 9,9 v 2 splits, 6,2 (hard 8) v 9 hits, 8,8 v 6 splits.
    #expect(
      text.contains(
        """
        [1000.00] > drill strategy --seed 3
        Strategy drill (6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, seed 3): type the play for each hand — hit, stand, double, split or surrender (h s d p r); 'stop' ends the drill.
        You: AS 9H (soft 20); dealer shows 9D.
        [strategy drill | 0/0 | hit/stand/double] > h
        Wrong: the chart stands on soft 20 v 9, not hit.
        Why: soft 20 is already good, and one more card makes it worse more often than better.
        You: 9C 9D (9,9); dealer shows 2D.
        [strategy drill | 0/1 | hit/stand/double/split] > s
        Wrong: the chart splits 9,9 v 2, not stand.
        Why: two hands from these cards win more against a 2 than one hand of 18.
        You: 6D 2C (hard 8); dealer shows 9S.
        [strategy drill | 0/2 | hit/stand/double] > foo
        'foo' is not a play; answer hit, stand, double, or 'stop' to end the drill
        [strategy drill | 0/2 | hit/stand/double] > d
        Wrong: the chart hits hard 8 v 9, not double.
        Why: no card can bust a hard 8, so another card can only help.
        You: 8D 8S (8,8); dealer shows 6S.
        [strategy drill | 0/3 | hit/stand/double/split] > p
        Right: the chart splits 8,8 v 6.
        You: 6S 6C (6,6); dealer shows 6D.
        [strategy drill | 1/4 | hit/stand/double/split] > stop
        Strategy drill over: 1 of 4 right (25%).
        Still weak: hard 8 v 9 (1), soft 20 v 9 (1), 9,9 v 2 (1).
        [1000.00] > quit
        Session over.
        """))
    // A different seed deals other hands.
    var other = try drillSession()
    #expect(!other.handle(.line("drill strategy --seed 4")).contains("You: AS 9H (soft 20); dealer shows 9D."))
  }

  @Test("hands played off the chart at the table are weighted in the strategy drill")
  func weakCellsFromPlay() throws {
    // Stand on 8,8 v T twice at the table, then drill: that cell carries two mistakes (weight 1 + 4 × 2 = 9, how
    // often a weight comes up is tested in StrategyDrillTests).
    var session = try drillSession(rules: "INF S17 DAS", shoe: "8S TH 8D 7C 8H TD 8C 7S")
    for line in ["bet 10", "stand", "bet 10", "stand"] { _ = session.handle(.line(line)) }
    let text = session.handle(.line("drill strategy --seed 5"))
    #expect(text.contains("Hands you have played off the chart come up more often."))
    guard case .strategy(let trainer, _) = session.drill else {
      Issue.record("no strategy drill")
      return
    }
    #expect(trainer.misses == [ChartPosition(.pair(8), against: .ten): 2])
    #expect(trainer.weights.reduce(0, +) == 329 + 9)
  }

  @Test("drill count: every answer worked out from the cards shown is right, and answers are timed")
  func countDrill() throws {
    var session = try drillSession()
    let clock = SteppingClock(step: .milliseconds(2500))
    session.coach.now = clock.read
    var text = session.handle(.line("drill count --seed 9 --decks 2 --pace 0"))
    #expect(text.hasPrefix("Count drill (Hi-Lo, 2 decks, seed 9): keep the running count as the cards come"))
    var running = 0
    var seen = 0
    var questions = 0
    while session.drill != nil {
      for line in text.split(separator: "\n") where line.hasPrefix("Cards: ") {
        let shown = cards(in: line)
        running += shown.map(hiLoTag).reduce(0, +)
        seen += shown.count
      }
      guard text.hasSuffix("Running count?\n") else { break }
      questions += 1
      let reply = session.handle(.line(running > 0 ? "+\(running)" : "\(running)"))
      #expect(reply.hasPrefix("Right: \(running > 0 ? "+" : "")\(running) (2.5 s).\n"), "\(reply)")
      // The true count by hand: the running count per deck unseen (104 cards less those shown).
      let unseen = 104 - seen
      #expect(reply.contains("True count? (\(unseen) cards unseen"))
      let exact = Double(running) / (Double(unseen) / 52)
      text = session.handle(.line(String(format: "%.1f", exact)))
      #expect(text.hasPrefix("Right: "), "\(text)")
    }
    #expect(questions >= 5)
    #expect(
      text.contains(
        "Count drill over: \(2 * questions) of \(2 * questions) right (100%); 2.5 s an answer on average.\n"))
    #expect(session.prompt == "[1000.00] > ")
  }

  @Test("drill count: a wrong count is corrected; stop leaves with the score")
  func countDrillWrong() throws {
    var session = try drillSession()
    session.coach.now = SteppingClock(step: .seconds(1)).read
    let start = session.handle(.line("drill count --seed 9 --decks 2"))
    let shown = start.split(separator: "\n").filter { $0.hasPrefix("Cards: ") }.flatMap { cards(in: $0) }
    let running = shown.map(hiLoTag).reduce(0, +)
    let reply = session.handle(.line("\(running + 3)"))
    #expect(reply.hasPrefix("Wrong: the running count is \(running > 0 ? "+" : "")\(running) (1.0 s).\n"))
    #expect(session.handle(.line("many")).hasPrefix("'many' is not a count; type the true count as a number"))
    #expect(session.handle(.line("stop")) == "Count drill over: 0 of 1 right (0%); 1.0 s an answer on average.\n")
  }

  @Test("at a terminal an answer is timed from the last card shown, not from the start of the paced cards")
  func countDrillPacedTiming() throws {
    var session = try drillSession()
    session.coach.pacesCards = true
    session.coach.now = SteppingClock(step: .seconds(10)).read
    let start = session.handle(.line("drill count --seed 9 --decks 2 --pace 0.5"))
    let shown = start.split(separator: "\n").filter { $0.hasPrefix("Cards: ") }.flatMap { cards(in: $0) }.count
    // 10 s between the two readings of the clock, less 0.5 s for each card written before the question.
    let seconds = 10 - 0.5 * Double(shown)
    let reply = session.handle(.line("0"))
    #expect(reply.contains(" (\(String(format: "%.1f", seconds)) s).\n"), "\(reply)")
  }

  /// The Illustrious 18 as published (Schlesinger, Blackjack Attack; blackjack-figures.md): the hand, the up card
  /// and the index, and the play at or above it; 13 v 2 … 12 v 6 stand at or above (hit below).
  static let published: [(hand: String, up: Rank, index: Int, play: Action)] = [
    ("hard 16", .ten, 0, .stand), ("hard 15", .ten, 4, .stand), ("hard 16", .nine, 5, .stand),
    ("T,T", .five, 5, .split), ("T,T", .six, 4, .split), ("hard 10", .ten, 4, .double), ("hard 10", .ace, 4, .double),
    ("hard 11", .ace, 1, .double), ("hard 9", .two, 1, .double), ("hard 9", .seven, 3, .double),
    ("hard 12", .three, 2, .stand), ("hard 12", .two, 3, .stand), ("hard 12", .four, 0, .stand),
    ("hard 12", .five, -2, .stand), ("hard 12", .six, -1, .stand), ("hard 13", .two, -1, .stand),
    ("hard 13", .three, -2, .stand),
  ]

  /// What the chart (published, no surrender) plays below each index.
  static func below(_ play: Action, hand: String) -> String {
    switch play {
    case .stand: "hit"
    case .split: "stand"
    default: "hit"
    }
  }

  @Test("drill deviations: answers worked out from the published Illustrious 18 are all right")
  func deviationsDrill() throws {
    var session = try drillSession()
    var text = session.handle(.line("drill deviations --seed 2"))
    #expect(text.hasPrefix("Deviations drill (Illustrious 18, Hi-Lo true count floored;"))
    for _ in 0..<80 {
      let question = String(text.split(separator: "\n").last!)
      // "Hi-Lo TC +2: you have 10S 6D (hard 16); dealer shows KC."
      let tc = Int(question.split(separator: " ")[2].dropLast().replacing("+", with: ""))!
      let up = cards(in: Substring(question)).last!.rank
      let answer: String
      if question.hasSuffix("Insurance? (yes/no)") {
        answer = tc >= 3 ? "yes" : "no"
      } else {
        let hand = String(question.split(separator: "(")[1].split(separator: ")")[0])
        let entry = try #require(
          Self.published.first { $0.hand == hand && ($0.up == up || ($0.up == .ten && up.isTenValued)) }, "\(question)")
        answer = tc >= entry.index ? entry.play.name : Self.below(entry.play, hand: hand)
      }
      text = session.handle(.line(answer))
      #expect(text.hasPrefix("Right: "), "\(question) → \(answer): \(text)")
    }
    #expect(session.handle(.line("exit")) == "Deviations drill over: 80 of 80 right (100%).\n")
  }

  @Test("drill deviations under LS: 15 v T below the Fab 4's TC 0 is a hit, not the chart's surrender, and says so")
  func deviationsUnderLateSurrender() throws {
    // Under 6D S17 DAS LS the chart surrenders hard 15 v T (published 6D S17 LS basic strategy); the Fab 4 surrender
    // 15 v T only from TC 0 (Schlesinger, Blackjack Attack), and the I18 stands on it only from TC +4, so at TC -2 the
    // counter hits: right, but a deviation from the chart, not the chart's play.
    var session = try drillSession(rules: "6D S17 DAS LS")
    var text = session.handle(.line("drill deviations --tc -2 --seed 3"))
    #expect(text.hasPrefix("Deviations drill (Illustrious 18 + Fab 4,"), "\(text)")
    var asked = 0
    for _ in 0..<400 where asked < 3 {
      let question = String(text.split(separator: "\n").last!)
      guard question.contains("(hard 15); dealer shows "), cards(in: Substring(question)).last!.rank.isTenValued else {
        text = session.handle(.line(question.hasSuffix("(yes/no)") ? "no" : "hit"))
        continue
      }
      asked += 1
      if asked == 1 {
        text = session.handle(.line("surrender"))
        #expect(text.hasPrefix("Wrong: hit, not the chart's surrender — at TC -2 no index play applies ("), "\(text)")
      } else {
        text = session.handle(.line("h"))
        #expect(text.hasPrefix("Right: hit, not the chart's surrender — at TC -2 no index play applies ("), "\(text)")
      }
      // Both plays for the hand are named, whichever of them the question was drawn for.
      #expect(text.contains("stand 15 v T at TC >= 4") && text.contains("surrender 15 v T at TC >= 0"), "\(text)")
    }
    #expect(asked == 3)
  }

  @Test("drill deviations --tc asks every hand at that count")
  func deviationsAtACount() throws {
    var session = try drillSession()
    var text = session.handle(.line("drill deviations --tc 3 --seed 1"))
    #expect(text.contains("hands at true count +3 that have an index play"))
    for _ in 0..<10 {
      #expect(text.split(separator: "\n").last!.hasPrefix("Hi-Lo TC +3: you have "))
      text = session.handle(.line(text.hasSuffix("(yes/no)\n") ? "y" : "s"))
    }
  }

  @Test("drills start only between rounds, and bad options get one line")
  func refusals() throws {
    var session = try drillSession(shoe: "TS 9H 6D 7C")
    let cases: [(String, String)] = [
      (
        "drill",
        "drill takes strategy, count, deviations, countdown, true-count, decks, pairs or due, e.g. 'drill strategy'"
          + " or 'drill countdown --decks 1'\n"
      ),
      (
        "drill chess",
        "unknown drill 'chess'; drill takes strategy, count, deviations, countdown, true-count, decks, pairs or due,"
          + " e.g. 'drill strategy' or 'drill countdown --decks 1'\n"
      ),
      ("drill strategy --seed x", "--seed 'x' is not a seed; give a whole number from 0 to 18446744073709551615\n"),
      ("drill count --pace fast", "--pace 'fast' is not a pace; give seconds a card from 0 to 10, e.g. '--pace 0.8'\n"),
      ("drill count --decks 9", "--decks '9' is not a shoe; give 1 to 8 decks\n"),
      ("drill strategy --tc 3", "drill strategy takes --seed; '--tc' is not one of them\n"),
      ("drill deviations --tc", "--tc needs a value, e.g. '--tc 3'\n"),
    ]
    for (line, reply) in cases {
      let answer = session.respond(to: .line(line))
      #expect(answer == REPLSession.Reply(text: reply, isRefusal: true), "\(line)")
    }
    _ = session.handle(.line("bet 10"))
    #expect(session.handle(.line("drill strategy")) == "drills are between rounds; your move: hit, stand, double\n")
    #expect(session.drill == nil)
  }

  @Test("hint adds the Hi-Lo index play with --count: TC +1 stands on 16 v T, TC -1 plays the chart")
  func indexHint() throws {
    // Round 1: 2S 4S against 3S (hole 5S); the player stands, the dealer draws 6S 2H 3H to 19. Seen: 2 3 4 5 6 2 3,
    // Hi-Lo +7. Round 2: 10S 6D against 10H: +7 − 1 − 1 + 1 = +6 with 312 − 7 − 3 = 302 cards unseen (the hole card
    // among them): 6 / (302/52) = 1.03, floored +1 ≥ 0, so stand.
    let shoe = "2S 3S 4S 5S 6S 2H 3H TS TH 6D 7C"
    let text = try coachTranscript(
      try coachOptions(shoe: shoe, count: .hiLo), ["bet 10", "stand", "bet 10", "hint"])
    #expect(
      text.contains(
        "\nIndex play (Illustrious 18): Hi-Lo TC +1: stand 16 v T at TC >= 0, so stand, not the chart's hit.\n"))
    // The same 16 v T off the top: −1 over 309 unseen, −0.17, floored −1: the chart.
    let top = try coachTranscript(try coachOptions(shoe: "TS TH 6D 7C", count: .hiLo), ["bet 10", "hint"])
    #expect(
      top.contains("\nIndex play (Illustrious 18): Hi-Lo TC -1: stand 16 v T at TC >= 0, so play the chart: hit.\n"))
    // Without --count, no index line; with KO, a line saying the indices are Hi-Lo's.
    let plain = try coachTranscript(try coachOptions(shoe: "TS TH 6D 7C"), ["bet 10", "hint"])
    #expect(!plain.contains("Index play"))
    let ko = try coachTranscript(try coachOptions(shoe: "TS TH 6D 7C", count: .knockOut), ["bet 10", "hint"])
    #expect(ko.contains("\n(No index plays for KO: the built-in Illustrious 18 and Fab 4 are for Hi-Lo.)\n"))
    // A hand with no index play (hard 6 v 3) gets no line.
    let none = try coachTranscript(try coachOptions(shoe: "2S 3S 4S 5S", count: .hiLo), ["bet 10", "hint"])
    #expect(!none.contains("Index play"))
  }

  @Test("with --count hilo the coach takes an index play made at its count as right, and says when one is missed")
  func coachKnowsIndexPlays() throws {
    // The shoe of the test above: 16 v T at a floored Hi-Lo true count of +1, where the Illustrious 18 stands.
    let shoe = "2S 3S 4S 5S 6S 2H 3H TS TH 6D 7C"
    let stood = try coachTranscript(
      try coachOptions(shoe: shoe, count: .hiLo), ["coach on", "bet 10", "stand", "bet 10", "stand", "mistakes"])
    #expect(
      stood.contains(
        "> stand\nCoach: you stood on hard 16 v T against the chart: right, at Hi-Lo TC +1 the index play is stand 16 v"
          + " T at TC >= 0.\n"))
    // Only round 1's stand on 6 v 3 (the chart hits) is counted; nothing is counted against the 16 v T stand.
    #expect(stood.contains("> mistakes\nPlays off the chart this session: 1 of 2 decisions"))
    #expect(stood.contains("\n  hard 6 v 3: 1 (you played stand 1); the chart plays hit; cost "))
    #expect(!stood.contains("  hard 16 v T"))
    let hit = try coachTranscript(
      try coachOptions(shoe: shoe, count: .hiLo), ["coach on", "bet 10", "stand", "bet 10", "hit"])
    #expect(
      hit.contains(
        "> hit\nCoach: you played the chart's hit, but at Hi-Lo TC +1 the index play is stand 16 v T at TC >= 0.\n"))
  }

  @Test("hint at the insurance question gives the insurance index: TC +3 takes it")
  func insuranceIndexHint() throws {
    // 1 deck: 2S 3S 4S 5S 6S 2H 3H seen in round 1 (+7, as above; the dealer's 3 up and 5 in the hole, drawing 6 2 3
    // to 19). Round 2: 7S 8S against AH: +7 − 1 = +6 with 52 − 7 − 3 = 42 unseen: 6 / (42/52) = 7.4, floored +7 ≥ 3.
    let shoe = "2S 3S 4S 5S 6S 2H 3H 7S AH 8S 9C"
    let text = try coachTranscript(
      try coachOptions(shoe: shoe, rules: "1D", count: .hiLo), ["bet 10", "stand", "bet 10", "hint"])
    #expect(text.contains("\nIndex play (Illustrious 18): Hi-Lo TC +7: take insurance at TC >= 3, so take it.\n"))
  }
}

/// The chart's verbs as the drill prints them.
enum SessionVerbs {
  static func present(_ action: Action) -> String {
    switch action {
    case .hit: "hits"
    case .stand: "stands"
    case .double: "doubles"
    case .split: "splits"
    case .surrender: "surrenders"
    }
  }
}
