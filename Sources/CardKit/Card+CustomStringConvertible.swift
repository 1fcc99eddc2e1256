extension Card: CustomStringConvertible {
  /// The long English form: "Ace of Spades".
  public var description: String { "\(rank.name) of \(suit.name)" }
}
