import BlackjackProfile
import Foundation
import Testing

@testable import BlackjackREPL

/// A temporary directory for profile databases, removed when the test ends.
final class ProfileDirectory {
  let path: String

  init() {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-repl-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  var database: String { path + "/blackjack.sqlite3" }
}

/// A session on `profile` in `database`, as `blackjack play --db database --profile profile` starts it.
func profileSession(
  _ database: String, profile: String = "default", options: PlayOptions = PlayOptions()
) throws -> SessionDriver {
  var options = options
  options.saving.databasePath = database
  options.saving.profile = profile
  let session = try REPLSession(options: options, style: CardStyle(ascii: true))
  let claim = try ProfileSession(
    store: try ProfileStore(path: database), profile: profile, startingBankroll: REPL.startingCents(options))
  return try SessionDriver(session, profile: claim, options: options)
}

/// The SQL invariants of a profile: the bankroll is the start plus the rebuys plus every recorded result, the rounds
/// are numbered 1 … n without a gap, and each round starts in its shoe where the one before it ended.
func checkInvariants(_ database: String, profile: String = "default") throws {
  let store = try ProfileStore(path: database)
  #expect(try store.integrityCheck() == "ok")
  let summary = try #require(try store.profiles().first { $0.name == profile })
  #expect(summary.bankroll == summary.startingBankroll + summary.rebuys + summary.net)
  let rounds = try store.history(profile: profile)
  #expect(rounds.map(\.number) == Array(1...max(1, rounds.count)).prefix(rounds.count).map { $0 })
  for (earlier, later) in zip(rounds, rounds.dropFirst()) where later.shuffle == earlier.shuffle {
    #expect(later.shoePosition == earlier.shoePosition + earlier.cardsDealt, "round \(later.number)")
  }
}

@Suite("Profiles at the prompt")
struct ProfileTests {
  /// A script that reaches every kind of request: bets, Enter, hits, stands, doubles, splits, surrenders,
  /// insurance, a rules change and refusals.
  static let script: [String] = {
    let pattern = [
      "bet 10", "insurance no", "split", "double", "hit", "stand", "", "surrender", "stand", "hit", "stand",
      "stand", "bet 25", "insurance yes", "p", "d", "h", "s", "s", "s", "",
    ]
    return Array(repeating: pattern, count: 4).flatMap { $0 } + [
      "insurance no", "s", "s", "s", "s", "s", "rules change 2d", "bet 5", "s", "bet 5", "h", "s",
    ]
  }()

  @Test("a session saved and resumed after every command plays exactly as one never interrupted")
  func resumedEveryCommand() throws {
    let directory = ProfileDirectory()
    var options = PlayOptions()
    options.rulesSpec = "1D H17 LS DAS RSA"
    options.seed = 5
    var plain = try profileSession(directory.path + "/plain.sqlite3", options: options)
    let resumedPath = directory.path + "/resumed.sqlite3"
    var resumed = try profileSession(resumedPath, options: options)
    var rounds = 0
    for line in Self.script {
      #expect(resumed.prompt == plain.prompt, "before '\(line)'")
      let expected = plain.respond(to: .line(line))
      // What is shown is the same (what is saved differs in its times and the resumed session's running totals).
      let reply = resumed.respond(to: .line(line))
      #expect(
        reply.text == expected.text && reply.held == expected.held && reply.isRefusal == expected.isRefusal,
        "'\(line)'")
      if expected.text.contains("Bankroll: ") { rounds += 1 }
      if line.hasPrefix("rules") { #expect(expected.text.hasPrefix("Rules: 2D"), "the rules change was refused") }
      // As after a crash: the process is gone; the next one resumes from what was saved.
      resumed.keeper.profile?.release(reason: "test")
      resumed = try profileSession(resumedPath)
    }
    #expect(rounds > 10)
    try checkInvariants(resumedPath)
    // The same rounds were recorded, card for card and decision for decision; only the times and whether a round
    // spanned a restart differ.
    let comparable = { (round: RoundRecord) in
      var round = round
      (round.startedAt, round.finishedAt, round.resumed) = ("", "", false)
      return round
    }
    let kept = try ProfileStore(path: resumedPath).history(profile: "default").map(comparable)
    let reference = try ProfileStore(path: directory.path + "/plain.sqlite3").history(profile: "default").map(
      comparable)
    #expect(kept.count == rounds)
    #expect(kept == reference)
  }

