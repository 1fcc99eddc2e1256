public import CardKit

/// A table saved exactly, to be restored later: the table as it stood before the round in progress was dealt (its
/// rules, bankroll and shoe, generator state included) and, when a round is in progress, its bet and every request
/// accepted so far.
///
/// A round is not saved as its cards: it is saved as what was asked of the table, and decoding plays it again from
/// the saved shoe. So a decoded snapshot always holds a round the state machine reached, dealing the same cards to
/// the same hands, and the restored table deals on exactly as the saved one would have. Decoding refuses a snapshot
/// whose round does not replay: a request the table refuses, or requests that finish the round.
public struct TableSnapshot: Sendable, Equatable, Codable {
  /// The table rules.
  public let rules: Rules
  /// The bankroll before the round in progress (bets are settled only at the end of a round).
  public let bankroll: Money
  /// The shoe as it stood before the round in progress was dealt (a reshuffle due then happens on the replay).
  public let shoe: DealingShoe<Xoshiro256StarStar>
  /// The round in progress, or `nil` between rounds.
  public let round: RoundLog?
  /// The table the snapshot restores: the saved table with the round in progress replayed.
  public let table: Table<Xoshiro256StarStar>

  /// The keys of the encoded snapshot.
  enum CodingKeys: String, CodingKey {
    case formatVersion, rules, bankroll, shoe, round
  }

  /// A snapshot of a table between rounds.
  init(betweenRounds table: Table<Xoshiro256StarStar>) {
    rules = table.rules
    bankroll = table.bankroll
    shoe = table.shoe
    round = nil
    self.table = table
  }

  /// A snapshot of `start` (between rounds) with `round` replayed on it.
  init(
    start: TableSnapshot, round: RoundLog, seats: (String) -> (any PlayerStrategy)? = { _ in nil }
  ) throws(TableSnapshotError) {
    rules = start.rules
    bankroll = start.bankroll
    shoe = start.shoe
    self.round = round
    table = try Self.replay(
      round, on: Table(rules: start.rules, bankroll: start.bankroll, shoe: start.shoe), seats: seats)
  }

  /// This between-rounds snapshot with `round` in progress on it: the round is replayed from this snapshot's shoe.
  ///
  /// - Throws: ``TableSnapshotError`` when this snapshot already holds a round, or the round does not replay.
  public func playing(_ round: RoundLog) throws(TableSnapshotError) -> TableSnapshot {
    try playing(round, seats: { _ in nil })
  }

  /// This between-rounds snapshot with `round` in progress on it, its AI seats played by the strategies `seats`
  /// names (see ``LoggedPosition/seat``): the round is replayed from this snapshot's shoe, each seat deciding as it
  /// did, so that the same cards come to the same hands.
  ///
  /// - Throws: ``TableSnapshotError`` when this snapshot already holds a round, a seat's strategy is not known to
  ///   `seats`, or the round does not replay.
  public func playing(
    _ round: RoundLog, seats: (String) -> (any PlayerStrategy)?
  ) throws(TableSnapshotError) -> TableSnapshot {
    guard self.round == nil else { throw .roundAlreadySaved }
    return try TableSnapshot(start: self, round: round, seats: seats)
  }

  /// Whether `shoe` is a shoe of `rules`: as many decks (or an infinite deck), the same penetration, and, for a shoe
  /// that shuffles as it deals, the positions each shuffle shuffles that the rules call for.
  static func fits(_ shoe: DealingShoe<Xoshiro256StarStar>, _ rules: Rules) -> Bool {
    guard let decks = rules.deckCount else { return shoe.infinite }
    return !shoe.infinite && shoe.currentShoe.decks == decks
      && shoe.currentShoe.penetration == (rules.penetrationFraction ?? 1) && shoe.shufflesAsShoe(of: rules)
  }

