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

  @Test("eight hundred random lines at a seeded table never crash and always get an answer")
  func junkAtThePrompt() throws {
    var generator = Xoshiro256StarStar(seed: 2026)
    var options = PlayOptions()
    options.seed = 9
    options.bankroll = "200"
    var session = try REPLSession(options: options, style: CardStyle(ascii: true))
    var answered = 0
    for _ in 0..<800 where !session.isFinished {
      let line = randomLine(&generator)
      let reply = session.handle(.line(bytes: line, length: line.count))
      if !reply.isEmpty || line.allSatisfy({ $0 == 32 }) { answered += 1 }
    }
    #expect(answered > 0)
    #expect(session.bankroll >= .zero)
  }

  @Test("parsers answer random text with a value or a clear refusal")
  func junkToParsers() {
    var generator = Xoshiro256StarStar(seed: 7)
    for _ in 0..<2_000 {
      let text = String(decoding: randomLine(&generator), as: UTF8.self)
      if case .failure(let error) = Result(catching: { () throws(RulesSpecError) in try Rules(spec: text) }) {
        #expect(error.description.hasPrefix("unknown rule") || error.description.hasPrefix("conflicting rules"))
      }
      _ = Card(text)
      _ = Money(text)
    }
  }
}
