import BlackjackProfile

// ``SessionMode/unsaved(_:)``: a change could not be saved. Its reply is held back and nothing is played until
// ``SessionDriver`` saves it (it tries again before each line); meanwhile only `help` and `quit` (or the end of
// input, or a signal) are taken, and every other line gets the one line of `unsavedLine(_:)`.

extension REPLSession {
  /// The one line said while the profile cannot be written: why, what to do, and that 'quit' still works.
  func unsavedLine(_ error: ProfileError) -> String {
    if keeper.stopped {
      return "not saved: \(error); nothing more is played in this session: 'quit' ends it (the profile keeps the game"
        + " as it was at the last reply shown)"
    }
    return "not saved: \(error); nothing more is played until the game is saved (the last reply is held back"
      + " until then): free some space, then type any command to try again, or 'quit' (the profile keeps the game as"
      + " it was at the last reply shown)"
  }

  /// An event while `unsaved` waits to be saved: `help` is answered; `quit`, the end of input or a signal end the
  /// session with what the profile kept (nothing more is saved); anything else is refused.
  mutating func unsavedEvent(_ event: LineEvent, _ unsaved: UnsavedChange) {
    var command: PromptCommand?
    var arguments: [String] = []
    switch event {
    case .interrupted:
      return
    case .endOfInput, .terminated:
      command = .quit
    case .line(let bytes, let length):
      if let text = try? InputLine.decode(bytes: bytes, length: length) {
        let words = Self.words(text)
        command = words.first.flatMap { CommandTable.command(named: $0) }
        arguments = Array(words.dropFirst())
      }
    }
    if command == .help {
      run(.help, arguments: arguments)
      return
    }
    guard command == .quit, arguments.isEmpty else {
      refuse(unsavedLine(unsaved.error))
      return
    }
    enter(.finished)
    keeper.endedUnsaved = true
    if case .terminated(let signal) = event { say(Self.endedBySignal(signal)) }
    say(
      "Session over. Not saved: \(unsaved.error); the profile keeps the game as it was at the last reply shown, and"
        + " what came after is not kept.")
  }
}
