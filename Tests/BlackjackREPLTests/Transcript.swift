import BlackjackEngine
import CardKit

@testable import BlackjackREPL

/// Runs a scripted session and returns its transcript: the greeting, then each input line after "> " (an empty line
/// as ">") followed by the session's response, then "> ^D" and the summary at the end of input.
func transcript(
  seed: UInt64 = 7, shoe: String? = nil, rules: String? = nil, bankroll: String = "1000",
  style: CardStyle = CardStyle(ascii: true), _ lines: [String]
) throws -> String {
  var options = PlayOptions()
  options.seed = seed
  options.rulesSpec = rules
  options.bankroll = bankroll
  if let shoe { options.stackedCards = try PlayOptions.cards(from: shoe) }
  var session = try REPLSession(options: options, style: style)
  var text = session.greeting
  for line in lines {
    text += line.isEmpty ? ">\n" : "> \(line)\n"
    text += session.handle(.line(line))
    if session.isFinished { return text }
  }
  text += "> ^D\n"
  return text + session.handle(.endOfInput)
}
