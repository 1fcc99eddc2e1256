import BlackjackSimulation
import BlackjackText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A survey's directory (`survey --out DIR`, `survey --merge DIR`): the survey's manifest `survey.json`, and one
/// part (``SimulationPart``) per finished piece of a run: `run-0003.json` for a whole run, `run-0003.chunks-0-49.json`
/// for chunks 0 to 49 of it. Parts are written whole or not at all, so a stopped survey leaves only finished pieces.
/// Other files (the scheduler's logs, reports) are left alone.
struct SurveyDirectory {
  /// The directory's path as given.
  let path: String

  /// The name of the manifest.
  static let manifestName = "survey.json"

  /// The parts found in the directory, by run, with their files.
  typealias Parts = [Int: [(path: String, part: SimulationPart)]]

  /// The manifest's path.
  var manifestPath: String { path + "/" + Self.manifestName }

  /// The file of the part of `chunks` of run `run` (0-based) of a survey whose runs have `chunkCount` chunks.
  func partPath(run: Int, chunks: Range<Int>, chunkCount: Int) -> String {
    let number = String(run + 1)
    let name = "run-" + String(repeating: "0", count: max(0, 4 - number.count)) + number
    let whole = chunks == 0..<chunkCount
    return path + "/" + name + (whole ? "" : ".chunks-\(chunks.lowerBound)-\(chunks.upperBound - 1)") + ".json"
  }

  /// The run (0-based) a file name is a part of, or `nil` for a file that is not a part's.
  static func run(ofFile name: String) -> Int? {
    guard name.hasPrefix("run-"), name.hasSuffix(".json") else { return nil }
    let body = name.dropFirst(4).dropLast(5)
    let fields = body.split(separator: ".", maxSplits: 1)
    guard let first = fields.first, first.allSatisfy(\.isASCIIDigit), let number = Int(first), number >= 1 else {
      return nil
    }
    if fields.count == 2 {
      let range = fields[1].split(separator: "-")
      guard range.count == 3, range[0] == "chunks", range.dropFirst().allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
      else { return nil }
    }
    return number - 1
  }

  /// Opens the directory of `survey` for writing: makes it if missing, checks that a manifest already there is this
  /// survey's, and reads the parts found; the manifest is written only once every check has passed.
  ///
  /// - Throws: ``CLIError`` (failure) for a path that is not a directory or cannot be made, a directory of another
  ///   survey, or a part that does not belong (each in one line; nothing is written then).
  static func prepare(_ path: String, for survey: Survey) throws(CLIError) -> (SurveyDirectory, Parts) {
    var status = stat()
    if stat(path, &status) != 0 {
      guard errno == ENOENT, mkdir(path, 0o755) == 0 || errno == EEXIST else {
        throw .failure("--out: cannot make the directory '\(path)': \(String(cString: strerror(errno)))")
      }
    } else if (status.st_mode & S_IFMT) != S_IFDIR {
      throw .failure("--out: '\(path)' is not a directory; give a directory for the survey's parts")
    }
    let directory = SurveyDirectory(path: path)
    let manifest = SurveyManifest(survey)
    if let existing = try directory.readManifest(required: false), let difference = manifest.difference(from: existing)
    {
      throw .failure("--out: '\(path)' holds another survey (\(difference)); give another directory")
    }
    let parts = try directory.readParts(of: survey)
    try directory.writeManifest(manifest)
    return (directory, parts)
  }

  /// Opens the directory of a finished or partly finished survey: its survey and its parts.
  ///
  /// - Throws: ``CLIError`` (failure) for a directory without a survey, a damaged manifest, or a part of another
  ///   survey.
  static func open(_ path: String) throws(CLIError) -> (Survey, Parts) {
    let directory = SurveyDirectory(path: path)
    guard let manifest = try directory.readManifest(required: true) else {
      throw .failure("--merge: '\(path)' holds no survey")
    }
    if manifest.program != SimulationPart.currentProgram {
      throw .failure(
        "--merge: '\(directory.manifestPath)' was written by \(manifest.program); this is "
          + "\(SimulationPart.currentProgram), which merges its own surveys")
    }
    let survey = try manifest.survey(path: directory.manifestPath)
    return (survey, try directory.readParts(of: survey))
  }

