import BlackjackEngine
import CardKit
import Testing

@testable import BlackjackREPL

/// The "why" sentence of `hint` states only what is true of the hand it is shown for.
@Suite struct AdviceTests {
  /// The decision of a two-card hand against an up card under the default rules (6D S17 DAS NS), with the legal
  /// actions of the first decision.
  func decision(_ first: Rank, _ second: Rank, against up: Rank, rules: Rules = Rules()) -> Decision {
    let cards = [Card(first, of: .spades), Card(second, of: .hearts)]
    let pair = first.points == second.points ? first.points : nil
    let hand = HandSituation(value: HandValue(cards), cardCount: 2, pairPoints: pair)
    return Decision(hand: hand, upCard: up, legal: rules.legalActions(for: hand), rules: rules)
  }

  func why(_ action: Action, _ first: Rank, _ second: Rank, against up: Rank) -> String {
    REPLSession.reason(action: action, decision: decision(first, second, against: up)) ?? ""
  }

  @Test func elevenAgainstATenIsNotToldTheDealerIsWeak() {
    // Basic strategy doubles 11 against a ten in six decks S17 (Wizard of Odds chart); a ten is no weak card.
    let text = why(.double, .six, .five, against: .ten)
    #expect(!text.contains("vulnerable") && !text.contains("busts more than a third") && !text.contains("weak"))
    #expect(text.contains("7 times in 13 (a 7, 8, 9 or ten)"))
    // Against a 6 the dealer's weakness is the reason given.
    #expect(why(.double, .six, .five, against: .six).contains("showing a 6 the dealer busts more than a third"))
  }

  @Test func twelveAgainstAThreeIsNotToldNoCardCanBustIt() {
    let text = why(.hit, .ten, .two, against: .three)
    #expect(!text.contains("no card can bust") && !text.contains("No card"))
    #expect(text.contains("only a ten can bust your 12"))
  }

  @Test func eachSentenceFitsItsHand() {
    // Hard 9 against a 4: no card busts 9 (9 + 10 = 19), and a 4 is a weak card.
    #expect(why(.double, .five, .four, against: .four).contains("no card can bust a hard 9"))
    // Hard 8 against a ten: no card busts 8.
    #expect(why(.hit, .five, .three, against: .ten) == "Why: no card can bust a hard 8, so another card can only help.")
    // Hard 16 against a ten: the dealer makes 17 or more most of the time.
    #expect(why(.hit, .ten, .six, against: .ten).hasPrefix("Why: showing a ten, the dealer will usually make 17"))
    // Hard 13 against a 2, standing: a 9 or a ten busts 13.
    #expect(why(.stand, .ten, .three, against: .two).contains("a 9 or a ten would bust your 13"))
    // Hard 17 against an ace: a 5 or higher busts 17.
    #expect(why(.stand, .ten, .seven, against: .ace).hasPrefix("Why: a 5 or higher would bust 17"))
    // Hard 20: only an ace does not bust it.
    #expect(why(.stand, .ten, .king, against: .six).hasPrefix("Why: any card but an ace would bust 20"))
    // Soft 18 against a 9 is hit: no single card busts a soft hand.
    #expect(why(.hit, .ace, .seven, against: .nine).contains("no single card can bust a soft 18"))
    // Soft 17 against a 4 doubles: one card cannot bust it, and a 4 busts the dealer often.
    #expect(why(.double, .ace, .six, against: .four).contains("one card cannot bust a soft 17"))
    // Aces and eights split.
    #expect(why(.split, .eight, .eight, against: .ten).contains("an 8"))
  }

  @Test func noSentenceClaimsAWeakDealerOrASafeDrawWhereItIsNotSo() {
    // Every two-card hand against every up card, for every legal action: a sentence that says the dealer busts
    // often is only said against 2 to 6; one that says no card can bust the hand only of hard 11 or less or of
    // soft hands; "only a ten" only of 12.
    let ranks: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten]
    for first in ranks {
      for second in ranks {
        for up in ranks {
          let decision = decision(first, second, against: up)
          for action in decision.legal.actions {
            let text = REPLSession.reason(action: action, decision: decision) ?? ""
            let value = decision.hand.value
            if text.contains("busts more than a third") { #expect((2...6).contains(up.points), "\(text)") }
            if text.contains("no card can bust") || text.contains("cannot bust") || text.contains("no single card") {
              #expect(value.isSoft || value.total <= 11, "\(text)")
            }
            if text.contains("only a ten") { #expect(!value.isSoft && value.total == 12, "\(text)") }
          }
        }
      }
    }
  }
}
