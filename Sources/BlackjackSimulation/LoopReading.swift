import BlackjackCounting
import BlackjackEngine

/// A counter's ``BlackjackEngine/CountReading`` as the simulator's loop holds it. The loop is specialised for each
/// conforming type, so that a reading known in advance (``FlooredTrueCount``, ``FlooredRunningCount``) is a constant
/// in its copy of the loop and of the charted driver, where the reading's switches fold away; any other reading is
/// held at run time (``HeldReading``) by one more copy.
protocol LoopReading {
  /// The reading.
  var reading: CountReading { get }
}

/// ``BlackjackEngine/CountReading/flooredExactTrueCount``, a constant: a counter's default.
struct FlooredTrueCount: LoopReading {
  /// The reading.
  @inline(__always) var reading: CountReading { .flooredExactTrueCount }
}

/// ``BlackjackEngine/CountReading/flooredRunningCount``, a constant: an unbalanced system's default.
struct FlooredRunningCount: LoopReading {
  /// The reading.
  @inline(__always) var reading: CountReading { .flooredRunningCount }
}

/// Any reading, held at run time.
struct HeldReading: LoopReading {
  /// The reading.
  let reading: CountReading
}
