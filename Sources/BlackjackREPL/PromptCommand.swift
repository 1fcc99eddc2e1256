import BlackjackCounting
import BlackjackEngine
import CardKit

/// A command the REPL understands.
///
/// The cases are in the order `help` lists them. Each has a name, an optional one-letter short form, a usage line
/// and help text; ``CommandTable`` looks them up from what the user typed.
public enum PromptCommand: String, CaseIterable, Sendable {
  /// `bet N`: places a bet and deals a round.
  case bet
  /// `deal [N]`: deals a round, betting N or the last bet.
  case deal
  /// `hit` / `h`: takes a card.
  case hit
  /// `stand` / `s`: keeps the hand.
  case stand
  /// `double` / `d`: doubles the bet and takes exactly one card.
  case double
  /// `split` / `p`: splits a pair into two hands.
  case split
  /// `surrender` / `r`: gives up the hand for half the bet back.
  case surrender
  /// `insurance yes|no`: answers the insurance offer.
  case insurance
  /// `hint`: the basic-strategy action for the hand being played, and why.
  case hint
  /// `count`: the running count, true count and cards left.
  case count
  /// `shoe`: the shoe's size, cards dealt and cards left.
  case shoe
  /// `rules` / `rules set SPEC` / `rules change TOKENS`: shows, replaces or changes the table rules.
  case rules
  /// `bankroll`: the current bankroll.
  case bankroll
  /// `stats` / `stats all`: the session's statistics, or the profile's over every session.
  case stats
  /// `coach on|off`: flags each decision off the chart as it is made, with what it cost.
  case coach
  /// `mistakes [all]`: the session's decisions off the chart by chart cell, or the profile's.
  case mistakes
  /// `drill strategy|count|deviations|countdown|true-count|decks|pairs|due`: a practice drill, graded.
  case drill
  /// `rebuy N`: adds N to a profile's bankroll once it cannot cover the minimum bet.
  case rebuy
  /// `history [N]`: the profile's last N rounds.
  case history
  /// `profile`: the profile being played and where it is kept.
  case profile
  /// `leaderboard`: the profiles of the database, ranked.
  case leaderboard
  /// `help [command]`: lists commands or explains one.
  case help
  /// `quit`: ends the session with a summary.
  case quit

  /// The command's full name, as typed.
  public var name: String { rawValue }

  /// The one-letter short form, for the player's actions.
  public var shortForm: String? {
    switch self {
    case .hit: "h"
    case .stand: "s"
    case .double: "d"
    case .split: "p"
    case .surrender: "r"
    default: nil
    }
  }

  /// Other words that name the command, as other REPLs spell them: `exit`, `q` and `:q` quit, `?` is help.
  public var aliases: [String] {
    switch self {
    case .quit: ["exit", "q", ":q"]
    case .help: ["?"]
    default: []
    }
  }

  /// Whether the command is one of the player's actions on a hand.
  public var isPlayerAction: Bool {
    switch self {
    case .hit, .stand, .double, .split, .surrender: true
    default: false
    }
  }

  /// How the command is typed: `"bet N"`, `"insurance yes|no"`.
  public var usage: String {
    switch self {
    case .bet: "bet N"
    case .deal: "deal [N]"
    case .insurance: "insurance yes|no"
    case .rules: "rules [set SPEC | change TOKENS]"
    case .help: "help [command]"
    case .quit: "quit"
    case .stats: "stats [all]"
    case .rebuy: "rebuy N"
    case .history: "history [N]"
    case .coach: "coach on|off"
    case .mistakes: "mistakes [all]"
    case .drill: "drill NAME [options]"
    default: name
    }
  }

