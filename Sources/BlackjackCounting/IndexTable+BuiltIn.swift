public import BlackjackEngine

extension IndexTable {
  /// The Illustrious 18 for Hi-Lo (Don Schlesinger, *Blackjack Attack*, 3rd ed.), published for six decks, S17,
  /// DAS, and played with the true count floored (``TrueCountRounding/floor``): the insurance index and 17 playing
  /// deviations.
  public static let illustrious18: IndexTable = try! IndexTable(
    parsing: """
      insurance >= 3
      16vT S >= 0
      15vT S >= 4
      TTv5 P >= 5
      TTv6 P >= 4
      10vT D >= 4
      12v3 S >= 2
      12v2 S >= 3
      11vA D >= 1
      9v2 D >= 1
      10vA D >= 4
      9v7 D >= 3
      16v9 S >= 5
      13v2 H < -1
      12v4 H < 0
      12v5 H < -2
      12v6 H < -1
      13v3 H < -2
      """, name: "Illustrious 18")  // cannot fail: well-formed lines, no cell twice (IndexTableTests reads all 18)

  /// The Fab 4 late-surrender deviations for Hi-Lo (Schlesinger, *Blackjack Attack*, 3rd ed.), published for six
  /// decks, S17, late surrender, true count floored.
  public static let fab4: IndexTable = try! IndexTable(
    parsing: """
      14vT R >= 3
      15vT R >= 0
      15v9 R >= 2
      15vA R >= 1
      """, name: "Fab 4")  // cannot fail: four well-formed lines, four cells (IndexTableTests reads them back)

  /// A built-in table by the name `--indices` takes: `i18`, `fab4`, or both (`i18,fab4`).
  public static func builtIn(named name: String) -> IndexTable? {
    let parts = name.lowercased().split(separator: ",").map(String.init)
    var table: IndexTable?
    for part in parts {
      let next: IndexTable
      switch part {
      case "i18": next = .illustrious18
      case "fab4": next = .fab4
      default: return nil
      }
      table = try? table.map { try $0.adding(next) } ?? next
    }
    return table
  }

  /// What differs between `rules` and the rules a built-in table was published for (six decks, S17, DAS; late
  /// surrender for the Fab 4), one line each; empty when they match.
  public func warnings(for rules: Rules, system: CountingSystem) -> [String] {
    var lines: [String] = []
    if system != .hiLo && (name.contains("Illustrious 18") || name.contains("Fab 4")) {
      lines.append("the \(name) is for Hi-Lo, not \(system.name): its indices will be wrong for that count")
    }
    if rules.dealerHitsSoft17 {
      lines.append(
        "the \(name) was published for S17; under H17 basic strategy already doubles 11 v A, and the 15 v A and "
          + "17 v A plays differ")
    }
    if rules.deckCount != 6 {
      lines.append("the \(name) was published for six decks; some indices differ by a count in other shoes")
    }
    if !rules.doubleAfterSplit && name.contains("Illustrious 18") {
      lines.append("the Illustrious 18 was published for DAS; the T,T splits are worth less under NDAS")
    }
    if name.contains("Fab 4") && rules.surrender != .late {
      lines.append("the Fab 4 are late-surrender plays; without late surrender they never apply")
    }
    return lines
  }
}
