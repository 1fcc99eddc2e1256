import BlackjackAnalysis
import BlackjackCounting
import BlackjackEngine

/// What the session counts and plays by: the counting system, how the exact values play split hands, and the basic
/// strategy computed for the table's rules once it has been needed.
struct SessionSystems {
  /// The counting system `count` keeps (Hi-Lo unless `play --count` chose another).
  let countingSystem: CountingSystem
  /// How the exact values of `hint` (and the computed chart) play split hands.
  let postSplit: PostSplitPolicy
  /// The basic strategy computed for the table's rules, once it has been needed (see `basicStrategy()`); `nil` again
  /// when a new table opens.
  var computedChart: BasicStrategy?
}
