/// What the line being handled answers, gathered while it is handled: the lines to print, and whether the line was
/// refused (``REPLSession/Reply`` is made of it once the line is done); and how many lines were refused so far.
struct ReplyBuffer {
  /// Lines printed by the command being handled.
  var lines: [String] = []
  /// Whether the line being handled was refused.
  var isRefused = false
  /// How many lines the session has refused.
  var refusedLines = 0
}
