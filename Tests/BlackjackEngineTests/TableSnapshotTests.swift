import BlackjackEngine
import CardKit
import Foundation
import Testing

@Suite("TableSnapshot")
struct TableSnapshotTests {
  typealias SeededTable = Table<Xoshiro256StarStar>

  func table(_ spec: String, bankroll: Int = 1000, stacked: String = "", seed: UInt64 = 3) -> SeededTable {
    try! Table(
      rules: try! Rules(spec: spec), bankroll: Money(units: bankroll), generator: Xoshiro256StarStar(seed: seed),
      stacked: stacked.split(separator: " ").map { Card($0)! })
  }

  func roundTrip(_ snapshot: TableSnapshot) throws -> TableSnapshot {
    try JSONDecoder().decode(TableSnapshot.self, from: JSONEncoder().encode(snapshot))
  }

  /// One step of a seeded player: a bet between rounds, otherwise a legal request picked at random.
  func step(_ table: inout SeededTable, log: inout RoundLog?, start: inout TableSnapshot, using g: inout SplitMix64)
    throws
  {
    guard let round = table.round, table.isRoundInProgress else {
      start = table.snapshot!
      let bet = Money(units: 1 + Int(g.next() % 20))
      try table.deal(bet: bet)
      log = table.isRoundInProgress ? RoundLog(bet: bet) : nil
      return
    }
    let request: RoundRequest
    if round.phase == .insurance {
      request = .insurance(g.next() % 2 == 0)
    } else {
      let legal = table.affordableActions.actions
      request = .action(legal[Int(g.next() % UInt64(legal.count))])
    }
    switch request {
    case .insurance(let take): try table.resolveInsurance(take)
    case .action(let action): try table.act(action)
    }
    log?.requests.append(request)
    if !table.isRoundInProgress { log = nil }
  }

  @Test(
    "a table saved and restored after every request deals exactly as one never interrupted",
    arguments: ["6D S17 DAS", "1D H17 LS RSA", "2D ES ENHC", "8D PEN90 SPL4", "6D CSM", "INF"])
  func restoredTableDealsTheSameCards(spec: String) throws {
    var plain = table(spec, bankroll: 100_000)
    var restored = plain
    var gPlain = SplitMix64(seed: 11)
    var gRestored = gPlain
    var logPlain: RoundLog?
    var logRestored: RoundLog?
    var startPlain = plain.snapshot!
    var startRestored = startPlain
    for _ in 0..<600 {
      try step(&plain, log: &logPlain, start: &startPlain, using: &gPlain)
      try step(&restored, log: &logRestored, start: &startRestored, using: &gRestored)
      let saved = try logRestored.map { try startRestored.playing($0) } ?? restored.snapshot!
      let decoded = try roundTrip(saved)
      #expect(decoded == saved)
      restored = decoded.table
      if logRestored == nil { startRestored = decoded }
      #expect(restored.round == plain.round || !plain.isRoundInProgress)
      #expect(restored.bankroll == plain.bankroll)
      #expect(restored.shoe == plain.shoe)
    }
    #expect(plain.shoe.shuffleCount > 1 || spec == "INF")
  }

  @Test("a stacked shoe's cards still come first after a restore")
  func stackedCards() throws {
    var t = table("6D", stacked: "TS 6H 8D TC 9C 2S")
    let decoded = try roundTrip(t.snapshot!)
    var u = decoded.table
    try t.deal(bet: Money(units: 10))
    try u.deal(bet: Money(units: 10))
    #expect(u.round == t.round)
    #expect(u.round?.hand(at: 0).cards.map(\.asciiDescription) == ["10S", "8D"])
    #expect(u.shoe.stackedRemaining == 2)
  }

