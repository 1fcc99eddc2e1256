import BlackjackEngine
import BlackjackPictures
import BlackjackProfile
import BlackjackText
import BlackjackTraining

extension Subcommand {
  /// `blackjack progress [--profile NAME] [--db PATH] [--report FILE.html] [--force]`: each drilled skill's
  /// accuracy and speed against its target.
  public static let progress = Subcommand(ProgressCommand.self)
}

/// `blackjack progress`: each drilled skill's accuracy and speed against its target.
struct ProgressCommand: Command {
  static let configuration = CommandConfiguration(
    name: "progress",
    summary: "Show a profile's drill skills: accuracy and speed over the last sessions against each target.",
    discussion: """
      One line per skill drilled at the prompt (strategy, deviations, count, countdown, true-count, decks, pairs): \
      answers, share right and seconds an answer (a deck for countdown) over the last \
      \(ProgressReport.sessionsCounted) sessions that drilled it, and whether that meets the skill's target; a \
      'Ready' line when every skill does. --report FILE.html writes a page charting each skill session by session, \
      the strategy card for --rules (which goes only with --report) coloured by the profile's own error rate, and \
      reference discard trays. Nothing \
      in the database is created or changed.
      """)

  @Opt(ProfileOptions.profile) var profile: String?
  var database = DatabaseOptions()
  @Opt(
    .text(
      "report", valueName: "FILE",
      help: "Also write a page (HTML, self-contained) charting each skill and the card coloured by your errors."))
  var report: String?
  @Opt(SimulateOptions.force) var force = false
  var game = GameOptions()
  @Opt(CommonOptions.json) var json = false

  /// `--rules` chooses the strategy card of the `--report` page, so it needs `--report`.
  mutating func validate() throws(CLIError) {
    if game.spec != nil && report == nil {
      throw .usage("--rules chooses the strategy card of the --report page; it needs --report FILE")
    }
  }

  func run(_ console: Console) throws(CLIError) -> Int32 {
    let name = try ProfileOptions.name(profile) ?? "default"
    // The rules are read before anything is written: a bad --rules leaves no page half made.
    let rules = try game.rules()
    let file = try report.map { path throws(CLIError) in
      try OutputFile.create(path, replacing: force, for: "--report")
    }
    let answers: [DrillAnswerRecord]
    do throws(CLIError) {
      let store = try database.openStore()
      do throws(ProfileError) {
        answers = try store.drillAnswers(profile: name)
      } catch {
        throw CLIError.failure(error.description)
      }
    } catch {
      file?.abandon()
      throw error
    }
    let report = ProgressReport(profile: name, answers: answers)
    if json {
      console.line(try JSONOutput.text(report.json))
    } else {
      report.lines.forEach { console.line($0) }
    }
    try file?.commit(report.html(rules: rules), for: "--report")
    return 0
  }
}

/// What `blackjack progress` shows: per skill, the answers of the last sessions against the skill's target.
struct ProgressReport {
  /// How many of the latest sessions that drilled a skill count towards it.
  static let sessionsCounted = 5

  /// One skill's standing.
  struct Skill {
    /// The skill.
    var skill: DrillSkill
    /// Answers counted (the last sessions').
    var answered: Int
    /// Those right.
    var right: Int
    /// Seconds they took.
    var seconds: Double
    /// Units they cover (decks for countdown, answers otherwise).
    var units: Double
    /// Per session, oldest first: the session, the share right and the seconds a unit.
    var bySession: [(session: Int, accuracy: Double, speed: Double)]

    /// The share right, from 0 to 1.
    var accuracy: Double { answered == 0 ? 0 : Double(right) / Double(answered) }
    /// Seconds a unit.
    var speed: Double { units == 0 ? 0 : seconds / units }
    /// Whether the target is met.
    var isMet: Bool { skill.target.isMet(right: right, answered: answered, seconds: seconds, units: units) }
  }

  /// The profile.
  var profile: String
  /// The answers, oldest first.
  var answers: [DrillAnswerRecord]

