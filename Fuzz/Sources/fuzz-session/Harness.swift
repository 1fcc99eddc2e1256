// Whole scripted sessions, as `printf '…' | blackjack play` runs them: the table's options from the first bytes,
// then lines until the end of input, read from a pipe by the scripted mode's reader and played by its loop.
//
// Invariants: the session ends at the end of input; every reply is whole lines and every refusal one line; the
// bankroll never goes below zero, and between rounds it is the starting bankroll plus the net of the rounds
// settled.
import BlackjackEngine
import CardKit
import FuzzSupport

@testable import BlackjackREPL

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe holding `bytes`, its writing end closed: what the scripted mode reads its standard input from.
func pipe(holding bytes: [UInt8]) -> Int32? {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return nil }
  let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
  close(ends[1])
  guard written == bytes.count else {
    close(ends[0])
    return nil
  }
  return ends[0]
}

let rules = ["", "1D H17 LS", "INF ENHC ES", "2D D10 NDAS SPL2 RSA HSA 6:5", "8D CSM", "1D PEN95 SPL4 RSA"]
let shoes = ["", "10S AS 10H 5D", "8S 10H 8D 7C 8H 8C", "AS 9H AD 7C AH", "AS 10H KD 7C", "2S 2H 2D 2C"]

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var options = PlayOptions()
  options.rulesSpec = input.pick(rules)
  options.seed = UInt64(input.byte())
  options.bankroll = input.pick(["1000", "25", "3", "100.75"])
  let shoe = input.pick(shoes)
  if !shoe.isEmpty { options.stackedCards = try! PlayOptions.cards(from: shoe) }
  let echo = input.bool()
  let script = input.rest()
  guard var session = try? REPLSession(options: options, style: CardStyle()) else { return 0 }
  // The session computes its basic-strategy chart from the exact analysis when first needed, which takes seconds
  // under the sanitizer; the published chart stands in for it (advice may read differently, the table's logic not).
  session.systems.computedChart = .published
  guard let descriptor = pipe(holding: script) else { return 0 }
  defer { close(descriptor) }
  var reader = PipeLineReader(fileDescriptor: descriptor)
  var replies = 0
  let check = { (reply: REPLSession.Reply) -> Bool in
    replies += 1
    // Counted in bytes: "\r\n" is one Character, which is not "\n".
    require(reply.text.isEmpty || reply.text.utf8.last == 10, "a reply that is not whole lines: \(reply.text)")
    if reply.isRefusal {
      require(reply.text.utf8.count(where: { $0 == 10 }) == 1, "a refusal of more than one line: \(reply.text)")
    }
    return true
  }
  let changesRules = script.split(separator: 10).contains { line in
    let word = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
    return word.flatMap { CommandTable.command(named: $0) } == .rules
  }
  if !changesRules {
    // The scripted mode's own loop, reading the pipe as `blackjack play` reads standard input.
    session.run(reader: &reader, echo: echo, write: check)
  } else {
    // `rules set` and `rules change` drop the chart; the same loop by hand, putting the stand-in chart back.
    _ = check(REPLSession.Reply(text: session.greeting, isRefusal: false))
    while !session.isFinished {
      if session.systems.computedChart == nil { session.systems.computedChart = .published }
      let prompt = session.prompt
      let event = reader.readLine(prompt: prompt)
      if echo, case .line(let bytes, _) = event {
        _ = check(REPLSession.Reply(text: prompt + String(decoding: bytes, as: UTF8.self) + "\n", isRefusal: false))
      }
      _ = check(session.respond(to: event))
    }
  }
  require(session.isFinished, "the session did not end at the end of input")
  require(session.bankroll >= .zero, "a negative bankroll: \(session.bankroll)")
  require(
    session.bankroll == session.startingBankroll + session.stats.net,
    "bankroll \(session.bankroll) is not \(session.startingBankroll) + \(session.stats.net) won")
  require(replies >= 1, "no greeting")
  return 0
}
