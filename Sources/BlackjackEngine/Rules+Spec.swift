import BlackjackText

/// Why a rules spec could not be parsed: one readable line naming the bad token and what is allowed.
public struct RulesSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The readable explanation, such as `unknown rule 'H18'; expected S17 or H17`.
  public let description: String
}

extension Rules {
  /// One family of interchangeable tokens, such as `S17 | H17`.
  private struct TokenGroup: Sendable {
    /// What the group decides, for error messages: "dealer soft 17".
    let topic: String
    /// What the group accepts, for error messages: "S17 or H17".
    let expected: String
    /// Every token of the group, for completion and for guessing which group a misspelt token was meant for.
    let tokens: [String]
    /// Returns the rules updated by `token` (already uppercased), or `nil` when the token is not of this group.
    let parse: @Sendable (String, Rules) -> Rules?
    /// The canonical token for `rules`, or `nil` when the group prints nothing (an off-by-default flag).
    let print: @Sendable (Rules) -> String?
  }

  /// A group of fixed tokens, each setting a value through `set`.
  private static func group<Value: Equatable & Sendable>(
    _ topic: String, _ choices: [(String, Value)], _ keyPath: WritableKeyPath<Rules, Value> & Sendable,
    silentWhen silent: Value? = nil
  ) -> TokenGroup {
    let names = choices.map(\.0)
    // Every group is written below with two choices or more.
    let expected = names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    return TokenGroup(
      topic: topic, expected: expected, tokens: names,
      parse: { token, rules in
        guard let value = choices.first(where: { $0.0 == token })?.1 else { return nil }
        var updated = rules
        updated[keyPath: keyPath] = value
        return updated
      },
      print: { rules in
        let value = rules[keyPath: keyPath]
        if let silent, value == silent { return nil }
        return choices.first(where: { $0.1 == value })?.0
      })
  }

  /// Every token group, in canonical printing order.
  private static let groups: [TokenGroup] = [
    TokenGroup(
      topic: "decks", expected: "1D to 8D or INF", tokens: (1...8).map { "\($0)D" } + ["INF"],
      parse: { token, rules in
        var updated = rules
        if token == "INF" {
          updated.decks = .infinite
          return updated
        }
        guard token.hasSuffix("D"), let n = Int(token.dropLast()), (1...8).contains(n) else { return nil }
        updated.decks = .count(n)
        return updated
      },
      print: { rules in rules.deckCount.map { "\($0)D" } ?? "INF" }),
    group("dealer soft 17", [("S17", false), ("H17", true)], \.dealerHitsSoft17),
    group(
      "doubling", [("DOA", Doubling.anyTwoCards), ("D9", .nineToEleven), ("D10", .tenToEleven)], \.doubling),
    group("double after split", [("DAS", true), ("NDAS", false)], \.doubleAfterSplit),
    group("splitting", (2...handLimit).map { ("SPL\($0)", $0) }, \.maxHands),
    group("resplitting aces", [("RSA", true), ("NRSA", false)], \.resplitAces),
    group("hitting split aces", [("HSA", true), ("NHSA", false)], \.hitSplitAces, silentWhen: false),
    group("surrender", [("NS", Surrender.none), ("LS", .late), ("ES", .early)], \.surrender),
    group(
      "blackjack payout", [("3:2", Payout.threeToTwo), ("6:5", .sixToFive), ("1:1", .evenMoney)],
      \.blackjackPayout),
    group("hole card", [("PEEK", HoleCard.peek), ("ENHC", .europeanNoHoleCard)], \.holeCard),
    TokenGroup(
      topic: "shuffling", expected: "PEN50 to PEN95, PENp/q, CUTn or CSM",
      tokens: stride(from: 50, through: 95, by: 5).map { "PEN\($0)" } + ["PEN5/6", "CSM"],
      parse: { token, rules in
        var updated = rules
        if token == "CSM" {
          updated.shuffling = .continuous
          return updated
        }
        guard let penetration = penetration(token) else { return nil }
        updated.shuffling = .cutCard(penetration: penetration)
        return updated
      },
      print: { rules in
        switch rules.shuffling {
        case .continuous: "CSM"
        case .cutCard(let penetration): penetration.description
        }
      }),
  ]

  /// The penetration a token names: `PEN50` … `PEN95` (per cent), `PENp/q` (a fraction of the shoe from 1/2 to 19/20,
  /// denominator at most 1,000) or `CUTn` (the cut card after n cards, 1 to 10,000; checked against the decks once
  /// the whole spec is read); `nil` for anything else.
  private static func penetration(_ token: String) -> Penetration? {
    if token.hasPrefix("CUT"), let cards = Int(token.dropFirst(3)), token.dropFirst(3).allSatisfy(\.isNumber),
      (1...10_000).contains(cards)
    {
      return .cards(cards)
    }
    guard token.hasPrefix("PEN") else { return nil }
    let body = token.dropFirst(3)
    let parts = body.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
    if parts.count == 1, let percent = Int(parts[0]), (50...95).contains(percent) { return .percent(percent) }
    guard parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
      (1...1_000).contains(denominator), 2 * numerator >= denominator, 20 * numerator <= 19 * denominator
    else { return nil }
    return .fraction(numerator, denominator)
  }

