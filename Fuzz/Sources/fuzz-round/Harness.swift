// The round state machine driven by random requests: rules, bankroll, bets and stacked cards from the input, then
// bets, insurance answers and actions (legal or not) until the input runs out, through the table the prompt uses
// and, on a copy, through the round itself.
//
// Invariants: money is conserved (each settled round moves the bankroll by its net, which is the sum of the hands'
// payouts and the insurance, computed here from the outcomes); no card is on the table, or left in the shoe, more
// often than the shoe holds it; every legal action is accepted, every other refused without a change of state;
// requests in the wrong phase are refused without a change of state.
import BlackjackEngine
import CardKit
import FuzzSupport

let deckTokens = ["1D", "2D", "6D", "8D", "INF"]
let ruleGroups: [[String]] = [
  ["S17", "H17"], ["DOA", "D9", "D10"], ["DAS", "NDAS"], ["SPL2", "SPL3", "SPL4"], ["RSA", "NRSA"], ["", "HSA"],
  ["NS", "LS", "ES"], ["3:2", "6:5", "1:1"], ["PEEK", "ENHC"], ["PEN50", "PEN75", "PEN95", "CSM"],
]

/// What a hand's outcome pays on `bet`, worked out here rather than asked of the rules: blackjack at the table's
/// ratio rounded down to the cent, a win or even money the bet, a loss the bet, a surrender half the bet rounded
/// against the player.
func payout(_ outcome: HandOutcome, bet: Money, rules: Rules) -> Money {
  switch outcome {
  case .blackjack:
    Money(cents: bet.cents * rules.blackjackPayout.numerator / rules.blackjackPayout.denominator)
  case .win, .evenMoney: bet
  case .push: .zero
  case .loss: -bet
  case .surrender: Money(cents: -((bet.cents + 1) / 2))
  }
}

/// Checks the cards of a round against the shoe: no card more often than the decks hold it, counting the shoe's
/// remaining cards too.
func checkCards(_ round: Round, shoe: DealingShoe<Xoshiro256StarStar>, rules: Rules) {
  guard let decks = rules.deckCount else { return }
  var counts: [Card: Int] = [:]
  for hand in round.hands { for card in hand.cards { counts[card, default: 0] += 1 } }
  for card in round.dealer.cards { counts[card, default: 0] += 1 }
  for card in shoe.remainingCards ?? [] { counts[card, default: 0] += 1 }
  for (card, count) in counts {
    require(count <= decks, "\(card) is on the table or in the shoe \(count) times, with \(decks) decks")
  }
}

/// Checks a settled round's money: its net is the sum of its hands' payouts and the insurance.
func checkSettlement(_ round: Round) {
  let rules = round.rules
  var total = Money.zero
  for hand in round.hands {
    guard let outcome = hand.outcome else {
      require(false, "a settled round has a hand without an outcome")
      return
    }
    if round.isVoid {
      require(outcome == .push, "a void round's hand is \(outcome)")
    } else if hand.value.isBust {
      require(outcome == .loss, "a busted hand is \(outcome)")
    }
    require(
      hand.net == payout(outcome, bet: hand.bet, rules: rules), "hand net \(hand.net) for \(outcome) on \(hand.bet)")
    total = total + hand.net
  }
  if !round.isVoid && round.insurance > .zero {
    total = total + (round.dealer.isBlackjack ? round.insurance * 2 : -round.insurance)
  }
  require(round.net == total, "round net \(round.net), hands and insurance \(total)")
  require(round.handCount <= rules.maxHands, "\(round.handCount) hands under SPL\(rules.maxHands)")
}

