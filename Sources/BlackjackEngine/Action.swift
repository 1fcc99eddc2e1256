/// A player's decision on a hand.
public enum Action: UInt8, CaseIterable, Hashable, Sendable {
  /// Take another card.
  case hit
  /// Take no more cards.
  case stand
  /// Double the bet and take exactly one more card.
  case double
  /// Split a pair into two hands, adding a bet equal to the first.
  case split
  /// Give up the hand for half the bet back.
  case surrender

  /// The action's name, as typed at the prompt: "hit", "stand", "double", "split", "surrender".
  public var name: String {
    switch self {
    case .hit: "hit"
    case .stand: "stand"
    case .double: "double"
    case .split: "split"
    case .surrender: "surrender"
    }
  }
}

/// A set of actions, such as the actions legal for a hand.
public struct ActionSet: OptionSet, Hashable, Sendable {
  /// The set's bits, one per ``Action`` raw value.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable @inline(__always)
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The set holding one action.
  @inlinable @inline(__always)
  public init(_ action: Action) { self.rawValue = 1 << action.rawValue }

  /// Hitting.
  @inlinable public static var hit: ActionSet { ActionSet(rawValue: 1) }
  /// Standing.
  @inlinable public static var stand: ActionSet { ActionSet(rawValue: 2) }
  /// Doubling.
  @inlinable public static var double: ActionSet { ActionSet(rawValue: 4) }
  /// Splitting.
  @inlinable public static var split: ActionSet { ActionSet(rawValue: 8) }
  /// Surrendering.
  @inlinable public static var surrender: ActionSet { ActionSet(rawValue: 16) }

  /// Whether the set holds `action`.
  @inlinable @inline(__always)
  public func contains(_ action: Action) -> Bool { rawValue & (1 << action.rawValue) != 0 }

  /// The actions in the set, in ``Action`` order.
  public var actions: [Action] { Action.allCases.filter { contains($0) } }
}

extension ActionSet: CustomStringConvertible {
  /// The action names joined by commas: "hit, stand, double".
  public var description: String { actions.map(\.name).joined(separator: ", ") }
}
