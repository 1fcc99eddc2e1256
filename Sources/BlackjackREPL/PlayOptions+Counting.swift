import BlackjackCounting
import BlackjackSimulation

extension PlayOptions {
  /// Counting while playing (`--count`, `--ramp` or `--spread`, `--tc-estimate`, `--tc-round`): the system the
  /// prompt's `count` keeps, and the ramp every bet is graded against (see ``CountPlay``).
  public struct Counting: Sendable, Equatable {
    /// The counting system of `--count` (Hi-Lo by default), which the prompt's `count` keeps.
    public var system = CountingSystem.hiLo
    /// Whether `--count` chose the system: `hint` then adds the index play for the true count.
    public var chosen = false
    /// The bet ramp of `--ramp` or `--spread` (units of the table minimum by count), or `nil` when neither was
    /// given: with one, every bet is graded against it and the dealer asks for the count between rounds (see
    /// ``CountPlay``).
    public var ramp: CountRamp?
    /// How the decks unseen are read for the true count the bets are graded at (`--tc-estimate`, exact by default).
    public var estimate = DeckEstimate.exact
    /// How the true count is rounded to the whole number bets are graded at (`--tc-round`, floor by default).
    public var rounding = TrueCountRounding.floor
    /// The per-count figures the bets' expected cost is read from, or `nil` for a simulation of the table's rules
    /// (``figureRounds`` rounds, seed 1) when the first bet is graded at them.
    public var figures: CountOdds?
    /// The rounds of the simulation that gives the per-count figures when ``figures`` is `nil`.
    public var figureRounds = 1_000_000

    /// Creates the default: Hi-Lo kept at the prompt, no ramp.
    public init() {}
  }
}
