import BlackjackEngine

// ``SessionMode/playing(spot:hand:)``: the player decides a hand. The actions play it (the table refuses one that
// is not legal, naming the legal ones); an insurance answer, a bet or a drill is refused.

extension REPLSession {
  /// A line while a hand waits for the player's decision.
  mutating func playingLine(_ words: [String]) {
    guard !words.isEmpty else {
      refuse("empty line; \(waitingForNow)")
      return
    }
    guard !refusedStrayInsuranceAnswer(words), let (command, arguments) = parse(words),
      !shared(command, arguments: arguments)
    else { return }
    switch command {
    case .hit, .stand, .double, .split, .surrender:
      run(command, arguments: arguments)
    case .insurance:
      insurance(arguments)
    default:
      refuseBetweenRoundsOnly(command)
    }
  }
}
