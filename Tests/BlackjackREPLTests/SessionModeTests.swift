import BlackjackEngine
import BlackjackProfile
import Testing

@testable import BlackjackREPL

/// The session as a state machine (issue 31, item 1): lines go in, replies come out, and the mode after each line is
/// the one the round is in; what the profile must keep travels in the reply (``REPLSession/Reply/durable``), not
/// written by the session. Every expected value is worked out by hand from the stacked shoe.
@Suite("Session modes")
struct SessionModeTests {
  /// A guest session dealing `shoe` first, under `rules`.
  func guest(_ shoe: String, rules: String = "6D S17 DAS") throws -> REPLSession {
    var options = PlayOptions()
    options.seed = 11
    options.rulesSpec = rules
    options.stackedCards = try PlayOptions.cards(from: shoe)
    return try REPLSession(options: options, style: CardStyle(ascii: true))
  }

  /// Plays `line` and checks, besides what the caller checks, that the mode agrees with the table.
  func play(_ session: inout REPLSession, _ line: String) -> REPLSession.Reply {
    let reply = session.respond(to: .line(line))
    #expect(session.modeAgreesWithTable, "after '\(line)'")
    return reply
  }

  @Test("a round through its modes: betting, insurance, hand 1 of spot 1, a split, hand 2, settled, betting")
  func roundThroughItsModes() throws {
    // Dealt in order: you 8S, dealer AH (up), you 8D, dealer 9C (hole); then 3H, 10D. The dealer shows an ace:
    // insurance (half the bet, 5.00) is asked first; declined, the dealer peeks (A9 is no blackjack) and the 8-8 is
    // played. Split: hand 1 is 8S 3H = 11, hand 2 8D 10D = 18. The dealer's A9 is a soft 20 and stands (S17): both
    // hands lose, 10 each, so the round is -20.00 and the bankroll 1000 - 20 = 980.00.
    var session = try guest("8S AH 8D 9C 3H 10D")
    #expect(session.mode.kind == .betting)
    let bet = play(&session, "bet 10")
    #expect(bet.text.contains("The dealer shows an ace. Insurance costs 5.00"))
    #expect(session.mode.kind == .insurance(spot: 1))
    let no = play(&session, "no")
    #expect(no.text.contains("No insurance.\nThe dealer checks for blackjack: none."))
    #expect(session.mode.kind == .playing(spot: 1, hand: 1))
    let split = play(&session, "split")
    #expect(!split.isRefusal && split.text.contains("8S 3H  11"))
    #expect(session.mode.kind == .playing(spot: 1, hand: 1))
    let first = play(&session, "stand")
    #expect(first.text.hasPrefix("Hand 1 stands on 11."))
    #expect(session.mode.kind == .playing(spot: 1, hand: 2))
    let second = play(&session, "stand")
    #expect(second.text.contains("Round: -20.00\nBankroll: 980.00\n"))
    #expect(session.mode.kind == .betting)
    // A guest's replies never carry a change to save.
    #expect([bet, no, split, first, second].allSatisfy { $0.durable == nil })
  }

  @Test("a line at the wrong moment is refused by the mode, naming what is allowed, and changes nothing")
  func wrongMoment() throws {
    var session = try guest("8S AH 8D 9C 3H 10D")
    let refusedBetween = play(&session, "hit")
    #expect(refusedBetween.isRefusal && refusedBetween.text == "no hand in play; start a round with 'bet N'\n")
    #expect(session.mode.kind == .betting)
    _ = play(&session, "bet 10")
    let atInsurance = session.table.snapshot
    for (line, refusal) in [
      ("hit", "cannot hit now: the insurance question is open; answer 'insurance yes' or 'insurance no'"),
      ("bet 10", "a round is in progress; answer 'insurance yes' or 'insurance no'"),
      ("drill strategy", "drills are between rounds; answer 'insurance yes' or 'insurance no'"),
      ("", "empty line; answer 'insurance yes' or 'insurance no'"),
    ] {
      let reply = play(&session, line)
      #expect(reply.isRefusal && reply.text == refusal + "\n", "'\(line)'")
      #expect(session.mode.kind == .insurance(spot: 1), "'\(line)'")
      #expect(session.table.snapshot == atInsurance, "'\(line)'")
    }
    _ = play(&session, "no")
    let playing = session.table.snapshot
    for (line, refusal) in [
      ("yes", "no insurance is offered now; it is offered when the dealer shows an ace, before you play"),
      ("deal", "a round is in progress; your move: hit, stand, double, split"),
    ] {
      let reply = play(&session, line)
      #expect(reply.isRefusal && reply.text == refusal + "\n", "'\(line)'")
      #expect(session.mode.kind == .playing(spot: 1, hand: 1), "'\(line)'")
      #expect(session.table.snapshot == playing, "'\(line)'")
    }
    // Commands every mode takes are answered in every mode, and leave it.
    #expect(!play(&session, "count").isRefusal && session.mode.kind == .playing(spot: 1, hand: 1))
  }

