import CardKit

extension Subcommand {
  /// `blackjack deck [--decks N] [--seed S] [--draw K]`: shuffles and prints a deck, then draws cards from it.
  public static let deck = Subcommand(
    name: "deck",
    summary: "Shuffle a deck, print it, and draw cards from the top.",
    discussion: "Without --seed a random seed is chosen and printed; the same seed always gives the same deck.",
    options: [DeckOptions.decks.spec, DeckOptions.seed.spec, DeckOptions.draw.spec],
    run: { options, console throws(CLIError) in
      let decks = options[DeckOptions.decks] ?? 1
      let drawCount = options[DeckOptions.draw] ?? 5
      let seed = options[DeckOptions.seed] ?? UInt64.random(in: 0...UInt64.max)
      var deck = Deck(decks: decks)
      guard drawCount <= deck.count else {
        throw .usage(
          "--draw expects a whole number from 0 to \(deck.count) (the cards in \(decks) "
            + "\(decks == 1 ? "deck" : "decks")), got '\(drawCount)'")
      }
      var generator = Xoshiro256StarStar(seed: seed)
      deck.shuffle(using: &generator)
      console.line("Shuffled \(decks) \(decks == 1 ? "deck" : "decks") with seed \(seed).")
      console.line(deck.description)
      let drawn: [Card]
      do throws(DeckError) {
        drawn = try deck.draw(drawCount)
      } catch {
        throw .failure("could not draw: \(error)")
      }
      console.line()
      console.line("Drew \(drawCount) \(drawCount == 1 ? "card" : "cards"):")
      for card in drawn {
        console.line(card.description)
      }
      console.line()
      console.line("\(deck.count) \(deck.count == 1 ? "card" : "cards") left in the deck.")
      return 0
    })
}

/// The options of `blackjack deck`.
enum DeckOptions {
  /// `--decks N`.
  static let decks = Option.integer(
    "decks", valueName: "N", range: 1...8, help: "Number of 52-card decks, 1 to 8 (default 1).")
  /// `--seed S`.
  static let seed = Option.unsigned("seed", valueName: "S", help: "Seed for the shuffle (default: random).")
  /// `--draw K`.
  static let draw = Option.integer(
    "draw", valueName: "K", range: 0...416, help: "Cards to draw after shuffling (default 5).")
}
