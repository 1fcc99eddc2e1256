import BlackjackAnalysis
import BlackjackEngine
import BlackjackProfile
import BlackjackText
import BlackjackTraining
import CardKit

extension REPLSession {
  /// The fewest rounds a profile needs to be ranked on the leaderboard.
  public static let leaderboardMinimumRounds = 50

  /// The default number of rounds `history` shows.
  static let historyDefault = 10

  /// The seed of the current table's shoe (each `rules set` opens a table seeded from the session seed).
  var tableSeed: UInt64 { shoeSeeds.tablesOpened == 0 ? seed : seed &+ UInt64(shoeSeeds.tablesOpened) }

  /// Plays this session on `profile`: restores its saved table and any round in progress (which is resumed), or
  /// opens the table of `options` with the profile's bankroll.
  ///
  /// - Throws: a one-line reason when the saved state cannot be resumed (the database is not changed).
  public mutating func attach(_ profile: ProfileSession, options: PlayOptions) throws(ProfileAttachError) {
    keeper.profile = profile
    keeper.roundsSaved = profile.roundsBefore
    let path = profile.store.path
    let bankroll = Money(cents: profile.bankroll)
    startingBankroll = bankroll
    var lines: [String] = []
    let rounds = profile.roundsBefore
    let kept = "\(rounds) \(rounds == 1 ? "round" : "rounds") so far, kept in \(path)"
    lines.append(
      profile.isNew
        ? "New profile '\(profile.name)' with a bankroll of \(bankroll), kept in \(path)."
        : "Profile '\(profile.name)': \(kept).")
    let tableOptions = options.rulesSpec != nil || options.seed != nil || !options.stackedCards.isEmpty
    if !profile.isNew && options.bankroll != PlayOptions().bankroll {
      lines.append("(--bankroll sets a new profile's bankroll; '\(profile.name)' keeps its own.)")
    }
    var resumed: Round?
    var remembered: SavedSession?
    if let text = profile.savedState {
      let saved: SavedSession
      do {
        saved = try SavedSession.read(text)
      } catch {
        throw ProfileAttachError(
          line: "the saved game of profile '\(profile.name)' in \(path) cannot be resumed (\(error.reason)); it was"
            + " left untouched: play another profile with --profile NAME, or --guest")
      }
      let restored: TableSnapshot
      // The AI seats of a round in progress play it again as they did: the chart of the saved table's rules.
      let chart =
        saved.round?.positions?.contains { $0.seat != nil } == true
        ? ExactAnalysis(rules: saved.table.rules, postSplit: postSplit).basicStrategy() : nil
      do throws(TableSnapshotError) {
        restored =
          try saved.round.map { log throws(TableSnapshotError) in
            try saved.table.playing(
              log, seats: { name in chart.flatMap { AIPlayerStyle(rawValue: name)?.strategy(chart: $0) } })
          } ?? saved.table
      } catch {
        throw ProfileAttachError(
          line: "the saved game of profile '\(profile.name)' in \(path) cannot be resumed (\(error)); it was left"
            + " untouched: play another profile with --profile NAME, or --guest")
      }
      // The coach is the player's choice, not the table's: remembered whatever options the table is opened with.
      if saved.coach == true {
        coach.isOn = true
        lines.append("Coach on, as you left it ('coach off' stops it).")
      }
      remembered = saved
      if saved.round != nil || !tableOptions {
        seed = UInt64(saved.seed) ?? seed
        shoeSeeds.tablesOpened = saved.tablesOpened
        table = restored.table
        bets.last = saved.lastBet.map { Money(cents: $0) }
        bets.sideBets.lastStakes = saved.lastSideBetStakes ?? []
        seen.cards = saved.seenCards.split(separator: " ").compactMap { Card($0) }
        seen.shuffles = saved.shufflesSeen
        if let log = saved.round, var info = saved.roundInfo {
          if chart != nil { systems.computedChart = chart }
          keeper.start = saved.table
          keeper.log = log
          info.resumed = true
          keeper.pending = info
          resumed = table.round
          if tableOptions {
            lines.append("(--rules, --seed and --shoe are not used: the unfinished round is played at its own table.)")
          }
          if options.seating.chosen {
            lines.append(
              "(--seats, --seat, --spots and --players are not used: the unfinished round is played at its own"
                + " positions.)")
          }
        }
      }
    }
    if resumed == nil && (profile.savedState == nil || tableOptions) {
      // A new table for the options, with the profile's money.
      do {
        table = try Table(
          rules: table.rules, bankroll: bankroll, generator: Xoshiro256StarStar(seed: seed),
          stacked: options.stackedCards)
      } catch {
        throw ProfileAttachError(line: "--shoe: \(error.description)")
      }
      shoeSeeds.tablesOpened = 0
      seen.shuffles = table.shoe.shuffleCount
      seen.cards = []
    }
    if let remembered { lines += restoreTableOptions(remembered, options: options, resuming: resumed != nil) }
    keeper.start = keeper.start ?? table.snapshot
    if let round = resumed {
      let why =
        profile.previousSessionCrashed
        ? "the last session stopped without closing (killed or crashed)"
        : "you left the table"
      lines.append("Resuming round \(rounds + 1), left unfinished when \(why): bet \(round.totalWagered).")
      if let start = keeper.start, let log = keeper.log {
        let chart = systems.computedChart
        let numbers = Self.spotNumbers(
          replaying: log, from: start,
          seats: { name in chart.flatMap { AIPlayerStyle(rawValue: name)?.strategy(chart: $0) } })
        numbering.spots = hasSeveralPositions ? numbers : []
        numbering.current = numbers[currentSpot ?? 0]
      }
      replyBuffer.lines = []
      if hasSeveralPositions {
        lines += positionLines(showingSeats: true)
        bets.sideBets.dealt = table.spotPositions?.first.flatMap { table.positions?[$0] }
      } else {
        lines += screen.renderer.tableLines(round, numbers: handNumbers, hidingHoleCard: true)
      }
      continueRound(round)
      lines += replyBuffer.lines
      replyBuffer.lines = []
    } else if bankroll < tableMinimum {
      lines.append(brokeLine)
    } else {
      lines.append("Type 'bet 10' to play a round, 'help' for the commands.")
    }
    keeper.greetingLines = lines
    keeper.lastSaved = savedSession()?.text()
  }

