/// A value and the outcome counts behind it, for one hand or for a set of split hands: the expected net per
/// initial bet and the expected numbers of hands won, pushed and lost (probabilities, for a single hand).
///
/// The four numbers sit in one SIMD vector, so that probability-weighted sums over cards cost one operation each;
/// read and write them by name.
struct Value4: Sendable {
  private var lanes: SIMD4<Double>

  /// Zero in every field.
  @inline(__always)
  init() { lanes = SIMD4(repeating: 0) }

  /// A value with its outcome counts.
  @inline(__always)
  init(net: Double, won: Double, pushed: Double, lost: Double) { lanes = SIMD4(net, won, pushed, lost) }

  /// The expected net result per initial bet.
  var net: Double {
    @inline(__always) get { lanes[0] }
    @inline(__always) set { lanes[0] = newValue }
  }

  /// The expected number of hands won.
  var won: Double {
    @inline(__always) get { lanes[1] }
    @inline(__always) set { lanes[1] = newValue }
  }

  /// The expected number of hands pushed.
  var pushed: Double {
    @inline(__always) get { lanes[2] }
    @inline(__always) set { lanes[2] = newValue }
  }

  /// The expected number of hands lost (a surrender counts as a loss).
  var lost: Double {
    @inline(__always) get { lanes[3] }
    @inline(__always) set { lanes[3] = newValue }
  }

  @inline(__always)
  static func + (left: Value4, right: Value4) -> Value4 {
    var sum = left
    sum.lanes += right.lanes
    return sum
  }

  @inline(__always)
  static func - (left: Value4, right: Value4) -> Value4 {
    var difference = left
    difference.lanes -= right.lanes
    return difference
  }

  @inline(__always)
  static func += (left: inout Value4, right: Value4) { left.lanes += right.lanes }

  @inline(__always)
  static func * (scale: Double, value: Value4) -> Value4 {
    var product = value
    product.lanes *= scale
    return product
  }

  @inline(__always)
  static func / (value: Value4, divisor: Double) -> Value4 {
    var quotient = value
    quotient.lanes /= divisor
    return quotient
  }
}
