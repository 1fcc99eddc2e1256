import BlackjackCounting
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
      // Insurance wins when the hole card is a ten: it pays 2:1, so it gains only when more than a third of the
      // unseen cards (the hole card among them) are tens.
      let unseen = unseenShoe(round)
      let tens = unseen.isInfinite ? nil : (unseen.count(points: 10), unseen.total)
      let share =
        tens.map { " (here \($0.0) of the \($0.1) unseen cards are tens)" } ?? " (4 in 13 in an infinite deck)"
      let rich = tens.map { $0.0 * 3 > $0.1 } ?? false
      let start = "Basic strategy: \(takes ? "take" : "decline") \(what) — "
      say(
        rich
          ? start + "basic strategy ignores the cards seen, but more than a third of the cards unseen are tens\(share),"
            + " so insurance wins money this time."
          : start + "insurance \(TableRenderer.insurancePays) but the dealer has blackjack less than a third of the"
            + " time\(share), so it loses money unless a count says the shoe is rich in tens.")
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
  ///
  /// Every sentence states only facts true of the hand it is said for: which cards bust the total, whether the up
  /// card is one the dealer busts with more than a third of the time (2 to 6: about 35 % for a 2 up to 42 % for a
  /// 6 in six decks, Wizard of Odds' dealer tables), what one card makes of a 10 or 11. When none of those explains
  /// the chart's choice, the sentence says only what the chart's exact odds say.
  static func reason(action: Action, decision: Decision) -> String? {
    let up = decision.upCard
    let upName = rankName(up)
    let weakDealer = !up.isTenValued && up != .ace && up.points <= 6
    let value = decision.hand.value
    let total = value.total
    let hard = !value.isSoft
    let busters = hard ? bustingCards(total) : nil
    let chartSays = { (what: String) in
      "Why: for these rules the odds of \(handName(decision.hand, usingPairRow: false)) against \(upName) favour"
        + " \(what)."
    }
    switch action {
    case .stand where !decision.legal.contains(.hit):
      return decision.hand.isSplitAces
        ? "Why: split aces take one card each here, so standing is the only play."
        : "Why: no other play is allowed on this hand."
    case .stand where hard && total >= 17:
      return "Why: \(busters ?? "a card") would bust \(total), and \(total) is already a made hand."
    case .stand where hard && weakDealer && total >= 12:
      return "Why: showing \(upName), the dealer busts more than a third of the time, and \(busters ?? "a card")"
        + " would bust your \(total): let the dealer take the risk."
    case .stand where !hard && total >= 18:
      return "Why: soft \(total) is already good, and one more card makes it worse more often than better."
    case .stand:
      return chartSays("standing")
    case .hit where hard && total <= 11:
      return "Why: no card can bust a hard \(total), so another card can only help."
    case .hit where !hard:
      return "Why: no single card can bust a soft \(total) (the ace can count 1), and soft \(total) is too weak to"
        + " stand on against \(upName)."
    case .hit where !weakDealer:
      return "Why: showing \(upName), the dealer will usually make 17 or more, so standing on \(total) loses more"
        + " than hitting."
    case .hit where up.points <= 3 && total <= 13:
      return "Why: only \(busters ?? "a high card") can bust your \(total), and the dealer busts less often"
        + " showing \(upName) than showing a 4, 5 or 6, so hitting wins more than standing."
    case .hit:
      return chartSays("hitting")
    case .double where hard && (total == 10 || total == 11):
      // 11 makes 18 to 21 with a 7, 8, 9 or ten; 10 with an 8, 9, ten or ace: 7 of the 13 ranks' cards each.
      let makers = total == 11 ? "a 7, 8, 9 or ten" : "an 8, 9, ten or ace"
      let cards = "one card makes 18 to 21 about 7 times in 13 (\(makers))"
      return weakDealer
        ? "Why: from \(total) \(cards), and showing \(upName) the dealer busts more than a third of the time:"
          + " double while you are ahead."
        : "Why: from \(total) \(cards), so the doubled bet earns more against \(upName) than hitting does."
    case .double where weakDealer && (!hard || total <= 11):
      let safe = hard && total <= 11 ? "no card can bust a hard \(total)" : "one card cannot bust a soft \(total)"
      return "Why: \(safe), and showing \(upName) the dealer busts more than a third of the time: double while"
        + " the dealer is weak."
    case .double:
      return chartSays("doubling")
    case .split:
      return decision.hand.pairPoints == 1 || decision.hand.pairPoints == 8
        ? "Why: two hands starting from \(decision.hand.pairPoints == 1 ? "an ace" : "an 8") do far better than"
          + " one hand of \(value)."
        : "Why: two hands from these cards win more against \(upName) than one hand of \(value)."
    case .surrender:
      return "Why: played out, this hand loses more than half the bet on average; surrendering loses exactly half."
    }
  }

  /// The cards that bust a hard total with one draw, in words: "a ten" for 12, "a 9 or a ten" for 13, "a 6 or
  /// higher" for 16, "any card but an ace" for 20; `nil` when no card can (11 or less).
  static func bustingCards(_ total: Int) -> String? {
    switch 22 - total {
    case ...1: "any card"
    case 2: "any card but an ace"
    case 8: "an 8 or higher"
    case 3...7: "a \(22 - total) or higher"
    case 9: "a 9 or a ten"
    case 10: "a ten"
    default: nil
    }
  }

  /// `count`: the running and true counts of the session's counting system (Hi-Lo unless `play --count` chose
  /// another), the cards seen since the shuffle and the cards left unseen. The count is the engine's ``CardCount``,
  /// the same one the simulator's counter keeps.
  mutating func showCount() {
    noteShuffle()
    let system = countingSystem
    guard let (count, unseen) = playerCount() else {
      let visible = seen.cards + (round.map(visibleCards) ?? [])
      say("Cards seen: \(visible.count); an infinite deck has no count: every card is equally likely every time")
      return
    }
    let visible = count.cardsSeen
    let running = DecimalFormat.signed(count.runningCount, digits: system.tagsAreWhole ? 0 : 1)
    let decksLeft = DecimalFormat.fixed(Double(unseen) / 52, digits: 1)
    let hidden = round.map { $0.isHoleCardRevealed ? 0 : $0.dealer.cards.count - 1 } ?? 0
    let holeNote =
      hidden > 0
      ? "; the dealer's face-down card is among the cards left, unseen until it is turned over ('shoe' counts it as dealt)"
      : ""
    let seen = "cards seen since the shuffle: \(visible), cards left: \(unseen) (about \(decksLeft) decks)\(holeNote)"
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