  /// Sits at the table options the profile was last played with, for those the command line did not choose: the
  /// positions (always, for a round in progress, which is played at its own positions), the side bets the table
  /// offers, and the limits. Returns the lines the greeting adds.
  mutating func restoreTableOptions(_ saved: SavedSession, options: PlayOptions, resuming: Bool) -> [String] {
    var lines: [String] = []
    var restored: [String] = []
    if let styles = saved.seatStyles, resuming || !options.seating.chosen, styles != seatStyles {
      seatStyles = styles
      restored.append("positions")
    }
    if !options.sideBetsChosen, let offered = saved.offeredSideBets, offered != bets.sideBets.offered {
      if rules.holeCard != .peek, let bet = offered.first(where: { $0.kind.needsHoleCard }) {
        lines.append(
          "(The side bets you last played are not offered: \(bet.kind.name) needs the dealer's hole card on the deal,"
            + " and the rules \(rules.spec) deal none.)")
      } else {
        bets.sideBets.offered = offered
        restored.append("side bets")
      }
    }
    if options.tableMinimum == nil && options.tableMaximum == nil {
      let minimum = saved.minimum.map { Money(cents: $0) } ?? Self.minimumBet
      let maximum = saved.maximum.map { Money(cents: $0) }
      if minimum != tableMinimum || maximum != tableMaximum {
        (tableMinimum, tableMaximum) = (minimum, maximum)
        restored.append("limits")
      }
    }
    // Enter repeats only side bets this table offers.
    bets.sideBets.lastStakes.removeAll { !bets.sideBets.offered.contains($0.bet) }
    if !restored.isEmpty {
      let list =
        restored.count == 1
        ? restored[0] : restored.dropLast().joined(separator: ", ") + " and " + restored[restored.count - 1]
      lines.append(
        "The table's \(list) as you left them (--seats, --spots, --side-bets, --min and --max choose others).")
    }
    return lines
  }

  /// The line said when a profile's bankroll cannot cover the minimum bet.
  var brokeLine: String {
    "Your bankroll of \(bankroll) cannot cover the minimum bet of \(tableMinimum): 'rebuy N' adds N (from"
      + " \(tableMinimum) to \(rebuyLimit)), or 'quit'."
  }

  /// The most one rebuy may add: the bankroll the profile started with (at least the minimum bet).
  var rebuyLimit: Money {
    max(Money(cents: keeper.profile?.startingBankroll ?? keeper.hostedStartingCents ?? 0), tableMinimum)
  }

