public import CardKit

/// One round at a table of several player positions (seats, and a player's extra spots) against one dealer.
///
/// Each position is a ``Round``, the same state machine a lone player plays, so every rule is applied by the same
/// code. The cards come in casino order: a first card to each position, the dealer's up card, a second card to each
/// position, the hole card (under PEEK); then each position plays in turn, drawing from the shoe; then the dealer
/// plays once for the whole table and every position settles against the same dealer hand.
///
/// The dealer draws to a total if any position still has a live hand (a position whose hands all busted does not
/// stop the dealer from playing against the others), and without a hole card (ENHC) takes the second card whenever
/// some position needs it.
public struct TableRound: Sendable {
  /// The positions, in the order they are dealt and played.
  public var positions: [Round] { _positions }
  @usableFromInline var _positions: [Round]

  /// Deals a round to `bets.count` positions, one bet each, from `source` in casino order.
  ///
  /// - Throws: ``RoundError/invalidBet(_:)`` for a bet that is not positive, ``RoundError/outOfCards`` when the
  ///   source cannot deal the first cards.
  @inlinable
  public init<Source: CardSource>(rules: Rules, bets: [Money], dealingFrom source: inout Source) throws(RoundError) {
    precondition(!bets.isEmpty, "a table round needs at least one position")
    for bet in bets where bet <= .zero { throw .invalidBet(bet) }
    var first: [Card] = []
    var second: [Card] = []
    let up: Card
    let hole: Card?
    do throws(DeckError) {
      (up, hole) = try DealtCards.deal(
        positions: bets.count, rules: rules, from: &source, first: { first.append($1) }, second: { second.append($1) })
    } catch {
      throw .outOfCards
    }
    var positions: [Round] = []
    positions.reserveCapacity(bets.count)
    for index in bets.indices {
      // Each position's round deals its own view of the cards: its two cards, the up card and the hole card.
      var dealt = DealtCards(first[index], up, second[index], hole)
      positions.append(try Round(rules: rules, bet: bets[index], dealingFrom: &dealt))
    }
    _positions = positions
  }

  /// The dealer's hand: the fullest of the positions' views of it (they agree on every card they hold).
  public var dealer: DealerHand {
    // Cannot fail: a table round deals at least one position (init's precondition: bets are not empty).
    positions.max { $0.dealer.cards.count < $1.dealer.cards.count }!.dealer
  }

  /// Whether every position is settled.
  public var isSettled: Bool { positions.allSatisfy { $0.phase == .settled } }

  /// Plays insurance and every decision of the position at `index` with `strategy`, drawing from `source`.
  ///
  /// - Throws: ``RoundError/outOfCards`` when the source runs dry (that position's round is then void).
  @inlinable
  public mutating func playDecisions<Player: PlayerStrategy, Source: CardSource>(
    ofPosition index: Int, with strategy: Player, from source: inout Source
  ) throws(RoundError) {
    try _positions[index].playDecisions(strategy, from: &source)
  }

  /// Answers the insurance question of the position at `index` by `strategy`, when it faces it: insurance goes round
  /// the table before any position plays.
  ///
  /// - Throws: ``RoundError/outOfCards`` when the source runs dry (that position's round is then void).
  @inlinable
  public mutating func answerInsurance<Player: PlayerStrategy, Source: CardSource>(
    ofPosition index: Int, with strategy: Player, from source: inout Source
  ) throws(RoundError) {
    try _positions[index].answerInsurance(strategy, from: &source)
  }

  /// Plays the dealer once for the whole table and settles every position that waits for the dealer.
  ///
  /// The position whose round asks the most of the dealer (drawing to a total if any does, otherwise only the
  /// second card under ENHC) plays the dealer from `source`; the others replay exactly those cards.
  ///
  /// - Throws: ``RoundError/outOfCards`` when the source runs dry (the waiting positions are then void).
  @inlinable
  public mutating func playDealer<Dealer: DealerStrategy, Source: CardSource>(
    _ dealer: Dealer, from source: inout Source
  ) throws(RoundError) {
    let waiting = _positions.indices.filter { _positions[$0].phase == .dealerTurn }
    guard let leader = waiting.first(where: { _positions[$0]._progress.dealerDraws }) ?? waiting.first else { return }
    var recording = RecordingSource(base: source)
    defer { source = recording.base }
    do {
      try _positions[leader].playDealer(dealer, from: &recording)
    } catch {
      for index in waiting where index != leader { _positions[index].voidRound() }
      throw error
    }
    for index in waiting where index != leader {
      var replay = recording.replay
      try _positions[index].playDealer(dealer, from: &replay)
    }
  }
}

/// A card source that remembers the cards it deals, so that they can be dealt again in the same order.
@usableFromInline
struct RecordingSource<Base: CardSource>: CardSource {
  @usableFromInline var base: Base
  @usableFromInline var dealt = HandCards()

  @inlinable
  init(base: Base) { self.base = base }

  @inlinable
  mutating func draw() throws(DeckError) -> Card {
    let card = try base.draw()
    if dealt.count < HandCards.capacity { dealt.append(card) }
    return card
  }

  /// A source dealing the recorded cards again, in order.
  @inlinable
  var replay: ReplaySource { ReplaySource(cards: dealt) }
}

/// Deals recorded cards again, in order; dry after the last.
@usableFromInline
struct ReplaySource: CardSource {
  @usableFromInline let cards: HandCards
  @usableFromInline var next = 0

  @inlinable
  init(cards: HandCards) { self.cards = cards }

  @inlinable
  mutating func draw() throws(DeckError) -> Card {
    guard next < cards.count else { throw .empty }
    defer { next += 1 }
    return cards[next]
  }
}
