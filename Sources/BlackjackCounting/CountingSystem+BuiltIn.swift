import BlackjackEngine
import CardKit

extension CountingSystem {
  /// A system whose tags depend on the rank only, given in points for A, 2, …, 9 and ten-valued cards.
  ///
  /// - Parameters:
  ///   - name: the system's name.
  ///   - tags: ten tags in points, aces first and ten-valued cards last (halves allowed: 0.5).
  ///   - initialRunningCount: the running count after a shuffle (`perDeck` × decks + `constant`).
  ///   - keyCounts: named key running counts of an unbalanced system.
  public init(
    name: String, tags: [Double], initialRunningCount: (perDeck: Double, constant: Double) = (0, 0),
    keyCounts: [(name: String, runningCount: Double)] = []
  ) {
    precondition(tags.count == 10, "a tag for each of A, 2–9 and T")
    self.init(
      name: name, halfTag: { card in Int((tags[card.rank.points - 1] * 2).rounded()) },
      initialRunningCount: initialRunningCount, keyCounts: keyCounts)
  }

  /// Hi-Lo (Harvey Dubner, popularised by Stanford Wong): 2–6 +1, 7–9 0, tens and aces −1. Balanced.
  public static let hiLo = CountingSystem(name: "Hi-Lo", tags: [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1])

  /// Knock-Out (Vancura and Fuchs): Hi-Lo with sevens +1, unbalanced by +4 a deck. A fresh shoe of `d` decks starts
  /// at 4 − 4d, so that the pivot, +4, means about the same advantage for any number of decks.
  public static let knockOut = CountingSystem(
    name: "KO", tags: [-1, 1, 1, 1, 1, 1, 1, 0, 0, -1], initialRunningCount: (perDeck: -4, constant: 4),
    keyCounts: [("pivot", 4)])

  /// Hi-Opt I (Humble and Cooper): 3–6 +1, tens −1, aces and twos 0. Balanced.
  public static let hiOptI = CountingSystem(name: "Hi-Opt I", tags: [0, 0, 1, 1, 1, 1, 0, 0, 0, -1])

  /// Hi-Opt II (Humble and Cooper): 2, 3, 6, 7 +1; 4, 5 +2; tens −2; aces 0. Balanced.
  public static let hiOptII = CountingSystem(name: "Hi-Opt II", tags: [0, 1, 1, 2, 2, 1, 1, 0, 0, -2])

  /// Omega II (Bryce Carlson): 2, 3, 7 +1; 4, 5, 6 +2; nines −1; tens −2; aces 0. Balanced.
  public static let omegaII = CountingSystem(name: "Omega II", tags: [0, 1, 1, 2, 2, 2, 1, 0, -1, -2])

  /// Zen Count (Arnold Snyder): 2, 3, 7 +1; 4, 5, 6 +2; aces −1; tens −2. Balanced.
  public static let zen = CountingSystem(name: "Zen", tags: [-1, 1, 1, 2, 2, 2, 1, 0, 0, -2])

  /// Wong Halves (Stanford Wong): 2 and 7 +½; 3, 4, 6 +1; 5 +1½; nines −½; tens and aces −1. Balanced.
  public static let wongHalves = CountingSystem(
    name: "Wong Halves", tags: [-1, 0.5, 1, 1, 1.5, 1, 0.5, 0, -0.5, -1])

  /// Red Seven (Arnold Snyder): Hi-Lo with red sevens +1 and black sevens 0, unbalanced by +2 a deck. A fresh shoe
  /// of `d` decks starts at −2d, so that 0 is the pivot whatever the number of decks.
  public static let redSeven = CountingSystem(
    name: "Red 7",
    halfTag: { card in
      if card.rank == .seven { return card.suit.isRed ? 2 : 0 }
      return Int(CountingSystem.hiLo.halfTag(of: card))
    }, initialRunningCount: (perDeck: -2, constant: 0), keyCounts: [("pivot", 0)])

  /// The built-in systems by the name `--count` takes: `hilo`, `ko`, `hiopt1`, `hiopt2`, `omega2`, `zen`, `halves`,
  /// `red7`.
  public static let builtIn: [(name: String, system: CountingSystem)] = [
    ("hilo", .hiLo), ("ko", .knockOut), ("hiopt1", .hiOptI), ("hiopt2", .hiOptII), ("omega2", .omegaII),
    ("zen", .zen), ("halves", .wongHalves), ("red7", .redSeven),
  ]
}
