/// One session's hold on a profile: it claims the profile when it starts, saves every change in one transaction,
/// and lets the profile go when it ends.
///
/// **One session per profile.** Starting a session records it in `sessions` with the process id (and the process's
/// start time, so that a reused id is not mistaken for it), inside a `BEGIN IMMEDIATE` transaction. A second
/// session on the same profile is refused (``ProfileError/inUse(path:profile:processID:)``) while the first
/// process runs; a session whose process is gone (killed or crashed) is closed as `crashed` and the new one takes
/// over. Every save checks that this session still holds the profile, so two sessions never both write it.
public final class ProfileSession {
  /// The database.
  public let store: ProfileStore
  /// The profile's name.
  public let name: String
  let profileID: Int
  let sessionID: Int
  /// The state the last session saved (opaque text written by the REPL), or `nil` for a new profile.
  public let savedState: String?
  /// Whether the profile was created by this session.
  public let isNew: Bool
  /// Whether the previous session on this profile ended without saying so (killed or crashed).
  public let previousSessionCrashed: Bool
  /// The profile's bankroll when the session started, in cents.
  public let bankroll: Int
  /// The bankroll the profile was created with, in cents.
  public let startingBankroll: Int
  /// Rounds the profile had recorded when the session started.
  public let roundsBefore: Int
  /// Whether the session has ended.
  public internal(set) var isEnded = false

  /// Claims `profile` (creating it with `startingBankroll` cents when new) for this process.
  ///
  /// - Throws: ``ProfileError/inUse(path:profile:processID:)`` while another live session holds it,
  ///   ``ProfileError/badProfileName(_:)``, or a database error.
  public init(store: ProfileStore, profile: String, startingBankroll: Int) throws(ProfileError) {
    guard ProfileStore.isValidName(profile) else { throw .badProfileName(profile) }
    self.store = store
    name = profile
    let connection = store.connection
    let now = System.timestamp()
    let pid = System.processID
    typealias Claim = (
      profile: Int, session: Int, state: String?, isNew: Bool, crashed: Bool, bankroll: Int, start: Int, rounds: Int
    )
    let claim: Claim = try store.check { () throws -> Claim in
      try connection.transaction { () throws -> Claim in
        var isNew = false
        if try store.profileID(profile) == nil {
          isNew = true
          try connection.query(
            "INSERT INTO profiles (name, created_at, starting_bankroll, bankroll) VALUES (?1, ?2, ?3, ?3)",
            [.text(profile), .text(now), .integer(startingBankroll)])
          try connection.query(
            "INSERT INTO ledger (profile_id, at, kind, amount) VALUES (?1, ?2, 'start', ?3)",
            [.integer(connection.lastInsertRowID), .text(now), .integer(startingBankroll)])
        }
        let row = try connection.query(
          "SELECT id, state, bankroll, starting_bankroll, rounds FROM profiles WHERE name = ?1", [.text(profile)])[0]
        let id = row[0].int
        var crashed = false
        for open in try connection.query(
          "SELECT id, pid, process_start FROM sessions WHERE profile_id = ?1 AND ended_at IS NULL", [.integer(id)])
        {
          let holder = open[1].int
          if System.isRunning(pid: holder, start: open[2].string ?? "") {
            throw ProfileError.inUse(path: store.path, profile: profile, processID: holder)
          }
          crashed = true
          try connection.query(
            "UPDATE sessions SET ended_at = ?1, end_reason = 'crashed' WHERE id = ?2", [.text(now), open[0]])
        }
        try connection.query(
          """
          INSERT INTO sessions (profile_id, started_at, pid, process_start, bankroll_start)
          VALUES (?1, ?2, ?3, ?4, ?5)
          """,
          [.integer(id), .text(now), .integer(pid), .text(System.processStart(pid)), row[2]])
        return (id, connection.lastInsertRowID, row[1].string, isNew, crashed, row[2].int, row[3].int, row[4].int)
      }
    }
    profileID = claim.profile
    sessionID = claim.session
    savedState = claim.state
    isNew = claim.isNew
    previousSessionCrashed = claim.crashed
    bankroll = claim.bankroll
    self.startingBankroll = claim.start
    roundsBefore = claim.rounds
  }

  /// Saves one command's change in one transaction: the rounds settled (numbered on from the profile's last), the
  /// rebuys, the bankroll, the state to resume from and the session's running totals.
  ///
  /// - Returns: The rounds as saved, with their numbers.
  /// - Throws: ``ProfileError/lockLost(path:profile:)`` when another session has taken the profile, or a database
  ///   error; nothing is saved then.
  @discardableResult
  public func save(_ change: ProfileChange) throws(ProfileError) -> [RoundRecord] {
    try write(change, ending: nil)
  }

  /// Saves the last change and ends the session, saying why (`quit`, `end of input`, …); the profile is free then.
  @discardableResult
  public func end(reason: String, _ change: ProfileChange) throws(ProfileError) -> [RoundRecord] {
    let saved = try write(change, ending: reason)
    isEnded = true
    return saved
  }

