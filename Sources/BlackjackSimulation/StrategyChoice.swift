public import BlackjackEngine

/// The player strategy a simulation plays.
public enum StrategyChoice: Hashable, Sendable {
  /// A basic-strategy chart (normally the one computed for the rules).
  case basic(BasicStrategy)
  /// Play like the dealer.
  case mimicDealer
  /// Basic strategy (this chart) except never hitting a hard 12 or more.
  case neverBust(BasicStrategy)

  /// The kinds of strategy, each by the name used on the command line: declared once, for the option's choices, its
  /// help, the parts' check and the name a strategy gives.
  public enum Kind: String, CaseIterable, Sendable {
    /// ``StrategyChoice/basic(_:)``.
    case basic
    /// ``StrategyChoice/mimicDealer``.
    case mimic
    /// ``StrategyChoice/neverBust(_:)``.
    case neverBust = "never-bust"
  }

  /// The strategy of `kind`, built on `chart` (the basic strategy of the rules) where it needs one.
  public init(_ kind: Kind, chart: @autoclosure () -> BasicStrategy) {
    switch kind {
    case .basic: self = .basic(chart())
    case .mimic: self = .mimicDealer
    case .neverBust: self = .neverBust(chart())
    }
  }

  /// The kind of this strategy.
  public var kind: Kind {
    switch self {
    case .basic: .basic
    case .mimicDealer: .mimic
    case .neverBust: .neverBust
    }
  }

  /// The name used on the command line: "basic", "mimic", "never-bust".
  public var name: String { kind.rawValue }
}
