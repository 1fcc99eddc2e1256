/// Turns a raw line from a ``LineEditor`` into text a command can be parsed from, or says why it cannot.
enum InputLine {
  /// The longest line accepted, in bytes; every real command is far shorter.
  static let maximumLength = 1000

  /// Why a line was rejected.
  enum Problem: Error, Equatable {
    /// The line is longer than ``maximumLength`` bytes.
    case tooLong(length: Int)
    /// The byte at this offset does not start or continue a valid UTF-8 character.
    case invalidUTF8(offset: Int, byte: UInt8)
    /// The line holds a control character other than a tab.
    case controlCharacter(offset: Int, byte: UInt8)

    /// One line saying what was wrong and what is allowed.
    var message: String {
      switch self {
      case .tooLong(let length):
        "line too long (\(length) bytes); a command is at most \(InputLine.maximumLength) — type 'help' for the list"
      case .invalidUTF8(let offset, let byte):
        "input is not valid UTF-8 (byte 0x\(hex(byte)) at position \(offset + 1)); type commands as plain text"
      case .controlCharacter(let offset, let byte):
        "input holds a control character (0x\(hex(byte)) at position \(offset + 1)); type commands as plain text"
      }
    }

    private func hex(_ byte: UInt8) -> String {
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
  }

  /// The line's text with surrounding white space trimmed.
  ///
  /// - Throws: ``Problem`` when the line is too long, not UTF-8 or holds control characters.
  static func decode(bytes: [UInt8], length: Int) throws(Problem) -> String {
    guard length <= maximumLength, bytes.count == length else { throw .tooLong(length: length) }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
          throw .controlCharacter(offset: offset, byte: UInt8(scalar.value))
        }
        scalars.append(scalar)
        offset += UTF8.width(scalar)
      case .emptyInput:
        let text = String(scalars)
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      case .error:
        throw .invalidUTF8(offset: offset, byte: bytes[offset])
      }
    }
  }
}
