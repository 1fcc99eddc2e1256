/// Where the session's shoes come from: the seed, and how many times `rules set` opened a new table (each new table's
/// shoe is seeded from the seed and this count).
struct ShoeSeeds {
  /// The seed of the shoe's shuffles.
  var seed: UInt64
  /// How many times `rules set` opened a new table.
  var tablesOpened = 0
}
