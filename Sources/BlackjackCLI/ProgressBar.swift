import BlackjackSimulation
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-line progress display on standard error, redrawn in place, never wider than the terminal.
///
/// The line is fitted to the terminal's width, read again at every redraw (a resized window is followed): when the
/// whole line does not fit, the EV, then the rate and the ETA are left out and the bar narrows, and whatever is
/// left is cut one column short of the edge, so the cursor never wraps and the line never scrolls. On a `dumb`
/// terminal the old line is blanked with spaces instead of the erase-line escape sequence.
struct ProgressBar {
  /// Whether `TERM` is `dumb`: no escape sequences may be written.
  var dumbTerminal: Bool
  /// The environment, for `COLUMNS` when the terminal does not report its width.
  var environment: [String: String]

  /// Redraws the line for `progress`.
  func draw(_ progress: SimulationProgress, bet: Int) {
    let columns = TerminalWidth.columns(of: STDERR_FILENO, environment: environment) ?? 80
    let text = Self.line(progress, bet: bet, columns: columns)
    emit("\r" + text + (dumbTerminal ? String(repeating: " ", count: max(0, columns - 1 - text.count)) : "\u{1B}[K"))
  }

  /// Blanks the line.
  func clear() {
    let columns = TerminalWidth.columns(of: STDERR_FILENO, environment: environment) ?? 80
    emit(dumbTerminal ? "\r" + String(repeating: " ", count: max(0, columns - 1)) + "\r" : "\r\u{1B}[K")
  }

  /// The text of the line for `progress` on a terminal `columns` wide: at most `columns - 1` characters.
  static func line(_ progress: SimulationProgress, bet: Int, columns: Int) -> String {
    let fraction = Double(progress.roundsDone) / Double(max(1, progress.roundsTotal))
    let rate = progress.seconds > 0 ? Double(progress.roundsDone) / progress.seconds : 0
    let eta = rate > 0 ? Double(progress.roundsTotal - progress.roundsDone) / rate : 0
    let ev = progress.stats.expectedValue(bet: bet) * 100
    let error = progress.stats.standardError(bet: bet) * 100
    let percent = DecimalFormat.percent(fraction * 100, digits: 0)
    let rounds = "\(DecimalFormat.compact(Double(progress.roundsDone))) rounds"
    let speed = "\(DecimalFormat.compact(rate))/s, ETA \(DecimalFormat.duration(eta))"
    let value = "EV \(DecimalFormat.signed(ev, digits: 3)) % ± \(DecimalFormat.fixed(error, digits: 3)) %"
    let tails = [
      "\(percent) \(rounds), \(speed), \(value)", "\(percent) \(rounds), \(speed)", "\(percent) \(rounds)", percent,
    ]
    return fitted(fraction: fraction, tails: tails, columns: columns)
  }

  /// A bar `fraction` full followed by the first of `tails` (longest first, the last the shortest) that fits with it
  /// in `columns - 1` characters, the bar narrowing from 24 to 10 before a shorter tail is tried; cut at the edge
  /// when even the last does not fit.
  static func fitted(fraction: Double, tails: [String], columns: Int) -> String {
    let room = max(1, columns - 1)
    let bar = { (width: Int) in
      let filled = Int(fraction * Double(width))
      return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
    }
    for tail in tails {
      for width in [24, 16, 10] where width + 3 + tail.count <= room {
        return bar(width) + tail
      }
    }
    return String((bar(10) + (tails.last ?? "")).prefix(room))
  }

  private func emit(_ text: String) { StandardOutput.writeError(text) }
}
