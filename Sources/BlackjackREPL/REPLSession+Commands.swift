import BlackjackEngine
import BlackjackText
import CardKit

extension REPLSession {
  /// Runs a command with its arguments (the words after the command).
  mutating func run(_ command: PromptCommand, arguments: [String]) {
    switch command {
    case .bet:
      guard arguments.count == 1 || (arguments.count > 1 && !bets.sideBets.offered.isEmpty) else {
        refuse(arguments.isEmpty ? "bet needs an amount, e.g. 'bet 10'" : "bet takes one amount, e.g. 'bet 10'")
        return
      }
      guard let stakes = sideBetStakes(Array(arguments.dropFirst())) else { return }
      bet(arguments[0], sideBets: stakes)
    case .deal:
      guard arguments.count <= 1 else {
        refuse("deal takes at most one amount, e.g. 'deal' or 'deal 10'")
        return
      }
      if let amount = arguments.first {
        bet(amount)
      } else if let lastBet = bets.last {
        if let round {
          refuse("a round is in progress; \(waitingFor(round))")
        } else {
          // Broke, the last bet is refused as any bet would be, with the way on.
          let (amount, sideBets) = repeatBet ?? (lastBet, bets.sideBets.lastStakes)
          placeBet(amount, sideBets: sideBets)
        }
      } else {
        refuse("no bet to repeat yet; use 'bet N' or 'deal N' (e.g. 'deal 10')")
      }
    case .hit, .stand, .double, .split, .surrender:
      guard arguments.isEmpty else {
        refuse("\(command.name) takes no arguments")
        return
      }
      play(Action.allCases.first { $0.name == command.name }!)
    case .insurance:
      insurance(arguments)
    case .hint:
      noArguments(command, arguments) { $0.hint() }
    case .count:
      noArguments(command, arguments) { $0.showCount() }
    case .shoe:
      noArguments(command, arguments) { $0.showShoe() }
    case .rules:
      rulesCommand(arguments)
    case .bankroll:
      noArguments(command, arguments) { session in
        let onTable = session.round.map { " (\($0.totalWagered + session.table.sideBetStakes) on the table)" } ?? ""
        session.say("Bankroll: \(session.bankroll)\(onTable)")
      }
    case .stats:
      if arguments.map({ $0.lowercased() }) == ["all"] {
        lifetimeStats()
      } else {
        noArguments(command, arguments) { session in session.say(session.stats.lines + session.countPlayStatsLines) }
      }
    case .coach:
      coachCommand(arguments)
    case .mistakes:
      mistakesCommand(arguments)
    case .drill:
      drillCommand(arguments)
    case .rebuy:
      rebuy(arguments)
    case .history:
      history(arguments)
    case .profile:
      noArguments(command, arguments) { $0.showProfile() }
    case .leaderboard:
      noArguments(command, arguments) { $0.leaderboard() }
    case .help:
      help(arguments)
    case .quit:
      noArguments(command, arguments) { $0.endSession(reason: nil) }
    }
  }

  /// Runs `body` when no arguments were given; otherwise says the command takes none.
  private mutating func noArguments(
    _ command: PromptCommand, _ arguments: [String], _ body: (inout REPLSession) -> Void
  ) {
    if arguments.isEmpty { body(&self) } else { refuse("\(command.name) takes no arguments") }
  }

  /// The range of bets allowed now, for error messages: "bet from 1.00 to 990.00".
  var betRange: String { "bet from \(tableMinimum) to \(largestBet)" }

  /// `bet N`: checks the amount and deals a round, with `sideBets` placed beside it.
  mutating func bet(_ text: String, sideBets: [SideBetStake] = []) {
    if let round {
      refuse("a round is in progress; \(waitingFor(round))")
      return
    }
    if text.hasPrefix("-"), let magnitude = Money(text.dropFirst()) {
      // "-0" is no bet at all, as "0" is: it gets the same line.
      refuse(magnitude == .zero ? "a bet must be more than 0; \(betRange)" : "a bet cannot be negative; \(betRange)")
      return
    }
    guard let amount = Money(text) else {
      refuse("'\(text)' is not an amount; \(betRange), e.g. 'bet 10' or 'bet 12.50'")
      return
    }
    guard amount > .zero else {
      refuse("a bet must be more than 0; \(betRange)")
      return
    }
    guard withinLimits(amount) else { return }
    guard amount <= bankroll else {
      refuse("\(amount) is more than your bankroll of \(bankroll); \(betRange)")
      return
    }
    placeBet(amount, sideBets: sideBets)
  }

