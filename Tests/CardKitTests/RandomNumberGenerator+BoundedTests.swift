import CardKit
import Testing

/// A generator that replays fixed words, to steer the bounded draw down its rejection path.
private struct ReplayGenerator: RandomNumberGenerator {
  var words: [UInt64]
  mutating func next() -> UInt64 { words.removeFirst() }
}

@Suite("Bounded random draw")
struct BoundedRandomTests {
  @Test("matches the reference bounded draw")
  func reference() {
    // Expected values: Tests/CardKitTests/Reference/reference.py (Lemire 2019, Algorithm 5).
    var generator = Xoshiro256StarStar(seed: 42)
    #expect((0..<10).map { _ in generator.next(below: 52) } == [4, 19, 35, 48, 51, 40, 37, 44, 39, 30])
    var other = Xoshiro256StarStar(seed: 7)
    #expect((0..<10).map { _ in other.next(below: 3) } == [2, 0, 2, 2, 2, 2, 0, 0, 1, 0])
  }

  @Test("rejects the biased low words")
  func rejection() {
    // By hand: for a bound of 3, 2⁶⁴ mod 3 = 1, so only a word w with (3w mod 2⁶⁴) < 1, that is w = 0, is rejected.
    // UInt64.max × 3 = 2 × 2⁶⁴ + (2⁶⁴ − 3): high word 2.
    var generator = ReplayGenerator(words: [0, UInt64.max])
    #expect(generator.next(below: 3) == 2)
    #expect(generator.words.isEmpty)
    // Word 1: 3 × 1 = 3 ≥ 1, accepted, high word 0.
    var accepted = ReplayGenerator(words: [1])
    #expect(accepted.next(below: 3) == 0)
    var single = ReplayGenerator(words: [12345])
    #expect(single.next(below: 1) == 0)
  }

  @Test("uniform over 0..<6 (chi-square, 99.9 %)")
  func uniform() {
    var generator = Xoshiro256StarStar(seed: 5)
    var counts = [Int](repeating: 0, count: 6)
    let draws = 600_000
    for _ in 0..<draws { counts[Int(generator.next(below: 6))] += 1 }
    let expected = Double(draws) / 6
    let chiSquare = counts.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
    #expect(chiSquare < 20.515)  // χ² 99.9 % critical value, 5 degrees of freedom (standard tables)
  }
}
