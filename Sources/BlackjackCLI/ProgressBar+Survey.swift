import BlackjackSimulation
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ProgressBar {
  /// Redraws the line for a survey's `progress`: its share of the rounds, the pieces finished, the rate and the ETA
  /// over the whole survey.
  func draw(survey progress: SurveyProgress) {
    let columns = TerminalWidth.columns(of: STDERR_FILENO, environment: environment) ?? 80
    let text = Self.line(survey: progress, columns: columns)
    StandardOutput.writeError(
      "\r" + text + (dumbTerminal ? String(repeating: " ", count: max(0, columns - 1 - text.count)) : "\u{1B}[K"))
  }

  /// The text of the line for a survey's `progress` on a terminal `columns` wide: at most `columns - 1` characters.
  static func line(survey progress: SurveyProgress, columns: Int) -> String {
    let fraction = Double(progress.roundsDone) / Double(max(1, progress.roundsTotal))
    let rate = progress.seconds > 0 ? Double(progress.roundsDone) / progress.seconds : 0
    let eta = rate > 0 ? Double(progress.roundsTotal - progress.roundsDone) / rate : 0
    let percent = DecimalFormat.percent(fraction * 100, digits: 0)
    let pieces = "\(progress.piecesDone) of \(progress.piecesTotal) done"
    let speed = "\(DecimalFormat.compact(rate)) rounds/s, ETA \(DecimalFormat.duration(eta))"
    return fitted(
      fraction: fraction,
      tails: [
        "\(percent) survey, \(pieces), \(speed)", "\(percent), \(pieces), \(speed)", "\(percent), \(pieces)", percent,
      ],
      columns: columns)
  }
}
