public import CardKit

/// A shuffle under audit: it rearranges a deck, given as the indices of its physical cards, with randomness from a
/// generator.
///
/// The audit runs ``CardKitShuffle``, CardKit's own; tests plug in deliberately biased shuffles to show that the
/// audit catches them.
public protocol AuditedShuffle: Sendable {
  /// A short description for reports: "CardKit's Fisher–Yates".
  var name: String { get }

  /// Rearranges `cards` in place, drawing randomness from `generator`.
  func shuffle<G: RandomNumberGenerator>(_ cards: inout [UInt16], using generator: inout G)
}

/// CardKit's public shuffle, ``Swift/MutableCollection/fisherYatesShuffle(using:)``: the pinned Fisher–Yates loop
/// that `Deck`, `Shoe` and the simulator's shoe all use.
public struct CardKitShuffle: AuditedShuffle {
  /// Creates the shuffle.
  public init() {}

  /// "CardKit's Fisher–Yates".
  public var name: String { "CardKit's Fisher–Yates" }

  /// Shuffles `cards` with `fisherYatesShuffle(using:)`.
  @inlinable
  public func shuffle<G: RandomNumberGenerator>(_ cards: inout [UInt16], using generator: inout G) {
    cards.fisherYatesShuffle(using: &generator)
  }
}
