import CardKit

/// Tests that generators seeded from adjacent chunk indices give unrelated streams, as the simulator needs: chunk
/// i of a simulation plays with `Xoshiro256StarStar(seed: chunkSeed(i))`.
///
/// For each index i the first ``wordsPerStream`` outputs of stream i are compared with those of stream i + 1,
/// output k with output k:
///
/// - **correlation**: with u the outputs as fractions of 2⁶⁴ (uniform on [0, 1): mean ½, variance 1/12), the sum
///   S of (uᵢ,ₖ − ½)(uᵢ₊₁,ₖ − ½) over the n pairs has mean 0 and variance n / 144 for independent streams (the
///   products are uncorrelated even where they share a stream), so z = 12 S / √n is standard normal, reported
///   as z²;
/// - **bits**: each bit of wᵢ,ₖ XOR wᵢ₊₁,ₖ is 1 with probability ½, independently (the XORs of consecutive
///   independent uniform words are themselves independent and uniform), so the count of ones at each of the 64 bit
///   positions over n pairs is binomial(n, ½): Σ (onesᵦ − n/2)² / (n/4) is chi-square with 64 degrees of freedom.
public struct ChunkSeedTest: Sendable {
  /// How many outputs of each stream are compared.
  public static let wordsPerStream = 4

  /// The number of chunk indices, 0 ..< streams.
  public let streams: Int

  /// A test of the streams of chunk indices 0 ..< `streams`.
  public init(streams: Int) {
    precondition(streams >= 2, "at least two streams")
    self.streams = streams
  }

  /// Runs the test on the seeds `chunkSeed` gives each chunk index; returns the correlation and the bit results.
  public func run(chunkSeed: (Int) -> UInt64) -> [AuditTestResult] {
    let words = Self.wordsPerStream
    var previous = [UInt64](repeating: 0, count: words)
    var current = [UInt64](repeating: 0, count: words)
    var ones = [Int](repeating: 0, count: 64)
    var productSum = 0.0
    let scale = 1.0 / 18_446_744_073_709_551_616.0  // 2⁻⁶⁴
    for index in 0..<streams {
      var generator = Xoshiro256StarStar(seed: chunkSeed(index))
      for k in 0..<words { current[k] = generator.next() }
      if index > 0 {
        for k in 0..<words {
          productSum += (Double(previous[k]) * scale - 0.5) * (Double(current[k]) * scale - 0.5)
          var difference = previous[k] ^ current[k]
          while difference != 0 {
            ones[difference.trailingZeroBitCount] += 1
            difference &= difference &- 1
          }
        }
      }
      swap(&previous, &current)
    }
    let n = Double((streams - 1) * words)
    let z = 12 * productSum / n.squareRoot()
    var bits = 0.0
    for count in ones {
      let difference = Double(count) - n / 2
      bits += difference * difference / (n / 4)
    }
    let pairs = "\(streams - 1) pairs of adjacent chunk indices, the first \(words) outputs of each stream"
    return [
      AuditTestResult(
        id: "chunkSeedCorrelation", name: "adjacent chunk streams: correlation",
        detail: "\(pairs); z = 12 Σ(u−½)(u′−½) / √n, reported as z²", z: z,
        measure: AuditMeasure(name: "correlation", observed: 12 * productSum / n, expected: 0)),
      AuditTestResult(
        id: "chunkSeedBits", name: "adjacent chunk streams: XOR bits",
        detail: "\(pairs); ones at each of the 64 bits of the XOR against n/2", statistic: bits,
        degreesOfFreedom: 64),
    ]
  }
}
