import BlackjackEngine
import CardKit

@testable import BlackjackREPL

/// Runs a scripted session and returns its transcript: the greeting, then each input line after "> " followed by
/// the session's response, then the summary at the end of input.
func transcript(
  _ arguments: [String], _ lines: [String], style: CardStyle = CardStyle(ascii: true)
) throws -> String {
  var session = try REPLSession(options: try PlayOptions.parse(arguments), style: style)
  var text = session.greeting
  for line in lines {
    text += "> \(line)\n"
    text += session.handle(.line(line))
    if session.isFinished { return text }
  }
  text += "> ^D\n"
  return text + session.handle(.endOfInput)
}
