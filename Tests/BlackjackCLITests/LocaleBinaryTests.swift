import Foundation
import Testing

/// `blackjack play` outside a UTF-8 locale writes ASCII alone; in a UTF-8 locale, suit symbols. The locale is
/// `LC_ALL`, else `LC_CTYPE`, else `LANG` (the first set wins, as setlocale(3) reads them).
@Suite struct LocaleBinaryTests {
  /// A scripted session: a round played to the end (the greeting says "Blackjack — rules …", the settlement
  /// "Result: … — …"), then commands whose replies hold other symbols.
  static let input = "bet 10\nhit\nstand\nhelp\nrules\ncount\nshoe\nhint\nstats\nbogus\n"

  @Test(
    arguments: [
      ["LC_ALL": "C", "LC_CTYPE": "", "LANG": "C.UTF-8"], ["LC_ALL": "", "LC_CTYPE": "C", "LANG": "C.UTF-8"],
      ["LC_ALL": "", "LC_CTYPE": "", "LANG": "C"], ["LC_ALL": "", "LC_CTYPE": "", "LANG": ""],
      ["LC_ALL": "POSIX", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"],
    ])
  func notUTF8WritesASCII(locale: [String: String]) throws {
    let run = try BinaryTests.blackjack(["play", "--seed", "7", "--echo"], input: Self.input, variables: locale)
    #expect(run.output.contains("Result: "))
    #expect(run.output.contains("Blackjack - rules "))
    for (name, text) in [("output", run.output), ("errors", run.errors)] {
      let high = text.unicodeScalars.filter { !$0.isASCII }
      #expect(high.isEmpty, "\(locale): \(name) holds \(String(String.UnicodeScalarView(high)))")
    }
  }

  @Test(
    arguments: [
      ["LC_ALL": "C.UTF-8", "LC_CTYPE": "C", "LANG": "C"], ["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"],
      ["LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"],
    ])
  func utf8ShowsSuits(locale: [String: String]) throws {
    let run = try BinaryTests.blackjack(["play", "--seed", "7"], input: Self.input, variables: locale)
    #expect(run.output.contains("Blackjack — rules "))
    #expect(run.output.contains { "♠♥♦♣".contains($0) }, "\(locale)")
  }
}
