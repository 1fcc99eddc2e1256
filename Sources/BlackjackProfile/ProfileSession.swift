import BlackjackSQLite

/// One session's hold on a profile: it claims the profile when it starts, saves every change in one transaction,
/// and lets the profile go when it ends.
///
/// **One session per profile.** A session holds an exclusive kernel lock on the profile's byte of the database file
/// (`LockByte.profile(_:)`, through a descriptor of its own) from its start to its end. The kernel releases it
/// when the process dies, however it dies, and it is the same lock whatever path reaches the file (a symlink, a
/// hard link, a bind mount) and whatever PID namespace the process runs in. A second session on the profile is
/// refused (``ProfileError/inUse(path:profile:processID:)``) while the lock is held; a session left open in
/// `sessions` whose lock is free belonged to a process that is gone (killed or crashed): it is closed as `crashed`
/// and the new session takes over. The process id kept in `sessions` only names the holder in the refusal.
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
  /// The descriptor that holds this session's lock on the profile.
  private var lock: FileLock?
  /// For tests: called with each change before it is written; what it throws is thrown instead of writing.
  var beforeWrite: ((ProfileChange) throws(ProfileError) -> Void)?

  /// Claims `profile` (creating it with `startingBankroll` cents when new) for this process.
  ///
  /// - Throws: ``ProfileError/inUse(path:profile:processID:)`` while another live session holds it,
  ///   ``ProfileError/badProfileName(_:)``, or a database error.
  public init(store: ProfileStore, profile: String, startingBankroll: Int) throws(ProfileError) {
    guard ProfileStore.isValidName(profile) else { throw .badProfileName(profile) }
    guard let fileLock = store.lock else {
      throw .unwritable(path: store.path, reason: "the database was opened to read only")
    }
    self.store = store
    name = profile
    let connection = store.connection
    let path = store.path
    let now = System.timestamp()
    let pid = System.processID
    // A descriptor of its own (on Linux its locks are its own, apart from the store's and other sessions'), opened
    // on the file the store has open.
    let lock = try FileLock(path: path, writable: true)
    guard lock.identity == fileLock.identity else {
      throw .database(path: path, message: "the file was replaced while it was being opened; try again")
    }
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
        let open = try connection.query(
          "SELECT id, pid FROM sessions WHERE profile_id = ?1 AND ended_at IS NULL ORDER BY id", [.integer(id)])
        guard lock.lock(LockByte.profile(id), exclusive: true) else {
          throw ProfileError.inUse(path: path, profile: profile, processID: open.last?[1].int ?? 0)
        }
        // The lock was free: whoever left these sessions open is gone.
        for session in open {
          try connection.query(
            "UPDATE sessions SET ended_at = ?1, end_reason = 'crashed' WHERE id = ?2", [.text(now), session[0]])
        }
        try connection.query(
          """
          INSERT INTO sessions (profile_id, started_at, pid, process_start, bankroll_start)
          VALUES (?1, ?2, ?3, ?4, ?5)
          """,
          [.integer(id), .text(now), .integer(pid), .text(System.processStart(pid)), row[2]])
        return (id, connection.lastInsertRowID, row[1].string, isNew, !open.isEmpty, row[2].int, row[3].int, row[4].int)
      }
    }
    self.lock = lock
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
    lock = nil
    return saved
  }

  private func write(_ change: ProfileChange, ending reason: String?) throws(ProfileError) -> [RoundRecord] {
    let connection = store.connection
    let path = store.path
    let name = name
    let profileID = profileID
    let sessionID = sessionID
    guard !isEnded, lock != nil else { throw .lockLost(path: path, profile: name) }
    try beforeWrite?(change)
    return try store.check { () throws -> [RoundRecord] in
      try connection.transaction { () throws -> [RoundRecord] in
        let holder = try connection.query("SELECT ended_at IS NULL FROM sessions WHERE id = ?1", [.integer(sessionID)])
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
        for check in change.countChecks {
          try insert(check, connection: connection, profileID: profileID, sessionID: sessionID, at: now)
        }
        try connection.query(
          "UPDATE profiles SET bankroll = ?2, rounds = ?3, state = ?4, round_in_progress = ?5 WHERE id = ?1",
          [
            .integer(profileID), .integer(change.bankroll), .integer(number), .text(change.state),
            .integer(change.roundInProgress ? 1 : 0),
          ])
        try Self.writeDrills(change, connection: connection, profileID: profileID, sessionID: sessionID, now: now)
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
    lock = nil
  }

  /// For tests: lets the profile's lock go without closing the session, as the death of the process would.
  func abandon() {
    isEnded = true
    lock = nil
  }
}
