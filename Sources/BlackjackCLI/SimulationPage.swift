import BlackjackPictures
import BlackjackSimulation
import BlackjackText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `blackjack simulate --report FILE.html`: one self-contained page of a run, drawn from the same
/// ``SimulationReport`` (with its ``CountingReport`` and ``SessionReport``) as the text and JSON output.
///
/// The settings and headline figures; for a counter, the EV per round and the share of rounds by count as bars
/// (the EV with error bars of two standard errors, and a sentence when they swamp the curve) and the bet at each
/// count; the bankroll over the sampled sessions with percentile
/// bands; and the risk of ruin against the bankroll. Nothing on it depends on the machine or the clock (no speed, no
/// thread count), so the same seed and options write the same bytes. Every negative number in its text is written
/// with one minus sign, U+2212 ("−2"), never with a hyphen.
struct SimulationPage: Sendable {
  /// The run.
  var report: SimulationReport

  /// The least share of the rounds a count needs to be drawn in the charts by count (the table lists every count):
  /// rarer counts have error bars that would squeeze the others flat.
  static let chartedFrequency = 0.002

  private static func percent(_ fraction: Double, _ digits: Int) -> String {
    DecimalFormat.fixed(fraction * 100, digits: digits) + " %"
  }

  private static func signedPercent(_ fraction: Double, _ digits: Int) -> String {
    DecimalFormat.signed(fraction * 100, digits: digits) + " %"
  }

  /// A count as the charts label it: "+3", "0", "−2", and "≤−15" or "≥+15" for the ends, which hold everything
  /// beyond.
  static func countLabel(_ count: Int, range: ClosedRange<Int>) -> String {
    let text = count > 0 ? "+\(count)" : count < 0 ? "−\(-count)" : "0"
    return count == range.lowerBound ? "≤" + text : count == range.upperBound ? "≥" + text : text
  }

  /// The strategy played, with its index plays named: "basic with Illustrious 18 (index plays by the Hi-Lo count)".
  var strategy: String {
    guard let counting = report.counting, let indices = counting.indices else { return report.strategy }
    return "\(report.strategy) with \(indices) (index plays by the \(counting.system) count)"
  }

  /// The settings of the run.
  var settings: [(term: String, value: String)] {
    var items = [
      ("Rules", report.rules),
      ("Cut card", report.cutCard.map(\.text) ?? "none: a continuous shuffler, or an infinite deck"),
      ("Strategy", strategy), ("Seed", report.seed),
      ("Rounds", DecimalFormat.grouped(report.rounds) + (report.partial ? " (stopped early: partial)" : "")),
      ("Hands", DecimalFormat.grouped(report.hands)),
    ]
    guard let counting = report.counting else {
      return items + [("Bet", "flat, \(report.bet) \(report.bet == 1 ? "unit" : "units")")]
    }
    items += [
      ("Count", "\(counting.system) (\(counting.balanced ? "balanced" : "unbalanced")): \(counting.tags)"),
      ("True count", "decks read \(counting.tcEstimate), rounded \(counting.tcRound)"),
      (
        "Bet ramp",
        "\(counting.ramp) units; table minimum \(counting.tableMinimum)"
          + (counting.tableMaximum < 1_000_000 ? ", maximum \(counting.tableMaximum)" : "")
      ),
      ("Spots", counting.spots),
      ("Indices", counting.indices ?? "none (the chart at every count)"),
    ]
    if let wongIn = counting.wongIn {
      items.append(("Back-counting", "in at \(wongIn), out below \(counting.wongOut ?? wongIn)"))
    }
    if counting.otherSeats > 0 { items.append(("Seat", "\(counting.seat) of \(counting.otherSeats + 1)")) }
    return items
  }

