// The exact analysis on small random shoes: the dealer's final-total probabilities for an up card, and the
// expected value of every legal action on a hand, under random rules.
//
// Invariants: probabilities lie in 0…1 and sum to 1 whenever the dealer cannot run out of cards (the shoe's hard
// total and the up card reach 17), and never exceed 1; expected values are finite and within the most a round can
// win or lose (four doubled hands: ±8 bets); the best action is one of the actions valued.
import BlackjackAnalysis
import BlackjackEngine
import CardKit
import FuzzSupport

let specs = [
  "1D S17 DAS", "1D H17 NDAS LS", "INF S17 DOA", "2D H17 D10 SPL2 RSA HSA ES", "6D ENHC LS 6:5", "1D SPL4 RSA ENHC ES",
]

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let rules = try! Rules(spec: input.pick(specs))
  // Counts of aces, twos, …, nines and ten-valued cards: up to 4 of each, 8 tens.
  let counts = (0..<10).map { input.int(in: 0...($0 == 9 ? 8 : 4)) }
  guard let shoe = ShoeComposition(counts: counts), let analysis = ExactAnalysis(rules: rules, shoe: shoe) else {
    require(counts.allSatisfy { $0 == 0 }, "a shoe of \(counts) was refused")
    return 0
  }
  let ranks: [Rank] = [.ace, .two, .three, .four, .five, .six, .seven, .eight, .nine, .ten]
  let points = counts.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element }

  // The dealer's probabilities for one up card in the shoe, from the rest of it.
  let dealerUp = input.pick(ranks)
  let conditioned = input.bool()
  var rest = shoe
  if rest.remove(dealerUp), rest.total > 0 {
    if let dealer = analysis.dealerProbabilities(upCard: dealerUp, shoe: rest, conditionedOnNoBlackjack: conditioned) {
      require(dealer.all.allSatisfy { $0 >= -1e-12 && $0 <= 1 + 1e-12 }, "a probability outside 0…1: \(dealer.all)")
      require(dealer.sum <= 1 + 1e-9, "probabilities summing to \(dealer.sum) for \(dealerUp) from \(rest.counts)")
      // The up card and every card left reach a hard 17: the dealer always finishes. (Given no blackjack, a shoe
      // where the dealer must have one leaves nothing: every probability 0.)
      if points >= 17 && !(conditioned && dealer.sum == 0) {
        require(
          abs(dealer.sum - 1) < 1e-9, "probabilities summing to \(dealer.sum) for \(dealerUp) from \(rest.counts)")
      }
    } else {
      require(false, "no dealer probabilities for \(dealerUp) from \(rest.counts)")
    }
  }

  // A hand of two cards against an up card, all taken out of the shoe.
  let first = input.pick(ranks)
  let second = input.pick(ranks)
  let up = input.pick(ranks)
  guard let unseen = shoe.removing([first, second, up]), unseen.total > 0 else { return 0 }
  let handCount = input.int(in: 1...rules.maxHands)
  let isSplit = handCount > 1 && input.bool()
  guard
    let evs = analysis.actionEVs(
      hand: [first, second], upCard: up, shoe: unseen, handCount: handCount, isSplit: isSplit)
  else { return 0 }
  for (action, value) in evs.values.merging(evs.unconditionalValues, uniquingKeysWith: { a, _ in a }) {
    require(value.isFinite && abs(value) <= 8 + 1e-9, "\(action.name) is worth \(value)")
  }
  for value in evs.unconditionalValues.values { require(value.isFinite && abs(value) <= 8 + 1e-9, "value \(value)") }
  require(evs.values[evs.best] != nil, "the best action \(evs.best.name) has no value")
  require(
    (0...1).contains(evs.dealerBlackjackProbability), "dealer blackjack probability \(evs.dealerBlackjackProbability)")
  return 0
}
