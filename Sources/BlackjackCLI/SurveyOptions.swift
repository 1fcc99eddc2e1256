import BlackjackCounting
import BlackjackEngine
import BlackjackSimulation
import BlackjackText

/// The constants and file reading of `blackjack survey`.
enum SurveyOptions {
  /// The default rounds of each run, and the most games.
  static let defaultRounds = 10_000_000
  static let defaultMaximumGames = 1_000
  /// The largest games file read.
  static let maximumFileSize = 1 << 20
}

/// The option group of the games of a survey: a grid whose lists multiply, or `--games FILE`.
/// (Its options, which `--merge` reads from the directory instead, are ``ParsableOptions/optionSpecs``.)
struct SurveyGridOptions: ParsableOptions {
  @Opt(
    .text(
      "rules", valueName: "SPECS",
      help: "Rule sets, separated by ';', e.g. \"S17 DAS LS; H17 DAS LS\" (default \(Rules().spec))."))
  var rules: String?
  @Opt(.text("decks", valueName: "LIST", help: "Deck counts, separated by commas, e.g. 1,2,6,8 (default: the rules')."))
  var decks: String?
  @Opt(
    .text(
      "pen", valueName: "LIST",
      help: "Penetrations: per cent of the shoe, fractions or cut cards, e.g. 65,75,83 or 5/6,cut260 (default: "
        + "the rules')."))
  var penetration: String?
  @Opt(.text("spread", valueName: "LIST", help: "Spreads of the bets in units, e.g. 1-8,1-12 (default 1-12)."))
  var spread: String?
  @Opt(
    .text(
      "count", valueName: "LIST", help: "Counting systems, e.g. hilo,ko (default hilo; as simulate --count takes them)."
    ))
  var count: String?
  @Opt(
    .text(
      "play", valueName: "LIST",
      help: "all (every round), wong (sit out where the count does not pay), or all,wong (default all)."))
  var play: String?
  @Opt(
    .text(
      "games", valueName: "FILE",
      help: "Games from FILE instead of a grid, one a line: RULES | COUNT | SPREAD [| wong]."))
  var games: String?

  /// The games of the grid options or of `--games FILE`, at most `maximum` (`--max-games`).
  ///
  /// - Throws: ``CLIError`` (usage) for an empty list, a malformed item, a grid larger than `--max-games` (saying
  ///   how many games it makes), or rules that contradict each other, each naming what was wrong; (failure) for a
  ///   games file that cannot be read.
  func games(maximum: Int) throws(CLIError) -> [SurveyGame] {
    if let path = games {
      if let given = givenOptions.first(where: { $0 != $games.spec }) {
        throw .usage("give the games as a grid (\(given.flagName) …) or in --games FILE, not both")
      }
      return try SurveyOptions.games(file: path, maximum: maximum)
    }
    let ruleSets = try Self.list($rules, separator: ";", default: [""]) { $0 }
    let decks = try Self.list($decks, default: [nil]) { text -> String?? in
      let digits = text.uppercased().hasSuffix("D") ? String(text.dropLast()) : text
      guard let count = Int(digits), (1...8).contains(count) else { return nil }
      return .some("\(count)D")
    }
    let penetrations = try Self.list($penetration, default: [nil]) { text -> String?? in
      let upper = text.uppercased()
      if upper.hasPrefix("CUT") || upper.hasPrefix("PEN") { return .some(upper) }
      guard text.first?.isNumber == true else { return nil }
      return .some("PEN" + upper)
    }
    let spreads = try Self.list($spread, default: [(1, 12)]) { ParsedOptions.spread($0) }
    let systems = try Self.list($count, default: [CountingSystem.hiLo]) { text -> CountingSystem? in
      try? CountingSystem(spec: text)
    }
    let plays = try Self.list($play, default: [false]) { text -> Bool? in
      switch text.lowercased() {
      case "all": false
      case "wong": true
      default: nil
      }
    }
    var total = 1
    for size in [ruleSets.count, decks.count, penetrations.count, systems.count, spreads.count, plays.count] {
      let (product, overflow) = total.multipliedReportingOverflow(by: size)
      total = overflow ? Int.max : product
    }
    guard total <= maximum else {
      throw .usage(
        "the grid makes \(total == Int.max ? "too many" : DecimalFormat.grouped(total)) games, more than --max-games "
          + "\(DecimalFormat.grouped(maximum)); shorten a list or raise --max-games")
    }
    var games: [SurveyGame] = []
    for ruleSet in ruleSets {
      for deck in decks {
        for penetration in penetrations {
          let spec = ([ruleSet] + [deck, penetration].compactMap { $0 }).filter { !$0.isEmpty }.joined(separator: " ")
          let rules: Rules
          do {
            rules = try Rules(spec: spec)
          } catch {
            throw .usage("the game '\(spec)' of the grid: \(error)")
          }
          guard rules.deckCount != nil else {
            throw .usage("the game '\(spec)' of the grid: a count needs a shoe of 1 to 8 decks, not INF")
          }
          for system in systems {
            for (low, high) in spreads {
              for sitsOut in plays {
                games.append(SurveyGame(rules: rules, system: system, low: low, high: high, sitsOut: sitsOut))
              }
            }
          }
        }
      }
    }
    return games
  }

