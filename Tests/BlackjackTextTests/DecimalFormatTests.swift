import Testing

@testable import BlackjackText

@Suite("Decimal format")
struct DecimalFormatTests {
  @Test(
    "whole numbers of hundredths, thousandths …, worked out by hand",
    arguments: [
      (0, 2, "0.00"), (5, 2, "0.05"), (-750, 2, "-7.50"), (101_250, 2, "1012.50"), (7, 0, "7"), (-7, 0, "-7"),
      (12_345, 4, "1.2345"), (-1, 4, "-0.0001"), (Int.min + 1, 2, "-92233720368547758.07"),
    ])
  func scaled(value: Int, digits: Int, text: String) {
    #expect(DecimalFormat.fixed(scaled: value, digits: digits) == text)
  }

  @Test(
    "doubles round half away from zero to the digits asked for; a rounded zero has no sign",
    arguments: [
      (3.14159, 2, "3.14"), (2.675, 1, "2.7"), (-0.001, 2, "0.00"), (-1.005, 0, "-1"), (0.5, 0, "1"),
      (-0.5, 0, "-1"), (1e6, 3, "1000000.000"), (0.123456, 6, "0.123456"),
    ])
  func fixed(value: Double, digits: Int, text: String) {
    #expect(DecimalFormat.fixed(value, digits: digits) == text)
  }

  @Test("non-finite values print as Swift prints them")
  func nonFinite() {
    #expect(DecimalFormat.fixed(.infinity, digits: 2) == "inf")
    #expect(DecimalFormat.fixed(.nan, digits: 2) == "nan")
  }

  @Test("signed: a plus only above zero after rounding")
  func signed() {
    #expect(DecimalFormat.signed(0.25, digits: 2) == "+0.25")
    #expect(DecimalFormat.signed(-1.5, digits: 2) == "-1.50")
    #expect(DecimalFormat.signed(0.0001, digits: 2) == "0.00")
    #expect(DecimalFormat.signed(-0.0001, digits: 2) == "0.00")
    #expect(DecimalFormat.signed(scaled: 1250, digits: 2) == "+12.50")
    #expect(DecimalFormat.signed(scaled: 0, digits: 2) == "0.00")
    #expect(DecimalFormat.signed(scaled: -750, digits: 2) == "-7.50")
  }

  @Test("thousands separators, short counts, percentages and durations")
  func others() {
    #expect(DecimalFormat.grouped(10_000_000) == "10,000,000")
    #expect(DecimalFormat.grouped(-1234) == "-1,234")
    #expect(DecimalFormat.grouped(999) == "999")
    #expect(DecimalFormat.compact(950) == "950")
    #expect(DecimalFormat.compact(12_500) == "12.5k")
    #expect(DecimalFormat.compact(21_300_000) == "21.30M")
    #expect(DecimalFormat.compact(1.2e9) == "1.20G")
    #expect(DecimalFormat.percent(42.46, digits: 1) == "42.5%")
    #expect(DecimalFormat.duration(59.6) == "1:00")
    #expect(DecimalFormat.duration(3_725) == "1:02:05")
    #expect(DecimalFormat.duration(.infinity) == "0:00")
  }

  @Test("a real number rounded to a whole one with separators, and beyond 64 bits as Swift prints it, never a trap")
  func groupedReal() {
    #expect(DecimalFormat.grouped(38_416.4) == "38,416")
    #expect(DecimalFormat.grouped(-2_499.5) == "-2,500")
    #expect(DecimalFormat.grouped(1.2e28) == "1.2e+28")
    #expect(DecimalFormat.grouped(Double.infinity) == "inf")
    #expect(DecimalFormat.grouped(Double.nan) == "nan")
  }

  @Test("padding to a width on either side, never cutting")
  func padding() {
    #expect("ab".padded(to: 4) == "ab  ")
    #expect("ab".padded(toLeading: 4) == "  ab")
    #expect("abcdef".padded(to: 4) == "abcdef")
    #expect("abcdef".padded(toLeading: 4) == "abcdef")
  }

  @Test("shares as percentages that add up to exactly 100, the leftover hundredths to the largest remainders")
  func shares() {
    // By hand: 33.333… each rounds to 33.33, 99.99 in all; the one hundredth left goes to the first of the ties.
    #expect(DecimalFormat.shares([1.0 / 3, 1.0 / 3, 1.0 / 3], digits: 2) == ["33.34", "33.33", "33.33"])
    // 44.775 + 8.765 + 46.46 = 100: rounded alone, 44.78 + 8.77 + 46.46 = 100.01; the remainders .5 and .5 tie,
    // so one of them is rounded down.
    let tied = DecimalFormat.shares([0.447_75, 0.087_65, 0.4646], digits: 2)
    #expect(tied.compactMap { Int($0.replacingOccurrences(of: ".", with: "")) }.reduce(0, +) == 100_00)
    // 12.344 %, 0.006 %, 87.65 %: 12.34 + 0.00 + 87.65 = 99.99 rounded down, the largest remainder (0.006) gets it.
    #expect(DecimalFormat.shares([0.123_44, 0.000_06, 0.8765], digits: 2) == ["12.34", "0.01", "87.65"])
    // Not shares of a whole: each rounded alone.
    #expect(DecimalFormat.shares([0.5, 0.6], digits: 1) == ["50.0", "60.0"])
  }
}