  /// What the profile saves now; `nil` only if the round in progress was not recorded (which does not happen).
  func savedSession() -> SavedSession? {
    // During a round, the table as it was before the deal (the round is replayed from it); otherwise the table now.
    guard let start = keeper.log == nil ? table.snapshot : keeper.start else { return nil }
    return SavedSession(
      table: start, round: keeper.log, roundInfo: keeper.log == nil ? nil : keeper.pending, seed: String(seed),
      tablesOpened: shoeSeeds.tablesOpened, lastBet: bets.last?.cents,
      seenCards: seen.cards.map(\.asciiDescription).joined(separator: " "), shufflesSeen: seen.shuffles,
      coach: coach.isOn ? true : nil,
      positions: hasSeveralPositions ? seatStyles.map { $0?.rawValue ?? SavedSession.spotWord } : nil,
      sideBets: bets.sideBets.offered.isEmpty ? nil : bets.sideBets.offered.map(\.code),
      minimum: tableMinimum == Self.minimumBet ? nil : tableMinimum.cents, maximum: tableMaximum?.cents,
      lastSideBets: bets.sideBets.lastStakes.isEmpty
        ? nil : bets.sideBets.lastStakes.map { "\($0.bet.code) \($0.stake.cents)" }.joined(separator: " "))
  }

  // MARK: Recording the round

  /// A round was dealt from `start` (the table before the deal) for `bet`.
  mutating func recordDeal(
    from start: TableSnapshot?, bet: Money, sideBets: [SideBetStake] = [], positions: [LoggedPosition]? = nil
  ) {
    guard !keeper.isGuest, let start else { return }
    keeper.start = start
    keeper.log = RoundLog(bet: bet, sideBets: sideBets, positions: positions)
    let shoe = table.shoe
    keeper.pending = PendingRound(
      startedAt: ProfileClock.now(), shuffle: shoe.shuffleCount,
      shoePosition: shoe.currentShoe.discardCount - shoe.cardsInPlay, decisions: [], resumed: false)
  }

  /// The table accepted `request` in the round in progress; `decision` is the decision's record, if it was one.
  mutating func recordRequest(_ request: RoundRequest, decision: DecisionRecord?) {
    guard !keeper.isGuest, keeper.log != nil else { return }
    keeper.log?.requests.append(request)
    if let decision { keeper.pending?.decisions.append(decision) }
  }

  /// The decision record of `choice` on the hand at `index` of `round` (as it stood before the decision).
  func decisionRecord(_ round: Round, hand index: Int, choice: String, basic: String, evCost: Double?) -> DecisionRecord
  {
    DecisionRecord(
      hand: index, cards: round.hand(at: index).cards.map(\.asciiDescription).joined(separator: " "),
      upCard: round.upCard.asciiDescription, choice: choice, basic: basic, evCost: evCost)
  }

  /// A round was settled: its record waits for the next save, and the table between rounds is the new start.
  mutating func recordSettlement(_ round: Round) {
    recordSettlement(
      spots: [round], dealer: round.dealer, net: table.roundNet ?? round.net,
      cardsDealt: round.dealer.cards.count + round.hands.reduce(0) { $0 + $1.cards.count })
  }

  /// A round of the player's `spots` (one at a lone spot) against `dealer` was settled for `net` (side bets
  /// included), taking `cardsDealt` cards from the shoe (every position's and the dealer's): its record, the spots'
  /// hands in seat order and their bets together, waits for the next save.
  mutating func recordSettlement(spots: [Round], dealer: DealerHand, net: Money, cardsDealt: Int) {
    guard !keeper.isGuest, let round = spots.first else { return }
    defer {
      keeper.log = nil
      keeper.pending = nil
      keeper.start = table.snapshot
    }
    guard let log = keeper.log, let pending = keeper.pending else { return }
    let codes = { (cards: HandCards) in cards.map(\.asciiDescription).joined(separator: " ") }
    keeper.settled.append(
      RoundRecord(
        startedAt: pending.startedAt, finishedAt: ProfileClock.now(), rules: round.rules.spec,
        seed: String(tableSeed), shuffle: pending.shuffle, shoePosition: pending.shoePosition,
        cardsDealt: cardsDealt,
        bet: (log.positions?.filter { $0.seat == nil }.reduce(.zero) { $0 + $1.bet } ?? log.bet).cents,
        insurance: spots.reduce(.zero) { $0 + $1.insurance }.cents, net: net.cents,
        dealerCards: codes(dealer.cards),
        blackjack: round.hands.first?.isBlackjack ?? false, isVoid: spots.contains(where: \.isVoid),
        resumed: pending.resumed,
        hands: spots.flatMap(\.hands).map { hand in
          HandRecord(
            cards: codes(hand.cards), bet: hand.bet.cents, doubled: hand.isDoubled, split: hand.isSplit,
            surrendered: hand.isSurrendered, outcome: hand.outcome?.name ?? "", net: hand.net.cents)
        }, decisions: pending.decisions))
  }

