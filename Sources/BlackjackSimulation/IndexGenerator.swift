public import BlackjackAnalysis
public import BlackjackCounting
public import BlackjackEngine
import CardKit
import Dispatch
import Synchronization

/// Works out index plays from the exact analysis: for each candidate deviation, the expected gain of the deviation
/// over the other action at each true count, averaged over the shoes that occur at that count, and the count at
/// which the gain turns positive.
///
/// The shoes are sampled by dealing rounds of basic strategy at a ``Table`` of the rules (the simulator's engine, at
/// the rules' penetration): before each round, a shoe whose true count still needs samples is kept. For each kept
/// shoe and each two-card hand of a candidate, the hand and the up card come out of it, the count at the decision is
/// the true count with those cards seen (exact decks unseen, floored, as the published indices assume), and the
/// exact values of both actions are computed from the cards left; the gain is averaged within each true count,
/// weighted by the probability of the deal (for insurance, over every two-card hand of the player's beside the
/// ace). The work is cut into ``chunkCount`` chunks, each with its own generator
/// seeded from (``seed``, chunk) and summed in chunk order, so the result depends on the seed only, not on the
/// number of threads.
public struct IndexGenerator: Sendable {
  /// The table rules (a shoe of 1 to 8 decks).
  public var rules: Rules
  /// The counting system: balanced, with tags by rank only.
  public var system: CountingSystem
  /// The deviations to work out.
  public var candidates: [IndexCandidate]
  /// The most rounds dealt to find shoes, over all chunks.
  public var rounds: Int
  /// The shoes kept at each true count, over all chunks.
  public var samplesPerCount: Int
  /// The seed every chunk's generator derives from.
  public var seed: UInt64
  /// The true counts sampled; a crossing outside them is not found.
  public var counts: ClosedRange<Int>
  /// How split hands are played in the exact values.
  public var postSplit: PostSplitPolicy
  /// The number of chunks the work is cut into.
  public static let chunkCount = 16

  /// Describes a run.
  public init(
    rules: Rules, system: CountingSystem, candidates: [IndexCandidate], rounds: Int, samplesPerCount: Int,
    seed: UInt64, counts: ClosedRange<Int> = -6...8, postSplit: PostSplitPolicy = .cdzMinus
  ) {
    self.rules = rules
    self.system = system
    self.candidates = candidates
    self.rounds = rounds
    self.samplesPerCount = samplesPerCount
    self.seed = seed
    self.counts = counts
    self.postSplit = postSplit
  }

  /// The shoes each chunk keeps at each true count.
  var perChunk: Int { (samplesPerCount + Self.chunkCount - 1) / Self.chunkCount }

  /// The most shoes the run evaluates (the progress total).
  public var maximumShoes: Int { perChunk * Self.chunkCount * counts.count }

  /// Works out every candidate on `threads` threads, calling `progress` (shoes evaluated, ``maximumShoes``) from the
  /// calling thread about every `interval` seconds.
  ///
  /// - Returns: one result per candidate, in order.
  public func run(threads: Int, progressInterval interval: Double = 0.25, progress: (Int, Int) -> Void = { _, _ in })
    -> [GeneratedIndex]
  {
    let next = Atomic<Int>(0)
    let done = Atomic<Int>(0)
    let results = Mutex<[Int: [CountSums]]>([:])
    let analysis = ExactAnalysis(rules: rules, postSplit: postSplit)
    let chart = analysis.basicStrategy()
    let group = DispatchGroup()
    let queue = DispatchQueue.global(qos: .userInitiated)
    for _ in 0..<max(1, threads) {
      queue.async(group: group) {
        while true {
          let chunk = next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard chunk < Self.chunkCount else { return }
          let sums = self.runChunk(chunk, chart: chart, analysis: analysis) { done.wrappingAdd(1, ordering: .relaxed) }
          results.withLock { $0[chunk] = sums }
        }
      }
    }
    while group.wait(timeout: .now() + interval) == .timedOut {
      progress(done.load(ordering: .relaxed), maximumShoes)
    }
    let byChunk = results.withLock { $0 }
    var total = Array(repeating: CountSums(counts: counts), count: candidates.count)
    for chunk in 0..<Self.chunkCount {
      for (index, sums) in (byChunk[chunk] ?? []).enumerated() { total[index].merge(sums) }
    }
    return zip(candidates, total).map { GeneratedIndex(candidate: $0, points: $1.points()) }
  }

