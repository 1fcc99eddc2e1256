// One line typed at the prompt, in any state of the table: between rounds, in the player's turn, at the insurance
// question, with a pair to split; the line's bytes are anything a reader can deliver, including a line cut short
// at the reader's limit.
//
// Invariants: a reply is empty or whole lines; a refused line gets exactly one line and changes nothing the player
// can see (bankroll, prompt, statistics).
import BlackjackEngine
import CardKit
import FuzzSupport

@testable import BlackjackREPL

/// Where the table stands when the line arrives: the lines typed before it and the cards stacked on the shoe.
let situations: [(lines: [String], shoe: String)] = [
  ([], ""),
  (["bet 10"], ""),
  (["bet 10"], "10S AS 10H 5D"),  // the dealer shows an ace: the insurance question
  (["bet 10"], "8S 10H 8D 7C"),  // a pair of eights against a ten
  (["bet 10"], "AS 9H AD 7C"),  // a pair of aces
  (["bet 10"], "AS 10H KD 7C"),  // a natural
  (["bet 10", "split"], "8S 10H 8D 7C 8H 3C 2D"),  // the first of two split hands
  (["bet 5", "stand"], ""),  // a round over
]

let rules = ["", "1D H17 LS", "INF ENHC ES", "2D D10 NDAS SPL2 RSA HSA 6:5"]

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let situation = input.pick(situations)
  var options = PlayOptions()
  options.rulesSpec = input.pick(rules)
  options.seed = UInt64(input.byte())
  options.bankroll = input.pick(["1000", "10", "1.50", "12.34"])
  if !situation.shoe.isEmpty { options.stackedCards = try! PlayOptions.cards(from: situation.shoe) }
  let truncatedBy = input.bool() ? input.int(in: 1...5000) : 0
  let style = CardStyle(ascii: input.bool())
  let bytes = input.rest()
  guard var session = try? REPLSession(options: options, style: style) else { return 0 }
  // The session computes its basic-strategy chart from the exact analysis when first needed, which takes seconds
  // under the sanitizer; the published chart stands in for it (advice may read differently, the table's logic not).
  session.systems.computedChart = .published
  for line in situation.lines { _ = session.respond(to: .line(line)) }

  let before = (bankroll: session.bankroll, prompt: session.prompt, stats: session.stats)
  let reply = session.respond(to: .line(bytes: bytes, length: bytes.count + truncatedBy))
  // Counted in bytes: "\r\n" is one Character, which is not "\n".
  require(reply.text.isEmpty || reply.text.utf8.last == 10, "a reply that is not whole lines: \(reply.text)")
  if reply.isRefusal {
    require(reply.text.utf8.count(where: { $0 == 10 }) == 1, "a refusal of more than one line: \(reply.text)")
    require(session.bankroll == before.bankroll, "a refused line changed the bankroll")
    require(session.prompt == before.prompt, "a refused line changed the prompt: \(before.prompt) → \(session.prompt)")
    require(session.stats == before.stats, "a refused line changed the statistics")
  }
  require(session.bankroll >= .zero, "a negative bankroll: \(session.bankroll)")
  return 0
}
