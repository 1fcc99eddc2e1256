import Synchronization

/// The tables last played, kept decoded in memory so that a player's next line does not decode and replay the
/// stored table again (decoding a shoe costs far more than playing a line).
///
/// An entry is keyed by the player and the table's sequence number, and is put only after the write of that
/// sequence was committed: a sequence number is written once for a player (writes are conditional on the one
/// before), so an entry that matches the row read is that row's table, whichever server wrote it. A miss only
/// costs the decoding. At most `capacity` tables are kept; past that, an arbitrary half is dropped.
final class SessionCache: Sendable {
  private struct Entry: Sendable {
    var sequence: Int
    var session: PlayerTable
  }

  private let entries = Mutex<[Int: Entry]>([:])
  private let capacity: Int

  /// A cache of at most `capacity` tables.
  init(capacity: Int = 4096) { self.capacity = capacity }

  /// The table of `player` at `sequence`, if kept.
  func session(of player: Int, at sequence: Int) -> PlayerTable? {
    entries.withLock { entries in
      guard let entry = entries[player], entry.sequence == sequence else { return nil }
      return entry.session
    }
  }

  /// Keeps `session` as the table of `player` at `sequence` (committed).
  func keep(_ session: PlayerTable, of player: Int, at sequence: Int) {
    entries.withLock { entries in
      if entries.count >= capacity && entries[player] == nil {
        for key in entries.keys.prefix(capacity / 2) { entries[key] = nil }
      }
      if let kept = entries[player], kept.sequence > sequence { return }
      entries[player] = Entry(sequence: sequence, session: session)
    }
  }
}