  /// The manifest in the directory, or `nil` when there is none (an error when `required`).
  private func readManifest(required: Bool) throws(CLIError) -> SurveyManifest? {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.contents(of: manifestPath, limit: 64 << 20)
    } catch {
      var status = stat()
      if !required && stat(manifestPath, &status) != 0 && errno == ENOENT { return nil }
      throw .failure(
        "\(error)\(required ? "; a survey's directory holds the survey.json that 'blackjack survey --out' wrote" : "")")
    }
    do {
      return try JSONDecoding.decode(SurveyManifest.self, from: bytes)
    } catch {
      throw .failure(
        "'\(manifestPath)' is not a survey's file (written by 'blackjack survey --out'): \(JSONDecoding.reason(error))")
    }
  }

  /// Writes the manifest unless the same one is there (shards of a survey may race to write it: the first wins, and
  /// the others find it equal).
  private func writeManifest(_ manifest: SurveyManifest) throws(CLIError) {
    if let existing = try readManifest(required: false), existing == manifest { return }
    let text = try JSONOutput.text(manifest)
    do {
      let file = try OutputFile.create(manifestPath, replacing: false)
      try file.commit(text + "\n")
    } catch {
      // Another shard wrote it first: it must be this survey's.
      if let existing = try readManifest(required: false), existing == manifest { return }
      throw .failure("--out: \(error)")
    }
  }

  /// The parts in the directory, by run, each checked to be a part of `survey`'s run its name says.
  private func readParts(of survey: Survey) throws(CLIError) -> Parts {
    guard let handle = opendir(path) else {
      throw .failure("cannot read the directory '\(path)': \(String(cString: strerror(errno)))")
    }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if Self.run(ofFile: name) != nil { names.append(name) }
    }
    closedir(handle)
    var parts: Parts = [:]
    for name in names.sorted() {
      let file = path + "/" + name
      guard let run = Self.run(ofFile: name), survey.runs.indices.contains(run) else {
        throw .failure("'\(file)' is a part of another survey: this survey has \(survey.runs.count) runs")
      }
      let part = try SimulationPart.read(file)
      if part.program != SimulationPart.currentProgram {
        throw .failure(
          "'\(file)' was written by \(part.program); this is \(SimulationPart.currentProgram): give it a directory of "
            + "its own")
      }
      let expected = survey.partRun(run)
      if part.run != expected {
        let difference = zip(part.run.settings, expected.settings).first { $0.value != $1.value }
        let (setting, theirs, ours) = difference.map { ($0.0.name, $0.0.value, $0.1.value) } ?? ("run", "?", "?")
        throw .failure("'\(file)' is a part of another survey: its \(setting) is '\(theirs)', not '\(ours)'")
      }
      parts[run, default: []].append((file, part))
    }
    return parts
  }

  /// Writes the part of `piece` of `survey` with these statistics, replacing one left by an earlier try.
  func write(_ piece: SurveyPiece, of survey: Survey, simulation: Simulation, stats: SimulationStats, threads: Int)
    throws(CLIError)
  {
    let result = SimulationResult(simulation: simulation, stats: stats, chunks: [piece.chunks], seconds: 0)
    let part = SimulationPart(result: result, threads: threads, bankroll: nil)
    let file = partPath(run: piece.run, chunks: piece.chunks, chunkCount: survey.chunkCount)
    do {
      try OutputFile.create(file, replacing: true).commit(try part.text())
    } catch let error as OutputFileError {
      throw .failure("--out: \(error)")
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("--out: \(error)")
    }
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