  /// One line saying what the command does.
  public var summary: String {
    switch self {
    case .bet: "bet N and deal a round"
    case .deal: "deal a round, betting N or the last bet (Enter alone does the same)"
    case .hit: "take another card"
    case .stand: "keep this hand; play moves on"
    case .double: "double the bet and take exactly one more card"
    case .split: "split a pair into two hands, each with the original bet"
    case .surrender: "give up this hand and get half the bet back"
    case .insurance: "take or decline insurance when the dealer shows an ace"
    case .hint: "the basic-strategy action for this hand, and why"
    case .count: "running count, true count and cards left in the shoe (Hi-Lo unless play --count says)"
    case .shoe: "decks in the shoe, cards dealt and cards left"
    case .rules: "show the table rules, or change them between rounds"
    case .bankroll: "show the bankroll"
    case .stats: "session statistics: rounds, results, net, blackjacks, decisions off basic strategy"
    case .coach: "say at once when a play is off the chart, and what it cost"
    case .mistakes: "your plays off the chart by hand and up card, with their cost ('all': the profile's)"
    case .drill:
      "practise strategy, counting, index plays, true counts, deck estimation; 'drill due' for what is due"
    case .rebuy: "when broke, add N to the profile's bankroll (recorded as a rebuy)"
    case .history: "the profile's last N rounds (10 by default)"
    case .profile: "the profile: its name, bankroll, rounds, and the file it is kept in"
    case .leaderboard: "the database's profiles ranked by net per 100 rounds and by play off basic strategy"
    case .help: "list the commands, or explain one"
    case .quit: "leave the table with a session summary (Ctrl-D does the same)"
    }
  }