  /// The items of the list `option` holds, each read by `item` (`nil`: malformed), or `default` without it.
  private static func list<Item>(
    _ option: Opt<String?>, separator: Character = ",", default: [Item], _ item: (String) -> Item?
  ) throws(CLIError) -> [Item] {
    guard let text = option.wrappedValue else { return `default` }
    // Empty items (a trailing separator) are skipped.
    let words = text.split(separator: separator).map { SurveyOptions.trimmed($0) }.filter { !$0.isEmpty }
    guard !words.isEmpty else {
      throw .usage("\(option.spec.flagName) '\(text)' is an empty list: the grid would have no games")
    }
    var items: [Item] = []
    for word in words {
      guard let value = item(word) else {
        throw .usage("\(option.spec.flagName): '\(word)' is not \(SurveyOptions.itemName(option)); \(option.spec.help)")
      }
      items.append(value)
    }
    return items
  }

}

extension SurveyOptions {
  /// `text` without the spaces, tabs and carriage returns at its ends.
  static func trimmed(_ text: some StringProtocol) -> String {
    let blank = { (character: Character) in character == " " || character == "\t" || character == "\r" }
    return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
  }

  /// What one item of `option`'s list is, for messages.
  fileprivate static func itemName(_ option: Opt<String?>) -> String {
    switch option.spec.name {
    case "decks": "a deck count from 1 to 8"
    case "pen": "a penetration (a percentage 50 to 95, a fraction p/q of the shoe, or cutN)"
    case "spread": "a spread LOW-HIGH with 1 <= LOW <= HIGH <= 1000000"
    case "count": "a counting system"
    case "play": "all or wong"
    default: "an item of the list"
    }
  }

  /// The games of the file at `path`: one a line, `RULES | COUNT | SPREAD [| all|wong]`; blank lines and lines
  /// starting with `#` are skipped.
  static func games(file path: String, maximum: Int) throws(CLIError) -> [SurveyGame] {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.contents(of: path, limit: SurveyOptions.maximumFileSize)
    } catch {
      throw .failure("--games: \(error)")
    }
    guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
      throw .failure("--games: '\(path)' is not a text file; a games file has lines like 6D S17 DAS | hilo | 1-12")
    }
    var games: [SurveyGame] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = trimmed(line)
      guard !content.isEmpty, !content.hasPrefix("#") else { continue }
      let where_ = "--games: '\(path)' line \(number + 1)"
      let fields = content.split(separator: "|", omittingEmptySubsequences: false).map { trimmed($0) }
      guard (3...4).contains(fields.count) else {
        throw .usage("\(where_) is not RULES | COUNT | SPREAD [| all|wong]: it has \(fields.count) fields")
      }
      let rules: Rules
      do {
        rules = try Rules(spec: fields[0])
      } catch {
        throw .usage("\(where_): \(error)")
      }
      guard rules.deckCount != nil else { throw .usage("\(where_): a count needs a shoe of 1 to 8 decks, not INF") }
      let system: CountingSystem
      do {
        system = try CountingSystem(spec: fields[1])
      } catch {
        throw .usage("\(where_): \(error)")
      }
      guard let spread = ParsedOptions.spread(fields[2]) else {
        throw .usage("\(where_): '\(fields[2])' is not a spread LOW-HIGH with 1 <= LOW <= HIGH <= 1000000")
      }
      let play = fields.count == 4 ? fields[3].lowercased() : "all"
      guard play == "all" || play == "wong" else { throw .usage("\(where_): '\(fields[3])' is not all or wong") }
      games.append(
        SurveyGame(rules: rules, system: system, low: spread.low, high: spread.high, sitsOut: play == "wong"))
      guard games.count <= maximum else {
        throw .usage(
          "--games: '\(path)' has more than --max-games \(DecimalFormat.grouped(maximum)) games; raise --max-games")
      }
    }
    guard !games.isEmpty else { throw .usage("--games: '\(path)' holds no games; a line is RULES | COUNT | SPREAD") }
    return games
  }
}
