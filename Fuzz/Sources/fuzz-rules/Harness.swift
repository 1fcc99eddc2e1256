// The rules spec parser: `--rules`, `rules set` and `rules change` text, parsed alone and on top of other rules.
//
// Invariants: accepted rules print a canonical spec that parses back to the same rules, from any base that does
// not hit split aces (the spec leaves the default NHSA out); a refusal is one line; a spec and its tokens in
// reverse order give the same result.
import BlackjackEngine
import FuzzSupport

/// Some bases to parse on top of, as `rules change` does.
let bases = ["", "1D H17 LS", "INF ENHC NDAS SPL2 6:5", "8D D10 RSA HSA ES CSM"].map { try! Rules(spec: $0) }

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let base = input.pick(bases)
  let text = String(decoding: input.rest(), as: UTF8.self)
  do throws(RulesSpecError) {
    let rules = try Rules(spec: text, base: base)
    // The canonical spec leaves out NHSA (the default), so it reads back the same from any base without HSA.
    for other in bases where !other.hitSplitAces {
      require(
        (try? Rules(spec: rules.spec, base: other)) == rules, "'\(rules.spec)' (from '\(text)') does not parse back")
    }
    // Tokens are order-independent.
    let reversed = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).reversed().joined(separator: " ")
    require((try? Rules(spec: reversed, base: base)) == rules, "'\(text)' and '\(reversed)' differ")
  } catch {
    require(!error.description.contains("\n"), "a refusal of more than one line: \(error.description)")
    require(!error.description.isEmpty, "an empty refusal")
  }
  return 0
}