  /// The headline figures.
  var figures: [(term: String, value: String)] {
    var items: [(term: String, value: String)]
    if let counting = report.counting {
      let fixed = { (value: Double, digits: Int) in DecimalFormat.fixed(value, digits: digits) }
      let signed = { (value: Double, digits: Int) in DecimalFormat.signed(value, digits: digits) }
      items = [
        (
          "Rounds played, watched",
          "\(DecimalFormat.grouped(counting.roundsPlayed)), "
            + DecimalFormat.grouped(counting.roundsWatched)
        ),
        ("Average bet", fixed(counting.averageBet, 3) + " units a round"),
        (
          "EV per round",
          "\(signed(counting.evUnits, 5)) ± \(fixed(counting.evUnitsStdError, 5)) units (standard error)"
        ),
        (
          "EV per minimum bet, per average bet",
          "\(Self.signedPercent(counting.evPerMinimumBet, 3)), \(Self.signedPercent(counting.evPerAverageBet, 3))"
        ),
        ("Win per 100 rounds", signed(counting.winPer100, 3) + " units"),
        (
          "Standard deviation", "\(fixed(counting.sdPerRound, 3)) units a round, \(fixed(counting.sdPer100, 2)) per 100"
        ),
        (
          "DI, c-SCORE (this ramp's DI²), N0", counting.scoreText
        ),
        (
          "Flat bet at one unit a spot",
          "\(Self.signedPercent(counting.flatEv, 4)) ± \(Self.percent(counting.flatEvStdError, 4)) a round"
        ),
      ]
      if let risk = counting.risk {
        let needed = { (units: Double?) in
          units.map { DecimalFormat.grouped($0) + " units" } ?? "never (no edge)"
        }
        items.append(
          (
            "Risk of ruin (played without end)",
            "\(Self.percent(risk.riskOfRuin, 2)) with \(DecimalFormat.grouped(risk.bankroll)) units; 13.5 % needs "
              + "\(needed(risk.bankrollFor13_5Percent)), 5 % needs \(needed(risk.bankrollFor5Percent))"
          ))
      }
    } else {
      items = [
        (
          "EV per round", "\(Self.signedPercent(report.ev, 4)) ± \(Self.percent(report.evStdError, 4)) (standard error)"
        ),
        ("95 % interval", "\(Self.signedPercent(report.ev95Low, 4)) to \(Self.signedPercent(report.ev95High, 4))"),
        ("House edge", Self.signedPercent(-report.ev, 4)),
        ("Net result", DecimalFormat.signed(report.netUnits, digits: 2) + " units"),
        ("Standard deviation", DecimalFormat.fixed(report.stdDev, digits: 4) + " bets a round"),
      ]
    }
    items.append(
      (
        "Win / push / lose (per round)",
        OddsReport.perRoundShares(report.pWin, report.pPush, report.pLose) + ", each round by its net"
      ))
    return items
  }

  /// The rows of the table by count that the charts draw.
  private func chartedRows(_ counting: CountingReport) -> [CountingReport.CountRow] {
    counting.byCount.filter { $0.frequency >= Self.chartedFrequency }
  }

  /// The title of a count axis: "True count (Hi-Lo)", "Running count (KO)".
  private func countAxis(_ counting: CountingReport) -> String {
    (counting.balanced ? "True count (\(counting.system), \(counting.tcRound))" : "Running count (\(counting.system))")
  }

  /// The half-length of an error bar, in standard errors.
  static let errorBarStandardErrors = 2.0

  /// The EV per round at one unit a spot by count, with error bars of ±2 standard errors.
  func evChart(_ counting: CountingReport) -> BarChart {
    let range = CountingStats.countRange
    let k = Self.errorBarStandardErrors
    let bars = chartedRows(counting).map { row in
      BarChart.Bar(
        label: Self.countLabel(row.count, range: range), value: row.flatEv * 100,
        error: k * row.flatEvStdError * 100,
        text: "\(Self.signedPercent(row.flatEv, 2)) ± \(Self.percent(k * row.flatEvStdError, 2)) "
          + "(\(DecimalFormat.grouped(row.rounds)) rounds)")
    }
    let frame = ChartFrame(
      id: "ev-by-count", title: "EV by count",
      description:
        "Bars of the expected result of a round at one unit a spot, in per cent of the unit, at each count with "
        + "at least \(Self.percent(Self.chartedFrequency, 1)) of the rounds; the error bars reach two standard "
        + "errors either side (about a 95 % interval).",
      xTitle: countAxis(counting), yTitle: "EV per round (% of one unit a spot)")
    return BarChart(frame: frame, bars: bars)
  }

