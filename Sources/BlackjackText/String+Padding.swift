extension String {
  /// The string followed by spaces up to `width` columns (unchanged when it is already as wide), measured by
  /// ``visibleWidth`` (colour codes take no column).
  package func padded(to width: Int) -> String {
    let visible = visibleWidth
    return visible >= width ? self : self + String(repeating: " ", count: width - visible)
  }

  /// The string preceded by spaces up to `width` columns (unchanged when it is already as wide), measured by
  /// ``visibleWidth``.
  package func padded(toLeading width: Int) -> String {
    let visible = visibleWidth
    return visible >= width ? self : String(repeating: " ", count: width - visible) + self
  }
}