  private func write(_ change: ProfileChange, ending reason: String?) throws(ProfileError) -> [RoundRecord] {
    let connection = store.connection
    let path = store.path
    let name = name
    let profileID = profileID
    let sessionID = sessionID
    return try store.check { () throws -> [RoundRecord] in
      try connection.transaction { () throws -> [RoundRecord] in
        let holder = try connection.query(
          "SELECT ended_at IS NULL AND pid = ?2 FROM sessions WHERE id = ?1",
          [.integer(sessionID), .integer(System.processID)])
        guard holder.first?.first?.int == 1 else { throw ProfileError.lockLost(path: path, profile: name) }
        let now = System.timestamp()
        var number = try connection.scalar("SELECT rounds FROM profiles WHERE id = ?1", [.integer(profileID)])?.int ?? 0
        var saved: [RoundRecord] = []
        for var round in change.rounds {
          number += 1
          round.number = number
          try insert(round, connection: connection, profileID: profileID, sessionID: sessionID)
          saved.append(round)
        }
        for amount in change.rebuys {
          try connection.query(
            "INSERT INTO ledger (profile_id, session_id, at, kind, amount) VALUES (?1, ?2, ?3, 'rebuy', ?4)",
            [.integer(profileID), .integer(sessionID), .text(now), .integer(amount)])
        }
        try connection.query(
          "UPDATE profiles SET bankroll = ?2, rounds = ?3, state = ?4, round_in_progress = ?5 WHERE id = ?1",
          [
            .integer(profileID), .integer(change.bankroll), .integer(number), .text(change.state),
            .integer(change.roundInProgress ? 1 : 0),
          ])
        let net = change.rounds.reduce(0) { $0 + $1.net }
        try connection.query(
          """
          UPDATE sessions SET rounds = rounds + ?2, net = net + ?3, decisions = ?4, off_strategy = ?5,
            bankroll_end = ?6, ended_at = ?7, end_reason = ?8
          WHERE id = ?1
          """,
          [
            .integer(sessionID), .integer(change.rounds.count), .integer(net), .integer(change.decisions),
            .integer(change.offStrategy), .integer(change.bankroll), reason == nil ? .null : .text(now),
            reason.map { .text($0) } ?? .null,
          ])
        return saved
      }
    }
  }

  /// Inserts a round with its hands and decisions.
  private func insert(_ round: RoundRecord, connection: SQLiteConnection, profileID: Int, sessionID: Int) throws {
    try connection.query(
      """
      INSERT INTO rounds (profile_id, session_id, number, started_at, finished_at, rules, seed, shuffle,
        shoe_position, bet, insurance, net, dealer_cards, blackjack, void, resumed, cards_dealt)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
      """,
      [
        .integer(profileID), .integer(sessionID), .integer(round.number), .text(round.startedAt),
        .text(round.finishedAt), .text(round.rules), .text(round.seed), .integer(round.shuffle),
        .integer(round.shoePosition), .integer(round.bet), .integer(round.insurance), .integer(round.net),
        .text(round.dealerCards), .integer(round.blackjack ? 1 : 0), .integer(round.isVoid ? 1 : 0),
        .integer(round.resumed ? 1 : 0), .integer(round.cardsDealt),
      ])
    let roundID = connection.lastInsertRowID
    for (position, hand) in round.hands.enumerated() {
      try connection.query(
        """
        INSERT INTO hands (round_id, position, cards, bet, doubled, split, surrendered, outcome, net)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
        """,
        [
          .integer(roundID), .integer(position), .text(hand.cards), .integer(hand.bet), .integer(hand.doubled ? 1 : 0),
          .integer(hand.split ? 1 : 0), .integer(hand.surrendered ? 1 : 0), .text(hand.outcome), .integer(hand.net),
        ])
    }
    for (number, decision) in round.decisions.enumerated() {
      try connection.query(
        """
        INSERT INTO decisions (round_id, number, hand, cards, up_card, choice, basic, ev_cost)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        """,
        [
          .integer(roundID), .integer(number + 1), .integer(decision.hand), .text(decision.cards),
          .text(decision.upCard), .text(decision.choice), .text(decision.basic),
          decision.evCost.map { .real($0) } ?? .null,
        ])
    }
  }
}

extension ProfileSession {
  /// Lets the profile go without saving anything (when its saved game cannot be played): the session is closed
  /// with `reason`, and the profile's state is left as it was.
  public func release(reason: String) {
    guard !isEnded else { return }
    isEnded = true
    let connection = store.connection
    _ = try? connection.query(
      "UPDATE sessions SET ended_at = ?2, end_reason = ?3 WHERE id = ?1 AND ended_at IS NULL",
      [.integer(sessionID), .text(System.timestamp()), .text(reason)])
  }
}
