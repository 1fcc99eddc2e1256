#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour as SVG and CSS write it, `#RRGGBB`.
package struct Colour: Hashable, Sendable {
  /// The colour's red, green and blue components, 0–255 each.
  package var red: UInt8
  /// The green component.
  package var green: UInt8
  /// The blue component.
  package var blue: UInt8

  /// A colour from its components.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from its hexadecimal value: `Colour(0xE69F00)`.
  package init(_ hex: UInt32) {
    self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
  }

  /// `#RRGGBB`, upper case.
  package var hex: String {
    let digits = Array("0123456789ABCDEF")
    return "#" + [red, green, blue].map { String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 0xF)]) }.joined()
  }

  /// The relative luminance of WCAG 2 (0 for black, 1 for white), for choosing text that reads on the colour.
  package var luminance: Double {
    func linear(_ component: UInt8) -> Double {
      let value = Double(component) / 255
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio of two colours, 1 to 21.
  package static func contrast(_ first: Colour, _ second: Colour) -> Double {
    let (a, b) = (first.luminance, second.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Black.
  package static let black = Colour(0x000000)
  /// White.
  package static let white = Colour(0xFFFFFF)
}
