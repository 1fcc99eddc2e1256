import CardKit

extension Subcommand {
  /// `blackjack deck [--decks N] [--seed S] [--draw K]`: shuffles and prints a deck, then draws cards from it.
  public static let deck = Subcommand(DeckCommand.self)
}

/// `blackjack deck`: shuffles and prints a deck, then draws cards from it.
struct DeckCommand: Command {
  static let configuration = CommandConfiguration(
    name: "deck", summary: "Shuffle a deck, print it, and draw cards from the top.",
    discussion: "Without --seed a random seed is chosen and printed; the same seed always gives the same deck.")

  @Opt(.integer("decks", valueName: "N", range: 1...8, help: "Number of 52-card decks, 1 to 8 (default 1)."))
  var decks = 1
  @Opt(.unsigned("seed", valueName: "S", help: "Seed for the shuffle (default: random)."))
  var seed: UInt64?
  @Opt(.integer("draw", valueName: "K", range: 0...416, help: "Cards to draw after shuffling (default 5)."))
  var draw = 5

  func validate() throws(CLIError) {
    let cards = Deck(decks: decks).count
    guard draw <= cards else {
      throw .usage(
        "--draw expects a whole number from 0 to \(cards) (the cards in \(decks) "
          + "\(decks == 1 ? "deck" : "decks")), got '\(draw)'")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
    var deck = Deck(decks: decks)
    var generator = Xoshiro256StarStar(seed: seed)
    deck.shuffle(using: &generator)
    console.line("Shuffled \(decks) \(decks == 1 ? "deck" : "decks") with seed \(seed).")
    console.line(deck.description)
    let drawn: [Card]
    do throws(DeckError) {
      drawn = try deck.draw(draw)
    } catch {
      throw .failure("could not draw: \(error)")
    }
    console.line()
    console.line("Drew \(draw) \(draw == 1 ? "card" : "cards"):")
    for card in drawn {
      console.line(card.description)
    }
    console.line()
    console.line("\(deck.count) \(deck.count == 1 ? "card" : "cards") left in the deck.")
    return 0
  }
}
