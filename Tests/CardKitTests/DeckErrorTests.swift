import CardKit
import Testing

@Suite("DeckError")
struct DeckErrorTests {
  @Test(
    "readable descriptions",
    arguments: [
      (DeckError.empty, "No cards left."),
      (DeckError.insufficientCards(requested: 60, available: 52), "Asked for 60 cards but only 52 are left."),
      (DeckError.insufficientCards(requested: 1, available: 0), "Asked for 1 card but only 0 are left."),
      (DeckError.insufficientCards(requested: 3, available: 1), "Asked for 3 cards but only 1 is left."),
      (DeckError.invalidCut(position: 60, available: 52), "Cannot cut at 60 with 52 cards left; cut at 0 to 52."),
      (DeckError.invalidCut(position: -1, available: 1), "Cannot cut at -1 with 1 card left; cut at 0 to 1."),
    ])
  func descriptions(error: DeckError, text: String) {
    #expect(error.description == text)
  }
}