  /// The problem of a cut card after a number of cards that the shoe does not allow (between half and 95 % of its
  /// cards, as `PEN50` to `PEN95`), or `nil`.
  private func cutCardProblem() -> RulesSpecError? {
    guard case .cutCard(let penetration) = shuffling, let cards = penetration.cardCount else { return nil }
    guard let decks = deckCount else {
      return RulesSpecError(description: "CUT\(cards) needs a shoe of decks; INF has no cut card (use CSM)")
    }
    let total = 52 * decks
    let fewest = (total + 1) / 2
    let most = 19 * total / 20
    guard (fewest...most).contains(cards) else {
      return RulesSpecError(
        description: "CUT\(cards) does not fit \(decks)D: the cut card goes after \(fewest) to \(most) of its "
          + "\(total) cards")
    }
    return nil
  }

  /// Parses rules from the community's compact notation, starting from the defaults.
  ///
  /// Tokens are separated by spaces, in any order, case-insensitive; a partial spec overrides only what it names:
  /// `"1D H17 LS"` is a single-deck game where the dealer hits soft 17 with late surrender. Naming the same thing
  /// twice with different values (`"S17 H17"`) is an error, not "last wins".
  ///
  /// - Parameters:
  ///   - spec: the tokens, such as `"6D S17 DAS LS 3:2"`.
  ///   - base: the rules that unnamed settings are taken from.
  /// - Throws: ``RulesSpecError`` naming the bad token and the allowed ones.
  public init(spec: String, base: Rules = Rules()) throws(RulesSpecError) {
    var rules = base
    var seen: [Int: String] = [:]
    for raw in spec.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
      let token = raw.uppercased()
      let match = Rules.groups.indices.lazy.compactMap { index in
        Rules.groups[index].parse(token, rules).map { (index: index, rules: $0) }
      }.first
      guard let match else { throw Rules.unknownTokenError(String(raw)) }
      if let earlier = seen[match.index], earlier != token {
        throw RulesSpecError(
          description:
            "conflicting rules '\(earlier)' and '\(token)'; choose one of \(Rules.groups[match.index].expected)")
      }
      seen[match.index] = token
      rules = match.rules
    }
    if let problem = rules.cutCardProblem() { throw problem }
    self = rules
  }

  /// The error for a token no group accepts, guessing the intended group from the nearest known token.
  private static func unknownTokenError(_ text: String) -> RulesSpecError {
    let token = text.uppercased()
    // Control characters are shown escaped (`\u{7}`), so that the message stays one readable line.
    let raw = String(text.debugDescription.dropFirst().dropLast())
    if token.hasSuffix("D"), Int(token.dropLast()) != nil {
      return RulesSpecError(description: "unknown rule '\(raw)'; decks must be 1D to 8D or INF")
    }
    if token.hasPrefix("PEN") || token.hasPrefix("CUT"),
      token.dropFirst(3).contains(where: \.isNumber)
    {
      return RulesSpecError(
        description: "unknown rule '\(raw)'; penetration must be PEN50 to PEN95, a fraction of the shoe from PEN1/2 "
          + "to PEN19/20 (e.g. PEN5/6), CUTn for the cut card after n cards, or CSM")
    }
    let tokens = groups.flatMap(\.tokens)
    if let nearest = tokens.nearest(to: token, maximumDistance: max(1, token.count / 2)),
      let group = groups.first(where: { $0.tokens.contains(nearest) })
    {
      return RulesSpecError(description: "unknown rule '\(raw)'; expected \(group.expected)")
    }
    let all = groups.map(\.expected).joined(separator: "; ")
    return RulesSpecError(description: "unknown rule '\(raw)'; expected one of: \(all)")
  }

  /// The canonical spec: every setting in a fixed order, such as `6D S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75`.
  ///
  /// `HSA` appears only when split aces may be hit. Parsing the spec gives back equal rules.
  public var spec: String {
    Rules.groups.compactMap { $0.print(self) }.joined(separator: " ")
  }

  /// Every token a spec may contain, for completion and help: `1D`…`8D`, `INF`, `S17`, `H17`, …
  public static var allTokens: [String] { groups.flatMap(\.tokens) }

  /// The tokens by the setting they decide (`1D`…`8D` and `INF`; `S17` and `H17`; …): a spec names at most one
  /// token of each group.
  public static var tokenGroups: [[String]] { groups.map(\.tokens) }
}

extension Rules: CustomStringConvertible {
  /// The canonical spec, as ``spec``.
  public var description: String { spec }
}