  /// Plays `round` on `table` again, request by request, the seats of a round of several positions played by the
  /// strategies `seats` names.
  static func replay(
    _ round: RoundLog, on table: Table<Xoshiro256StarStar>, seats: (String) -> (any PlayerStrategy)? = { _ in nil }
  ) throws(TableSnapshotError) -> Table<Xoshiro256StarStar> {
    var table = table
    guard fits(table.shoe, table.rules) else { throw .shoeDoesNotFitRules(table.rules.spec) }
    var positions: [TablePosition]?
    if let logged = round.positions {
      positions = try logged.map { position throws(TableSnapshotError) in
        guard let name = position.seat else { return .spot(bet: position.bet) }
        guard let strategy = seats(name) else { throw .unknownSeat(name) }
        return .seat(bet: position.bet, playedBy: strategy)
      }
      guard positions?.contains(where: \.isSpot) == true else { throw .noSpot }
    }
    do throws(TableError) {
      if let positions {
        _ = table.prepareShoe()
        try table.dealPrepared(positions: positions, sideBets: round.sideBets)
      } else {
        try table.deal(bet: round.bet, sideBets: round.sideBets)
      }
    } catch {
      throw .refused(request: "bet \(round.bet)", position: 0, reason: error.description)
    }
    for (offset, request) in round.requests.enumerated() {
      guard table.isRoundInProgress else { throw .roundFinished(position: offset) }
      do {
        switch request {
        case .insurance(let take): try table.resolveInsurance(take)
        case .action(let action): try table.act(action)
        }
      } catch {
        // Running out of cards voids the round: the request was taken, and the round is settled.
        if case .round(.outOfCards) = error, !table.isRoundInProgress { continue }
        throw .refused(request: request.description, position: offset + 1, reason: error.description)
      }
    }
    guard table.isRoundInProgress else { throw .roundFinished(position: round.requests.count) }
    return table
  }

  /// Decodes a snapshot as ``encode(to:)`` writes it and replays its round.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a `formatVersion` other than 1, rules that do not parse, a
  ///   bankroll below zero, a shoe that is not one of these rules, or a round that does not replay (see
  ///   ``TableSnapshotError``); the shoe's own errors (see ``DealingShoe/init(from:)``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try container.decodeFormatVersion(forKey: .formatVersion, of: "TableSnapshot", supported: 1, reader: "engine")
    let spec = try container.decode(String.self, forKey: .rules)
    do {
      rules = try Rules(spec: spec)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .rules, in: container, debugDescription: error.description)
    }
    let cents = try container.decode(Int.self, forKey: .bankroll)
    guard cents >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .bankroll, in: container, debugDescription: "bankroll \(Money(cents: cents)) is below zero")
    }
    bankroll = Money(cents: cents)
    shoe = try container.decode(DealingShoe<Xoshiro256StarStar>.self, forKey: .shoe)
    round = try container.decodeIfPresent(RoundLog.self, forKey: .round)
    let start = Table(rules: rules, bankroll: bankroll, shoe: shoe)
    do throws(TableSnapshotError) {
      if let round, round.positions?.contains(where: { $0.seat != nil }) == true {
        // The seats' strategies are not part of the snapshot: such a round is restored with playing(_:seats:).
        throw TableSnapshotError.unknownSeat(round.positions?.compactMap(\.seat).first ?? "")
      }
      if let round {
        table = try Self.replay(round, on: start)
      } else {
        guard Self.fits(shoe, rules) else {
          throw TableSnapshotError.shoeDoesNotFitRules(rules.spec)
        }
        table = start
      }
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .round, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the snapshot: `formatVersion` 1, `rules` (the spec), `bankroll` (in cents), `shoe` (see
  /// ``DealingShoe/encode(to:)``) and, for a round in progress, `round` (see ``RoundLog``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .formatVersion)
    try container.encode(rules.spec, forKey: .rules)
    try container.encode(bankroll.cents, forKey: .bankroll)
    try container.encode(shoe, forKey: .shoe)
    try container.encodeIfPresent(round, forKey: .round)
  }

  /// Whether both save the same table: rules, bankroll, shoe and round.
  public static func == (lhs: TableSnapshot, rhs: TableSnapshot) -> Bool {
    lhs.rules == rhs.rules && lhs.bankroll == rhs.bankroll && lhs.shoe == rhs.shoe && lhs.round == rhs.round
  }
}

