import BlackjackText

/// A command's result, printed as text lines or, with `--json`, as one JSON document of the same value.
protocol Report: Encodable, Sendable {
  /// The text output, line by line.
  var lines: [String] { get }
}

extension Console {
  /// Prints `report` as JSON when `json` is set, otherwise as its text lines, each line wider than `width` (when
  /// given) broken at spaces, never inside a word, and continued under its value (see
  /// ``Swift/String/wrapped(toWidth:underValue:)``).
  ///
  /// - Throws: ``CLIError`` (failure) when the report cannot be encoded.
  func print(_ report: some Report, json: Bool, width: Int? = nil) throws(CLIError) {
    if json {
      line(try JSONOutput.text(report))
    } else {
      report.lines.forEach { line($0.wrapped(toWidth: width, underValue: true)) }
    }
  }
}
