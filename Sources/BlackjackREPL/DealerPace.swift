/// How long the dealer pauses after each card it turns over or draws, at a terminal (`play --pace`); any key
/// skips the pauses left of the dealer's play. Scripted sessions never pause.
public enum DealerPace: String, CaseIterable, Sendable {
  /// A short pause (0.12 s).
  case fast
  /// The default pause (0.35 s).
  case normal
  /// No pause.
  case off

  /// The pause in milliseconds.
  public var milliseconds: Int {
    switch self {
    case .fast: 120
    case .normal: 350
    case .off: 0
    }
  }
}
