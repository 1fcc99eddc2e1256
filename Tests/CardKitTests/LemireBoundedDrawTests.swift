import CardKit
import Testing

/// Runs CardKit's bounded draw (the code behind `next(below:)`) on `first`, and reports whether it asked for a
/// second word, that is, rejected `first`. The second word is `Word.max`, which is never rejected: its low product
/// half is `2ʷ − bound`, at least the threshold `2ʷ mod bound`.
private func draw<Word: FixedWidthInteger & UnsignedInteger>(
  _ first: Word, below bound: Word
) -> (value: Word, rejected: Bool) where Word.Magnitude == Word {
  var calls = 0
  let value = lemireBoundedDraw(below: bound) {
    calls += 1
    return calls == 1 ? first : Word.max
  }
  return (value, calls > 1)
}

/// Counts the draw's outputs over every word of `Word` accepted at the first try, and the words rejected.
private func census<Word: FixedWidthInteger & UnsignedInteger>(
  _: Word.Type, bound: Word
) -> (counts: [Int], rejected: Int) where Word.Magnitude == Word {
  var counts = [Int](repeating: 0, count: Int(bound))
  var rejected = 0
  var word = Word.zero
  repeat {
    let (value, wasRejected) = draw(word, below: bound)
    if wasRejected { rejected += 1 } else { counts[Int(value)] += 1 }
    word &+= 1
  } while word != .zero
  return (counts, rejected)
}

@Suite("Lemire's bounded draw, brute force over small words")
struct LemireBoundedDrawTests {
  // The expected counts are arithmetic on the word space, not the code's output: of the 2ʷ words, exactly
  // 2ʷ mod b are rejected (Lemire 2019, section 4: the words whose low product half is below 2ʷ mod b), and the
  // remaining 2ʷ − (2ʷ mod b) = b × ⌊2ʷ / b⌋ are shared equally, ⌊2ʷ / b⌋ by each value. A rejected word is
  // replaced by a fresh one, so the draw is exactly uniform.

  @Test("every bound from 1 to 255 on 8-bit words: every value from exactly ⌊256 / b⌋ words")
  func everyEightBitBound() {
    for bound in 1...255 {
      let (counts, rejected) = census(UInt8.self, bound: UInt8(bound))
      #expect(rejected == 256 % bound, "bound \(bound)")
      #expect(counts.allSatisfy { $0 == 256 / bound }, "bound \(bound): \(counts)")
    }
  }

  @Test(
    "16-bit words, every word, for small, prime, power-of-two and near-maximal bounds",
    arguments: [1, 2, 3, 5, 6, 7, 52, 255, 256, 257, 311, 416, 1000, 4096, 32_767, 32_768, 32_769, 65_521, 65_535])
  func sixteenBitBounds(bound: Int) {
    let (counts, rejected) = census(UInt16.self, bound: UInt16(bound))
    #expect(rejected == 65_536 % bound)
    #expect(counts.allSatisfy { $0 == 65_536 / bound })
  }

  @Test("the hand-worked cases on 8-bit words")
  func handWorked() {
    // Bound 3: 256 mod 3 = 1, so only the word 0 (low half 0) is rejected. Word 255: 255 × 3 = 765 = 2 × 256 + 253,
    // high byte 2. Word 86: 258 = 1 × 256 + 2, high byte 1, low byte 2 ≥ 1, accepted.
    #expect(draw(UInt8(0), below: 3) == (2, true))
    #expect(draw(UInt8(255), below: 3) == (2, false))
    #expect(draw(UInt8(86), below: 3) == (1, false))
    // Bound 200: 256 mod 200 = 56; word 1: 200, low byte 200 ≥ 56, accepted with high byte 0; word 2: 400 =
    // 256 + 144, high 1; word 64: 12800 = 50 × 256 + 0, low 0 < 56, rejected, and the second word taken.
    #expect(draw(UInt8(1), below: 200) == (0, false))
    #expect(draw(UInt8(2), below: 200) == (1, false))
    #expect(draw(UInt8(64), below: 200) == (199, true))  // redrawn: 255 × 200 = 199 × 256 + 56
  }
}
