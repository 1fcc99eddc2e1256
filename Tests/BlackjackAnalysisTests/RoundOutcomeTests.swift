import BlackjackAnalysis
import BlackjackEngine
import Testing

/// The probabilities that a round ends won, pushed or lost by its net (``AnalysisReport/roundOutcomes``).
@Suite("win, push and lose per round")
struct RoundOutcomeTests {
  @Test(
    "the three add up to 1, for composition-dependent play and for the chart",
    arguments: ["6D S17 DAS", "1D H17", "2D S17 NDAS", "6D H17 DAS LS"])
  func addUpToOne(spec: String) throws {
    let report = ExactAnalysis(rules: try Rules(spec: spec)).report()
    let rounds = report.roundOutcomes
    #expect(abs(rounds.won + rounds.pushed + rounds.lost - 1) < 1e-12, "\(spec): \(rounds)")
    let chart = try #require(report.basicStrategyRoundOutcomes)
    #expect(abs(chart.won + chart.pushed + chart.lost - 1) < 1e-12, "\(spec): \(chart)")
    // A split round is one round: per round, fewer wins and losses than the hands counted one by one, but no
    // fewer than those hands would give with each split counted as one hand (2 to 4 hands a split).
    #expect(rounds.won < report.handsWon && rounds.lost < report.handsLost)
    let extraHands = report.handsWon + report.handsPushed + report.handsLost - 1
    #expect(rounds.won > report.handsWon - extraHands && rounds.lost > report.handsLost - extraHands)
  }

  @Test(
    "a shoe with one card of each value (no pair, so no split): the analysis against a card-by-card enumeration",
    arguments: ["1D S17 LS", "1D H17 NDAS"])
  func oneOfEach(spec: String) throws {
    let rules = try Rules(spec: spec)
    let counts = [0] + Array(repeating: 1, count: 10)
    let shoe = try #require(ShoeComposition(counts: Array(counts.dropFirst())))
    #expect(shoe.total == 10)
    let report = try #require(ExactAnalysis(rules: rules, shoe: shoe)).report()
    #expect(report.isExact)
    let expected = RoundEnumeration(rules: rules, shoe: counts).rounds()
    // The enumeration's own value checks its play: the analysis's edge, to rounding.
    #expect(abs(-report.compositionDependentEdge - expected.ev) < 1e-12, "\(spec): EV \(expected.ev)")
    let rounds = report.roundOutcomes
    // Where two plays are equal in value (this shoe has a few, such as A 2 6 7 against a 3), the analysis may take
    // either: its figures must lie within those of the optimal plays, which differ by less than 1e-4.
    for (name, figure, span) in [
      ("won", rounds.won, expected.won), ("pushed", rounds.pushed, expected.pushed),
      ("lost", rounds.lost, expected.lost),
    ] {
      #expect(span.high - span.low < 1e-4)
      #expect(span.contains(figure), "\(spec): \(name) \(figure) against \(span.low) to \(span.high)")
    }
  }
}

/// A second method for shoes without pairs (so without splits), written from the rules of the game: every up
/// card, player's cards and hole card in dealing order, the hole card unseen (a weight per possible hole card
/// carried along the player's draws, as the player cannot see it), every action valued by enumerating the draws
/// and the dealer's hand, the best played, and the round's outcome counted by its net. Peek rules only.
struct RoundEnumeration {
  let rules: Rules
  /// The shoe by points (index 1…10; index 0 unused).
  let shoe: [Int]

  /// The lowest and the highest a probability can be over the optimal plays (equal in value; they can differ in
  /// how often the round is won, pushed or lost).
  struct Span {
    var low: Double
    var high: Double

    static func + (left: Span, right: Span) -> Span { Span(low: left.low + right.low, high: left.high + right.high) }
    static func * (scale: Double, span: Span) -> Span { Span(low: scale * span.low, high: scale * span.high) }

    func contains(_ value: Double) -> Bool { value >= low - 1e-12 && value <= high + 1e-12 }
  }

  /// The expected net of a round and the probabilities that it is won, pushed or lost.
  struct Tally {
    var ev = 0.0
    var won = Span(low: 0, high: 0)
    var pushed = Span(low: 0, high: 0)
    var lost = Span(low: 0, high: 0)

    init() {}

    init(ev: Double, won: Double, pushed: Double, lost: Double) {
      self.ev = ev
      self.won = Span(low: won, high: won)
      self.pushed = Span(low: pushed, high: pushed)
      self.lost = Span(low: lost, high: lost)
    }

    static func + (left: Tally, right: Tally) -> Tally {
      var sum = left
      sum.ev += right.ev
      sum.won = left.won + right.won
      sum.pushed = left.pushed + right.pushed
      sum.lost = left.lost + right.lost
      return sum
    }

    static func * (scale: Double, tally: Tally) -> Tally {
      var product = tally
      product.ev *= scale
      product.won = scale * tally.won
      product.pushed = scale * tally.pushed
      product.lost = scale * tally.lost
      return product
    }

    /// The best of `options` by value, its spans widened to every option equal to it in value (to rounding):
    /// the choices at different hands are independent, so the sums of the spans are those over all optimal plays.
    static func best(of options: [Tally]) -> Tally {
      var chosen = options.max { $0.ev < $1.ev }!
      for option in options where abs(option.ev - chosen.ev) < 1e-13 {
        chosen.won = Span(low: min(chosen.won.low, option.won.low), high: max(chosen.won.high, option.won.high))
        chosen.pushed = Span(
          low: min(chosen.pushed.low, option.pushed.low), high: max(chosen.pushed.high, option.pushed.high))
        chosen.lost = Span(low: min(chosen.lost.low, option.lost.low), high: max(chosen.lost.high, option.lost.high))
      }
      return chosen
    }
  }