  @Test("a drill is a mode: entered between rounds, its lines are answers, 'stop' goes back to betting")
  func drillMode() throws {
    var session = try guest("8S AH 8D 9C 3H 10D")
    let start = play(&session, "drill strategy --seed 1")
    #expect(start.text.hasPrefix("Strategy drill ("))
    #expect(session.mode.kind == .drill(.strategy))
    // 'bet 10' is no command here: the drill takes it as an answer that is not a play, and stays.
    let answer = play(&session, "bet 10")
    #expect(session.mode.kind == .drill(.strategy) && session.round == nil && !answer.text.contains("Bet 10.00."))
    let stop = play(&session, "stop")
    #expect(stop.text.hasPrefix("Strategy drill over: "))
    #expect(session.mode.kind == .betting)
    _ = play(&session, "drill count --seed 2")
    #expect(session.mode.kind == .drill(.count))
    _ = play(&session, "stop")
    _ = play(&session, "drill deviations --seed 3")
    #expect(session.mode.kind == .drill(.deviations))
    // In a drill 'quit' leaves the drill; at the table it ends the session.
    #expect(play(&session, "quit").text.hasPrefix("Deviations drill over: "))
    #expect(session.mode.kind == .betting)
    _ = play(&session, "quit")
    #expect(session.mode.kind == .finished && session.isFinished)
  }

  @Test("two spots: the mode names the spot and the hand decided, numbered across the spots")
  func twoSpots() throws {
    // Positions: your spots 1 and 2, then seat 3 (basic). First cards TS 8H 9C, up 6D, second cards 9S 8D 2C, hole
    // TC. Spot 1 (hand 1) is 19 and stands; spot 2's 8-8 splits into hand 2 (8H 3H, doubled for 9H = 20) and
    // hand 3 (8D 7C = 15, stands). The dealer's 16 draws 3D = 19: hand 1 pushes, hand 2 wins 20, hand 3 loses 10;
    // 1000 + 20 - 10 = 1010.00.
    var options = PlayOptions()
    options.seed = 3
    options.seating.seats = 2
    options.seating.seat = 1
    options.seating.spots = 2
    options.seating.players = try AIPlayerStyle.list(parsing: "basic")
    options.stackedCards = try PlayOptions.cards(from: "TS 8H 9C 6D 9S 8D 2C TC 3H 9H 7C 5S 3D")
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    _ = play(&session, "bet 10")
    #expect(session.mode.kind == .playing(spot: 1, hand: 1))
    _ = play(&session, "stand")
    #expect(session.mode.kind == .playing(spot: 2, hand: 2))
    _ = play(&session, "split")
    #expect(session.mode.kind == .playing(spot: 2, hand: 2))
    _ = play(&session, "double")
    #expect(session.mode.kind == .playing(spot: 2, hand: 3))
    let last = play(&session, "stand")
    #expect(last.text.hasSuffix("Bankroll: 1010.00\n"))
    #expect(session.mode.kind == .betting)
  }

