import BlackjackEngine

/// The money rules of the server's tables: the smallest and largest bet, and the bankroll a player starts with (and
/// buys again with `rebuy` when broke).
public struct TableLimits: Sendable, Equatable {
  /// The smallest bet.
  public var minimumBet: Money
  /// The largest bet.
  public var maximumBet: Money
  /// The bankroll a new player starts with, and a rebuy adds.
  public var startingBankroll: Money

  /// Limits; the minimum must be positive, the maximum at least the minimum, and the bankroll must cover the minimum.
  public init(
    minimumBet: Money = Money(units: 1), maximumBet: Money = Money(units: 500),
    startingBankroll: Money = Money(units: 1000)
  ) {
    self.minimumBet = minimumBet
    self.maximumBet = maximumBet
    self.startingBankroll = startingBankroll
  }

  /// Whether the limits fit together (see ``init(minimumBet:maximumBet:startingBankroll:)``).
  public var isValid: Bool {
    minimumBet > .zero && maximumBet >= minimumBet && startingBankroll >= minimumBet
  }
}
