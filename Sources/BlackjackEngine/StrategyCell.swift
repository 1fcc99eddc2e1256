/// One cell of a basic-strategy chart, in the notation of printed charts.
///
/// Cells with a fallback name the first choice and what to do when it is not allowed: `Dh` doubles when doubling
/// is legal, otherwise hits.
public enum StrategyCell: String, CaseIterable, Hashable, Sendable {
  /// Hit (`H`).
  case hit = "H"
  /// Stand (`S`).
  case stand = "S"
  /// Double if allowed, otherwise hit (`Dh`).
  case doubleOrHit = "Dh"
  /// Double if allowed, otherwise stand (`Ds`).
  case doubleOrStand = "Ds"
  /// Split (`P`).
  case split = "P"
  /// Split if doubling after splitting is allowed, otherwise play the total (`Ph`).
  case splitIfDASOrHit = "Ph"
  /// Split if doubling after splitting is allowed, otherwise double (`Pd`).
  case splitIfDASOrDouble = "Pd"
  /// Surrender if allowed, otherwise hit (`Rh`).
  case surrenderOrHit = "Rh"
  /// Surrender if allowed, otherwise stand (`Rs`).
  case surrenderOrStand = "Rs"
  /// Surrender if allowed, otherwise split (`Rp`).
  case surrenderOrSplit = "Rp"

  /// The action this cell asks for first.
  public var preferredAction: Action {
    switch self {
    case .hit: .hit
    case .stand: .stand
    case .doubleOrHit, .doubleOrStand: .double
    case .split, .splitIfDASOrHit, .splitIfDASOrDouble: .split
    case .surrenderOrHit, .surrenderOrStand, .surrenderOrSplit: .surrender
    }
  }
}
