// High card: each player draws one card; the highest rank wins (aces high), and ties draw again.
//
//   swift run highcard [--seed S]
import CardKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
var seed = UInt64.random(in: 0...UInt64.max)
if arguments.count == 2, arguments[0] == "--seed", let given = UInt64(arguments[1]) {
  seed = given
} else if !arguments.isEmpty {
  print("usage: highcard [--seed S]")
  exit(2)
}

let players = ["Ada", "Grace", "Alan"]
var generator = Xoshiro256StarStar(seed: seed)
var deck = Deck()
deck.shuffle(using: &generator)
print("High card with seed \(seed)")

var contenders = players
while contenders.count > 1 {
  let hands: [(player: String, card: Card)]
  do {
    hands = try contenders.map { player throws(DeckError) in (player, try deck.draw()) }
  } catch {
    print("The deck ran out (\(error)); nobody wins.")
    exit(0)
  }
  for hand in hands {
    print("  \(hand.player) draws the \(hand.card)")
  }
  let best = hands.map(\.card.rank).max(by: Rank.aceHigh)!  // aces beat kings
  contenders = hands.filter { $0.card.rank == best }.map(\.player)
  if contenders.count > 1 {
    print("Tie between \(contenders.joined(separator: " and ")); they draw again.")
  }
}
print("\(contenders[0]) wins! \(deck.count) cards left in the deck.")
