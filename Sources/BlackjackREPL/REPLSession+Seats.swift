import BlackjackEngine
import CardKit

extension REPLSession {
  /// Plays the AI seats before the player's seat (`beforeYours`) or after it, on the table's shoe, as one
  /// ``BlackjackEngine/TableRound`` through the engine's ``BlackjackEngine/Table/playPreparedTableRound(bets:play:)``,
  /// and shows one line per seat. Their cards are seen cards: `count` counts them.
  ///
  /// The seats before the player's play their own round (with its own dealer hand) just before the player's round is
  /// dealt; the seats after play theirs when the player's round has settled. `unit` is the bet typed: basic and
  /// typical players bet it flat; the counter bets 1 to 8 of it off the Hi-Lo true count.
  mutating func playAISeats(beforeYours: Bool, unit: Money) {
    guard let yours = seatStyles.firstIndex(of: nil) else { return }
    let seats = seatStyles.indices.filter { beforeYours ? $0 < yours : $0 > yours }
    guard !seats.isEmpty else { return }
    noteShuffle()
    let chart = basicStrategy()
    let counterUnits = counterBetUnits()
    let styles = seats.map { seatStyles[$0]! }
    let bets = styles.map { $0 == .counter ? unit * counterUnits : unit }
    let round = table.playPreparedTableRound(bets: bets) { round, shoe in
      for (index, style) in styles.enumerated() {
        switch style {
        case .basic, .counter: try? round.playDecisions(ofPosition: index, with: chart, from: &shoe)
        case .typical:
          try? round.playDecisions(ofPosition: index, with: TypicalPlayerStrategy(basic: chart), from: &shoe)
        }
      }
    }
    for (index, position) in round.positions.enumerated() {
      say(renderer.seatLine(position, seat: seats[index] + 1, style: styles[index].rawValue))
      seenCards += position.hands.flatMap(\.cards)
    }
    say(renderer.seatDealerLine(round.dealer))
    seenCards += round.dealer.cards
    noteShuffle()
  }

  /// The counter's bet in units of the bet typed: the Hi-Lo true count (rounded down, per deck unseen) on a 1-8
  /// spread (``BlackjackEngine/CountRamp/init(spread:maximum:)``: 1 below +2, then 2, 4, 8), 1 on an infinite deck.
  func counterBetUnits() -> Int {
    guard let remaining = table.shoe.remainingCards, let decks = rules.deckCount else { return 1 }
    let current = table.shoe.shuffleCount == shufflesSeen ? seenCards : []
    var count = CardCount(system: .hiLo, decks: decks)
    count.count(current)
    let ramp = (try? CountRamp(spread: "1-8", maximum: 8)) ?? .flat(1)
    return ramp.value(at: count.bettingCount(unseen: remaining.count, estimate: .exact, rounding: .floor))
  }
}
