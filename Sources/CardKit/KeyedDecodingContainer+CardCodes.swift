extension KeyedDecodingContainer {
  /// Decodes a string of card codes separated by spaces ("AS 10H KD"), parsing each with `parse` and failing at the
  /// first it rejects, with `rejection` saying why.
  func decodeCardCodes<Element>(
    forKey key: Key, parse: (Substring) -> Element?, rejection: (Substring) -> String
  ) throws -> [Element] {
    let text = try decode(String.self, forKey: key)
    var elements: [Element] = []
    for (index, code) in text.split(separator: " ").enumerated() {
      guard let element = parse(code) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "card \(index + 1), '\(code)', \(rejection(code))")
      }
      elements.append(element)
    }
    return elements
  }
}
