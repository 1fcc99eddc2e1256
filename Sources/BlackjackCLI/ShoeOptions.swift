import BlackjackAnalysis
import BlackjackEngine
import CardKit

/// The options that choose the shoe an analysis starts from: the rules' full shoe, cards taken out of it
/// (`--removed`), or any counts (`--shoe-counts`), and the words for what is wrong with one.
enum ShoeOptions {
  /// `--removed CARDS`.
  static let removed = Option.text(
    "removed", valueName: "CARDS",
    help: "Take these cards out of the shoe first, e.g. \"5 5 5 5\" or \"T T A 6\" (ranks A 2 … 9 T J Q K, or cards).")
  /// `--shoe-counts A,2,…,T`.
  static let counts = Option.text(
    "shoe-counts", valueName: "COUNTS",
    help: "Analyse a shoe of these counts of A, 2, …, 9 and ten-valued cards, e.g. 24,24,24,24,24,24,24,24,24,96.")

  /// The example `--shoe-counts` names in its messages: a full six-deck shoe.
  static let countsExample = "24,24,24,24,24,24,24,24,24,96"

  /// How cards of a points value are named in messages: "aces", "sixes", "ten-valued cards".
  static func plural(points: Int) -> String {
    let names = ["aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "ten-valued cards"]
    return (1...10).contains(points) ? names[points - 1] : "cards worth \(points)"
  }

  /// `count` cards of a points value: "1 six", "5 aces", "0 ten-valued cards".
  static func cards(_ count: Int, points: Int) -> String {
    let name = plural(points: points)
    guard count == 1 else { return "\(count) \(name)" }
    return "1 " + (points == 6 ? "six" : points == 10 ? "ten-valued card" : String(name.dropLast()))
  }

  /// One line for a shoe that cannot be made or analysed, naming the option given and what is allowed.
  ///
  /// - Parameter option: the option whose value made the shoe (`--removed`, `--shoe-counts`, `--hand with --up`).
  static func message(for error: ShoeError, option: String) -> String {
    switch error {
    case .wrongNumberOfCounts(let given):
      "\(option) expects 10 counts (A, 2, …, 9, ten-valued cards), got \(given); e.g. \(countsExample)"
    case .negativeCount(let points, let count):
      "\(option): the count of \(plural(points: points)) is \(count); counts are 0 or more"
    case .countAboveMaximum(let points, let count):
      "\(option): the count of \(plural(points: points)) is \(count); at most \(ShoeComposition.maximumCount)"
    case .notInShoe(let points, let requested, let available):
      "\(option) needs \(cards(requested, points: points)) but the shoe holds \(available)"
    case .infiniteDeck:
      "\(option): cards cannot come out of an infinite deck (INF); give --rules with 1D to 8D, or --shoe-counts"
    case .tooFewCards(let count, let minimum):
      "\(option) leaves \(count) \(count == 1 ? "card" : "cards"); a round needs at least \(minimum)"
    }
  }

  /// The ranks a card list names: words separated by spaces or commas, each a rank (`5`, `10`, `T`, `K`), a card
  /// (`5H`, `10♠`) or a run of one-letter ranks (`T6`, `A7`, `55`).
  ///
  /// - Throws: ``CLIError`` (usage) naming the first word that is none of these, or an empty list.
  static func ranks(_ text: String, option: String) throws(CLIError) -> [Rank] {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," })
    guard !words.isEmpty else { throw .usage("\(option) needs at least one card, e.g. \(option) \"5 5 T\"") }
    var ranks: [Rank] = []
    for word in words {
      if let rank = Rank(word) {
        ranks.append(rank)
      } else if let card = Card(word) {
        ranks.append(card.rank)
      } else if let run = oneLetterRanks(word) {
        ranks += run
      } else {
        throw .usage(
          "\(option): '\(word)' is not a card; use ranks A 2 … 9 T J Q K (or 10), runs like T6, or cards like 5H")
      }
    }
    return ranks
  }

  /// The ranks of a word of one-letter rank symbols (`T6` is a ten and a six), or `nil`.
  private static func oneLetterRanks(_ word: Substring) -> [Rank]? {
    var ranks: [Rank] = []
    for character in word {
      guard character != "1", let rank = Rank(String(character)) else { return nil }
      ranks.append(rank)
    }
    return ranks.isEmpty ? nil : ranks
  }
}

/// The shoe an analysis starts from, and how to say it.
struct ChosenShoe: Sendable {
  /// The composition.
  var composition: ShoeComposition
  /// Whether this is the rules' own full shoe.
  var isFull: Bool
  /// The cards `--removed` took out, in the order given (empty when none).
  var removed: [Rank]
  /// Whether `--shoe-counts` gave the counts.
  var fromCounts: Bool