  @Test("with a profile, a reply carries a change only when what the profile keeps changed")
  func durableOnlyWhenStateChanges() throws {
    // UnsavedTests' shoe: you 10S 6D against 9H (7C in the hole); a hit draws 4H (20); the dealer's 16 draws 10C
    // and busts: +10.00 on a bet of 10, the bankroll 1000 + 10 = 1010.00 (101000 cents).
    let directory = ProfileDirectory()
    var session = try UnsavedTests.session(directory)
    for line in ["help", "count", "shoe", "stats", "bankroll"] {
      #expect(session.respond(to: .line(line)).durable == nil, "'\(line)' between rounds")
    }
    let bet = session.respond(to: .line("bet 10"))
    let dealt = try #require(bet.durable)
    #expect(dealt.change.roundInProgress && dealt.change.rounds.isEmpty && dealt.ending == nil)
    #expect(session.mode.kind == .playing(spot: 1, hand: 1))
    for line in ["hint", "count", "help", "yes", "bet 5"] {
      #expect(session.respond(to: .line(line)).durable == nil, "'\(line)' during the round")
    }
    let hit = try #require(session.respond(to: .line("hit")).durable)
    #expect(hit.change.roundInProgress && hit.change.rounds.isEmpty && hit.change.state != dealt.change.state)
    let stand = session.respond(to: .line("stand"))
    let settled = try #require(stand.durable)
    #expect(stand.text.contains("Result: win — 20, dealer busts, +10.00\nBankroll: 1010.00\n"))
    #expect(!settled.change.roundInProgress && settled.change.bankroll == 101_000)
    #expect(settled.change.rounds.count == 1 && settled.change.rounds.first?.net == 1000)
    #expect(session.mode.kind == .betting)
    // Saved by the driver: the next read-only line has nothing to save, and the profile holds the round.
    #expect(session.respond(to: .line("stats")).durable == nil)
    #expect(try ProfileStore(path: directory.database).history(profile: "default").first?.net == 1000)
    let quit = try #require(session.respond(to: .line("quit")).durable)
    #expect(quit.ending == "quit" && session.mode.kind == .finished)
  }

  @Test("a round resumed from the profile starts in its mode: the insurance question, then the hand")
  func resumedRoundMode() throws {
    // You 8S 8D against AH (9C in the hole), as in roundThroughItsModes; the session leaves at the insurance
    // question, and the next one resumes there.
    let directory = ProfileDirectory()
    var options = PlayOptions()
    options.seed = 11
    options.rulesSpec = "6D S17 DAS"
    options.stackedCards = try PlayOptions.cards(from: "8S AH 8D 9C 3H 10D")
    var first = try profileSession(directory.database, options: options)
    _ = first.respond(to: .line("bet 10"))
    #expect(first.mode.kind == .insurance(spot: 1))
    _ = first.respond(to: .endOfInput)
    #expect(first.mode.kind == .finished)
    first.close()
    var next = try profileSession(directory.database)
    #expect(next.greeting.contains("Resuming round 1"))
    #expect(next.mode.kind == .insurance(spot: 1) && next.modeAgreesWithTable)
    _ = next.respond(to: .line("no"))
    #expect(next.mode.kind == .playing(spot: 1, hand: 1))
  }

  @Test("the driver writes the profile only for a reply that carries a change, not after every line")
  func writesOnlyChanges() throws {
    let directory = ProfileDirectory()
    var session = try UnsavedTests.session(directory)
    let disk = UnsavedTests.Disk()
    disk.attach(to: session)
    // Read-only lines and refusals: no write at all.
    for line in ["help", "count", "stats", "bankroll", "hit", "rules", "bet 0"] { _ = session.respond(to: .line(line)) }
    #expect(disk.roundsPerAttempt.isEmpty)
    // The deal, the hit and the settlement each write once (the settlement with its one round); the hint between
    // them does not.
    for line in ["bet 10", "hint", "hit", "count", "stand", "shoe"] { _ = session.respond(to: .line(line)) }
    #expect(disk.roundsPerAttempt == [0, 0, 1])
  }

  @Test("a change that cannot be saved: the mode is unsaved, nothing is dealt, and the mode comes back once saved")
  func unsavedMode() throws {
    let directory = ProfileDirectory()
    var session = try UnsavedTests.session(directory)
    let disk = UnsavedTests.Disk()
    disk.attach(to: session)
    disk.failing = .diskFull(path: directory.database)
    let bet = session.respond(to: .line("bet 10"))
    #expect(bet.isRefusal && bet.text.hasPrefix("not saved: ") && !bet.text.contains("Dealer"))
    #expect(session.mode.kind == .unsaved)
    // The deal waits to be saved: nothing more is dealt or played while it does.
    let waiting = session.table.snapshot
    for line in ["", "bet 10", "hit", "drill strategy"] {
      let reply = session.respond(to: .line(line))
      #expect(reply.isRefusal && reply.text.hasPrefix("not saved: ") && reply.durable == nil, "'\(line)'")
      #expect(session.mode.kind == .unsaved && session.table.snapshot == waiting, "'\(line)'")
    }
    // Space is freed: the deal is saved, its reply comes first, and the hand is played.
    disk.failing = nil
    let count = session.respond(to: .line("count"))
    #expect(count.held.hasPrefix("Bet 10.00.\n") && count.held.contains("You:    10S 6D  16  bet 10.00\n"))
    #expect(session.mode.kind == .playing(spot: 1, hand: 1) && !session.endedUnsaved)
  }
}
