import CardKit
import Testing

@testable import BlackjackEngine

@Suite("Round tally")
struct RoundTallyTests {
  @Test("each count has a byte of its own, and a single hand's four counts gather into four bits")
  func lanesAndSingleHandBits() {
    for bits in 0..<16 {
      let blackjack = bits & 1 != 0
      let bust = bits & 2 != 0
      let doubled = bits & 4 != 0
      let surrendered = bits & 8 != 0
      var tally = RoundTally()
      tally.count(blackjack: blackjack, bust: bust, doubled: doubled, surrendered: surrendered)
      #expect(tally.blackjacks == (blackjack ? 1 : 0) && tally.busts == (bust ? 1 : 0))
      #expect(tally.doubles == (doubled ? 1 : 0) && tally.surrenders == (surrendered ? 1 : 0))
      // Bit 0 blackjack, 1 bust, 2 doubled, 3 surrendered: the bits we started from.
      #expect(tally.singleHandBits == bits)
    }
    // Several hands: each count adds up in its own byte without touching the others.
    var tally = RoundTally()
    for _ in 0..<7 { tally.count(blackjack: false, bust: true, doubled: true, surrendered: false) }
    tally.count(blackjack: true, bust: false, doubled: false, surrendered: true)
    #expect(tally.blackjacks == 1 && tally.busts == 7 && tally.doubles == 7 && tally.surrenders == 1)
  }

  @Test("a summary's dealer and void flags read back as set, each on its own")
  func summaryFlags() {
    for bits in 0..<8 {
      var summary = RoundSummary(
        net: Money(cents: 150), handCount: 1, tally: RoundTally(), dealerBlackjack: bits & 1 != 0,
        dealerBust: bits & 2 != 0, isVoid: bits & 4 != 0)
      #expect(summary.dealerBlackjack == (bits & 1 != 0) && summary.dealerBust == (bits & 2 != 0))
      #expect(summary.isVoid == (bits & 4 != 0) && summary.flagBits == bits)
      summary.dealerBust.toggle()
      #expect(summary.dealerBust == (bits & 2 == 0) && summary.dealerBlackjack == (bits & 1 != 0))
      #expect(summary.isVoid == (bits & 4 != 0))
    }
  }
}