  // MARK: Saving

  /// What the profile must keep now that it does not yet: the state to resume from when it changed since the last
  /// save, the rounds settled and the rebuys since then, and, once the session ends, why; `nil` for a guest, or when
  /// nothing changed. The session computes it; ``SessionDriver`` writes it.
  func durableChange() -> DurableChange? {
    guard !keeper.isGuest, let state = savedSession()?.text() else { return nil }
    let ending = keeper.ending
    guard
      ending != nil || state != keeper.lastSaved || !keeper.settled.isEmpty || !keeper.rebuys.isEmpty
        || !coach.drillAnswers.isEmpty || !coach.scheduleChanges.isEmpty || !keeper.countChecks.isEmpty
    else {
      return nil
    }
    var change = ProfileChange(
      state: state, roundInProgress: keeper.log != nil, bankroll: table.bankroll.cents, rounds: keeper.settled,
      rebuys: keeper.rebuys,
      decisions: stats.decisions, offStrategy: stats.decisionsOffStrategy)
    change.drillAnswers = coach.drillAnswers
    change.schedule = coach.scheduleChanges.sorted { $0.key < $1.key }.map { key, entry in
      ScheduleRecord(
        skill: key.skill.rawValue, item: key.item, box: entry.box, due: entry.due, right: entry.right,
        wrong: entry.wrong)
    }
    change.countChecks = keeper.countChecks
    return DurableChange(change: change, ending: ending)
  }

  /// `durable` was saved (or there was nothing to save), its rounds numbered `rounds`: it is the profile's now. When the session was waiting for it
  /// (``SessionMode/unsaved(_:)``), the mode it left is entered again and the reply held back is returned, to be
  /// shown first; otherwise the empty string.
  public mutating func saved(_ durable: DurableChange?, rounds: [RoundRecord]) -> String {
    if let durable {
      keeper.roundsSaved = rounds.last?.number ?? keeper.roundsSaved
      keeper.lastSaved = durable.change.state
      keeper.settled = []
      keeper.rebuys = []
      coach.drillAnswers = []
      coach.scheduleChanges = [:]
      keeper.countChecks = []
    }
    guard case .unsaved(let unsaved) = mode else { return "" }
    enter(unsaved.resume)
    return unsaved.held
  }

  /// The change of `reply` could not be saved (`error`): the reply is held back (a result is shown only once it is
  /// kept) and the session enters ``SessionMode/unsaved(_:)``, where nothing more is played until the change is
  /// saved; the reply returned is the one line saying why, as a refusal. At the end of the session, where nothing is
  /// played any more, `reply` (the summary) is returned with a line saying the session could not be closed in the
  /// profile. A second failure while waiting only updates why.
  public mutating func notSaved(_ error: ProfileError, reply: Reply) -> Reply {
    switch error {
    case .damaged, .notADatabase, .lockLost: keeper.stopped = true
    default: break
    }
    if isFinished {
      keeper.endedUnsaved = true
      var reply = reply
      reply.durable = nil
      reply.text +=
        "Not saved: \(error); the session is not marked as ended in the profile (the game is kept as shown).\n"
      return reply
    }
    if case .unsaved(var unsaved) = mode {
      unsaved.error = error
      enter(.unsaved(unsaved))
      return Reply(text: "", isRefusal: false)
    }
    enter(.unsaved(UnsavedChange(error: error, held: reply.text, resume: mode)))
    refusedLines += 1
    return Reply(text: unsavedLine(error) + "\n", isRefusal: true, held: reply.held)
  }

  /// Whether saving stopped for good (a damaged file, or another session took the profile): no retry then.
  public var savingStopped: Bool { keeper.stopped }

  /// Whether the session ended with something the profile does not keep (a change, or only the session's close):
  /// the exit status is then 1.
  public var endedUnsaved: Bool {
    if case .unsaved = mode { return true }
    return keeper.endedUnsaved
  }

