extension PlayOptions {
  /// How the table is shown and typed at (`--ascii`, `--no-color`, `--echo`, `--pace`).
  public struct Display: Sendable, Equatable {
    /// Whether `--ascii` was given.
    public var ascii = false
    /// Whether `--no-color` was given.
    public var noColor = false
    /// Whether `--echo` was given: with piped input, each prompt and input line is written before its reply.
    public var echo = false
    /// How long the dealer pauses between cards at a terminal (`--pace`, default normal).
    public var pace = DealerPace.normal

    /// Creates the default: suits as symbols, in colour at a terminal, no echo, the normal pace.
    public init() {}
  }
}
