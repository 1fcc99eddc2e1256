public import BlackjackEngine

/// The player strategy a simulation plays.
public enum StrategyChoice: Hashable, Sendable {
  /// A basic-strategy chart (normally the one computed for the rules).
  case basic(BasicStrategy)
  /// Play like the dealer.
  case mimicDealer
  /// Basic strategy (this chart) except never hitting a hard 12 or more.
  case neverBust(BasicStrategy)

  /// The name used on the command line: "basic", "mimic", "never-bust".
  public var name: String {
    switch self {
    case .basic: "basic"
    case .mimicDealer: "mimic"
    case .neverBust: "never-bust"
    }
  }
}
