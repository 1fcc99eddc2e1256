import BlackjackText

extension OutputFile {
  /// Opens `path` for the option that names it (`--out`, `--report`): a file that exists (unless `replacing`) or
  /// cannot be written is a failure naming the option, found before any long work.
  ///
  /// - Throws: ``CLIError`` (failure), such as "--out: 'part.json' exists; add --force to replace it".
  static func create(_ path: String, replacing: Bool, for option: String) throws(CLIError) -> OutputFile {
    do {
      return try create(path, replacing: replacing)
    } catch {
      throw .failure("\(option): \(error)")
    }
  }

  /// Writes `text` as the whole file of the option that names it.
  ///
  /// - Throws: ``CLIError`` (failure) naming the option and the system's reason; the file is then as it was.
  func commit(_ text: String, for option: String) throws(CLIError) {
    do {
      try commit(text)
    } catch {
      throw .failure("\(option): \(error)")
    }
  }
}
