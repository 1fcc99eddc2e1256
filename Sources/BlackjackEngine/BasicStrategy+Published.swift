extension BasicStrategy {
  /// The published basic strategy for 4–8 decks, dealer stands on soft 17, double after split, late surrender.
  ///
  /// Source: Wizard of Odds, "4-Deck to 8-Deck Blackjack Strategy" (S17, DAS, LS). Without surrender the `Rh`
  /// cells play as hits. This is the engine's default strategy until a computed chart for the table's rules is
  /// supplied by the exact analysis.
  public static let published: BasicStrategy = {
    let chart = """
      H4-8   H  H  H  H  H  H  H  H  H  H
      H9     H  Dh Dh Dh Dh H  H  H  H  H
      H10    Dh Dh Dh Dh Dh Dh Dh Dh H  H
      H11    Dh Dh Dh Dh Dh Dh Dh Dh Dh H
      H12    H  H  S  S  S  H  H  H  H  H
      H13-14 S  S  S  S  S  H  H  H  H  H
      H15    S  S  S  S  S  H  H  H  Rh H
      H16    S  S  S  S  S  H  H  Rh Rh Rh
      H17-21 S  S  S  S  S  S  S  S  S  S
      S12    H  H  H  H  H  H  H  H  H  H
      A2,A3  H  H  H  Dh Dh H  H  H  H  H
      A4,A5  H  H  Dh Dh Dh H  H  H  H  H
      A6     H  Dh Dh Dh Dh H  H  H  H  H
      A7     S  Ds Ds Ds Ds S  S  H  H  H
      A8-A9  S  S  S  S  S  S  S  S  S  S
      S21    S  S  S  S  S  S  S  S  S  S
      22,33  Ph Ph P  P  P  P  H  H  H  H
      44     H  H  H  Ph Ph H  H  H  H  H
      55     Dh Dh Dh Dh Dh Dh Dh Dh H  H
      66     Ph P  P  P  P  H  H  H  H  H
      77     P  P  P  P  P  P  H  H  H  H
      88     P  P  P  P  P  P  P  P  P  P
      99     P  P  P  P  P  S  P  P  S  S
      TT     S  S  S  S  S  S  S  S  S  S
      AA     P  P  P  P  P  P  P  P  P  P
      """
    // Cannot fail: every line above is a known row label and ten known cells, all that init(chart:) refuses
    // (BasicStrategyTests reads its cells against the published chart).
    return try! BasicStrategy(chart: chart)
  }()
}