  func rounds() -> Tally {
    var tally = Tally()
    let total = Double(shoe.reduce(0, +))
    for up in 1...10 where shoe[up] > 0 {
      var afterUp = shoe
      afterUp[up] -= 1
      let left = Double(afterUp.reduce(0, +))
      for first in 1...10 where afterUp[first] > 0 {
        var afterFirst = afterUp
        afterFirst[first] -= 1
        for second in 1...10 where afterFirst[second] > 0 {
          var unseen = afterFirst
          unseen[second] -= 1
          let p = Double(shoe[up]) / total * Double(afterUp[first]) / left * Double(afterFirst[second]) / (left - 1)
          tally = tally + p * round(up: up, cards: [first, second], unseen: unseen)
        }
      }
    }
    return tally
  }

  /// The card that makes a dealer blackjack with `up`, if any.
  func blackjackCard(_ up: Int) -> Int? { up == 1 ? 10 : (up == 10 ? 1 : nil) }

  static func total(_ cards: [Int]) -> (total: Int, soft: Bool) {
    let hard = cards.reduce(0, +)
    return cards.contains(1) && hard + 10 <= 21 ? (hard + 10, true) : (hard, false)
  }

  /// One initial deal: the dealer peeks, then the player plays the best action.
  func round(up: Int, cards: [Int], unseen: [Int]) -> Tally {
    let size = Double(unseen.reduce(0, +))
    var weights = unseen.map { Double($0) / size }
    weights[0] = 0
    var blackjack = 0.0
    if let card = blackjackCard(up) {
      blackjack = weights[card]
      weights[card] = 0
    }
    let natural = Set(cards) == [1, 10]
    if natural {
      let payout = Double(rules.blackjackPayout.numerator) / Double(rules.blackjackPayout.denominator)
      return Tally(ev: (1 - blackjack) * payout, won: 1 - blackjack, pushed: blackjack, lost: 0)
    }
    return best(up: up, cards: cards, unseen: unseen, weights: weights, initial: true)
      + Tally(ev: -blackjack, won: 0, pushed: 0, lost: blackjack)
  }

  /// The best action's tally (by expected net) on a hand, widened to every action of the same value; `weights[h]`
  /// is the probability of reaching the hand with the hole card `h`.
  func best(up: Int, cards: [Int], unseen: [Int], weights: [Double], initial: Bool) -> Tally {
    var options = [
      draw(up: up, cards: cards, unseen: unseen, weights: weights, double: false),
      settle(up: up, cards: cards, unseen: unseen, weights: weights, stake: 1),
    ]
    if initial {
      options.append(draw(up: up, cards: cards, unseen: unseen, weights: weights, double: true))
      if rules.surrender == .late {
        let mass = weights.reduce(0, +)
        options.append(Tally(ev: -0.5 * mass, won: 0, pushed: 0, lost: mass))
      }
    }
    return Tally.best(of: options)
  }

  /// Takes one card (then plays on, or stands with the doubled stake).
  func draw(up: Int, cards: [Int], unseen: [Int], weights: [Double], double: Bool) -> Tally {
    var tally = Tally()
    let size = Double(unseen.reduce(0, +))
    for card in 1...10 where unseen[card] > 0 {
      // The card comes from the unseen cards other than the hole card.
      let next = (0...10).map { hole in
        weights[hole] * Double(unseen[card] - (hole == card ? 1 : 0)) / (size - 1)
      }
      let mass = next.reduce(0, +)
      if mass == 0 { continue }
      var rest = unseen
      rest[card] -= 1
      let hand = cards + [card]
      let stake = double ? 2.0 : 1.0
      if Self.total(hand).total > 21 {
        tally = tally + Tally(ev: -stake * mass, won: 0, pushed: 0, lost: mass)
      } else if double {
        tally = tally + settle(up: up, cards: hand, unseen: rest, weights: next, stake: 2)
      } else {
        tally = tally + best(up: up, cards: hand, unseen: rest, weights: next, initial: false)
      }
    }
    return tally
  }

  /// Stands: the dealer turns over the hole card and draws from the rest.
  func settle(up: Int, cards: [Int], unseen: [Int], weights: [Double], stake: Double) -> Tally {
    let player = Self.total(cards).total
    var tally = Tally()
    for hole in 1...10 where weights[hole] > 0 {
      var deck = unseen
      deck[hole] -= 1
      for (p, dealer) in dealerFinals([up, hole], deck) {
        let mass = weights[hole] * p
        if dealer > 21 || player > dealer {
          tally = tally + Tally(ev: stake * mass, won: mass, pushed: 0, lost: 0)
        } else if player == dealer {
          tally = tally + Tally(ev: 0, won: 0, pushed: mass, lost: 0)
        } else {
          tally = tally + Tally(ev: -stake * mass, won: 0, pushed: 0, lost: mass)
        }
      }
    }
    return tally
  }

  /// The dealer's final totals (22 for a bust) and their probabilities: hitting below 17, and soft 17 under H17.
  func dealerFinals(_ cards: [Int], _ deck: [Int]) -> [(Double, Int)] {
    let (total, soft) = Self.total(cards)
    if total > 21 { return [(1, 22)] }
    if total > 17 || (total == 17 && !(soft && rules.dealerHitsSoft17)) { return [(1, total)] }
    let size = Double(deck.reduce(0, +))
    precondition(size > 0, "the dealer ran out of cards")
    var finals: [(Double, Int)] = []
    for card in 1...10 where deck[card] > 0 {
      var rest = deck
      rest[card] -= 1
      let p = Double(deck[card]) / size
      finals += dealerFinals(cards + [card], rest).map { (p * $0.0, $0.1) }
    }
    return finals
  }
}
