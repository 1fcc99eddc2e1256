/// Weighted isotonic regression by pooling adjacent violators: the non-decreasing sequence nearest to the values in
/// the weighted least-squares sense.
///
/// A run of values that falls is replaced by its weighted mean, repeatedly, until nothing falls. The result `x`
/// minimises Σ wᵢ (xᵢ − yᵢ)² over non-decreasing `x`; scaling the values scales the result.
enum Isotonic {
  /// The non-decreasing fit of `values` with `weights` (each positive).
  ///
  /// - Precondition: as many weights as values, every weight positive.
  static func fit(_ values: [Double], weights: [Double]) -> [Double] {
    precondition(values.count == weights.count && weights.allSatisfy { $0 > 0 })
    // Blocks of pooled values: their mean, their weight and how many values they hold.
    var means: [Double] = []
    var totals: [Double] = []
    var sizes: [Int] = []
    for (value, weight) in zip(values, weights) {
      var mean = value
      var total = weight
      var size = 1
      while let last = means.last, last > mean {
        mean = (last * totals[totals.count - 1] + mean * total) / (totals[totals.count - 1] + total)
        total += totals.removeLast()
        size += sizes.removeLast()
        means.removeLast()
      }
      means.append(mean)
      totals.append(total)
      sizes.append(size)
    }
    return zip(means, sizes).flatMap { Array(repeating: $0, count: $1) }
  }
}