/// A round in progress as it was asked for: the bet and its side bets, then every request the table accepted, in
/// order.
public struct RoundLog: Sendable, Hashable, Codable {
  /// The bet the round was dealt for.
  public var bet: Money
  /// The side bets placed with it.
  public var sideBets: [SideBetStake]
  /// The accepted requests after the deal.
  public var requests: [RoundRequest]
  /// The positions of a round of several positions (``Table/dealPrepared(positions:sideBets:)``) in seat order, or
  /// `nil` for a lone spot dealt for ``bet``; the requests are then the spots' in the order they were decided.
  public var positions: [LoggedPosition]?

  /// A round dealt for `bet` and `sideBets`, with the requests accepted since; `positions` for a round of several
  /// positions (``bet`` is then the first spot's).
  public init(
    bet: Money, sideBets: [SideBetStake] = [], requests: [RoundRequest] = [], positions: [LoggedPosition]? = nil
  ) {
    self.bet = bet
    self.sideBets = sideBets
    self.requests = requests
    self.positions = positions
  }

  enum CodingKeys: String, CodingKey {
    case bet, sideBets, requests, positions
  }

  /// A side bet as saved: its code and its stake in cents.
  struct SavedSideBet: Codable {
    var bet: String
    var stake: Int
  }

  /// Decodes `bet` (cents, positive) and `requests` (words such as "hit", "insurance no").
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    bet = try container.decodePositiveMoney(forKey: .bet, named: "bet")
    var sideBets: [SideBetStake] = []
    for saved in try container.decodeIfPresent([SavedSideBet].self, forKey: .sideBets) ?? [] {
      guard let bet = SideBet(code: saved.bet), saved.stake > 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .sideBets, in: container,
          debugDescription: "side bet '\(saved.bet)' for \(saved.stake) cents is not a side bet (\(SideBet.codeList))"
            + " with a positive stake")
      }
      sideBets.append(SideBetStake(bet, stake: Money(cents: saved.stake)))
    }
    self.sideBets = sideBets
    var requests: [RoundRequest] = []
    for word in try container.decode([String].self, forKey: .requests) {
      guard let request = RoundRequest(word) else {
        throw DecodingError.dataCorruptedError(
          forKey: .requests, in: container,
          debugDescription: "'\(word)' is not a request; expected hit, stand, double, split, surrender, insurance yes"
            + " or insurance no")
      }
      requests.append(request)
    }
    self.requests = requests
    positions = try container.decodeIfPresent([LoggedPosition].self, forKey: .positions)
    if let positions, positions.isEmpty || positions.count > 7 {
      throw DecodingError.dataCorruptedError(
        forKey: .positions, in: container, debugDescription: "a round has 1 to 7 positions; got \(positions.count)")
    }
  }

  /// Encodes `bet` in cents, the side bets when there are any (`[{"bet": "pp", "stake": 500}]`) and `requests` as
  /// words: `{"bet": 1000, "requests": ["insurance no", "hit"]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(bet.cents, forKey: .bet)
    if !sideBets.isEmpty {
      try container.encode(
        sideBets.map { SavedSideBet(bet: $0.bet.code, stake: $0.stake.cents) }, forKey: .sideBets)
    }
    try container.encode(requests.map(\.description), forKey: .requests)
    try container.encodeIfPresent(positions, forKey: .positions)
  }
}

/// One position of a logged round of several positions: its bet, and who played it — the table's player (a spot)
/// or an AI seat, named by its strategy (the name is the caller's; ``TableSnapshot/playing(_:seats:)`` asks for the
/// strategy it names).
public struct LoggedPosition: Sendable, Hashable, Codable {
  /// The bet on the position.
  public var bet: Money
  /// The name of the seat's strategy, or `nil` for a spot of the table's player.
  public var seat: String?

