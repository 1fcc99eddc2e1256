import BlackjackEngine
import BlackjackText
import CardKit

extension REPLSession {
  /// `hint`: the basic-strategy action for the hand being played, and why.
  mutating func hint() {
    guard let round else {
      refuse("no hand in play; 'hint' advises on your hand during a round (start one with 'bet N')")
      return
    }
    if round.phase == .insurance {
      let takes = basicStrategy().takesInsurance(hand: round.situation, rules: rules)
      let what = round.hand(at: 0).isBlackjack ? "even money" : "insurance"
      say(
        "Basic strategy: \(takes ? "take" : "decline") \(what) — insurance \(TableRenderer.insurancePays) but the dealer has blackjack"
          + " less than a third of the time, so it loses money unless a count says the shoe is rich in tens.")
      say(indexHintLines(round))
      return
    }
    let decision = currentDecision(round)
    let strategy = basicStrategy()
    let action = strategy.action(for: decision)
    let cell = strategy.cell(for: decision.hand, upCard: decision.upCard, legal: decision.legal)
    let hand = Self.handName(
      decision.hand, usingPairRow: decision.hand.pairPoints != nil && decision.legal.contains(.split))
    let up = Self.rankName(decision.upCard)
    var line = "Basic strategy: \(action.name) — the chart says \(Self.cellMeaning(cell)) for \(hand) against \(up)"
    if cell.preferredAction != action {
      line += "; \(cell.preferredAction.name) is not allowed here, so \(action.name)"
    }
    say(line + ".")
    if let why = Self.reason(action: action, decision: decision) { say(why) }
    let unseen = table.shoe.remainingCards.map { _ in unseenShoe(round).total }
    if let values = exactValues(round) {
      say(exactValueLines(values, basic: action, unseen: unseen))
    } else if let unseen {
      say(
        "No exact values: only \(unseen) \(unseen == 1 ? "card is" : "cards are") unseen, so the shoe could run out"
          + " before this round ends (the dealer would then shuffle the discards).")
    }
    if !table.affordableActions.contains(action) {
      say("(Your bankroll cannot cover a \(action.name) now.)")
    }
    say(indexHintLines(round))
  }

  /// The hand as a chart row: "hard 16", "soft 18", "a pair of 8s".
  static func handName(_ hand: HandSituation, usingPairRow: Bool) -> String {
    if usingPairRow, let points = hand.pairPoints {
      return points == 1 ? "a pair of aces" : "a pair of \(points)s"
    }
    return hand.value.isSoft ? "soft \(hand.value.total)" : "hard \(hand.value.total)"
  }

  /// The dealer's up card in words: "a 6", "an 8", "a ten", "an ace".
  static func rankName(_ rank: Rank) -> String {
    switch rank {
    case .ace: "an ace"
    case .eight: "an 8"
    case _ where rank.isTenValued: "a ten"
    default: "a \(rank.points)"
    }
  }

  /// What a chart cell asks for, in words.
  static func cellMeaning(_ cell: StrategyCell) -> String {
    switch cell {
    case .hit: "hit (H)"
    case .stand: "stand (S)"
    case .doubleOrHit: "double, else hit (Dh)"
    case .doubleOrStand: "double, else stand (Ds)"
    case .split: "split (P)"
    case .splitIfDASOrHit: "split if you may double after splitting, else hit (Ph)"
    case .splitIfDASOrDouble: "split if you may double after splitting, else double (Pd)"
    case .surrenderOrHit: "surrender, else hit (Rh)"
    case .surrenderOrStand: "surrender, else stand (Rs)"
    case .surrenderOrSplit: "surrender, else split (Rp)"
    }
  }

  /// A sentence on why the action is right, in the terms players use; `nil` when nothing short fits.
  static func reason(action: Action, decision: Decision) -> String? {
    let up = decision.upCard
    let weakDealer = !up.isTenValued && up != .ace && up.points <= 6
    let total = decision.hand.value.total
    switch action {
    case .stand where weakDealer && !decision.hand.value.isSoft && total < 17:
      return "Why: the dealer shows a weak card and busts often; don't risk busting first."
    case .stand:
      return "Why: your total is strong enough that another card hurts more often than it helps."
    case .hit where !weakDealer && total >= 12 && !decision.hand.value.isSoft:
      return "Why: the dealer will usually make 17 or more, so standing on \(total) loses more than hitting."
    case .hit:
      return "Why: no card can bust you badly enough, or the dealer is too strong to stand on this total."
    case .double:
      return "Why: one more card is likely to make a good hand and the dealer is vulnerable; put more money in."
    case .split:
      return decision.hand.pairPoints == 1 || decision.hand.pairPoints == 8
        ? "Why: two hands starting from \(decision.hand.pairPoints == 1 ? "an ace" : "an 8") do far better than"
          + " one hand of \(decision.hand.value)."
        : "Why: two hands from these cards win more against this up card than one hand of \(decision.hand.value)."
    case .surrender:
      return "Why: this hand loses well over half the time; giving up half the bet costs less."
    }
  }

  /// `count`: the running and true counts of the session's counting system (Hi-Lo unless `play --count` chose
  /// another), the cards seen since the shuffle and the cards left unseen. The count is the engine's ``CardCount``,
  /// the same one the simulator's counter keeps.
  mutating func showCount() {
    noteShuffle()
    let system = countingSystem
    guard let (count, unseen) = playerCount() else {
      let visible = seenCards + (round.map(visibleCards) ?? [])
      say("Cards seen: \(visible.count); an infinite deck has no count: every card is equally likely every time")
      return
    }
    let visible = count.cardsSeen
    let running = DecimalFormat.signed(count.runningCount, digits: system.tagsAreWhole ? 0 : 1)
    let decksLeft = DecimalFormat.fixed(Double(unseen) / 52, digits: 1)
    let seen = "cards seen since the shuffle: \(visible), cards left: \(unseen) (about \(decksLeft) decks)"
    if system.isBalanced {
      let trueText = count.trueCount(unseen: unseen).map { DecimalFormat.signed($0, digits: 1) } ?? "n/a"
      say("\(system.name) running count \(running), true count \(trueText) (per deck unseen); \(seen)")
    } else {
      let pivots = system.keyCounts.map { "\($0.name) \(DecimalFormat.signed($0.runningCount, digits: 0))" }
      let keys = pivots.isEmpty ? "" : " against its \(pivots.joined(separator: ", "))"
      say("\(system.name) running count \(running) (unbalanced: bet by the running count\(keys)); \(seen)")
    }
    if rules.shuffling == .continuous {
      say(
        "Under a continuous shuffler every card goes back before each round: the count starts again every time and"
          + " means nothing.")
    }
  }

}