  /// Every skill, drilled or not, in ``DrillSkill/allCases`` order.
  var skills: [Skill] {
    DrillSkill.allCases.map { skill in
      let mine = answers.filter { $0.skill == skill.rawValue }
      var sessions: [Int] = []
      for answer in mine where sessions.last != answer.session { sessions.append(answer.session) }
      var bySession: [(Int, Double, Double)] = []
      for session in sessions {
        let of = mine.filter { $0.session == session }
        let right = of.filter(\.correct).count
        bySession.append(
          (
            session, Double(right) / Double(of.count),
            of.reduce(0) { $0 + $1.seconds } / max(1e-9, of.reduce(0) { $0 + $1.units })
          ))
      }
      let counted = Set(sessions.suffix(Self.sessionsCounted))
      let last = mine.filter { counted.contains($0.session) }
      return Skill(
        skill: skill, answered: last.count, right: last.filter(\.correct).count,
        seconds: last.reduce(0) { $0 + $1.seconds }, units: last.reduce(0) { $0 + $1.units }, bySession: bySession)
    }
  }

  /// The target in words: "98% right, 3 s an answer" or "a deck in 25 s, no error".
  static func target(_ skill: DrillSkill) -> String {
    let seconds = DecimalFormat.fixed(skill.target.seconds, digits: skill.target.seconds == 1.5 ? 1 : 0)
    if skill == .countdown { return "a deck in \(seconds) s, no error" }
    return "\(Int((skill.target.accuracy * 100).rounded()))% right, \(seconds) s an answer"
  }

  /// The JSON of `progress --json` (docs/json.md, docs/schemas/progress.schema.json).
  struct JSON: Encodable {
    /// One skill.
    struct Skill: Encodable {
      /// The skill's name: "strategy", "countdown", …
      var skill: String
      /// Answers counted.
      var answered: Int
      /// Answers right.
      var right: Int
      /// The share right, 0 to 1 (absent without answers).
      var accuracy: Double?
      /// Seconds a unit (absent without answers).
      var seconds: Double?
      /// The unit of ``seconds``: "answer", or "deck" for countdown.
      var unit: String
      /// The target's share right, 0 to 1.
      var targetAccuracy: Double
      /// The target's seconds a unit.
      var targetSeconds: Double
      /// Whether the target is met.
      var met: Bool
    }

    /// The format's version.
    var schemaVersion = 1
    /// The profile.
    var profile: String
    /// How many of the latest sessions of each skill count.
    var sessionsCounted: Int
    /// Whether every skill meets its target.
    var ready: Bool
    /// Every skill, in order.
    var skills: [Skill]
  }

  /// The report as JSON.
  var json: JSON {
    let skills = self.skills
    return JSON(
      profile: profile, sessionsCounted: Self.sessionsCounted, ready: skills.allSatisfy(\.isMet),
      skills: skills.map { skill in
        JSON.Skill(
          skill: skill.skill.rawValue, answered: skill.answered, right: skill.right,
          accuracy: skill.answered == 0 ? nil : skill.accuracy, seconds: skill.answered == 0 ? nil : skill.speed,
          unit: skill.skill == .countdown ? "deck" : "answer", targetAccuracy: skill.skill.target.accuracy,
          targetSeconds: skill.skill.target.seconds, met: skill.isMet)
      })
  }

  /// The text lines.
  var lines: [String] {
    let skills = self.skills
    var lines = ["Progress of \(profile) (the last \(Self.sessionsCounted) sessions of each skill):"]
    for skill in skills {
      let name = skill.skill.rawValue.padded(to: 11)
      guard skill.answered > 0 else {
        lines.append("  \(name) not drilled yet (target: \(Self.target(skill.skill)))")
        continue
      }
      let unit = skill.skill == .countdown ? "a deck" : "an answer"
      let percent = DecimalFormat.fixed(skill.accuracy * 100, digits: 1)
      let speed = DecimalFormat.fixed(skill.speed, digits: 1)
      lines.append(
        "  \(name) \(skill.answered) \(skill.answered == 1 ? "answer" : "answers"), \(percent)% right, \(speed) s"
          + " \(unit) (target: \(Self.target(skill.skill))): \(skill.isMet ? "met" : "not yet")")
    }
    let short = skills.filter { !$0.isMet }.map(\.skill.rawValue)
    lines.append(
      short.isEmpty
        ? "Ready: every skill meets its target."
        : "Not ready: \(short.joined(separator: ", ")) \(short.count == 1 ? "is" : "are") short of the target.")
    return lines
  }

