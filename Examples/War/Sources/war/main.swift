// War: two players split a shuffled deck. In each battle both turn up their top card; the higher rank (aces high)
// takes both, and they go under the winner's pile. Equal ranks mean war: each puts three cards face down and one
// face up, and the higher of those takes everything on the table. Whoever runs out of cards loses.
//
//   swift run war [--seed S]
//
// The same seed plays the same game: the deck is shuffled, and the cards won are gathered, with CardKit's seeded
// Fisher–Yates.
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
  print("usage: war [--seed S]")
  exit(2)
}

let players = ["Ada", "Grace"]
/// A game that has not ended after this many battles is called for the player with more cards.
let battleLimit = 5_000
/// How many battles are printed in full before only wars and the standings are.
let battlesShown = 5

var generator = Xoshiro256StarStar(seed: seed)
var deck = Deck()
deck.shuffle(using: &generator)
var piles: [Deck]
do {
  piles = try deck.deal(count: 26, toHands: 2).map { Deck(cards: $0) }  // round-robin, one card each in turn
} catch {
  print("Could not deal: \(error)")
  exit(1)
}
print("War with seed \(seed): \(players[0]) and \(players[1]) get 26 cards each.")

var table = DiscardPile<Card>()  // the cards of the battle in progress
var battles = 0
var wars = 0
var loser: Int?

/// Turns up `player`'s top card onto the table, or returns `nil` when they have none left.
@MainActor func turnUp(_ player: Int) -> Card? {
  guard let card = try? piles[player].draw() else { return nil }
  table.discard(card)
  return card
}

game: while battles < battleLimit {
  guard let first = turnUp(0) else {
    loser = 0
    break
  }
  guard let second = turnUp(1) else {
    loser = 1
    break
  }
  battles += 1
  var faceUp = (first, second)
  while faceUp.0.rank == faceUp.1.rank {
    wars += 1
    print(
      "Battle \(battles): war! \(players[0])'s \(faceUp.0.shortDescription) meets \(players[1])'s "
        + "\(faceUp.1.shortDescription).")
    // Three cards face down each, but always keep one to turn up.
    for player in 0..<2 {
      for _ in 0..<max(0, min(3, piles[player].count - 1)) { _ = turnUp(player) }
    }
    guard let nextFirst = turnUp(0) else {
      loser = 0
      break game
    }
    guard let nextSecond = turnUp(1) else {
      loser = 1
      break game
    }
    faceUp = (nextFirst, nextSecond)
  }
  let winner = Card.aceHigh(faceUp.1, faceUp.0) ? 0 : 1
  if battles <= battlesShown {
    print(
      "Battle \(battles): \(players[0]) \(faceUp.0.shortDescription), \(players[1]) \(faceUp.1.shortDescription): "
        + "\(players[winner]) takes \(table.count) cards.")
  }
  var won = table.takeAll()
  won.fisherYatesShuffle(using: &generator)
  piles[winner].putBack(contentsOf: won, at: .bottom)
  if battles.isMultiple(of: 100) {
    print("After \(battles) battles: \(players[0]) \(piles[0].count) cards, \(players[1]) \(piles[1].count).")
  }
}

if let loser {
  let winner = 1 - loser
  let total = piles[winner].count + table.count
  print(
    "\(players[loser]) has no card to turn up: \(players[winner]) wins after \(battles) battles and \(wars) "
      + "\(wars == 1 ? "war" : "wars"), with all \(total) cards.")
} else if piles[0].count == piles[1].count {
  print("After \(battles) battles the game is called: a draw at \(piles[0].count) cards each.")
} else {
  let leader = piles[0].count > piles[1].count ? 0 : 1
  print(
    "After \(battles) battles the game is called for \(players[leader]), \(piles[leader].count) cards to "
      + "\(piles[1 - leader].count).")
}