  /// A position for `bet`, played by the seat named `seat` or, when `nil`, a spot of the table's player.
  public init(bet: Money, seat: String? = nil) {
    self.bet = bet
    self.seat = seat
  }

  enum CodingKeys: String, CodingKey {
    case bet, seat
  }

  /// Decodes `bet` (cents, positive) and the optional `seat` (1 to 32 letters, digits or hyphens).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    bet = try container.decodePositiveMoney(forKey: .bet, named: "position bet")
    seat = try container.decodeIfPresent(String.self, forKey: .seat)
    if let seat,
      seat.isEmpty || seat.count > 32 || !seat.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    {
      throw DecodingError.dataCorruptedError(
        forKey: .seat, in: container, debugDescription: "seat '\(seat)' is not a strategy name")
    }
  }

  /// Encodes `bet` in cents and `seat` when there is one: `{"bet": 1000, "seat": "basic"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(bet.cents, forKey: .bet)
    try container.encodeIfPresent(seat, forKey: .seat)
  }
}

/// One request to the table during a round: an answer to the insurance question, or an action on the active hand.
public enum RoundRequest: Sendable, Hashable, CustomStringConvertible {
  /// `insurance yes` or `insurance no` (even money when holding a blackjack).
  case insurance(Bool)
  /// An action on the active hand.
  case action(Action)

  /// The request as a word or two: "hit", "insurance yes".
  public var description: String {
    switch self {
    case .insurance(let take): take ? "insurance yes" : "insurance no"
    case .action(let action): action.name
    }
  }

  /// The request a word names, as ``description`` writes it; `nil` for any other text.
  public init?(_ word: String) {
    switch word {
    case "insurance yes": self = .insurance(true)
    case "insurance no": self = .insurance(false)
    default:
      guard let action = Action.allCases.first(where: { $0.name == word }) else { return nil }
      self = .action(action)
    }
  }
}

/// Why a saved round cannot be restored.
public enum TableSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The table refused a request of the saved round: its position (0 for the bet), the request and the reason.
  case refused(request: String, position: Int, reason: String)
  /// The saved round was over before its request at `position` (or after its last one): it is not in progress.
  case roundFinished(position: Int)
  /// The saved shoe is not the shoe of these rules (decks or penetration differ).
  case shoeDoesNotFitRules(String)
  /// A round was added to a snapshot that already holds one.
  case roundAlreadySaved
  /// A saved seat's strategy, by its name, is not one the caller can play.
  case unknownSeat(String)
  /// The saved round of several positions has no spot of the table's player.
  case noSpot

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .refused(let request, let position, let reason):
      position == 0
        ? "the saved round cannot be dealt again: \(reason)"
        : "request \(position) of the saved round, '\(request)', is refused: \(reason)"
    case .roundFinished(let position):
      "the saved round is already over after request \(position); a snapshot saves only a round in progress"
    case .shoeDoesNotFitRules(let spec): "the saved shoe is not a shoe of the rules \(spec)"
    case .roundAlreadySaved: "the snapshot already holds a round in progress"
    case .unknownSeat(let name):
      "the saved round has a seat played by '\(name)', a strategy this table cannot play again"
    case .noSpot: "the saved round of several positions has no spot of the player's"
    }
  }
}

extension Table where Generator == Xoshiro256StarStar {
  /// The table saved as it stands between rounds; `nil` while a round is in progress (save the snapshot taken
  /// before the deal, and add the round with ``TableSnapshot/playing(_:)``).
  public var snapshot: TableSnapshot? { isRoundInProgress ? nil : TableSnapshot(betweenRounds: self) }
}

extension KeyedDecodingContainer {
  /// Decodes money saved in cents at `key`, refusing an amount that is not positive ("`name` -5.00 is not positive").
  func decodePositiveMoney(forKey key: Key, named name: String) throws -> Money {
    let cents = try decode(Int.self, forKey: key)
    guard cents > 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(name) \(Money(cents: cents)) is not positive")
    }
    return Money(cents: cents)
  }
}
