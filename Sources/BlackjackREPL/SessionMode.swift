import BlackjackProfile

/// What the session is doing, and so what a line typed now means: the session's state machine.
///
/// Each case carries the data of its mode. The session keeps one, changes it only in `REPLSession.enter(_:)`, and
/// hands each line to the mode's own handling (see `REPLSession+Mode.swift` and the `SessionMode+*.swift` files);
/// the commands every mode takes (`help`, `count`, `shoe`, `stats`, …) are shared.
enum SessionMode {
  /// Between rounds: a bet deals, a drill can start, the rules can change.
  case betting
  /// The insurance (or even-money) question is open on spot `spot` (1 for the first of the player's spots).
  case insurance(spot: Int)
  /// The player decides hand `hand` (numbered as shown) of spot `spot` (1 for the first of the player's spots).
  case playing(spot: Int, hand: Int)
  /// A drill runs, with its question and score; the table waits between rounds.
  case drill(DrillState)
  /// Between rounds, the dealer asks for the count (`play --count SYSTEM --ramp STEPS`): the running count, then the
  /// true count of a balanced system (see `SessionMode+CountCheck.swift`).
  case countCheck(CountCheck)
  /// A change could not be saved: its reply is held back, and nothing is played until it is saved.
  indirect case unsaved(UnsavedChange)
  /// The session is over.
  case finished

  /// The mode without its data, for comparing and for tests.
  var kind: Kind {
    switch self {
    case .betting: .betting
    case .insurance(let spot): .insurance(spot: spot)
    case .playing(let spot, let hand): .playing(spot: spot, hand: hand)
    case .drill(.strategy): .drill(.strategy)
    case .drill(.count): .drill(.count)
    case .drill(.deviations): .drill(.deviations)
    case .drill(.countdown): .drill(.countdown)
    case .drill(.trueCount): .drill(.trueCount)
    case .drill(.decks): .drill(.decks)
    case .drill(.pairs): .drill(.pairs)
    case .drill(.due): .drill(.due)
    case .countCheck: .countCheck
    case .unsaved: .unsaved
    case .finished: .finished
    }
  }

  /// A mode without its data.
  enum Kind: Equatable, Sendable {
    /// ``SessionMode/betting``.
    case betting
    /// ``SessionMode/insurance(spot:)``.
    case insurance(spot: Int)
    /// ``SessionMode/playing(spot:hand:)``.
    case playing(spot: Int, hand: Int)
    /// ``SessionMode/drill(_:)`` of one kind.
    case drill(DrillKind)
    /// ``SessionMode/countCheck(_:)``.
    case countCheck
    /// ``SessionMode/unsaved(_:)``.
    case unsaved
    /// ``SessionMode/finished``.
    case finished
  }

  /// The kinds of drill.
  enum DrillKind: Equatable, Sendable {
    /// `drill strategy`.
    case strategy
    /// `drill count`.
    case count
    /// `drill deviations`.
    case deviations
    /// `drill countdown`.
    case countdown
    /// `drill true-count`.
    case trueCount
    /// `drill decks`.
    case decks
    /// `drill pairs`.
    case pairs
    /// `drill due`.
    case due
  }
}

/// A change the profile could not save: why, the reply held back until it is saved, and the mode to go back to.
struct UnsavedChange {
  /// Why the last try failed.
  var error: ProfileError
  /// The reply of the line that made the change (empty or lines each ending in a newline), held back until the
  /// change is saved.
  var held: String
  /// The mode the change left the session in, entered again once it is saved.
  var resume: SessionMode
}
