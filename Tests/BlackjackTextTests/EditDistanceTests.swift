import BlackjackText
import Testing

@Suite("Edit distance")
struct EditDistanceTests {
  @Test("swaps count as one edit; other distances computed by hand")
  func distances() {
    // One swap; one substitution; three insertions; kitten → sitting is the textbook 3; case is ignored.
    #expect("stnad".editDistance(to: "stand") == 1)
    #expect("hot".editDistance(to: "hit") == 1)
    #expect("".editDistance(to: "bet") == 3)
    #expect("kitten".editDistance(to: "sitting") == 3)
    #expect("SAME".editDistance(to: "same") == 0)
  }

  @Test("the nearest word, if near enough")
  func nearest() {
    #expect(["S17", "H17"].nearest(to: "H18") == "H17")
    #expect(["stand", "split"].nearest(to: "banana") == nil)
  }
}
