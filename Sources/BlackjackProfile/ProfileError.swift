/// Why a profile database cannot be used, in one line that names the file and says what to do. The file is left as
/// it was in every case.
public enum ProfileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not an SQLite database, or its header is damaged.
  case notADatabase(path: String)
  /// The path names something other than a regular file (a directory, a FIFO, a device): `kind` in a few words.
  case notRegularFile(path: String, kind: String)
  /// The file is a blackjack database whose pages are damaged (`PRAGMA integrity_check` fails, or SQLite met a
  /// damaged page): nothing more is written to it.
  case damaged(path: String)
  /// The disk that holds the file is full: the change was not saved.
  case diskFull(path: String)
  /// The file is open under another name (a hard link, or a bind mount of the file) by another session.
  case otherName(path: String)
  /// The file cannot be read (permission denied).
  case unreadable(path: String)
  /// The file is an SQLite database, but not one blackjack wrote.
  case foreignDatabase(path: String)
  /// The database was written by a newer blackjack, with a schema this one does not know.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The database cannot be written (a read-only file or directory, or a directory that does not exist): the
  /// reason in a few words.
  case unwritable(path: String, reason: String)
  /// There is no database at `path` (for commands that only read).
  case noDatabase(path: String)
  /// Another live session holds the profile.
  case inUse(path: String, profile: String, processID: Int)
  /// The profile does not exist in the database.
  case noSuchProfile(path: String, profile: String)
  /// A profile name that is not allowed.
  case badProfileName(String)
  /// The session's hold on the profile was taken by another session; nothing more is saved.
  case lockLost(path: String, profile: String)
  /// A damaged file whose list of tables SQLite cannot read, so that `--recover` can copy nothing from it.
  case unrecoverable(path: String)
  /// Any other failure of the database: SQLite's message.
  case database(path: String, message: String)

  /// Whether the right thing to do is to play on as a guest (nothing saved) after a warning, rather than stop.
  public var allowsGuestPlay: Bool {
    if case .unwritable = self { return true }
    return false
  }

  /// One line: what is wrong with which file, and what to do.
  public var description: String {
    switch self {
    case .notADatabase(let path):
      "\(path) is not a blackjack database (not an SQLite file, or damaged); it was left untouched: move it away,"
        + " or choose another file with --db PATH, or play with --guest"
    case .notRegularFile(let path, let kind):
      "\(path) is not a regular file (it is \(kind)); a profile database is a regular file: choose another with"
        + " --db PATH, or play with --guest"
    case .damaged(let path):
      "\(path) is damaged (SQLite's integrity check fails); it is left as it is and nothing more is written to it:"
        + " 'blackjack profiles --db \(path) --recover NEW' copies what can be read to a new file NEW, or choose"
        + " another file with --db PATH"
    case .diskFull(let path):
      "cannot save to \(path): the disk is full; free some space on the disk that holds it"
    case .otherName(let path):
      "\(path) is open under another name (a hard link or a bind mount of the same file) by another blackjack"
        + " session; SQLite keeps a database's log beside its name, so a file is used under one name at a time: use"
        + " the path that session uses, or wait until it ends"
    case .unreadable(let path):
      "\(path) cannot be read (permission denied)"
    case .foreignDatabase(let path):
      "\(path) is an SQLite database that blackjack did not write; it was left untouched: choose another file with"
        + " --db PATH, or play with --guest"
    case .newerSchema(let path, let found, let supported):
      "\(path) was written by a newer blackjack (schema version \(found); this one reads up to \(supported)); it was"
        + " left untouched: use the newer blackjack, or another file with --db PATH"
    case .unwritable(let path, let reason):
      "cannot save to \(path): \(reason)"
    case .noDatabase(let path):
      "no profile database at \(path) yet; 'blackjack play' creates it (or give another with --db PATH)"
    case .inUse(let path, let profile, let processID):
      "profile '\(profile)' in \(path) is in use by another blackjack session (process \(processID)); finish that"
        + " session first, or play another profile with --profile NAME, or --guest"
    case .noSuchProfile(let path, let profile):
      "no profile '\(profile)' in \(path); 'blackjack profiles' lists them"
    case .badProfileName(let name):
      "'\(name)' is not a profile name; use 1 to 40 letters, digits, '-', '_' or '.'"
    case .lockLost(let path, let profile):
      "profile '\(profile)' in \(path) was taken over by another session; this session saves nothing more"
    case .unrecoverable(let path):
      "\(path) is damaged beyond what --recover reads: SQLite cannot read its list of tables, so no row can be"
        + " copied; it is left as it is and no new file was made: restore it from a copy, or start afresh with another"
        + " file with --db PATH"
    case .database(let path, let message):
      "\(path): database error: \(message)"
    }
  }
}
