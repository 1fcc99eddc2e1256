import BlackjackAnalysis
import BlackjackEngine

/// The shoe a report was computed from, as reports print it and as JSON gives it: `description` (in words),
/// `full` (the rules' own full shoe), `counts` (A, 2, …, 9, ten-valued cards; one deck's for an infinite deck),
/// `cards` (their total) and `removed` (the ranks `--removed` took out).
struct ShoeReport: Encodable, Sendable {
  /// The shoe in words: "6 decks, full", "6 decks less 5 5 5 5 (308 cards)".
  var description: String
  /// Whether this is the rules' full shoe.
  var full: Bool
  /// The counts by value, aces first and ten-valued cards last.
  var counts: [Int]
  /// How many cards.
  var cards: Int
  /// The ranks taken out with `--removed`, "A", "2" … "9", "T".
  var removed: [String]

  /// The report of a chosen shoe under `rules`.
  init(_ shoe: ChosenShoe, rules: Rules) {
    description = shoe.description(rules: rules)
    full = shoe.isFull
    counts = shoe.composition.counts
    cards = shoe.composition.total
    removed = shoe.removed.map(\.chartLabel)
  }
}
