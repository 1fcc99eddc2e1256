extension String {
  /// The string followed by spaces up to `width` characters (unchanged when it is already as wide).
  package func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The string preceded by spaces up to `width` characters (unchanged when it is already as wide).
  package func padded(toLeading width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
