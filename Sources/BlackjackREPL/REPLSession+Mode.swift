import BlackjackEngine

// The session's state machine: the mode it is in (``SessionMode``), the one place it changes, and the dispatch of
// a line to the mode's own handling (`SessionMode+Betting.swift`, `+Insurance`, `+Playing`, `+Unsaved`, and the
// drills in `REPLSession+Drill.swift`). Commands every mode takes are run by `shared(_:arguments:)`.

extension REPLSession {
  /// The only place the mode changes. In debug builds, checks that a mode of the table agrees with the table.
  mutating func enter(_ next: SessionMode) {
    mode = next
    assert(modeAgreesWithTable, "mode \(mode.kind) does not match the table")
  }

  /// The mode the table's round puts the session in: the insurance question or a hand to decide while a round waits
  /// for the player, otherwise betting.
  var roundMode: SessionMode {
    guard let round else { return .betting }
    let spot = (currentSpot ?? 0) + 1
    switch round.phase {
    case .insurance: return .insurance(spot: spot)
    case .playerTurn: return .playing(spot: spot, hand: handNumber(round.activeHandIndex))
    case .dealerTurn, .settled: return .betting
    }
  }

  /// After a line of a mode of the table (betting, insurance, playing): the mode the table is now in.
  mutating func followTable() {
    switch mode {
    case .betting, .insurance, .playing: enter(countCheckDue() ?? roundMode)
    case .drill, .countCheck, .unsaved, .finished: break
    }
  }

  /// Whether the mode agrees with the table: `.playing` exactly when the table waits for a decision on one of the
  /// player's hands (that hand), `.insurance` when it waits for the insurance answer, and betting or a drill only
  /// between rounds.
  var modeAgreesWithTable: Bool {
    switch mode {
    case .betting, .drill, .countCheck: round == nil
    case .insurance, .playing: mode.kind == roundMode.kind
    case .unsaved, .finished: true
    }
  }

  /// The drill in progress, kept in the mode (``SessionMode/drill(_:)``); setting it enters or leaves the drill.
  var drill: DrillState? {
    get {
      guard case .drill(let drill) = mode else { return nil }
      return drill
    }
    set {
      if let newValue { enter(.drill(newValue)) } else if case .drill = mode { enter(roundMode) }
    }
  }

  /// Runs one command line in the current mode.
  mutating func execute(_ text: String) {
    switch mode {
    case .drill(let drill): drillLine(text, drill)
    case .countCheck(let check): countCheckLine(Self.words(text), check)
    case .betting: bettingLine(Self.words(text))
    case .insurance: insuranceLine(Self.words(text))
    case .playing: playingLine(Self.words(text))
    case .unsaved, .finished: break
    }
    followTable()
  }

  /// The words of a line.
  static func words(_ text: String) -> [String] { text.split(whereSeparator: \.isWhitespace).map(String.init) }

  /// The command named by the first of `words` (refusing the line when it names none), with the words after it.
  mutating func parse(_ words: [String]) -> (PromptCommand, [String])? {
    guard let word = words.first,
      let command = command(named: word, otherwise: "type 'help' for the list of commands")
    else { return nil }
    return (command, Array(words.dropFirst()))
  }

  /// Runs a command every mode takes: it reads the table, the statistics or the profile, or changes nothing of the
  /// round (`coach`, `rules` shows them and refuses a change during a round, `quit`). Returns `false` for a command
  /// that belongs to a mode, which the mode then handles or refuses.
  mutating func shared(_ command: PromptCommand, arguments: [String]) -> Bool {
    switch command {
    case .hint, .count, .shoe, .rules, .bankroll, .stats, .coach, .mistakes, .history, .profile, .leaderboard, .help,
      .quit:
      run(command, arguments: arguments)
      return true
    case .bet, .deal, .hit, .stand, .double, .split, .surrender, .insurance, .drill, .rebuy:
      return false
    }
  }

  /// Whether `command` is one of the player's actions on a hand.
  static func isAction(_ command: PromptCommand) -> Bool {
    switch command {
    case .hit, .stand, .double, .split, .surrender: true
    default: false
    }
  }
}