  /// The longer explanation `help COMMAND` prints after the usage and summary.
  public var details: String {
    switch self {
    case .bet:
      "N is an amount such as 10 or 12.50, at least the table minimum and at most the bankroll. Only between rounds."
        + " At a table with side bets (play --side-bets \"21+3 pp ll\"), name each after N with its amount,"
        + " 'bet 10 pp 5 21+3 2': they are settled on the deal, and Enter or 'deal' repeats them."
        + " With 'play --count SYSTEM --ramp STEPS' (or --spread) each bet is graded against the ramp at the count"
        + " before the deal, and between rounds the dealer now and then asks for the running and true count."
    case .deal:
      "Without N, deals with the last bet. Pressing Enter on an empty line between rounds repeats the last bet."
    case .hit, .stand, .double, .split, .surrender:
      "Only while one of your hands is being played, and only when legal; the prompt lists the legal actions."
        + " Short form: \(shortForm ?? name)."
    case .insurance:
      "Offered when the dealer's up card is an ace. Insurance costs half the bet and \(TableRenderer.insurancePays) if the dealer has"
        + " blackjack. 'yes', 'no', 'y' or 'n' alone answer too."
    case .hint:
      "Shows what basic strategy does with this hand against the dealer's up card, and the reason."
    case .count:
      "The running count (the sum of the tags of every card seen since the shuffle), the true count (running count"
        + " per deck left) and the cards left, for the counting system of 'play --count' (default Hi-Lo: 2 to 6 count"
        + " +1, 7 to 9 count 0, tens and aces -1). The dealer's face-down card is not counted until it is turned"
        + " over, so 'count' and 'shoe' differ by it. Under a continuous shuffler the count means nothing."
        + "\nThe tags of each system 'play --count' takes:\n"
        + CountingSystem.builtIn.map { "  \($0.name) (\($0.system.name)): \(Self.tagList($0.system))" }.joined(
          separator: "\n")
    case .shoe:
      "How many decks the shoe holds, how many cards were dealt and how many are left before the reshuffle."
    case .rules:
      "'rules' shows the table rules. Between rounds, 'rules set SPEC' replaces them: what SPEC leaves out takes the"
        + " default (\(Rules().spec)), e.g. 'rules set 1d h17 ls'. 'rules change TOKENS' changes only the rules named"
        + " and keeps the rest, e.g. 'rules change h17' or 'rules change 8d es'."
    case .bankroll:
      "Prints a line such as 'Bankroll: 1012.50'."
    case .stats:
      "Rounds: one a deal of the dealer's, however many spots you play (as simulate counts them), and your hands"
        + " won, lost and pushed. Net: the bankroll's change, insurance and side bets included (side bets also on a"
        + " line of their own). Decisions off basic strategy: plays that differ from the chart for the table's rules."
        + " Decisions off the exact best play: plays that give up expected value for the cards left, chart plays"
        + " included, and what they cost in money. 'stats all' gives the same for every session of the profile, with"
        + " its rebuys and sessions."
    case .coach:
      "With 'coach on', every play off the basic-strategy chart is flagged as you make it, with the exact expected"
        + " value it gave up against the best play for the cards left (in units of the hand's bet, and in money)"
        + " when the shoe allows an exact answer. With 'play --count hilo', an index play made at its true count is"
        + " right, and one missed is said. 'coach off' stops the flags; 'mistakes' lists them either way."
    case .mistakes:
      "A mistake is a play off the chart for the table's rules that gives up expected value for the cards left (a"
        + " play off the chart that is the best for the cards left is none; an index play made at its count is none)."
        + " Groups the session's mistakes by chart cell (hand v up card): how many, what you played, what the chart"
        + " plays and the total expected cost in money, as stats counts it. 'mistakes all' does the same for every"
        + " recorded round of the profile."
    case .drill:
      "Between rounds. 'drill strategy [--seed S]': hands to play, graded against the chart for the table's rules;"
        + " hands you get wrong come back more often. 'drill count [--decks N] [--pace SECONDS] [--seed S]': cards"
        + " dealt at a pace (at a terminal), the running and true count asked at random moments, timed and scored."
        + " 'drill deviations [--tc N] [--seed S]': hands at a Hi-Lo true count, graded against the Illustrious 18"
        + " (and the Fab 4 with late surrender). 'drill countdown [--decks N] [--seed S]': a deck (or N) a card per"
        + " Enter, the final running count timed (target: a deck in 25 s with no error). 'drill true-count [--decks"
        + " N] [--svg FILE]': a running count and a drawn discard tray, the true count asked (90% right, 4 s). 'drill"
        + " decks [--decks N] [--svg FILE]': the decks in a tray, to the half deck (90%, 3 s). --svg FILE draws each"
        + " tray as SVG to FILE (a regular file, created or replaced whole) before its question. 'drill pairs"
        + " [--cards 2|3]': a deck in groups, each group's count at a glance (95%, 1.5 s). With a profile every"
        + " answer is kept, and every item (a chart cell, an index play, a count drill's level) has a place in a"
        + " spaced-repetition schedule of Leitner boxes: a right answer moves it up a box, due again in 1, 3, 7, 14,"
        + " then 30 days; a wrong one back to box 0, due at once. 'drill due [--seed S]' serves everything due,"
        + " weakest first: chart cells, index plays, and count drills (a count, countdown, true-count, decks or"
        + " pairs question at the level due, as the drill's own command asks it; for 'drill count', its running"
        + " count). 'blackjack progress' shows each skill"
        + " against its target."
        + " Type 'stop' or 'exit' to leave a drill."
    case .rebuy:
      "Only for a profile, between rounds, once the bankroll is below the table minimum: N from the minimum bet up to"
        + " the bankroll the profile started with. Kept in the profile's ledger, apart from the results."
    case .history:
      "One line per round, newest last: number, time, bet, each hand's cards and result, the dealer's cards, net."
        + " 'blackjack history' prints the same from the command line, also as JSON or CSV."
    case .profile:
      "Profiles keep the bankroll, every round and the round in progress in an SQLite file (see 'blackjack play"
        + " --help'); one session at a time may play a profile: a second is refused while the first runs."
    case .leaderboard:
      "Profiles with at least \(REPLSession.leaderboardMinimumRounds) rounds, ranked by net result per 100 rounds,"
        + " then by the share of decisions off basic strategy (fewest first)."
    case .help:
      "'help' (or '?') lists every command; 'help COMMAND' explains one."
    case .quit:
      "Also 'exit', 'q' or ':q'. Prints the session summary and exits. A profile keeps a round in progress for the next session; a guest's"
        + " unfinished hands stand and are settled (the dealer plays), never refunded."
    }
  }

  /// A counting system's tags in words, ranks of equal tags run together: "A -1, 2-6 +1, 7-9 0, T -1" for Hi-Lo; a
  /// rank counted by colour is given both ways ("7 red +1, black 0").
  static func tagList(_ system: CountingSystem) -> String {
    let ranks = Rank.allCases.filter { $0.points < 10 } + [.ten]
    let sign = { (tag: Double) -> String in
      let text = tag == tag.rounded() ? String(Int(tag)) : String(tag)
      return tag > 0 ? "+" + text : text
    }
    let tags = ranks.map { rank -> String in
      let red = system.tag(of: Card(rank, of: .hearts))
      let black = system.tag(of: Card(rank, of: .spades))
      return red == black ? sign(red) : "red \(sign(red)), black \(sign(black))"
    }
    let names = ranks.map(\.chartLabel)
    var runs: [String] = []
    var start = 0
    for index in ranks.indices where index == ranks.count - 1 || tags[index + 1] != tags[index] {
      let name = start == index ? names[index] : "\(names[start])-\(names[index])"
      runs.append("\(name) \(tags[index])")
      start = index + 1
    }
    return runs.joined(separator: ", ")
  }
}