  /// The JSON of a snapshot with a round in progress (10♠ 6♦ against 9♥), as an editable dictionary.
  func savedRound(_ requests: [RoundRequest] = []) throws -> [String: Any] {
    var t = table("6D", stacked: "TS 9H 6D 7C 4H TC 5S")
    let start = t.snapshot!
    try t.deal(bet: Money(units: 10))
    let snapshot = try start.playing(RoundLog(bet: Money(units: 10), requests: requests))
    return try JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot)) as! [String: Any]
  }

  func decodingError(_ json: [String: Any]) -> String? {
    do {
      _ = try JSONDecoder().decode(TableSnapshot.self, from: JSONSerialization.data(withJSONObject: json))
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  @Test("a lazy shoe is refused unless it shuffles the positions its rules call for")
  func lazyShoeFitsItsRules() throws {
    let rules = try Rules(spec: "2D S17 PEN75")
    let table = Table(
      rules: rules, bankroll: Money(units: 10), generator: Xoshiro256StarStar(seed: 2), shufflingLazily: true)
    var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(table.snapshot!)) as! [String: Any]
    var shoe = json["shoe"] as! [String: Any]
    // Two decks at 75%: the cut card after 78 cards, the positions each shuffle shuffles.
    #expect(shoe["shuffledPrefix"] as? Int == 78)
    #expect(decodingError(json) == nil)
    // No positions ahead is a lazy shoe's under a continuous shuffler, not under these rules.
    shoe["shuffledPrefix"] = 0
    json["shoe"] = shoe
    #expect(
      decodingError(json) == "the saved shoe is not a shoe of the rules 2D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")
    // Other positions are no lazy shoe's at all.
    shoe["shuffledPrefix"] = 77
    json["shoe"] = shoe
    #expect(decodingError(json)?.hasPrefix("shuffledPrefix 77 is impossible for a shoe of 104 cards") == true)
    // A continuous shuffler shuffles no positions ahead: its shoe's cut card (at the end) is no reason to.
    let csm = Table(
      rules: try Rules(spec: "2D S17 CSM"), bankroll: Money(units: 10), generator: Xoshiro256StarStar(seed: 2),
      shufflingLazily: true)
    json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(csm.snapshot!)) as! [String: Any]
    shoe = json["shoe"] as! [String: Any]
    #expect(shoe["shuffledPrefix"] as? Int == 0)
    #expect(decodingError(json) == nil)
    shoe["shuffledPrefix"] = 104
    json["shoe"] = shoe
    #expect(decodingError(json)?.hasPrefix("the saved shoe is not a shoe of the rules 2D S17") == true)
  }

  @Test("a saved round replays on decoding, so the decoded round is the same round")
  func savedRoundReplays() throws {
    let json = try savedRound([.action(.hit)])
    let decoded = try JSONDecoder().decode(TableSnapshot.self, from: JSONSerialization.data(withJSONObject: json))
    let round = try #require(decoded.table.round)
    #expect(round.hand(at: 0).cards.map(\.asciiDescription) == ["10S", "6D", "4H"])
    #expect(round.phase == .playerTurn)
    #expect(decoded.bankroll == Money(units: 1000))
  }

  @Test("a snapshot the state machine could not reach is refused with one line naming what is wrong")
  func refusals() throws {
    var json = try savedRound()
    json["formatVersion"] = 2
    #expect(decodingError(json) == "TableSnapshot formatVersion 2 is not supported; this engine reads formatVersion 1")

    json = try savedRound()
    json["round"] = ["bet": 1000, "requests": ["split"]]
    #expect(
      decodingError(json)
        == "request 1 of the saved round, 'split', is refused: cannot split: can only split a pair; legal now: hit,"
        + " stand, double")

    json = try savedRound()
    json["round"] = ["bet": 1000, "requests": ["stand", "hit"]]
    #expect(
      decodingError(json)
        == "the saved round is already over after request 1; a snapshot saves only a round in progress")

    json = try savedRound()
    json["round"] = ["bet": 200_000, "requests": [String]()]
    #expect(
      decodingError(json)
        == "the saved round cannot be dealt again: not enough money: that needs 2000.00 but only 1000.00 is available")

    json = try savedRound()
    json["round"] = ["bet": 1000, "requests": ["fold"]]
    #expect(decodingError(json)?.hasPrefix("'fold' is not a request") == true)

    json = try savedRound()
    json["rules"] = "2D"
    #expect(
      decodingError(json) == "the saved shoe is not a shoe of the rules 2D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75")

    json = try savedRound()
    var shoe = json["shoe"] as! [String: Any]
    shoe["generator"] = ["0", "0", "0", "0"]
    json["shoe"] = shoe
    #expect(decodingError(json) == "generator must be four hexadecimal words, not all zero")

    json = try savedRound()
    shoe = json["shoe"] as! [String: Any]
    var cards = shoe["shoe"] as! [String: Any]
    cards["cards"] = (cards["cards"] as! String).replacingOccurrences(of: "AS", with: "KS")
    shoe["shoe"] = cards
    json["shoe"] = shoe
    #expect(decodingError(json) == "the shoe of 312 cards is not 6 standard decks (every card 6 times)")

    json = try savedRound()
    shoe = json["shoe"] as! [String: Any]
    shoe["roundStart"] = 5
    json["shoe"] = shoe
    #expect(decodingError(json) == "roundStart 5 is after the 0 cards dealt")
  }
}