  /// A sentence saying that the error bars swamp the EV curve, and how many rounds would make it readable; `nil`
  /// when the curve is readable.
  ///
  /// The criterion: the curve is readable when, at every charted count, ±2 standard errors are less than the rise
  /// of the EV from one count to the next, the slope of a straight line fitted to the charted EVs by least squares
  /// weighted by 1/SE². A standard error shrinks as 1/√rounds, so the rounds that would make the widest error bar
  /// as short as the rise are rounds × (2 SE / rise)², given rounded up to two significant figures.
  static func noiseNote(_ rows: [CountingReport.CountRow], rounds: Int, range: ClosedRange<Int>) -> String? {
    let fitted = rows.filter { $0.flatEvStdError > 0 }
    guard fitted.count >= 2, let widest = rows.max(by: { $0.flatEvStdError < $1.flatEvStdError }) else {
      return nil
    }
    let weights = fitted.map { 1 / ($0.flatEvStdError * $0.flatEvStdError) }
    let total = weights.reduce(0, +)
    let meanX = zip(fitted, weights).map { Double($0.count) * $1 }.reduce(0, +) / total
    let meanY = zip(fitted, weights).map { $0.flatEv * $1 }.reduce(0, +) / total
    let sxy = zip(fitted, weights).map { (Double($0.count) - meanX) * ($0.flatEv - meanY) * $1 }.reduce(0, +)
    let sxx = zip(fitted, weights).map { (Double($0.count) - meanX) * (Double($0.count) - meanX) * $1 }.reduce(0, +)
    let slope = sxx > 0 ? sxy / sxx : 0
    let error = errorBarStandardErrors * widest.flatEvStdError
    let at = countLabel(widest.count, range: range)
    guard slope > 0 else {
      return "The error bars swamp the curve: in this run the EV fitted by count does not rise from one count to "
        + "the next, so the differences between the bars are noise (±\(percent(error, 2)) at \(at)); run more "
        + "rounds."
    }
    guard error >= slope else { return nil }
    let needed = Double(rounds) * (error / slope) * (error / slope)
    let magnitude = pow(10, max(0, floor(log10(needed)) - 1))
    let rounded = Int(min((needed / magnitude).rounded(.up) * magnitude, 1e15))
    return "The error bars swamp the curve: at \(at) the ±2 standard errors (±\(percent(error, 2))) are longer "
      + "than the \(percent(slope, 2)) the EV rises from one count to the next (a straight line fitted by weighted "
      + "least squares), so bars a count apart may come in the wrong order. About "
      + "\(DecimalFormat.grouped(rounded)) rounds would bring every charted count's error bar within that rise."
  }

  /// The share of the rounds played at each count.
  func frequencyChart(_ counting: CountingReport) -> BarChart {
    let range = CountingStats.countRange
    let bars = chartedRows(counting).map { row in
      BarChart.Bar(
        label: Self.countLabel(row.count, range: range), value: row.frequency * 100, colour: Palette.skyBlue,
        text: Self.percent(row.frequency, 2))
    }
    let frame = ChartFrame(
      id: "frequency-by-count", title: "How often each count comes",
      description: "Bars of the share of the rounds played, in per cent, at each count.",
      xTitle: countAxis(counting), yTitle: "Rounds (%)", height: 300)
    return BarChart(frame: frame, bars: bars, colour: Palette.skyBlue)
  }

  /// The average bet at each count: the ramp as played, within the table's limits.
  func rampChart(_ counting: CountingReport) -> BarChart {
    let range = CountingStats.countRange
    let bars = chartedRows(counting).map { row in
      BarChart.Bar(
        label: Self.countLabel(row.count, range: range), value: row.averageBet, colour: Palette.bluishGreen,
        text: DecimalFormat.fixed(row.averageBet, digits: row.averageBet < 10 ? 1 : 0))
    }
    let frame = ChartFrame(
      id: "bet-ramp", title: "Bet ramp: \(counting.ramp)",
      description:
        "Bars of the average bet of a round, in units (all spots together), at each count; the ramp given is "
        + "\(counting.ramp) units.",
      xTitle: countAxis(counting), yTitle: "Average bet (units)", height: 300)
    return BarChart(frame: frame, bars: bars, colour: Palette.bluishGreen, showsValues: bars.count <= 24)
  }

  /// The margin above and below the bankroll chart's bands, as a share of their range.
  static let bankrollMargin = 0.05

