import Foundation
import Testing

/// Tests that run the built `blackjack` executable, as a user would, and check its standard output, standard error
/// and exit status (as swift-argument-parser's example tests do).
@Suite("The blackjack binary")
struct BinaryTests {
  /// The directory holding the built products: the test runner sits beside them.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// A chart cache for this test run's binaries, so that they never write to the user's `~/.cache`.
  static let cacheDirectory: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-cache-\(getpid())").path
    try? FileManager.default.removeItem(atPath: path)
    return path
  }()

  /// The test's environment with `XDG_CACHE_HOME` set to ``cacheDirectory``.
  static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = cacheDirectory
    return environment
  }

  /// What a run of the binary printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `blackjack` with `arguments`, feeding it `input`; `shell` wraps the command (for redirections);
  /// `variables` are set in (or, when empty, removed from) the test's environment.
  static func blackjack(
    _ arguments: [String], input: String = "", redirect: String? = nil, signal: Int32? = nil,
    variables: [String: String] = [:]
  ) throws -> Run {
    let binary = productsDirectory.appendingPathComponent("blackjack").path
    let process = Process()
    var environment = environment
    for (name, value) in variables { environment[name] = value.isEmpty ? nil : value }
    process.environment = environment
    if let redirect {
      // Through the shell, for redirections the test cannot express with pipes (a full disk, a closed descriptor).
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      let quoted = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
      process.arguments = ["-c", "exec " + quoted.joined(separator: " ") + " " + redirect]
    } else {
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
    }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    if let signal {
      // Long enough for the run to be under way (an infinite-deck chart takes milliseconds).
      Thread.sleep(forTimeInterval: 1.5)
      kill(process.processIdentifier, signal)
    }
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  @Test("success: a seeded deck on standard output, nothing on standard error, exit 0")
  func success() throws {
    let run = try Self.blackjack(["deck", "--seed", "42", "--draw", "2"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix("Shuffled 1 deck with seed 42.\nDeck with 52 cards\n"))
    #expect(run.output.hasSuffix("\n50 cards left in the deck.\n"))
  }

  @Test("a usage error: one line on standard error, nothing on standard output, exit 2")
  func usageError() throws {
    let run = try Self.blackjack(["deck", "--decks", "9"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "blackjack: --decks expects a whole number from 1 to 8, got '9'\n")
  }

  @Test("a runtime error: output that cannot be written is reported, exit 1", arguments: [">/dev/full", ">&-"])
  func writeError(redirect: String) throws {
    for arguments in [["deck", "--seed", "1"], ["dealer", "--rules", "INF"], ["--help"]] {
      let run = try Self.blackjack(arguments, redirect: redirect)
      #expect(run.status == 1, "\(arguments) \(redirect)")
      let reason = redirect == ">&-" ? "Bad file descriptor" : "No space left on device"
      #expect(run.errors == "blackjack: write error: \(reason)\n", "\(arguments) \(redirect)")
    }
  }

  @Test("the REPL reports a write error too", arguments: [">/dev/full", ">&-"])
  func replWriteError(redirect: String) throws {
    let run = try Self.blackjack(["play", "--seed", "1"], input: "bet 10\nstand\n", redirect: redirect)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("blackjack: write error: "))
  }

  @Test("scripted play: refusals go to standard error and make the exit status 1; --echo shows prompt and line")
  func scriptedPlay() throws {
    let clean = try Self.blackjack(
      ["play", "--seed", "7", "--shoe", "TS 9H 6D 7C 4H TC"], input: "bet 10\nhit\nstand\n")
    #expect(clean.status == 0)
    #expect(clean.errors.isEmpty)
    #expect(clean.output.contains("Result: win — 20, dealer busts, +10.00\n"))
    let refused = try Self.blackjack(
      ["play", "--seed", "7", "--shoe", "TS 9H 6D 7C 4H TC", "--echo", "--ascii"],
      input: "bet 10\nsplit\nhit\nstand\n")
    #expect(refused.status == 1)
    #expect(refused.errors == "cannot split: can only split a pair; legal now: hit, stand, double\n")
    #expect(
      refused.output.contains(
        """
        [1000.00] > bet 10
        Bet 10.00.
        Dealer: 9H ??
        You:    10S 6D  16  bet 10.00
        Your move: hit, stand, double
        [1000.00 | bet 10.00 | hit/stand/double] > split
        [1000.00 | bet 10.00 | hit/stand/double] > hit
        Dealer: 9H ??
        You:    10S 6D 4H  20  bet 10.00
        """))
    #expect(!refused.output.contains("cannot split"))
  }

  @Test(
    "simulate stopped by a signal prints the partial result and exits 128 + the signal", arguments: [SIGINT, SIGTERM])
  func stoppedSimulation(signal: Int32) throws {
    let run = try Self.blackjack(
      ["simulate", "--rules", "INF", "--rounds", "1e12", "--seed", "1", "--threads", "1"], signal: signal)
    #expect(run.status == 128 + signal)
    #expect(run.output.hasPrefix("PARTIAL (stopped): Simulated "))
    #expect(run.errors.isEmpty)
  }
}

extension BinaryTests {
  @Test("a shard stopped by a signal writes the chunks it finished; the merge names the rest missing")
  func stoppedShard() throws {
    let directory = NSTemporaryDirectory() + "blackjack-stopped-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let part = directory + "/part.json"
    let run = try Self.blackjack(
      [
        "simulate", "--rules", "INF", "--rounds", "1e12", "--seed", "1", "--threads", "1", "--shard", "2/2", "--out",
        part,
      ], signal: SIGINT)
    #expect(run.status == 130)
    #expect(run.output.hasPrefix("Shard 2/2 of seed 1: chunks 5000000 to "))
    #expect(run.output.contains("rounds, stopped early) written to \(part)"))
    let merged = try Self.blackjack(["merge", part])
    #expect(merged.status == 3)
    #expect(merged.output.hasPrefix("PARTIAL (chunks missing): Simulated "))
    #expect(merged.errors.hasPrefix("blackjack: warning: no part has chunks 0 to 4999999 (500,000,000,000 rounds)"))
  }
}

extension BinaryTests {
  @Test("indices --out writes an index file that simulate --indices plays; eor prints its table")
  func generatedIndices() throws {
    let directory = NSTemporaryDirectory() + "blackjack-indices-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/fab4.txt"
    let generated = try Self.blackjack([
      "indices", "--rules", "6D S17 DAS LS", "--plays", "fab4", "--samples", "16", "--rounds", "100k", "--seed", "2",
      "--out", file,
    ])
    #expect(generated.status == 0)
    #expect(generated.errors.isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == generated.output)
    let simulated = try Self.blackjack([
      "simulate", "--rules", "6D S17 DAS LS", "--count", "hilo", "--indices", file, "--rounds", "2000", "--seed", "1",
    ])
    #expect(simulated.status == 0, "\(simulated.errors)")
    let again = try Self.blackjack(["indices", "--rules", "6D S17 DAS LS", "--plays", "fab4", "--out", file])
    #expect(again.status == 1)
    #expect(again.errors == "blackjack: --out: '\(file)' exists; add --force to replace it\n")
    let eor = try Self.blackjack(["eor", "--rules", "2D"])
    #expect(eor.status == 0 && eor.output.contains("\n  Hi-Lo "))
  }
}
