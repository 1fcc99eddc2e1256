// Round and shuffle counts as people write them: `--rounds` and `--shuffles` (1000000, 250k, 10M, 4.1M, 1e9).
//
// Invariants: an accepted count is from 1 to the maximum; it parses back from its plain digits and from its digits
// with thousands underscores; ASCII text parses the same in either letter case.
import FuzzSupport

@testable import BlackjackCLI

/// libFuzzer's entry point: runs the harness on one input and returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let count = RoundCount.parse(text)
  if text.utf8.allSatisfy({ $0 < 0x80 }) {
    require(RoundCount.parse(text.uppercased()) == count, "'\(text)' and its upper case parse differently")
  }
  if let count {
    require((1...RoundCount.maximum).contains(count), "'\(text)' gave \(count), out of range")
    require(RoundCount.parse(String(count)) == count, "\(count) (from '\(text)') does not parse back")
    var grouped = ""
    for (offset, digit) in String(count).reversed().enumerated() {
      if offset > 0 && offset % 3 == 0 { grouped.append("_") }
      grouped.append(digit)
    }
    require(RoundCount.parse(String(grouped.reversed())) == count, "\(count) with underscores does not parse back")
  }
  return 0
}
