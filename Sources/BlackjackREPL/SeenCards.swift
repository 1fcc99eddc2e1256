import CardKit

/// The cards seen in settled rounds since the shoe's last shuffle, which `count`, the hints and the coach count from.
struct SeenCards {
  /// The cards seen since the shuffle.
  var cards: [Card] = []
  /// The shoe's shuffle count when ``cards`` was last reset.
  var shuffles = 0
}
