import BlackjackText
import CEditLine
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bridge between libedit's C completion callbacks and a Swift completion function.
///
/// libedit calls plain C function pointers, which cannot capture context, so the Swift function and the candidates
/// of the completion in progress live in process-wide mutex-protected state here.
enum EditLineCompletion {
  private struct State {
    var provider: (@Sendable (String) -> [String])?
    var candidates: [String] = []
    var next = 0
  }

  private static let state = Mutex(State())

  /// Makes `provider` answer Tab: it gets the line up to the cursor and returns candidates for the last word.
  static func install(_ provider: @escaping @Sendable (String) -> [String]) {
    state.withLock { $0.provider = provider }
    ceditline_set_basic_word_break_characters(" \t")
    ceditline_set_attempted_completion_function(attempted)
  }

  /// Called by libedit on Tab with the word under the cursor; returns the matches (never file names).
  private static let attempted:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
      -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
        ceditline_set_attempted_completion_over(1)
        var prefix = ""
        if let buffer = ceditline_line_buffer() {
          let point = Int(max(0, ceditline_point()))
          let length = min(point, strlen(buffer))
          prefix = buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
          }
        }
        let found = EditLineCompletion.state.withLock { state -> Bool in
          state.candidates = state.provider?(prefix) ?? []
          state.next = 0
          return !state.candidates.isEmpty
        }
        guard found, let text else { return nil }
        // Several candidates and nothing to add to the word: list them in the completer's order (the legal actions
        // first), which libedit's list would sort, and draw the prompt and the line again below the list.
        let candidates = EditLineCompletion.state.withLock { $0.candidates }
        let width = TerminalWidth.columns(of: STDOUT_FILENO, environment: REPL.processEnvironment())
        if let listing = Completer.listing(candidates, typed: String(cString: text), width: width) {
          StandardOutput.write("\n" + listing + "\n")
          rl_forced_update_display()
          return nil
        }
        return rl_completion_matches(text, entry)
      }

  /// Called by libedit repeatedly (state 0, 1, …) for one malloc'd candidate at a time, `NULL` when done.
  private static let entry: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
    _, _ in
    let candidate = EditLineCompletion.state.withLock { state -> String? in
      guard state.next < state.candidates.count else { return nil }
      defer { state.next += 1 }
      return state.candidates[state.next]
    }
    return candidate.flatMap { strdup($0) }
  }
}
