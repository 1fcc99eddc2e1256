import BlackjackEngine
import BlackjackProfile
import CardKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a session keeps in its profile between commands, besides the settled rounds: the table to resume and the
/// round in progress, as the state text of the profile (JSON, `formatVersion` 1).
struct SavedSession: Codable, Equatable {
  /// The format of this value.
  var formatVersion = 1
  /// The table between rounds: now, or before the round in progress was dealt.
  var table: TableSnapshot
  /// The round in progress: its bet and the requests accepted so far.
  var round: RoundLog?
  /// What the record of the round in progress needs besides its cards.
  var roundInfo: PendingRound?
  /// The session seed, in decimal (each new table's shoe is seeded from it).
  var seed: String
  /// How many tables `rules set` or `rules change` opened.
  var tablesOpened: Int
  /// The last bet, in cents, which Enter repeats.
  var lastBet: Int?
  /// The cards seen since the shuffle, for the count, as codes.
  var seenCards: String
  /// The shoe's shuffle count when the seen cards were last reset.
  var shufflesSeen: Int
  /// `true` when the coach is on (`coach on`), which the profile remembers; left out (`nil`) when it is off, so that
  /// a state saved before the coach was remembered reads the same.
  var coach: Bool? = nil
  /// The table's positions in seat order at a table of several (`play --seats` or `--spots`): `you` for each of the
  /// player's spots, the AI seat's style (`basic`, `counter`, `typical`) for the others; left out at a lone spot.
  var positions: [String]? = nil
  /// The codes of the side bets the table offers (`21+3`, `pp`); left out when it offers none.
  var sideBets: [String]? = nil
  /// The table minimum in cents, left out at the default minimum; the table maximum in cents, left out when none.
  var minimum: Int? = nil
  /// The table maximum in cents, left out when there is none.
  var maximum: Int? = nil
  /// The side bets placed with the last bet, which Enter repeats with it: `pp 500 21+3 200` (codes and stakes in
  /// cents); left out when there were none.
  var lastSideBets: String? = nil

  /// The JSON text, keys sorted (so that equal states give equal text).
  func text() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Every field encodes (no floating-point values that are not finite).
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }

  /// Reads the state text a session saved.
  ///
  /// - Throws: a one-line reason when it is not a state this version can resume.
  static func read(_ text: String) throws(SavedSessionError) -> SavedSession {
    let saved: SavedSession
    do {
      saved = try JSONDecoder().decode(SavedSession.self, from: Data(text.utf8))
    } catch let DecodingError.dataCorrupted(context) {
      throw SavedSessionError(reason: context.debugDescription)
    } catch {
      throw SavedSessionError(reason: "\(error)")
    }
    guard saved.formatVersion == 1 else {
      throw SavedSessionError(reason: "its formatVersion \(saved.formatVersion) is newer than this blackjack reads (1)")
    }
    guard saved.table.round == nil, UInt64(saved.seed) != nil else {
      throw SavedSessionError(reason: "its table or seed is not one a session saves")
    }
    guard saved.seatStyles != nil, saved.offeredSideBets != nil, saved.lastSideBetStakes != nil else {
      throw SavedSessionError(reason: "its positions or side bets are not ones a table offers")
    }
    let minimum = saved.minimum ?? REPLSession.minimumBet.cents
    guard minimum >= REPLSession.minimumBet.cents, (saved.maximum ?? Int.max) >= minimum else {
      throw SavedSessionError(
        reason: "its table minimum is below \(REPLSession.minimumBet), or its maximum is below its minimum")
    }
    return saved
  }

  /// The word for one of the player's spots in ``positions``.
  static let spotWord = "you"

  /// The styles of ``positions`` (`nil` at the player's spots): `[nil]` at a lone spot; `nil` when they are not a
  /// table's: 1 to 7 positions, 1 to 3 of the player's spots side by side, and only known styles.
  var seatStyles: [AIPlayerStyle?]? {
    guard let positions else { return [nil] }
    var styles: [AIPlayerStyle?] = []
    for word in positions {
      if word == Self.spotWord {
        styles.append(nil)
      } else {
        guard let style = AIPlayerStyle(rawValue: word) else { return nil }
        styles.append(style)
      }
    }
    let spots = styles.indices.filter { styles[$0] == nil }
    guard (1...PlayOptions.Seating.maximumPositions).contains(styles.count), let first = spots.first,
      spots.count <= PlayOptions.Seating.maximumSpots, spots.last == first + spots.count - 1
    else { return nil }
    return styles
  }

  /// The stakes of ``lastSideBets``; `nil` when they are not side bets with positive stakes, each named once.
  var lastSideBetStakes: [SideBetStake]? {
    guard let lastSideBets else { return [] }
    let words = lastSideBets.split(separator: " ")
    guard words.count.isMultiple(of: 2) else { return nil }
    var stakes: [SideBetStake] = []
    for pair in stride(from: 0, to: words.count, by: 2) {
      guard let bet = SideBet(code: words[pair]), let cents = Int(words[pair + 1]), cents > 0,
        !stakes.contains(where: { $0.bet.kind == bet.kind })
      else { return nil }
      stakes.append(SideBetStake(bet, stake: Money(cents: cents)))
    }
    return stakes
  }

  /// The side bets of ``sideBets``; `nil` when one is not a side bet or a kind is named twice.
  var offeredSideBets: [SideBet]? {
    guard let sideBets else { return [] }
    return try? SideBet.list(parsing: sideBets.joined(separator: " "))
  }
}