  /// Whether `amount` is within the table limits; otherwise the line is refused, naming the limit.
  mutating func withinLimits(_ amount: Money) -> Bool {
    if amount < tableMinimum {
      refuse("\(amount) is below the table minimum of \(tableMinimum); \(betRange)")
      return false
    }
    if let maximum = tableMaximum, amount > maximum {
      refuse("\(amount) is above the table maximum of \(maximum); \(betRange)")
      return false
    }
    return true
  }

  /// `insurance yes|no`.
  mutating func insurance(_ arguments: [String]) {
    guard arguments.count == 1, let take = CommandTable.insuranceAnswer(arguments[0]) else {
      refuse("insurance takes yes or no, e.g. 'insurance no' (or 'yes', 'no', 'y', 'n' alone)")
      return
    }
    answerInsurance(take)
  }

  /// `rules`, `rules set SPEC` (new rules: what the spec leaves out takes the default) and `rules change TOKENS`
  /// (the current rules with only the named rules changed).
  mutating func rulesCommand(_ arguments: [String]) {
    guard let first = arguments.first else {
      say("Rules: \(rules.spec)")
      say(Self.describe(rules))
      if let warning = Self.payoutWarning(rules) { say(warning) }
      for line in tableLines { say(line) }
      return
    }
    let verb = first.lowercased()
    guard verb == "set" || verb == "change" else {
      refuse(
        "unknown rules argument '\(first)'; use 'rules' to show them, 'rules set SPEC' to replace them or"
          + " 'rules change TOKENS' to change some of them")
      return
    }
    let spec = arguments.dropFirst().joined(separator: " ")
    guard !spec.isEmpty else {
      let example = verb == "set" ? "'rules set 6d h17 ls'" : "'rules change h17 ls'"
      refuse("rules \(verb) needs rule tokens, e.g. \(example); tokens: \(Rules.allTokens.joined(separator: " "))")
      return
    }
    if let round {
      refuse("rules can change only between rounds; \(waitingFor(round))")
      return
    }
    let updated: Rules
    do {
      updated = verb == "set" ? try Rules(spec: spec) : try Rules(spec: spec, base: rules)
    } catch {
      refuse(error.description)
      return
    }
    // Cards stacked with --shoe and not dealt yet stay on top of the new shoe.
    let stacked = Array((table.shoe.remainingCards ?? []).prefix(table.shoe.stackedRemaining))
    let generator = Xoshiro256StarStar(seed: seed &+ UInt64(shoeSeeds.tablesOpened + 1))
    let newTable: Table<Xoshiro256StarStar>
    do {
      newTable = try Table(rules: updated, bankroll: table.bankroll, generator: generator, stacked: stacked)
    } catch {
      refuse("rules not changed: the cards still stacked with --shoe do not fit \(updated.spec): \(error)")
      return
    }
    shoeSeeds.tablesOpened += 1
    systems.computedChart = nil
    table = newTable
    seen.cards = []
    seen.shuffles = table.shoe.shuffleCount
    say("Rules: \(rules.spec). A new shoe is shuffled.")
    if let warning = Self.payoutWarning(rules) { say(warning) }
  }

  /// The rules in words, one line.
  static func describe(_ rules: Rules) -> String {
    let decks = rules.deckCount.map { "\($0) \($0 == 1 ? "deck" : "decks")" } ?? "infinite deck"
    let soft17 = rules.dealerHitsSoft17 ? "dealer hits soft 17" : "dealer stands on soft 17"
    let doubling =
      switch rules.doubling {
      case .anyTwoCards: "double on any two cards"
      case .nineToEleven: "double on 9 to 11"
      case .tenToEleven: "double on 10 or 11"
      }
    let das = rules.doubleAfterSplit ? "double after split" : "no double after split"
    let surrender =
      switch rules.surrender {
      case .none: "no surrender"
      case .late: "late surrender"
      case .early: "early surrender"
      }
    let payout = "blackjack pays \(rules.blackjackPayout.numerator):\(rules.blackjackPayout.denominator)"
    let aces =
      (rules.resplitAces ? "resplit aces" : "no resplitting aces") + (rules.hitSplitAces ? ", hit split aces" : "")
    let hole = rules.holeCard == .peek ? "dealer peeks for blackjack" : "no hole card (European)"
    let shuffle =
      switch rules.shuffling {
      case .continuous: "continuous shuffler"
      case .cutCard(let penetration):
        "reshuffle after "
          + (penetration.percent.map { "\($0)% of the shoe" } ?? penetration.fraction.map { "\($0)/\($1) of the shoe" }
            ?? "\(penetration.cardCount ?? 0) cards")
          + (rules.cutCardPosition.map { " (the cut card before card \($0 + 1) of \(52 * (rules.deckCount ?? 1)))" }
            ?? "")
      }
    return "\(decks), \(soft17), \(doubling), \(das), split to \(rules.maxHands) hands, \(aces), \(surrender),"
      + " \(payout), \(hole), \(shuffle)."
  }

