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
      // The hand's marks: doubled 4, surrendered 8 (``PlayerHand``'s flags).
      tally.count(blackjack: blackjack, bust: bust, marks: (doubled ? 4 : 0) | (surrendered ? 8 : 0))
      #expect(tally.blackjacks == (blackjack ? 1 : 0) && tally.busts == (bust ? 1 : 0))
      #expect(tally.doubles == (doubled ? 1 : 0) && tally.surrenders == (surrendered ? 1 : 0))
      // Bit 0 blackjack, 1 bust, 2 doubled, 3 surrendered: the bits we started from.
      #expect(tally.singleHandBits == bits)
    }
    // Several hands: each count adds up in its own byte without touching the others.
    var tally = RoundTally()
    for _ in 0..<7 { tally.count(blackjack: false, bust: true, marks: 4) }
    tally.count(blackjack: true, bust: false, marks: 8)
    #expect(tally.blackjacks == 1 && tally.busts == 7 && tally.doubles == 7 && tally.surrenders == 1)
  }

  @Test("a hand counted from its marks counts its double and surrender as from the two flags, whatever else is marked")
  func countFromMarks() {
    // Every byte of marks, finished and split marks included: only the doubled (4) and surrendered (8) bits count.
    for marks in 0...255 {
      let flags = UInt8(marks)
      for (blackjack, bust) in [(false, false), (true, false), (false, true)] {
        var tally = RoundTally()
        tally.count(blackjack: blackjack, bust: bust, marks: flags)
        #expect(tally.blackjacks == (blackjack ? 1 : 0) && tally.busts == (bust ? 1 : 0))
        #expect(tally.doubles == (marks & 4 != 0 ? 1 : 0), "marks \(marks)")
        #expect(tally.surrenders == (marks & 8 != 0 ? 1 : 0), "marks \(marks)")
        // Nothing beyond the four low bits, one per count.
        #expect(tally.lanes & ~0x0101_0101 == 0, "marks \(marks)")
      }
    }
    // A doubled hand, marked finished and split, then a surrendered one, counted on top: each in its own lane.
    var tally = RoundTally()
    tally.count(blackjack: false, bust: true, marks: 4 | 16 | 1)
    tally.count(blackjack: false, bust: false, marks: 8 | 16)
    #expect(tally.busts == 1 && tally.doubles == 1 && tally.surrenders == 1 && tally.blackjacks == 0)
    #expect(PlayerHand.doubledFlag == 4 && PlayerHand.surrenderedFlag == 8)
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
