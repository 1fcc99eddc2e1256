import BlackjackEngine

// ``SessionMode/insurance(spot:)``: the dealer shows an ace and the question is open. Only the answer plays on
// (`insurance yes|no`, or `yes`, `no`, `y`, `n` alone); a hand's action, a bet or a drill is refused, naming it.

extension REPLSession {
  /// A line while the insurance question is open.
  mutating func insuranceLine(_ words: [String]) {
    guard let first = words.first else {
      refuse("empty line; \(waitingForNow)")
      return
    }
    if words.count == 1, let take = CommandTable.insuranceAnswer(first) {
      answerInsurance(take)
      return
    }
    guard let (command, arguments) = parse(words), !shared(command, arguments: arguments) else { return }
    switch command {
    case .insurance:
      insurance(arguments)
    case .hit, .stand, .double, .split, .surrender:
      refuse("cannot \(command.name) now: the insurance question is open; \(waitingForNow)")
    default:
      refuseBetweenRoundsOnly(command)
    }
  }

  /// What the round in progress waits for, as a clause (see ``waitingFor(_:)``).
  var waitingForNow: String { round.map(waitingFor) ?? "start a round with 'bet N'" }

  /// Refuses, during a round, a command of the betting mode (`bet`, `deal`, `drill`, `rebuy`).
  mutating func refuseBetweenRoundsOnly(_ command: PromptCommand) {
    if command == .drill {
      refuse("drills are between rounds; \(waitingForNow)")
    } else {
      refuse("a round is in progress; \(waitingForNow)")
    }
  }
}
