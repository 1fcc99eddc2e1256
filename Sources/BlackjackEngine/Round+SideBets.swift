extension Round {
  /// Judges a side bet of `stake` on this round's deal: the player's first two cards, the up card and whether the
  /// dealer has blackjack (known on the deal under PEEK; under ENHC the dealer's second card is not dealt yet, so a
  /// bet that needs it is refused by ``Table/deal(bet:sideBets:)``).
  ///
  /// Call it once the round is dealt, before any split moves the second card to another hand. A round voided on
  /// the deal returns the stake.
  public func judge(_ bet: SideBet, stake: Money) -> SideBetResult {
    let cards = hand(at: 0).cards
    guard !isVoid, handCount == 1, cards.count >= 2 else {
      return SideBetResult(bet: bet, stake: stake, hand: nil, net: .zero)
    }
    return bet.settle(
      stake: stake, first: cards[0], second: cards[1], upCard: upCard, dealerBlackjack: dealer.isBlackjack)
  }
}
