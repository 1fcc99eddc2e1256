import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// A survey as `blackjack survey` plays it: the games, the runs they share (one per rules and counting system), and
/// the seed and rounds every run plays. Every run is `simulate --count SYSTEM --rules RULES --rounds N --seed S`.
struct Survey: Hashable, Sendable {
  /// The games, in the order of the grid or the file.
  var games: [SurveyGame]
  /// The runs, in the order their first game comes.
  var runs: [SurveyRun]
  /// The run of each game, as a position in ``runs``.
  var runOfGame: [Int]
  /// The seed of every run.
  var seed: UInt64
  /// The rounds of every run.
  var rounds: Int
  /// The rounds per chunk.
  var chunkSize = Simulation.defaultChunkSize

  /// The survey of `games`, each run `rounds` rounds from `seed`.
  init(games: [SurveyGame], seed: UInt64, rounds: Int) {
    self.games = games
    self.seed = seed
    self.rounds = rounds
    var runs: [SurveyRun] = []
    var positions: [SurveyRun: Int] = [:]
    runOfGame = games.map { game in
      let run = game.run
      if let position = positions[run] { return position }
      positions[run] = runs.count
      runs.append(run)
      return runs.count - 1
    }
    self.runs = runs
  }

  /// The chunks of each run.
  var chunkCount: Int { (rounds + chunkSize - 1) / chunkSize }

  /// The simulation of run `run` with the player on `chart`.
  func simulation(_ run: Int, chart: BasicStrategy) -> Simulation {
    var simulation = runs[run].simulation(rounds: rounds, seed: seed, chart: chart)
    simulation.chunkSize = chunkSize
    return simulation
  }

  /// What a part of run `run` must say of its run.
  func partRun(_ run: Int) -> SimulationPart.Run {
    SimulationPart.Run(
      rules: runs[run].rules.spec, strategy: "basic", seed: String(seed), rounds: rounds, chunkSize: chunkSize,
      bet: 1, counter: Counter(system: runs[run].system), bankroll: nil)
  }

  /// The game as a `simulate` command would play and bet it (without the bets' own options).
  func simulateOptions(_ game: Int) -> String {
    let item = games[game]
    return
      "--rules \"\(item.rules.spec)\" --count \(item.system.spec.contains(" ") ? "\"\(item.system.spec)\"" : item.system.spec) "
      + "--spread \(item.low)-\(item.high) --rounds \(rounds) --seed \(seed) --bets" + (item.sitsOut ? " --wong" : "")
  }
}

/// The file `survey.json` in a survey's directory (`--out DIR`): what the survey is, so that a second run of the
/// same command continues it, shards of it share the directory, and `--merge DIR` reads it back.
///
/// Fields: `format` ("blackjack-survey"), `formatVersion` (1), `program`, `seed` (a string), `rounds`, `chunkSize`,
/// `runs[]` (`rules`, `count`: the canonical rules and the counting system's spec), `games[]` (`run`, 1-based;
/// `spread` "LOW-HIGH"; `play` "all" or "wong").
struct SurveyManifest: Codable, Hashable, Sendable {
  /// One run.
  struct Run: Codable, Hashable, Sendable {
    var rules: String
    var count: String
  }

  /// One game.
  struct Game: Codable, Hashable, Sendable {
    var run: Int
    var spread: String
    var play: String
  }

  static let formatName = "blackjack-survey"
  static let currentFormatVersion = 1

  var format = Self.formatName
  var formatVersion = Self.currentFormatVersion
  var program: String
  var seed: String
  var rounds: Int
  var chunkSize: Int
  var runs: [Run]
  var games: [Game]

  /// The manifest of `survey`.
  init(_ survey: Survey) {
    program = SimulationPart.currentProgram
    seed = String(survey.seed)
    rounds = survey.rounds
    chunkSize = survey.chunkSize
    runs = survey.runs.map { Run(rules: $0.rules.spec, count: $0.system.spec) }
    games = zip(survey.games, survey.runOfGame).map { game, run in
      Game(run: run + 1, spread: "\(game.low)-\(game.high)", play: game.sitsOut ? "wong" : "all")
    }
  }

  /// The first setting in which `other` differs from this manifest, in words, or `nil` when they are the same.
  func difference(from other: SurveyManifest) -> String? {
    if program != other.program { return "it was written by \(other.program), and this is \(program)" }
    if seed != other.seed { return "its seed is \(other.seed), not \(seed)" }
    if rounds != other.rounds { return "its games play \(other.rounds) rounds, not \(rounds)" }
    if chunkSize != other.chunkSize { return "its chunks are \(other.chunkSize) rounds, not \(chunkSize)" }
    if runs != other.runs || games != other.games {
      return "its \(other.games.count) games are not these \(games.count)"
    }
    return nil
  }

  /// The survey the manifest describes.
  ///
  /// - Throws: ``CLIError`` (failure) naming what does not read, `path` naming the file.
  func survey(path: String) throws(CLIError) -> Survey {
    let damaged = { (what: String) in CLIError.failure("'\(path)' is a damaged survey file: \(what)") }
    guard let seed = UInt64(seed), rounds >= 1, rounds <= SimulationPart.maximumRounds, chunkSize >= 1,
      chunkSize <= SimulationPart.maximumChunkSize, !games.isEmpty
    else { throw damaged("its seed '\(seed)', \(rounds) rounds, chunks of \(chunkSize) or \(games.count) games") }
    var runs: [SurveyRun] = []
    for run in self.runs {
      let rules: Rules
      let system: CountingSystem
      do {
        rules = try Rules(spec: run.rules)
        system = try CountingSystem(spec: run.count)
      } catch {
        throw damaged("its run '\(run.rules)' counted '\(run.count)' does not read: \(error)")
      }
      runs.append(SurveyRun(rules: rules, system: system))
    }
    var games: [SurveyGame] = []
    for game in self.games {
      guard runs.indices.contains(game.run - 1), let spread = ParsedOptions.spread(game.spread),
        ["all", "wong"].contains(game.play)
      else { throw damaged("a game of run \(game.run), spread '\(game.spread)', play '\(game.play)'") }
      let run = runs[game.run - 1]
      games.append(
        SurveyGame(
          rules: run.rules, system: run.system, low: spread.low, high: spread.high, sitsOut: game.play == "wong"))
    }
    var survey = Survey(games: games, seed: seed, rounds: rounds)
    survey.chunkSize = chunkSize
    guard survey.runs == runs else { throw damaged("its runs are not the runs of its games, in order") }
    return survey
  }
}
