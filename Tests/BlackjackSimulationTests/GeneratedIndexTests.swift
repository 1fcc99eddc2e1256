import BlackjackEngine
import BlackjackSimulation
import Testing

/// The index read off the gains by true count: checked on lines worked out by hand.
@Suite("Generated indices: the crossing of the fitted gain")
struct GeneratedIndexTests {
  /// Points on the line gain = slope · (count − zero), each with the same error.
  func points(slope: Double, zero: Double, error: Double = 0.01) -> [GeneratedIndex.Point] {
    (-6...8).map {
      GeneratedIndex.Point(count: $0, gain: slope * (Double($0) - zero), standardError: error, deals: 100)
    }
  }

  @Test("a rising gain crossing at +2.6: play the deviation at +3 or more")
  func rising() throws {
    let candidate = IndexCandidate(
      hand: .hard(16), upCard: .ten, deviation: .stand, alternative: .hit, hands: [[.six, .ten], [.seven, .nine]])
    let index = GeneratedIndex(candidate: candidate, points: points(slope: 0.02, zero: 2.6))
    #expect(abs(try #require(index.crossing) - 2.6) < 1e-12)
    #expect(index.deviationAbove && index.index == 3)
    #expect(index.play?.spec == "16vT S >= 3")
    // Six points in the window around the change of sign (0 to +5, centred on +2.5), errors 0.01, slope 0.02: the
    // crossing's error is the error of the line's value near its centre over the slope, 0.01/√6/0.02 ≈ 0.2.
    #expect(try #require(index.crossingError) > 0.1 && index.crossingError! < 0.4)
  }

  @Test("a falling gain crossing at −1.3: play the deviation below −1")
  func falling() {
    let candidate = IndexCandidate(hand: .hard(13), upCard: .two, deviation: .hit, alternative: .stand, hands: [])
    let index = GeneratedIndex(candidate: candidate, points: points(slope: -0.01, zero: -1.3))
    #expect(!index.deviationAbove && index.index == -1)
    #expect(index.play?.spec == "13v2 H < -1")
  }

  @Test("a gain that never changes sign has no index; insurance writes the insurance line")
  func noCrossing() {
    let never = GeneratedIndex(candidate: .insurance, points: points(slope: 0.01, zero: 20))
    #expect(never.crossing == nil && never.play == nil)
    let insurance = GeneratedIndex(candidate: .insurance, points: points(slope: 0.03, zero: 2.4))
    #expect(insurance.play?.spec == "insurance >= 3")
  }

  @Test("two-card hands: hard 16 is T6 and 97; hard 12 has no pair; a pair is its two cards")
  func twoCardHands() {
    #expect(IndexCandidate.twoCardHands(.hard(16)) == [[.six, .ten], [.seven, .nine]])
    #expect(
      IndexCandidate.twoCardHands(.hard(12)) == [[.two, .ten], [.three, .nine], [.four, .eight], [.five, .seven]])
    #expect(IndexCandidate.twoCardHands(.pair(10)) == [[.ten, .ten]])
    #expect(IndexCandidate.twoCardHands(.soft(18)) == [[.ace, .seven]])
  }
}