/// Plays `action` on a copy of `round` with a copy of the shoe: a legal action must be taken, any other refused
/// with the round unchanged.
func checkLegality(of action: Action, in round: Round, shoe: DealingShoe<Xoshiro256StarStar>) {
  var copy = round
  var source = shoe
  do throws(RoundError) {
    try copy.apply(action, from: &source)
    require(round.legalActions.contains(action), "\(action.name) was accepted but is not legal")
  } catch {
    require(!round.legalActions.contains(action), "legal \(action.name) refused: \(error)")
    require(copy == round, "refused \(action.name) changed the round")
    switch error {
    case .illegalAction, .wrongPhase: break
    default: require(false, "\(action.name) refused with \(error)")
    }
  }
}

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let spec = ([input.pick(deckTokens)] + ruleGroups.map { input.pick($0) }).joined(separator: " ")
  guard let rules = try? Rules(spec: spec) else { return 0 }
  let bankroll = Money(cents: input.int(in: 1...65_536) * 5)
  var stacked: [Card] = []
  for _ in 0..<input.int(in: 0...24) {
    stacked.append(Card(Rank.allCases[input.int(in: 0...12)], of: Suit.allCases[input.int(in: 0...3)]))
  }
  let generator = Xoshiro256StarStar(seed: UInt64(input.byte()))
  guard var table = try? Table(rules: rules, bankroll: bankroll, generator: generator, stacked: stacked) else {
    return 0
  }
  var bankrollAtDeal = table.bankroll
  var steps = 0
  while !input.isExhausted && steps < 500 {
    steps += 1
    let before = (round: table.round, bankroll: table.bankroll)
    let request = input.byte()
    if !table.isRoundInProgress {
      let bet = Money(cents: input.int(in: 0...65_535))
      bankrollAtDeal = table.bankroll
      do throws(TableError) {
        try table.deal(bet: bet)
        require(bet > .zero && bet <= before.bankroll, "a bet of \(bet) was taken with \(before.bankroll)")
      } catch {
        require(table.round == before.round && table.bankroll == before.bankroll, "a refused deal changed the table")
        continue
      }
    } else if let round = table.round {
      switch round.phase {
      case .insurance:
        if request & 2 == 0 {
          // An action, or the dealer's play, while insurance is open: refused, nothing changes.
          checkLegality(of: Action(rawValue: request % 5)!, in: round, shoe: table.shoe)
          var copy = round
          var source = table.shoe
          require((try? copy.playDealer(from: &source)) == nil && copy == round, "the dealer played at insurance")
        }
        do throws(TableError) {
          try table.resolveInsurance(request & 1 == 1)
        } catch {
          require(table.round == before.round && table.bankroll == before.bankroll, "a refused answer changed things")
          if case .insufficientFunds = error {} else { require(false, "insurance refused with \(error)") }
        }
      case .playerTurn:
        let action = Action(rawValue: request % 5)!
        checkLegality(of: action, in: round, shoe: table.shoe)
        var copy = round
        var source = table.shoe
        require((try? copy.resolveInsurance(true, from: &source)) == nil && copy == round, "insurance in play")
        let affordable = table.affordableActions
        require(round.legalActions.isSuperset(of: affordable), "an affordable action that is not legal")
        do throws(TableError) {
          try table.act(action)
          require(affordable.contains(action), "\(action.name) was taken but is not affordable")
        } catch {
          require(!affordable.contains(action), "affordable \(action.name) refused: \(error)")
          require(table.round == before.round && table.bankroll == before.bankroll, "a refused action changed things")
        }
      case .dealerTurn, .settled:
        require(false, "the table left a round in the \(round.phase)")
      }
    }
    guard let round = table.round else { continue }
    checkCards(round, shoe: table.shoe, rules: rules)
    require(table.available >= .zero, "more money on the table than in the bankroll")
    if round.phase == .settled {
      checkSettlement(round)
      require(
        table.bankroll == bankrollAtDeal + round.net, "bankroll \(table.bankroll) after a round of net \(round.net)")
    } else {
      require(table.bankroll == bankrollAtDeal, "the bankroll moved before the round was settled")
    }
  }
  return 0
}
