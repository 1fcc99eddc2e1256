import BlackjackPictures
import BlackjackText
import BlackjackTraining

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--svg FILE` of `drill true-count` and `drill decks`: the file each question's discard tray is drawn to (as
/// ``DiscardTrayPicture`` draws it, the stack as tall as the decks dealt) before the question is asked, since a
/// terminal cannot show SVG.
///
/// Only a regular file is replaced, or a new one created, whole (``OutputFile``: a temporary file beside it, renamed
/// over it); a directory, FIFO, device or socket at the path is refused before the drill starts.
struct TrayPictureFile: Sendable {
  /// Why the file cannot be written: one line.
  struct Problem: Error {
    /// The line, such as "--svg 'trays' is a directory; give a file name".
    var line: String
  }

  /// The file's name as given.
  let path: String

  /// The file at `path`, or the one line saying why it cannot be written.
  static func checked(_ path: String) -> Result<TrayPictureFile, Problem> {
    let descriptors = ["/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/fd/", "/proc/self/fd/"]
    if descriptors.contains(where: { path == $0 || ($0.hasSuffix("/") && path.hasPrefix($0)) }) {
      return .failure(refusal(path, what: "an open descriptor"))
    }
    var status = stat()
    if stat(path, &status) == 0 {
      let kind = status.st_mode & S_IFMT
      if kind == S_IFDIR {
        return .failure(Problem(line: "--svg '\(path)' is a directory; give a file name"))
      }
      guard kind == S_IFREG else { return .failure(refusal(path, what: PathName.kind(ofMode: status.st_mode))) }
    }
    // Reserve the temporary file now, so a missing or read-only directory is found before the drill starts.
    do {
      let file = try OutputFile.create(path, replacing: true)
      file.abandon()
    } catch {
      return .failure(Problem(line: "--svg \(error.description)"))
    }
    return .success(TrayPictureFile(path: path))
  }

  /// The line refusing `path`, which is `what`.
  private static func refusal(_ path: String, what: String) -> Problem {
    Problem(
      line: "--svg '\(path)' is \(what); the tray is drawn to a regular file (created, or replaced whole)")
  }

  /// The picture of `tray`: one tray, its stack as tall as the decks dealt.
  static func picture(of tray: DiscardTray) -> String {
    let dealt = DecimalFormat.fixed(tray.decksDealt, digits: 2)
    let picture = DiscardTrayPicture(
      id: "drill-tray", title: "Discard tray of a \(tray.decks)-deck shoe",
      trays: [DiscardTrayPicture.Tray(decks: tray.decks, cards: tray.cards, caption: "\(dealt) decks dealt")])
    return picture.svg.markup + "\n"
  }

  /// Draws `tray` to the file; the reason it could not be written, if it could not.
  func write(_ tray: DiscardTray) -> Problem? {
    do {
      let file = try OutputFile.create(path, replacing: true)
      try file.commit(Self.picture(of: tray))
      return nil
    } catch {
      return Problem(line: "--svg \(error.description)")
    }
  }
}
