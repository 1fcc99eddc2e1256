import BlackjackAnalysis
import BlackjackEngine
import CardKit
import Testing

@Suite("Basic strategy generator")
struct StrategyGeneratorTests {
  /// A cell with its split-if-DAS fallbacks resolved for rules with DAS: the computed chart writes plain `P`.
  static func resolvedForDAS(_ cell: StrategyCell) -> StrategyCell {
    cell == .splitIfDASOrHit || cell == .splitIfDASOrDouble ? .split : cell
  }

  @Test("6D S17 DAS LS: the computed chart equals the published 4–8 deck chart cell for cell")
  func publishedChart() {
    // Source: the Wizard of Odds basic strategy chart for 4–8 decks, S17, DAS, late surrender, which the engine
    // ships as BasicStrategy.published.
    let computed = Reports.sixDecksLS.strategy
    let published = BasicStrategy.published
    var differences: [String] = []
    for up in BasicStrategy.upCards {
      for total in 5...21 where computed[hard: total, up] != published[hard: total, up] {
        differences.append("H\(total) v \(up.symbol): \(computed[hard: total, up]) vs \(published[hard: total, up])")
      }
      for total in 13...21 where computed[soft: total, up] != published[soft: total, up] {
        differences.append("S\(total) v \(up.symbol): \(computed[soft: total, up]) vs \(published[soft: total, up])")
      }
      for pair in 1...10 {
        let mine = computed[pair: pair, up]
        let theirs = Self.resolvedForDAS(published[pair: pair, up])
        if mine != theirs { differences.append("P\(pair) v \(up.symbol): \(mine) vs \(theirs)") }
      }
    }
    #expect(differences.isEmpty, "\(differences)")
  }

  @Test("without surrender the six-deck chart has no surrender cells, and the published Rh cells become H")
  func noSurrender() {
    let computed = Reports.sixDecks.strategy
    for up in BasicStrategy.upCards {
      for total in 4...21 { #expect(computed[hard: total, up].preferredAction != .surrender) }
      for pair in 1...10 { #expect(computed[pair: pair, up].preferredAction != .surrender) }
    }
    #expect(computed[hard: 16, .ten] == .hit)
    #expect(computed[hard: 15, .ten] == .hit)
  }

  @Test("H17 charts double 11 against an ace and A8 against a six, as every H17 chart does")
  func h17() throws {
    let chart = ExactAnalysis(rules: try Rules(spec: "6D H17 DAS LS")).report().strategy
    #expect(chart[hard: 11, .ace] == .doubleOrHit)
    #expect(chart[soft: 19, .six] == .doubleOrStand)
    #expect(chart[hard: 15, .ace] == .surrenderOrHit)
  }
}