  /// The bankroll round by round: percentile bands, the median, and a few sessions of their own.
  func bankrollChart(_ sessions: SessionReport) -> LineChart {
    let start = Double(sessions.startingBankroll ?? 0)
    let at = { (keyPath: KeyPath<SessionReport.Point, Double>) in
      sessions.percentiles.map { SVG.Point(Double($0.round), start + $0[keyPath: keyPath]) }
    }
    var marks: [LineChart.Mark] = [
      .band(name: "5th to 95th percentile", lower: at(\.p5), upper: at(\.p95), colour: Palette.skyBlue, opacity: 0.3),
      .band(name: "25th to 75th percentile", lower: at(\.p25), upper: at(\.p75), colour: Palette.blue, opacity: 0.35),
    ]
    for (index, sample) in sessions.samples.enumerated() {
      let points = zip(sessions.percentiles, sample).map { SVG.Point(Double($0.round), start + $1) }
      marks.append(
        .line(
          name: index == 0 ? "\(sessions.samples.count) of the sessions" : nil, points: points, colour: Palette.axis,
          width: 0.8, dash: nil, opacity: 0.45))
    }
    marks.append(
      .line(name: "median", points: at(\.median), colour: Palette.black, width: 2.2, dash: nil, opacity: nil))
    // The axis fits the bands (5th to 95th percentile), with a margin, not zero to the bankroll: a large bankroll
    // would squash them flat. Zero (ruin, or break even) is drawn only when it falls within.
    let low = (sessions.percentiles.map(\.p5).min() ?? 0) + start
    let high = (sessions.percentiles.map(\.p95).max() ?? 0) + start
    let margin = max((high - low) * Self.bankrollMargin, 1)
    let domain = (low - margin)...(high + margin)
    let reference =
      sessions.startingBankroll == nil
      ? LineChart.Reference(value: 0, label: "break even", colour: Palette.vermillion)
      : LineChart.Reference(value: 0, label: "ruin: the bankroll is gone", colour: Palette.vermillion)
    let unit =
      sessions.startingBankroll.map { "Bankroll (units, from \(DecimalFormat.grouped($0)))" } ?? "Net result (units)"
    let frame = ChartFrame(
      id: "bankroll", title: "Bankroll over \(DecimalFormat.grouped(sessions.rounds)) rounds",
      description:
        "Lines of the bankroll, in units, round by round over \(sessions.sessions) sessions of "
        + "\(DecimalFormat.grouped(sessions.rounds)) rounds each from a fresh shoe: the median, the bands from the "
        + "25th to the 75th and from the 5th to the 95th percentile, and \(sessions.samples.count) sessions drawn "
        + "on their own; the vertical axis fits the bands, and a session beyond it runs along its edge.",
      xTitle: "Rounds played", yTitle: unit, height: 400)
    return LineChart(
      frame: frame, marks: marks, references: domain.contains(0) ? [reference] : [], yDomain: domain)
  }

  /// The risk of ruin against the bankroll: within the rounds of the sessions, and played without end.
  func ruinChart(_ sessions: SessionReport) -> LineChart {
    var marks: [LineChart.Mark] = [
      .line(
        name: "played without end: exp(−2μB/σ²)",
        points: sessions.ruin.map { SVG.Point($0.bankroll, $0.brownian * 100) },
        colour: Palette.blue, width: 2.2, dash: nil, opacity: nil),
      .line(
        name: "within \(DecimalFormat.grouped(sessions.rounds)) rounds (share of the \(sessions.sessions) sessions)",
        points: sessions.ruin.map { SVG.Point($0.bankroll, $0.withinRounds * 100) }, colour: Palette.vermillion,
        width: 2.2, dash: "7 3", opacity: nil),
    ]
    if let bankroll = sessions.startingBankroll {
      marks.append(
        .line(
          name: "your bankroll, \(DecimalFormat.grouped(bankroll)) units",
          points: [SVG.Point(Double(bankroll), 0), SVG.Point(Double(bankroll), 100)], colour: Palette.black, width: 1.2,
          dash: "2 3", opacity: nil))
    }
    let frame = ChartFrame(
      id: "risk-of-ruin", title: "Risk of ruin against bankroll",
      description:
        "Two curves of the chance, in per cent, of losing a bankroll of B units: the share of the "
        + "\(sessions.sessions) sampled sessions that fell that far within \(DecimalFormat.grouped(sessions.rounds)) "
        + "rounds, and the Brownian formula exp(−2μB/σ²) for play without end, with μ and σ the EV and standard "
        + "deviation of a round.",
      xTitle: "Bankroll (units)", yTitle: "Risk of ruin (%)", height: 360)
    return LineChart(frame: frame, marks: marks, yDomain: 0...100)
  }

