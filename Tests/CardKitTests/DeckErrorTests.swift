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
    ])
  func descriptions(error: DeckError, text: String) {
    #expect(error.description == text)
  }
}