  /// The page of `--report`: the table, a chart of accuracy and one of speed session by session, the strategy card
  /// coloured by the profile's error rate under `rules`, and reference trays.
  func html(rules: Rules) -> String {
    let skills = self.skills
    let drilled = skills.filter { !$0.bySession.isEmpty }
    let table = HTML.table(
      header: ["Skill", "Answers", "Right", "Speed", "Target", "Met"],
      rows: skills.map { skill in
        [
          skill.skill.rawValue, "\(skill.answered)",
          skill.answered == 0 ? "–" : DecimalFormat.fixed(skill.accuracy * 100, digits: 1) + "%",
          skill.answered == 0
            ? "–"
            : DecimalFormat.fixed(skill.speed, digits: 1) + (skill.skill == .countdown ? " s a deck" : " s an answer"),
          Self.target(skill.skill), skill.isMet ? "yes" : "not yet",
        ]
      })
    // A skill drilled in one session only is drawn as a short level dash around its point, which a line of one
    // point would not show.
    func chart(
      _ id: String, _ title: String, _ yTitle: String, domain: ClosedRange<Double>, value: (Double, Double) -> Double
    ) -> LineChart {
      let marks: [LineChart.Mark] = drilled.enumerated().map { index, skill in
        var points = skill.bySession.enumerated().map {
          SVG.Point(Double($0.offset + 1), value($0.element.1, $0.element.2))
        }
        if points.count == 1 { points = [SVG.Point(0.85, points[0].y), SVG.Point(1.15, points[0].y)] }
        return .line(
          name: skill.skill.rawValue, points: points, colour: Palette.series[index % Palette.series.count],
          width: 2.5, dash: nil, opacity: nil)
      }
      let frame = ChartFrame(
        id: id, title: title,
        description: "Each drilled skill, one point per session that drilled it, oldest first.",
        xTitle: "Sessions that drilled the skill", yTitle: yTitle)
      return LineChart(frame: frame, marks: marks, yDomain: domain)
    }
    let slowest = drilled.flatMap { $0.bySession.map(\.speed) }.max() ?? 0
    let accuracy = chart("progress-accuracy", "Share right, session by session", "Right (%)", domain: 0...100) {
      a, _ in a * 100
    }
    let speed = chart(
      "progress-speed", "Speed, session by session", "Seconds an answer (a deck)",
      domain: 0...max(5, (slowest * 1.2).rounded(.up))
    ) { _, s in s }
    var card = StrategyCard(report: StrategyReport(rules: rules))
    card.errors = CellErrors.byCell(
      answers.filter { $0.skill == DrillSkill.strategy.rawValue }.map { ($0.item, $0.correct) })
    card.colourByErrors = true
    let decks = rules.deckCount ?? 6
    let trays = DiscardTrayPicture(
      id: "discard-trays", title: "Reference trays of a \(decks)-deck shoe",
      trays: (1..<max(2, decks)).map { DiscardTrayPicture.Tray(decks: decks, cards: $0 * 52, caption: "\($0) dealt") })
    let body: [Element] = [
      HTML.heading(1, "Drill progress: \(profile)"),
      HTML.paragraph(lines.last ?? ""),
      HTML.section(
        "Skills", id: "skills",
        [table, HTML.paragraph("Over the last \(Self.sessionsCounted) sessions that drilled each skill.")]),
      HTML.section(
        "Over time", id: "over-time",
        [
          HTML.figure(accuracy.svg, caption: "The share of answers right in each session."),
          HTML.figure(speed.svg, caption: "Seconds an answer in each session (countdown: a deck)."),
        ]),
      HTML.section(
        "Your strategy card", id: "your-card",
        [HTML.figure(card.svg, caption: "Each cell coloured by the share of your strategy drill answers wrong.")]),
      HTML.section(
        "Discard trays", id: "trays",
        [HTML.figure(trays.svg, caption: "What whole decks dealt look like, for drill true-count and drill decks.")]),
    ]
    return HTML.page(title: "Drill progress: \(profile)", style: PageStyle.sheet, body: body)
  }
}

extension DatabaseOptions {
  /// The strategy drill answers of the profile `name` (in this database) by card cell, or `nil` without a name.
  ///
  /// - Throws: ``CLIError`` for a bad name, or a database or profile that cannot be read.
  func profileCellErrors(profile name: String?) throws(CLIError) -> [String: CellErrors]? {
    guard let name = try ProfileOptions.name(name) else { return nil }
    let store = try openStore()
    do throws(ProfileError) {
      let answers = try store.drillAnswers(profile: name).filter { $0.skill == DrillSkill.strategy.rawValue }
      return CellErrors.byCell(answers.map { ($0.item, $0.correct) })
    } catch {
      throw .failure(error.description)
    }
  }
}