  /// Forgets the profile (the session's link to read it), once the session is over; ``SessionDriver/close()`` lets
  /// it go.
  mutating func closeProfile() { keeper.profile = nil }

  // MARK: Ending

  /// Ends a round in progress as the session ends: a profile keeps it for the next session; a guest's unfinished
  /// hands stand and the round is settled (insurance and even money declined), never refunded.
  mutating func leaveRoundInProgress() {
    guard let round else { return }
    if let profile = keeper.profile {
      say("The round in progress is kept: it resumes the next time you play profile '\(profile.name)'.")
      return
    }
    say("You leave mid-round: your unfinished hands stand, and the round is settled (nothing is refunded).")
    if round.phase == .insurance { try? table.resolveInsurance(false) }
    // At a table of several positions the other spots follow: their insurance declined, their hands standing.
    while let current = table.round, current.phase == .playerTurn || current.phase == .insurance {
      let answered =
        current.phase == .insurance ? (try? table.resolveInsurance(false)) != nil : (try? table.act(.stand)) != nil
      guard answered else { break }
    }
    if let settledRound = table.round, settledRound.phase == .settled { continueRound(settledRound) }
  }

  // MARK: Commands

  /// The profile, or `nil` after refusing the line for a guest with what `command` needs.
  mutating func profileOrRefuse(_ command: String) -> ProfileSession? {
    if let profile = keeper.profile { return profile }
    refuse(
      "\(command) needs a profile, and this is a guest session (nothing is saved); play without --guest, --seed or"
        + " --shoe, or with --profile NAME")
    return nil
  }

  /// `rebuy N`.
  mutating func rebuy(_ arguments: [String]) {
    guard keeper.hostedStartingCents != nil || profileOrRefuse("rebuy") != nil else { return }
    guard arguments.count == 1 else {
      refuse("rebuy takes one amount, e.g. 'rebuy \(rebuyLimit)'")
      return
    }
    if let round {
      refuse("a round is in progress; \(waitingFor(round))")
      return
    }
    guard bankroll < tableMinimum else {
      refuse("rebuy only once broke: your bankroll of \(bankroll) still covers the minimum bet of \(tableMinimum)")
      return
    }
    guard let amount = Money(arguments[0]), amount >= tableMinimum, amount <= rebuyLimit else {
      refuse("'\(arguments[0])' is not a rebuy amount; rebuy from \(tableMinimum) to \(rebuyLimit)")
      return
    }
    do {
      try table.rebuy(amount)
    } catch {
      refuse(describe(error))
      return
    }
    keeper.rebuys.append(amount.cents)
    keeper.start = table.snapshot
    say("Rebuy of \(amount), recorded in the profile. Bankroll: \(bankroll)")
  }

  /// `history [N]`: the profile's last N rounds.
  mutating func history(_ arguments: [String]) {
    guard let profile = profileOrRefuse("history") else { return }
    var count = Self.historyDefault
    if let word = arguments.first {
      guard arguments.count == 1, let number = Int(word), number > 0 else {
        refuse("history takes a number of rounds, e.g. 'history 20'")
        return
      }
      count = number
    }
    let rounds: [RoundRecord]
    do {
      rounds = try profile.store.history(profile: profile.name, limit: count)
    } catch {
      refuse(error.description)
      return
    }
    guard !rounds.isEmpty else {
      say("No rounds yet in profile '\(profile.name)'.")
      return
    }
    for round in rounds { say(historyLine(round)) }
  }

  /// One round of `history`: "#3 2026-12-01 10:05 bet 10.00: 10S 6D 4H win +10.00; dealer 9H 7C 10C; net +10.00".
  func historyLine(_ round: RoundRecord) -> String {
    let cards = { (codes: String) in screen.renderer.style.render(codes.split(separator: " ").compactMap { Card($0) }) }
    let time = String(round.finishedAt.prefix(16).map { $0 == "T" ? " " : $0 })
    let hands = round.hands.map { "\(cards($0.cards)) \($0.outcome) \(signed(cents: $0.net))" }
    let resumed = round.resumed ? " (resumed)" : ""
    return "#\(round.number) \(time) bet \(Money(cents: round.bet)): \(hands.joined(separator: ", ")); dealer"
      + " \(cards(round.dealerCards)); net \(signed(cents: round.net))\(resumed)"
  }