  /// The table by count, every count.
  private func countTable(_ counting: CountingReport) -> Element {
    let range = CountingStats.countRange
    return HTML.table(
      header: ["Count", "Rounds", "Share", "Average bet (units)", "EV at one unit a spot (± 1 standard error)"],
      rows: counting.byCount.map { row in
        [
          Self.countLabel(row.count, range: range), DecimalFormat.grouped(row.rounds), Self.percent(row.frequency, 2),
          DecimalFormat.fixed(row.averageBet, digits: 2),
          "\(Self.signedPercent(row.flatEv, 2)) ± \(Self.percent(row.flatEvStdError, 2))",
        ]
      })
  }

  /// The page.
  var html: String {
    var body: [Element] = [
      HTML.heading(1, "Simulation: \(report.rules)"),
      HTML.paragraph(
        "\(DecimalFormat.grouped(report.rounds)) rounds played by blackjack simulate from seed \(report.seed); "
          + "the same seed and options give the same figures.", class: "note"),
    ]
    if report.partial { body.append(HTML.paragraph("PARTIAL: the run was stopped before every round was played.")) }
    body.append(HTML.section("Settings", id: "settings", [HTML.definitions(settings)]))
    body.append(HTML.section("Headline figures", id: "figures", [HTML.definitions(figures)]))
    if let counting = report.counting {
      var content = [
        HTML.figure(
          evChart(counting).svg,
          caption:
            "Counts with at least \(Self.percent(Self.chartedFrequency, 1)) of the rounds; every count is in the table below."
        )
      ]
      if let note = Self.noiseNote(chartedRows(counting), rounds: report.rounds, range: CountingStats.countRange) {
        content.append(HTML.paragraph(note, class: "note"))
      }
      content += [
        HTML.figure(frequencyChart(counting).svg, caption: "The share of the rounds played at each count."),
        HTML.figure(rampChart(counting).svg, caption: "The average bet at each count, all spots together."),
        countTable(counting),
      ]
      body.append(HTML.section("By count", id: "by-count", content))
    } else {
      body.append(
        HTML.section(
          "By count", id: "by-count",
          [
            HTML.paragraph(
              "A flat bettor does not count: run with --count for EV, frequency and bets by count.", class: "note")
          ]))
    }
    if let sessions = report.sessions {
      body.append(
        HTML.section(
          "Bankroll", id: "sessions",
          [
            HTML.figure(
              bankrollChart(sessions).svg,
              caption: "\(sessions.sessions) sessions of \(DecimalFormat.grouped(sessions.rounds)) rounds, each "
                + "from a freshly shuffled shoe, seeded from the run's seed; mean result at the end "
                + "\(DecimalFormat.signed(sessions.finalMean, digits: 1)) units"
                + (sessions.ruinedShare.map { "; \(Self.percent($0, 1)) of them lost the bankroll" } ?? "") + "."),
            HTML.figure(
              ruinChart(sessions).svg,
              caption: "μ = \(DecimalFormat.signed(sessions.meanPerRound, digits: 5)) and σ = "
                + "\(DecimalFormat.fixed(sessions.deviationPerRound, digits: 3)) units a round, from this run."),
          ]))
    } else {
      body.append(
        HTML.section(
          "Bankroll", id: "sessions",
          [HTML.paragraph("No sessions were sampled: the run was stopped early.", class: "note")]))
    }
    return HTML.page(
      title: Self.minusSigns("Simulation: \(report.rules)"), style: PageStyle.sheet,
      body: [Self.minusSigns(Element("main", elements: body))])
  }

  /// `element` with every negative number in its text written with U+2212 (attributes, read by programs, keep
  /// the hyphen).
  static func minusSigns(_ element: Element) -> Element {
    var element = element
    guard element.name != "style" && element.name != "script" else { return element }
    element.children = element.children.map { child in
      switch child {
      case .element(let inner): .element(minusSigns(inner))
      case .text(let text): .text(minusSigns(text))
      }
    }
    return element
  }

  /// `text` with each hyphen that is a minus sign (before a digit, and not after a letter or a digit, as in
  /// "Hi-Lo" or "1-12") written U+2212.
  static func minusSigns(_ text: String) -> String {
    var output = ""
    var previous: Character?
    var characters = text.makeIterator()
    var next = characters.next()
    while let character = next {
      next = characters.next()
      let isMinus =
        character == "-" && (next?.isASCII == true && next?.isNumber == true)
        && !(previous.map { $0.isLetter || $0.isNumber } ?? false)
      output.append(isMinus ? "\u{2212}" : character)
      previous = character
    }
    return output
  }
}
