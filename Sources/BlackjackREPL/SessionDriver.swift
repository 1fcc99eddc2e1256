import BlackjackProfile

/// The shell's side of a session: it hands each line to the ``REPLSession``, writes what the reply says must become
/// durable to the profile, tells the session how that went, and only then gives the reply to be shown.
///
/// The session never writes: its reply carries the change (``REPLSession/Reply/durable``). When the write fails the
/// session holds the reply back and plays nothing more (``REPLSession/notSaved(_:reply:)``); the driver tries the
/// change again before each later line, and once it is saved the held reply comes first (``REPLSession/Reply/held``).
/// A guest's driver has no profile, and its replies never carry a change.
@dynamicMemberLookup
public struct SessionDriver {
  /// The session played.
  public internal(set) var session: REPLSession
  /// The profile the changes are written to, or `nil` for a guest (and once closed).
  public private(set) var profile: ProfileSession?

  /// Drives a guest's session: nothing is saved.
  public init(_ session: REPLSession) {
    self.session = session
  }

  /// Plays `session` on `profile`: restores its saved table and any round in progress, which the session then
  /// resumes (see ``REPLSession/attach(_:options:)``), or opens the table of `options` with the profile's bankroll.
  ///
  /// - Throws: a one-line reason when the saved state cannot be resumed (the database is not changed).
  public init(_ session: REPLSession, profile: ProfileSession, options: PlayOptions) throws(ProfileAttachError) {
    var session = session
    try session.attach(profile, options: options)
    session.enter(session.roundMode)
    self.session = session
    self.profile = profile
  }

  /// Handles one event: the reply to show, once what it changed is saved.
  public mutating func respond(to event: LineEvent) -> REPLSession.Reply {
    var held = ""
    if case .unsaved = session.mode, !session.savingStopped, event != .interrupted {
      // Try again the change waiting since an earlier line; its reply comes first once it is saved.
      let change = session.durableChange()
      switch change.map(write) ?? .success([]) {
      case .success(let rounds): held = session.saved(change, rounds: rounds)
      case .failure(let error): _ = session.notSaved(error, reply: REPLSession.Reply(text: "", isRefusal: false))
      }
    }
    var reply = session.respond(to: event)
    if let change = reply.durable {
      switch write(change) {
      case .success(let rounds): _ = session.saved(change, rounds: rounds)
      case .failure(let error): reply = session.notSaved(error, reply: reply)
      }
    }
    reply.held = held + reply.held
    return reply
  }

  /// Handles one event and returns the text to print: any reply held back until now, then the line's own.
  public mutating func handle(_ event: LineEvent) -> String {
    let reply = respond(to: event)
    return reply.held + reply.text
  }

  /// Writes `durable` to the profile (closing the session in it when it carries the ending): the rounds as numbered,
  /// or why it failed. A profile already closed keeps nothing more.
  private func write(_ durable: DurableChange) -> Result<[RoundRecord], ProfileError> {
    guard let profile, !profile.isEnded else { return .success([]) }
    do throws(ProfileError) {
      if let ending = durable.ending { return .success(try profile.end(reason: ending, durable.change)) }
      return .success(try profile.save(durable.change))
    } catch {
      return .failure(error)
    }
  }

  /// Lets the profile go (its SQLite connection closed and its locks released), once the session is over.
  public mutating func close() {
    session.closeProfile()
    profile = nil
  }

  /// The first lines printed.
  public var greeting: String { session.greeting }

  /// Whether the session is over.
  public var isFinished: Bool { session.isFinished }

  /// Whether the session ended with something the profile does not keep.
  public var endedUnsaved: Bool { session.endedUnsaved }

  /// The session's properties, read and set through the driver (for callers and tests that need both).
  public subscript<Value>(dynamicMember path: WritableKeyPath<REPLSession, Value>) -> Value {
    get { session[keyPath: path] }
    set { session[keyPath: path] = newValue }
  }

  /// The session's read-only properties, read through the driver.
  public subscript<Value>(dynamicMember path: KeyPath<REPLSession, Value>) -> Value { session[keyPath: path] }

  /// Reads lines from `reader` until the session ends or output fails, writing each reply once it is saved.
  ///
  /// - Parameters:
  ///   - reader: Where lines come from; accepted lines are remembered in its history.
  ///   - echo: Whether to write each prompt and the line read after it, as a terminal shows them (for transcripts
  ///     of piped input).
  ///   - write: Where replies go; returns `false` when the text could not be written, which ends the session.
  ///   - willRead: Called before each read, for example to update the completion context.
  ///   - widthBeforeRead: The terminal's width, asked before each read (a window may be resized); `nil` for none.
  public mutating func run<Reader: LineEditor>(
    reader: inout Reader, echo: Bool = false, write: (REPLSession.Reply) -> Bool,
    willRead: (REPLSession) -> Void = { _ in }, widthBeforeRead: () -> Int? = { nil }
  ) {
    guard write(REPLSession.Reply(text: session.greeting, isRefusal: false)) else { return }
    while !session.isFinished {
      if let width = widthBeforeRead() { session.terminalWidth = width }
      willRead(session)
      let prompt = session.prompt
      let event = reader.readLine(prompt: prompt)
      if case .line(let bytes, let length) = event, length == bytes.count,
        let text = String(validating: bytes, as: UTF8.self), !text.isEmpty
      {
        reader.remember(text)
      }
      if echo, case .line(let bytes, _) = event {
        let line = String(decoding: bytes, as: UTF8.self)
        guard write(REPLSession.Reply(text: prompt + line + "\n", isRefusal: false)) else { return }
      }
      let reply = respond(to: event)
      if !reply.held.isEmpty { guard write(REPLSession.Reply(text: reply.held, isRefusal: false)) else { return } }
      guard write(reply) else { return }
    }
  }
}

extension REPLSession {
  /// Reads lines from `reader` until the session ends or output fails, writing each reply: a guest's session (see
  /// ``SessionDriver/run(reader:echo:write:willRead:widthBeforeRead:)``, which a session with a profile needs).
  public mutating func run<Reader: LineEditor>(
    reader: inout Reader, echo: Bool = false, write: (Reply) -> Bool, willRead: (REPLSession) -> Void = { _ in },
    widthBeforeRead: () -> Int? = { nil }
  ) {
    var driver = SessionDriver(self)
    driver.run(reader: &reader, echo: echo, write: write, willRead: willRead, widthBeforeRead: widthBeforeRead)
    self = driver.session
  }
}