  /// Cents as a signed amount: "+10.00".
  func signed(cents: Int) -> String { SessionStats.signed(Money(cents: cents)) }

  /// `stats all`: the profile's statistics over every session.
  mutating func lifetimeStats() {
    guard let profile = profileOrRefuse("stats all") else { return }
    let stats: LifetimeStats
    do {
      stats = try profile.store.lifetime(profile: profile.name)
    } catch {
      refuse(error.description)
      return
    }
    let summary = stats.summary
    let hands = stats.handsWon + stats.handsLost + stats.handsPushed
    say(
      "Profile '\(summary.name)', all sessions (\(summary.sessions)) since \(summary.createdAt.prefix(10)):",
      "Rounds: \(summary.rounds) (\(hands) \(hands == 1 ? "hand" : "hands"): \(stats.handsWon) won,"
        + " \(stats.handsLost) lost, \(stats.handsPushed) pushed)",
      "Net: \(signed(cents: summary.net)); best round \(signed(cents: stats.bestRound)), worst"
        + " \(signed(cents: stats.worstRound))",
      "Blackjacks: \(stats.blackjacks)",
      "Decisions off basic strategy: \(summary.offStrategy) of \(summary.decisions)",
      "Decisions off the exact best play: \(stats.offBest), expected cost \(DecimalFormat.fixed(stats.evCost, digits: 2))",
      "Bankroll: \(Money(cents: summary.bankroll)) = started with \(Money(cents: summary.startingBankroll)) + rebuys"
        + " \(Money(cents: summary.rebuys)) (\(summary.rebuyCount)) + net \(signed(cents: summary.net))")
    do {
      say(Self.countCheckLines(try profile.store.countCheckSummary(profile: profile.name)))
    } catch {
      say("Count checks: not read: \(error)")
    }
  }

  /// `profile`: the profile and where it is kept.
  mutating func showProfile() {
    guard let profile = profileOrRefuse("profile") else { return }
    do {
      let summary = try profile.store.lifetime(profile: profile.name).summary
      say(
        "Profile '\(profile.name)' in \(profile.store.path) (schema version \(ProfileStore.schemaVersion)),"
          + " created \(summary.createdAt.prefix(10))",
        "Bankroll: \(bankroll); started with \(Money(cents: summary.startingBankroll)), rebuys"
          + " \(Money(cents: summary.rebuys)) (\(summary.rebuyCount))",
        "Rounds: \(summary.rounds) in \(summary.sessions) \(summary.sessions == 1 ? "session" : "sessions");"
          + " every command is saved at once, and a round in progress resumes next time",
        "One session at a time: another 'blackjack play' on this profile is refused while this one runs.")
    } catch {
      refuse(error.description)
    }
  }

  /// `leaderboard`: the profiles ranked by net per 100 rounds and by decisions off basic strategy.
  mutating func leaderboard() {
    guard let profile = profileOrRefuse("leaderboard") else { return }
    let board: (byNet: [LeaderboardEntry], byStrategy: [LeaderboardEntry], unranked: Int)
    do {
      board = try profile.store.leaderboard(minimumRounds: Self.leaderboardMinimumRounds)
    } catch {
      refuse(error.description)
      return
    }
    let unranked =
      board.unranked == 0
      ? ""
      : " (\(board.unranked) with fewer are not ranked)"
    say(
      "Leaderboard of \(profile.store.path): profiles with \(Self.leaderboardMinimumRounds) rounds or more\(unranked).")
    guard !board.byNet.isEmpty else {
      say("No profile has \(Self.leaderboardMinimumRounds) rounds yet.")
      return
    }
    say("By net result per 100 rounds:")
    for (place, entry) in board.byNet.enumerated() {
      let net = DecimalFormat.signed(entry.netPer100 / 100, digits: 2)
      say("  \(place + 1). \(entry.name)  \(net) per 100 rounds (\(entry.rounds) rounds)")
    }
    say("By decisions off basic strategy (fewest first):")
    for (place, entry) in board.byStrategy.enumerated() {
      let rate = DecimalFormat.fixed(entry.offStrategyRate * 100, digits: 1)
      say("  \(place + 1). \(entry.name)  \(rate)% of \(entry.decisions) decisions")
    }
  }
}

/// Why a profile's saved game cannot be played: one line naming the file and what to do.
public struct ProfileAttachError: Error, Sendable {
  /// The line.
  public var line: String
}
