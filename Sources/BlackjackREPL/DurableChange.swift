import BlackjackProfile

/// What a reply needs kept before it is shown: the change to save in the profile, and, when the session ends, why.
///
/// The session computes it (``REPLSession/Reply/durable``) only when something the profile keeps has changed: the
/// state to resume from (compared with the text last saved), a round settled, a rebuy, the end of the session.
/// ``SessionDriver`` writes it.
public struct DurableChange: Equatable, Sendable {
  /// The change: the state text, the rounds settled, the rebuys, the bankroll and the session's decisions.
  public var change: ProfileChange
  /// Why the session ended (`quit`, `end of input`, `broke`, a signal's name), written with the change, which then
  /// closes the session in the profile; `nil` while the session goes on.
  public var ending: String?
}
