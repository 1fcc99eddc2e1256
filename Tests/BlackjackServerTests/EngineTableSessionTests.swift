import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The phase A session: the engine's table played line by line, saved and restored between lines.
@Suite struct EngineTableSessionTests {
  /// A line for the table as `view` shows it: a fixed, simple policy that takes every kind of action.
  static func nextLine(_ view: TableView, bet: Int = 10, round: Int) -> String {
    switch view.phase {
    case "betting": return "bet \(Money(cents: min(bet * 100, view.bankroll)))"
    case "broke": return "rebuy"
    case "insurance": return round % 2 == 0 && view.expects.contains("insurance yes") ? "insurance yes" : "insurance no"
    default:
      let hand = view.round!.hands[view.round!.activeHand ?? 0]
      if view.expects.contains("split") { return "split" }
      if view.expects.contains("surrender") && hand.total == 16 && round % 3 == 0 { return "surrender" }
      if view.expects.contains("double") && (hand.total == 10 || hand.total == 11) { return "double" }
      return hand.total < 17 ? "hit" : "stand"
    }
  }

  static func context(limits: TableLimits = TableLimits()) -> TableContext {
    TableContext(limits: limits, roundsPlayed: 0, session: 0, startsNewSession: true, lastRound: nil)
  }

  static func newSession(_ rules: Rules = Rules(), seed: UInt64 = 7, limits: TableLimits = TableLimits()) throws
    -> EngineTableSession
  {
    try EngineTableSession(
      saved: EngineTableSession.newTable(rules: rules, bankroll: limits.startingBankroll, seed: seed),
      context: context(limits: limits))
  }

  /// A session restored from its saved state after every line plays exactly as one that never stopped: the same
  /// views, the same cards, the same settled rounds (the saved round is replayed from the saved shoe).
  @Test(arguments: ["6D S17 DAS LS 3:2", "1D H17 ENHC ES 6:5", "2D S17 DAS RSA"])
  func aRestoredSessionPlaysOnAsOneThatNeverStopped(spec: String) throws {
    let rules = try Rules(spec: spec)
    var continuous = try Self.newSession(rules)
    var restored = try Self.newSession(rules)
    var settledRounds = 0
    var lines = 0
    while settledRounds < 300 {
      let line = Self.nextLine(continuous.view, round: settledRounds)
      let one = try continuous.handle(line).get()
      restored = try EngineTableSession(saved: restored.saved, context: restored.context)
      let other = try restored.handle(line).get()
      #expect(one.lines == other.lines)
      #expect(one.settled == other.settled)
      #expect(continuous.view == restored.view)
      #expect(continuous.saved == restored.saved)
      if one.settled != nil { settledRounds += 1 }
      lines += 1
    }
    #expect(lines > 600)
  }

  /// The bankroll is the start plus every settled round's net plus rebuys, after every line; each round's net is
  /// its hands' nets plus the insurance result.
  @Test func theBankrollIsTheStartPlusTheResults() throws {
    let limits = TableLimits(
      minimumBet: Money(units: 5), maximumBet: Money(units: 50), startingBankroll: Money(units: 60))
    var session = try Self.newSession(try Rules(spec: "6D H17 DAS LS"), seed: 11, limits: limits)
    var sum = 0
    var rebuys = 0
    var settled = 0
    var round = 0
    while settled < 400 {
      let reply = try session.handle(Self.nextLine(session.view, bet: 50, round: round)).get()
      if let rebuy = reply.rebuy { rebuys += rebuy.cents }
      if let result = reply.settled {
        sum += result.net
        settled += 1
        round += 1
        let handsNet = result.hands.reduce(0) { $0 + ($1.net ?? 0) }
        #expect(
          result.net == handsNet || result.insurance > 0,
          "round \(result.number): net \(result.net) is not the hands' \(handsNet) without insurance")
        #expect(result.bankroll == limits.startingBankroll.cents + rebuys + sum)
      }
      #expect(reply.bankroll.cents == limits.startingBankroll.cents + rebuys + sum)
    }
    #expect(rebuys > 0, "betting 50 of 60 should have gone broke at least once in 400 rounds")
  }

  /// In a single deck every card is unique, so the hole card's code must appear nowhere in what the player is
  /// sent until the dealer turns it over.
  @Test func theHoleCardIsNeverSentBeforeItIsTurnedOver() throws {
    var session = try Self.newSession(try Rules(spec: "1D S17 PEEK"), seed: 3)
    var checked = 0
    var round = 0
    while round < 200 {
      let reply = try session.handle(Self.nextLine(session.view, round: round)).get()
      if reply.settled != nil {
        round += 1
        continue
      }
      let hole = try #require(session.table.round?.dealer.cards.dropFirst().first)
      // The round in play and the reply to the line (the last round, dealt before a shuffle, may hold the card).
      var view = session.view
      view.lastRound = nil
      let sent = String(
        decoding: APIJSON.encode(LineReply(sequence: 1, reply: reply.lines, settled: nil, table: view)), as: UTF8.self)
      let codes = sent.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      #expect(!codes.contains(Substring(hole.asciiDescription)), "the hole card \(hole) was sent: \(sent)")
      #expect(session.view.round?.dealer.holeCardHidden == true)
      #expect(session.view.round?.dealer.cards.count == 1)
      checked += 1
    }
    #expect(checked > 100)
  }

  /// A refused line changes nothing: the saved state and the view are as before.
  @Test func refusedLinesChangeNothing() throws {
    var session = try Self.newSession()
    for line in ["hit", "stand", "insurance yes", "rebuy", "bet 0.50", "bet 501", "bet 2000", "double"] {
      let before = (session.saved, session.view)
      let result = session.handle(line)
      guard case .failure(let error) = result else {
        Issue.record("'\(line)' was taken between rounds")
        continue
      }
      #expect(error.status == 409 || error.status == 400)
      #expect(session.saved == before.0)
      #expect(session.view == before.1)
    }
    _ = try session.handle("bet 10").get()
    guard session.view.phase == "playing" else { return }
    for line in ["bet 10", "rebuy", "insurance no"] {
      let before = (session.saved, session.view)
      guard case .failure(let error) = session.handle(line) else {
        Issue.record("'\(line)' was taken during a round")
        continue
      }
      #expect(error.status == 409)
      #expect(session.saved == before.0)
      #expect(session.view == before.1)
    }
  }

  /// A round dealt after a pause starts a new session; the lines of a round do not.
  @Test func sessionsStartWithARoundAfterAPause() throws {
    var session = try Self.newSession()
    #expect(session.context.session == 0)
    var reply = try session.handle("bet 10").get()
    #expect(session.context.session == 1)
    while reply.settled == nil { reply = try session.handle(Self.nextLine(session.view, round: 1)).get() }
    #expect(reply.settled?.session == 1)
    var context = session.context
    context.startsNewSession = false
    session = try EngineTableSession(saved: session.saved, context: context)
    _ = try session.handle("bet 10").get()
    #expect(session.context.session == 1)
  }
}