  /// Deals chunk `chunk`'s rounds, keeping shoes until every true count has ``perChunk`` of them, and sums each
  /// candidate's gains by true count, the table playing `chart`; calls `evaluated` after each shoe.
  func runChunk(_ chunk: Int, chart: BasicStrategy, analysis: ExactAnalysis, evaluated: () -> Void) -> [CountSums] {
    let decks = rules.deckCount ?? 1
    var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: chunk) &* 0x9E37_79B9_7F4A_7C15))
    var table = Table(rules: rules, bankroll: .zero, generator: Xoshiro256StarStar(seed: mixer.next()))
    let chart = chart.unshared()
    let tags = (1...10).map { points in system.halfTag(of: Card(Rank(blackjackPoints: points), of: .spades)) }
    let full = ShoeComposition(decks: decks).counts
    var kept = Array(repeating: 0, count: counts.count)
    var wanted = counts.count * perChunk
    var sums = Array(repeating: CountSums(counts: counts), count: candidates.count)
    let bet = Money(cents: Simulation.unitCents)
    let roundsHere = rounds / Self.chunkCount + (chunk < rounds % Self.chunkCount ? 1 : 0)
    for _ in 0..<roundsHere {
      guard wanted > 0 else { break }
      _ = table.prepareShoe()
      let unseen = table.shoe.currentShoe.remainingCount
      if unseen >= ShoeComposition.minimumCardsForRound + 3 {
        var running = 0
        table.shoe.withDiscards { discards in
          for card in discards { running += system.halfTag(of: card) }
        }
        let count = Self.trueCount(halfPoints: running, unseen: unseen)
        if counts.contains(count), kept[count - counts.lowerBound] < perChunk {
          kept[count - counts.lowerBound] += 1
          wanted -= 1
          let shoe = ShoeComposition(cards: table.shoe.remainingCards ?? [])
          let seen = zip(full, shoe.counts).map { $0 - $1 }
          let runningHalf = zip(seen, tags).reduce(0) { $0 + $1.0 * $1.1 }
          for index in candidates.indices {
            evaluate(candidates[index], shoe: shoe, running: runningHalf, tags: tags, analysis: analysis) {
              sums[index].add(count: $0, gain: $1, weight: $2)
            }
          }
          evaluated()
        }
      }
      table.playRound(bet: bet, strategy: chart)
    }
    return sums
  }

  /// The true count of a running count in half points with `unseen` cards left (exact decks, floored).
  static func trueCount(halfPoints: Int, unseen: Int) -> Int {
    Int((Double(halfPoints) / 2 / (Double(unseen) / 52)).rounded(.down))
  }

  /// Calls `add(count, gain, weight)` for each two-card hand of `candidate` dealt from `shoe` (with the running
  /// count `running` in half points of the cards seen before it): the true count with the hand and up card seen,
  /// the deviation's value less the alternative's, and the probability of the deal.
  func evaluate(
    _ candidate: IndexCandidate, shoe: ShoeComposition, running: Int, tags: [Int], analysis: ExactAnalysis,
    add: (Int, Double, Double) -> Void
  ) {
    guard candidate.hand != nil else {
      // Insurance: every two-card hand of the player's beside the ace, seen before the bet is offered.
      for low in 1...10 {
        for high in low...10 {
          let hand = [Rank(blackjackPoints: low), Rank(blackjackPoints: high)]
          guard let (rest, probability) = Self.deal(hand + [.ace], from: shoe) else { continue }
          let count = Self.trueCount(halfPoints: running + tags[0] + tags[low - 1] + tags[high - 1], unseen: rest.total)
          add(count, analysis.insuranceValue(unseen: rest), low == high ? probability : 2 * probability)
        }
      }
      return
    }
    let actions = ActionSet(candidate.deviation).union(ActionSet(candidate.alternative))
    for hand in candidate.hands {
      let dealt = hand + [candidate.upCard]
      guard let (left, inOrder) = Self.deal(dealt, from: shoe) else { continue }
      let probability = hand[0] != hand[1] ? 2 * inOrder : inOrder
      let count = Self.trueCount(
        halfPoints: running + dealt.reduce(0) { $0 + tags[$1.points - 1] }, unseen: left.total)
      guard
        let values = analysis.actionEVs(hand: hand, upCard: candidate.upCard, shoe: left, only: actions)?.values,
        let deviation = values[candidate.deviation], let alternative = values[candidate.alternative]
      else { continue }
      add(count, deviation - alternative, probability)
    }
  }

  /// The shoe left once `cards` are dealt from `shoe` in order, and the probability of dealing them so; `nil` when
  /// the shoe lacks one of them.
  static func deal(_ cards: [Rank], from shoe: ShoeComposition) -> (ShoeComposition, Double)? {
    var left = shoe
    var probability = 1.0
    for rank in cards {
      let available = left.counts[rank.points - 1]
      guard available > 0, let next = left.removing([rank]) else { return nil }
      probability *= Double(available) / Double(left.total)
      left = next
    }
    return (left, probability)
  }
}

/// The weighted sums of a candidate's gains at each true count.
struct CountSums: Sendable {
  /// The true counts summed.
  var counts: ClosedRange<Int>
  /// By true count: the total weight, the weighted gains and squared gains, the squared weights, the deals.
  var weight: [Double]
  var gain: [Double]
  var gainSquared: [Double]
  var weightSquared: [Double]
  var deals: [Int]

  init(counts: ClosedRange<Int>) {
    self.counts = counts
    weight = Array(repeating: 0, count: counts.count)
    gain = weight
    gainSquared = weight
    weightSquared = weight
    deals = Array(repeating: 0, count: counts.count)
  }

  /// Adds one deal; counts outside the range are left out.
  mutating func add(count: Int, gain value: Double, weight w: Double) {
    guard counts.contains(count) else { return }
    let index = count - counts.lowerBound
    weight[index] += w
    gain[index] += w * value
    gainSquared[index] += w * value * value
    weightSquared[index] += w * w
    deals[index] += 1
  }

  /// Adds another chunk's sums.
  mutating func merge(_ other: CountSums) {
    for index in weight.indices {
      weight[index] += other.weight[index]
      gain[index] += other.gain[index]
      gainSquared[index] += other.gainSquared[index]
      weightSquared[index] += other.weightSquared[index]
      deals[index] += other.deals[index]
    }
  }

  /// The mean gain and its standard error at each true count with enough deals.
  func points() -> [GeneratedIndex.Point] {
    counts.compactMap { count in
      let index = count - counts.lowerBound
      guard deals[index] >= 5, weight[index] > 0 else { return nil }
      let mean = gain[index] / weight[index]
      let variance = max(0, gainSquared[index] / weight[index] - mean * mean)
      let error = (variance * weightSquared[index]).squareRoot() / weight[index]
      return GeneratedIndex.Point(count: count, gain: mean, standardError: error, deals: deals[index])
    }
  }
}