/// Why a saved state cannot be resumed.
struct SavedSessionError: Error {
  /// One line.
  var reason: String
}

/// The parts of a round's record known when it is dealt, and the decisions made on it so far.
struct PendingRound: Codable, Equatable {
  /// When it was dealt.
  var startedAt: String
  /// The shoe's shuffle count after the deal.
  var shuffle: Int
  /// The cards of that shuffle dealt before the round.
  var shoePosition: Int
  /// The decisions so far.
  var decisions: [DecisionRecord]
  /// Whether a later session resumed it.
  var resumed: Bool
}

/// A session's link to its profile: the profile session (read for `history`, `stats all` and the like; written only
/// by ``SessionDriver``), the round in progress as it must be saved, and what has changed since the last save. A
/// guest's keeper has no profile and keeps nothing.
struct SessionKeeper {
  /// The profile being played, or `nil` for a guest.
  var profile: ProfileSession?
  /// The table before the round in progress was dealt (or now, between rounds).
  var start: TableSnapshot?
  /// The round in progress.
  var log: RoundLog?
  /// The round in progress's record so far.
  var pending: PendingRound?
  /// Rounds settled and not yet saved.
  var settled: [RoundRecord] = []
  /// Rebuys not yet saved, in cents.
  var rebuys: [Int] = []
  /// Bets graded against the ramp and count checks answered, not yet saved.
  var countChecks: [CountCheckRecord] = []
  /// The state text last saved.
  var lastSaved: String?
  /// Whether saving stopped for good (the file is damaged, or another session took the profile): no retry.
  var stopped = false
  /// Why the session ends, once it does: written with the last save (`quit`, `end of input`, `broke`, a signal).
  var ending: String?
  /// Whether the session ended with something not saved (its last change, or only its close).
  var endedUnsaved = false
  /// Lines the greeting adds for a profile: where it is kept, and the round being resumed.
  var greetingLines: [String] = []
  /// A round number to show for the round in progress (the profile's next).
  var roundsSaved = 0

  /// The starting bankroll in cents of a session a table server keeps (``REPLSession/hosted(state:table:seed:options:style:startingBankroll:roundsPlayed:)``),
  /// which saves as a profile's does, to the server's database; `nil` otherwise.
  var hostedStartingCents: Int?

  /// Whether the session saves nowhere: no profile, and not kept by a table server.
  var isGuest: Bool { profile == nil && hostedStartingCents == nil }
}