  @Test("quitting mid-round keeps the round: the next session resumes it, says so, and records it once")
  func quitKeepsTheRound() throws {
    let directory = ProfileDirectory()
    var options = PlayOptions()
    // 10♠ 6♦ against 9♥ (7♣ in the hole); the player hits 4♥ (20); the dealer draws 10♣ and busts.
    options.stackedCards = try PlayOptions.cards(from: "10S 9H 6D 7C 4H 10C")
    options.seed = 7
    var first = try profileSession(directory.database, options: options)
    #expect(first.greeting.contains("New profile 'default' with a bankroll of 1000.00, kept in \(directory.database)."))
    _ = first.handle(.line("bet 10"))
    let quit = first.handle(.line("quit"))
    #expect(quit.hasPrefix("The round in progress is kept: it resumes the next time you play profile 'default'.\n"))
    #expect(quit.contains("Bankroll: 1000.00 (started with 1000.00)"))
    #expect(try ProfileStore(path: directory.database).profiles().first?.roundInProgress == true)

    var second = try profileSession(directory.database)
    #expect(
      second.greeting == """
        Blackjack — rules 6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75, bankroll 1000.00, seed 7.
        Profile 'default': 0 rounds so far, kept in \(directory.database).
        Resuming round 1, left unfinished when you left the table: bet 10.00.
        Dealer: 9H ??
        You:    10S 6D  16  bet 10.00
        Your move: hit, stand, double

        """)
    #expect(
      second.handle(.line("hit")) == "Dealer: 9H ??\nYou:    10S 6D 4H  20  bet 10.00\nYour move: hit, stand\n")
    #expect(second.handle(.line("stand")).contains("Result: win — 20, dealer busts, +10.00\nBankroll: 1010.00\n"))
    let history = second.handle(.line("history"))
    #expect(history.hasPrefix("#1 20"))
    #expect(history.hasSuffix(" bet 10.00: 10S 6D 4H win +10.00; dealer 9H 7C 10C; net +10.00 (resumed)\n"))
    _ = second.handle(.endOfInput)
    let rounds = try ProfileStore(path: directory.database).history(profile: "default")
    #expect(rounds.count == 1)
    #expect(rounds.first?.resumed == true)
    #expect(rounds.first?.hands.first?.cards == "10S 6D 4H")
    #expect(rounds.first?.decisions.map(\.choice) == ["hit", "stand"])
    try checkInvariants(directory.database)
  }

  @Test("broke, a profile may rebuy up to its starting bankroll; the rebuy is in the ledger, apart from results")
  func rebuy() throws {
    let directory = ProfileDirectory()
    var options = PlayOptions()
    options.bankroll = "10"
    // 10♠ 6♦ (16) stands against 10♥ 9♣ (19): the 10.00 bet is lost.
    options.stackedCards = try PlayOptions.cards(from: "10S 10H 6D 9C")
    options.seed = 7
    var session = try profileSession(directory.database, options: options)
    #expect(session.respond(to: .line("rebuy 5")).isRefusal)
    _ = session.handle(.line("bet 10"))
    let lost = session.handle(.line("stand"))
    #expect(
      lost.hasSuffix(
        "Bankroll: 0.00\nYour bankroll of 0.00 cannot cover the minimum bet of 1.00: 'rebuy N' adds N (from 1.00 to"
          + " 10.00), or 'quit'.\n"))
    #expect(!session.isFinished)
    #expect(
      session.respond(to: .line("rebuy 11"))
        == .init(text: "'11' is not a rebuy amount; rebuy from 1.00 to 10.00\n", isRefusal: true))
    #expect(session.handle(.line("rebuy 10")) == "Rebuy of 10.00, recorded in the profile. Bankroll: 10.00\n")
    let summary = try #require(try ProfileStore(path: directory.database).profiles().first)
    #expect(summary.rebuys == 1000 && summary.rebuyCount == 1 && summary.net == -1000 && summary.bankroll == 1000)
    try checkInvariants(directory.database)
  }

  @Test("a guest is told that history, stats all, profile, leaderboard and rebuy need a profile")
  func guestRefusals() throws {
    var session = try REPLSession(options: PlayOptions(), style: CardStyle(ascii: true))
    for line in ["history", "stats all", "profile", "leaderboard", "rebuy 10"] {
      let reply = session.respond(to: .line(line))
      #expect(reply.isRefusal)
      #expect(reply.text.contains("needs a profile, and this is a guest session"))
    }
  }

  @Test("the round in progress of the schema-1 fixture resumes after the migration, the same round")
  func fixtureResumes() throws {
    let directory = ProfileDirectory()
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../BlackjackProfileTests/Fixtures/schema-1.sqlite3").standardized
    try FileManager.default.copyItem(atPath: fixture.path, toPath: directory.database)
    var session = try profileSession(directory.database, profile: "alice")
    // Made by make-schema-1: K♠ 9♣ against 10♣, left at the deal.
    #expect(session.greeting.contains("Resuming round 3, left unfinished when you left the table: bet 10.00.\n"))
    #expect(session.greeting.contains("Dealer: 10C ??\nYou:    KS 9C  19  bet 10.00\nYour move: hit, stand, double\n"))
    #expect(session.bankroll == .init(units: 20))
    let reply = session.handle(.line("stand"))
    #expect(reply.hasPrefix("You stand on 19.\nDealer turns over 6C: 10C 6C  16\n"))
    let rounds = try ProfileStore(path: directory.database).history(profile: "alice")
    #expect(rounds.map(\.number) == [1, 2, 3])
    #expect(rounds.last?.resumed == true && rounds.last?.hands.first?.cards == "KS 9C")
    #expect(rounds.last?.shoePosition == 10)
    try checkInvariants(directory.database, profile: "alice")
  }

  @Test("the leaderboard ranks the profiles with enough rounds by net per 100 rounds and by play off basic strategy")
  func leaderboard() throws {
    let directory = ProfileDirectory()
    let store = try ProfileStore(path: directory.database)
    /// `count` rounds of `net` cents each, with one decision that is basic strategy's or not.
    func play(_ name: String, rounds count: Int, net: Int, offStrategy: Bool) throws {
      let claim = try ProfileSession(store: store, profile: name, startingBankroll: 100_000)
      let round = RoundRecord(
        startedAt: "2026-01-01T00:00:00.000Z", finishedAt: "2026-01-01T00:00:00.000Z", rules: "6D", seed: "1",
        shuffle: 1, shoePosition: 0, cardsDealt: 5, bet: 1000, insurance: 0, net: net, dealerCards: "9H 7C 10C",
        blackjack: false, isVoid: false, resumed: false,
        hands: [
          HandRecord(
            cards: "10S 6D", bet: 1000, doubled: false, split: false, surrendered: false, outcome: "win", net: net)
        ],
        decisions: [
          DecisionRecord(
            hand: 0, cards: "10S 6D", upCard: "9H", choice: "stand", basic: offStrategy ? "hit" : "stand", evCost: nil)
        ])
      try claim.end(
        reason: "quit",
        ProfileChange(
          state: "", bankroll: 100_000 + count * net, rounds: Array(repeating: round, count: count), rebuys: [],
          decisions: count, offStrategy: offStrategy ? count : 0))
    }
    try play("ann", rounds: 60, net: 1000, offStrategy: true)
    try play("ben", rounds: 55, net: -500, offStrategy: false)
    try play("cy", rounds: 3, net: 0, offStrategy: false)
    var session = try profileSession(directory.database, profile: "dee")
    #expect(
      session.handle(.line("leaderboard")) == """
        Leaderboard of \(directory.database): profiles with 50 rounds or more (2 with fewer are not ranked).
        By net result per 100 rounds:
          1. ann  +1000.00 per 100 rounds (60 rounds)
          2. ben  -500.00 per 100 rounds (55 rounds)
        By decisions off basic strategy (fewest first):
          1. ben  0.0% of 55 decisions
          2. ann  100.0% of 60 decisions

        """)
  }

  @Test("a saved game that cannot be resumed (its state edited) is refused in one line; nothing is changed")
  func damagedState() throws {
    let directory = ProfileDirectory()
    var first = try profileSession(directory.database)
    _ = first.handle(.line("quit"))
    let store = try ProfileStore(path: directory.database)
    let claim = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
    try claim.end(
      reason: "quit",
      ProfileChange(
        state: #"{"formatVersion": 1, "seed": "7"}"#, bankroll: 100, rounds: [], rebuys: [], decisions: 0,
        offStrategy: 0))
    var options = PlayOptions()
    options.saving.databasePath = directory.database
    let session = try REPLSession(options: options, style: CardStyle(ascii: true))
    let again = try ProfileSession(store: store, profile: "default", startingBankroll: 100)
    #expect {
      try SessionDriver(session, profile: again, options: options)
    } throws: { error in
      let line = (error as? ProfileAttachError)?.line ?? ""
      return line.hasPrefix("the saved game of profile 'default' in \(directory.database) cannot be resumed (")
        && line.hasSuffix("); it was left untouched: play another profile with --profile NAME, or --guest")
    }
  }

  @Test("coach on is remembered by the profile, and coach off is too")
  func coachIsRemembered() throws {
    let directory = ProfileDirectory()
    var first = try profileSession(directory.database)
    #expect(!first.coach.isOn)
    _ = first.handle(.line("coach on"))
    _ = first.handle(.line("quit"))
    var second = try profileSession(directory.database)
    #expect(second.coach.isOn)
    #expect(second.greeting.contains("Coach on, as you left it ('coach off' stops it).\n"), "\(second.greeting)")
    // A new table's options (here --rules) do not turn it off: it is the player's choice, not the table's.
    var options = PlayOptions()
    options.rulesSpec = "1D H17"
    _ = second.handle(.line("quit"))
    var third = try profileSession(directory.database, options: options)
    #expect(third.coach.isOn)
    _ = third.handle(.line("coach off"))
    _ = third.handle(.line("quit"))
    let fourth = try profileSession(directory.database)
    #expect(!fourth.coach.isOn && !fourth.greeting.contains("Coach on"))
  }
}
