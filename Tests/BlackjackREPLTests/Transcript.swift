import BlackjackAnalysis
import BlackjackEngine
import CardKit

@testable import BlackjackREPL

/// Runs a scripted session and returns its transcript: the greeting, then each input line after "> " (an empty line
/// as ">") followed by the session's response, then "> ^D" and the summary at the end of input.
///
/// Unless `exactLines` is set, the lines that carry the exact analysis's numbers (the EV table of `hint` and the
/// "Decisions off the exact best play" line of `stats`) are left out: the golden transcripts are worked out by hand
/// from the cards, while those numbers are checked against published figures in `ExactHintTests`.
func transcript(
  seed: UInt64 = 7, shoe: String? = nil, rules: String? = nil, bankroll: String = "1000",
  style: CardStyle = CardStyle(ascii: true), exactLines: Bool = false, postSplit: PostSplitPolicy = .cdzMinus,
  _ lines: [String]
) throws -> String {
  let text = try fullTranscript(
    seed: seed, shoe: shoe, rules: rules, bankroll: bankroll, style: style, postSplit: postSplit, lines)
  return exactLines ? text : withoutExactLines(text)
}

/// The transcript without the exact analysis's lines.
func withoutExactLines(_ text: String) -> String {
  let actions = Set(["hit", "stand", "double", "split", "surrender"])
  var kept: [Substring] = []
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("Exact expected value per initial bet") || line.hasPrefix("Decisions off the exact best play") {
      continue
    }
    let words = line.split(separator: " ")
    if line.hasPrefix("  "), let first = words.first, actions.contains(String(first)), words.count >= 2,
      words[1].first == "+" || words[1].first == "-"
    {
      continue
    }
    kept.append(line)
  }
  return kept.joined(separator: "\n")
}

/// The whole transcript, exact lines included.
private func fullTranscript(
  seed: UInt64, shoe: String?, rules: String?, bankroll: String, style: CardStyle, postSplit: PostSplitPolicy,
  _ lines: [String]
) throws -> String {
  var options = PlayOptions()
  options.postSplit = postSplit
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