  /// The shoe in words: "6 decks", "6 decks less 5 5 5 5 (308 cards)", "counts A:4 2:4 … T:16 (52 cards)".
  func description(rules: Rules) -> String {
    if isFull { return rules.deckCount.map { "\($0) \($0 == 1 ? "deck" : "decks"), full" } ?? "infinite deck" }
    var text =
      fromCounts
      ? "counts \(composition)" : rules.deckCount.map { "\($0) \($0 == 1 ? "deck" : "decks")" } ?? "infinite deck"
    if !removed.isEmpty { text += " less " + removed.map(\.chartLabel).joined(separator: " ") }
    return text + " (\(composition.total) cards)"
  }
}

/// The option group of `--removed` and `--shoe-counts`, which choose the shoe an analysis starts from.
struct ShoeChoiceOptions: ParsableOptions {
  /// The cards of `--removed`, as given.
  @Opt(ShoeOptions.removed) var removed: String?
  /// The counts of `--shoe-counts`, as given.
  @Opt(ShoeOptions.counts) var counts: String?

  /// The shoe of `--shoe-counts` (or the rules' full shoe) with the cards of `--removed` taken out.
  ///
  /// - Throws: ``CLIError`` (usage) for a word that is not a card, a count that is not a whole number, or a shoe
  ///   that cannot be made (wrong number of counts, a negative one, more cards taken out than the shoe holds,
  ///   cards out of an infinite deck, too few cards left for a round).
  func chosenShoe(rules: Rules) throws(CLIError) -> ChosenShoe {
    var shoe = ChosenShoe(composition: ShoeComposition(rules: rules), isFull: true, removed: [], fromCounts: false)
    if let text = counts {
      let words = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
      var counts: [Int] = []
      for word in words {
        guard let count = Int(word) else {
          throw .usage(
            "--shoe-counts: '\(word)' is not a whole number; give 10 counts A,2,…,9,T such as "
              + ShoeOptions.countsExample)
        }
        counts.append(count)
      }
      do throws(ShoeError) {
        shoe.composition = try ShoeComposition(validatingCounts: counts)
      } catch {
        throw .usage(ShoeOptions.message(for: error, option: "--shoe-counts"))
      }
      shoe.isFull = false
      shoe.fromCounts = true
    }
    if let text = removed {
      let ranks = try ShoeOptions.ranks(text, option: "--removed")
      do throws(ShoeError) {
        shoe.composition = try shoe.composition.takingOut(ranks)
      } catch {
        throw .usage(ShoeOptions.message(for: error, option: "--removed"))
      }
      shoe.removed = ranks
      shoe.isFull = false
    }
    if !shoe.isFull && shoe.composition.total < ShoeComposition.minimumCardsForRound {
      let option = removed != nil ? "--removed" : "--shoe-counts"
      throw .usage(
        ShoeOptions.message(
          for: .tooFewCards(count: shoe.composition.total, minimum: ShoeComposition.minimumCardsForRound),
          option: option))
    }
    return shoe
  }
}