  /// `help` and `help COMMAND`.
  mutating func help(_ arguments: [String]) {
    guard let word = arguments.first else {
      say("Commands (short forms in brackets):")
      let rows = PromptCommand.allCases.map { command in
        (command.usage + (command.shortForm.map { " [\($0)]" } ?? ""), command.summary)
      }
      let width = rows.map(\.0.visibleWidth).max() ?? 0
      // Two columns when the summaries keep 30 columns beside the usages; otherwise each usage on its own line and
      // its summary indented under it (the REPL wraps both to the terminal at word boundaries).
      if let columns = terminalWidth, 2 + width + 2 + 30 > columns {
        for (left, right) in rows { say("  " + left, "      " + right) }
      } else {
        // A summary too long for the line continues under itself, not under the usages.
        for (left, right) in rows {
          say(("  " + left.padded(to: width) + "  " + right).wrapped(toWidth: terminalWidth, underValue: true))
        }
      }
      say("Enter on an empty line deals again with the last bet. 'help COMMAND' explains one command.")
      return
    }
    guard arguments.count == 1 else {
      refuse("help takes at most one command name, e.g. 'help split'")
      return
    }
    guard let command = command(named: word, otherwise: "'help' lists the commands") else { return }
    let short = command.shortForm.map { " (short form: \($0))" } ?? ""
    say("\(command.usage)\(short) — \(command.summary)", command.details)
  }

  /// `shoe`: the shoe's size, what was dealt and what is left.
  mutating func showShoe() {
    let dealing = table.shoe
    guard !dealing.infinite else {
      say("Shoe: an infinite deck; every card is drawn at random, so no card is ever used up")
      return
    }
    let shoe = dealing.currentShoe
    let stacked = dealing.stackedRemaining == 0 ? "" : "; \(dealing.stackedRemaining) stacked cards come first"
    let reshuffle =
      rules.shuffling == .continuous
      ? "continuous shuffler: reshuffled before every round"
      : "reshuffled after \(shoe.cutCardPosition) cards (the cut card)"
    say(
      "Shoe: \(shoe.decks) \(shoe.decks == 1 ? "deck" : "decks"), \(shoe.count) cards: \(shoe.dealtCount) dealt,"
        + " \(shoe.remainingCount) left\(stacked); \(reshuffle)")
    if let round, !round.isHoleCardRevealed, round.dealer.cards.count > 1 {
      say(
        "The dealer's face-down card is dealt, so it is not among the \(shoe.remainingCount) left; 'count' has not"
          + " seen it yet and counts it among the cards left (\(shoe.remainingCount + 1)).")
    }
  }

  /// Ends the session and prints the summary: a profile keeps a round in progress for next time; a guest's
  /// unfinished hands stand and the round is settled (see `leaveRoundInProgress()`).
  ///
  /// - Parameters:
  ///   - reason: A line saying why the session ends, or `nil` for quit and end of input.
  ///   - ending: Why, in the profile's record of the session: `quit` (also for the end of input), `broke`, or the
  ///     signal's name; by default `quit` without a reason and `broke` with one. The profile is saved and the
  ///     session closed with the reply's change (``Reply/durable``, written by ``SessionDriver``).
  mutating func endSession(reason: String?, ending: String? = nil) {
    leaveDrill()
    enter(.finished)
    leaveRoundInProgress()
    if let reason { say(reason) }
    say("Session over.")
    say(stats.lines)
    say(countPlayStatsLines)
    say("Bankroll: \(bankroll) (started with \(startingBankroll))")
    keeper.ending = ending ?? (reason == nil ? "quit" : "broke")
  }

  /// The line said when a signal ends the session: "Session ended by SIGTERM."
  static func endedBySignal(_ signal: Int32) -> String { "Session ended by \(signalName(signal))." }

  /// A termination signal's name: "SIGTERM", "SIGHUP", or "signal N".
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case 1: "SIGHUP"
    case 15: "SIGTERM"
    default: "signal \(signal)"
    }
  }
}
