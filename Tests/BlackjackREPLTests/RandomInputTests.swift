import BlackjackEngine
import BlackjackREPL
import CardKit
import Testing

/// Random junk, typed at the prompt and given to every parser, from a seeded generator: nothing may crash, every
/// line must get an answer, and the bankroll must only change through settled rounds.
@Suite("Random input")
struct RandomInputTests {
  /// A line of random bytes, words from the command set, numbers and card names, mixed.
  func randomLine(_ generator: inout Xoshiro256StarStar) -> [UInt8] {
    let words = [
      "bet", "deal", "hit", "h", "stand", "s", "double", "split", "p", "surrender", "r", "insurance", "yes", "no",
      "hint", "count", "shoe", "rules", "set", "6d", "h17", "ls", "bankroll", "stats", "help", "10", "0", "-5",
      "999999999999", "1.5", "AS", "K♠", "😀", "\u{7}", "",
    ]
    // One line in three is a well-formed command, so that rounds are dealt, played and settled among the junk.
    let commands = [
      "bet 10", "bet 25", "hit", "stand", "double", "split", "surrender", "insurance no", "insurance yes", "hint",
      "deal", "",
    ]
    if generator.next(below: 3) == 0 { return Array(commands[Int(generator.next(below: UInt64(commands.count)))].utf8) }
    var line: [UInt8] = []
    for _ in 0..<Int(generator.next(below: 5)) {
      if generator.next(below: 4) == 0 {
        line += (0..<generator.next(below: 12)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      } else {
        line += Array(words[Int(generator.next(below: UInt64(words.count)))].utf8)
      }
      line.append(32)
    }
    return line
  }

  @Test("eight hundred random lines at a seeded table never crash, each gets an answer, money moves only at settlement")
  func junkAtThePrompt() throws {
    var generator = Xoshiro256StarStar(seed: 2026)
    var options = PlayOptions()
    options.seed = 9
    options.bankroll = "200"
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    var lines = 0
    var roundsSettled = 0
    for _ in 0..<800 where !session.isFinished {
      let line = randomLine(&generator)
      let roundsBefore = session.stats.rounds
      let reply = session.handle(.line(bytes: line, length: line.count))
      lines += 1
      // Every line, even a blank one, gets at least one line of answer.
      #expect(!reply.isEmpty && reply.hasSuffix("\n"), "no answer to \(line)")
      // The bankroll is the start plus the results of the settled rounds, whatever else was typed.
      #expect(session.bankroll == session.startingBankroll + session.stats.net)
      #expect(session.bankroll >= .zero)
      roundsSettled += session.stats.rounds - roundsBefore
    }
    // The junk did reach the game: lines were read and rounds were played and settled.
    #expect(lines > 100)
    #expect(roundsSettled > 5)
  }

  @Test("parsers answer random text with a value that round-trips or a clear refusal")
  func junkToParsers() {
    var generator = Xoshiro256StarStar(seed: 7)
    var parsed = (rules: 0, cards: 0, money: 0)
    for _ in 0..<2_000 {
      let text = String(decoding: randomLine(&generator), as: UTF8.self)
      switch Result(catching: { () throws(RulesSpecError) in try Rules(spec: text) }) {
      case .success(let rules):
        // A spec that parses prints canonically and parses back to the same rules.
        #expect((try? Rules(spec: rules.spec)) == rules, "\(text)")
        parsed.rules += 1
      case .failure(let error):
        #expect(error.description.hasPrefix("unknown rule") || error.description.hasPrefix("conflicting rules"))
        #expect(!error.description.contains("\n"))
      }
      for word in [Substring(text)] + text.split(separator: " ") {
        if let card = Card(word) {
          #expect(Card(card.asciiDescription) == card && Card(card.description) == card)
          parsed.cards += 1
        }
        if let money = Money(word) {
          #expect(money >= .zero && Money(money.description) == money)
          parsed.money += 1
        }
      }
    }
    // The words include rule tokens, card names and amounts, so each parser accepted some of the lines.
    #expect(parsed.rules > 0 && parsed.cards > 0 && parsed.money > 0)
  }
}
