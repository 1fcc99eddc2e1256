/// The fuzzer's bytes, read front to back as the choices a harness makes; past the end every read gives zero, so
/// any input, however short, is a complete run.
public struct FuzzInput {
  /// The bytes.
  public let bytes: [UInt8]
  /// The next byte to read.
  public private(set) var offset = 0

  /// The input libFuzzer passes to `LLVMFuzzerTestOneInput`.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// An input of the given bytes (for tests of a harness).
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { offset >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A whole number in `range`, from one byte (two when the range is wider than 256).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = range.upperBound - range.lowerBound + 1
    let raw = width > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
    return range.lowerBound + raw % width
  }

  /// A yes or no.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Eight bytes as a 64-bit number.
  public mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  /// One of `choices`.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }

  /// The bytes up to the next `separator` (not included), or to the end.
  public mutating func bytes(until separator: UInt8) -> [UInt8] {
    var result: [UInt8] = []
    while offset < bytes.count {
      let next = bytes[offset]
      offset += 1
      if next == separator { break }
      result.append(next)
    }
    return result
  }

  /// Every byte not yet read.
  public mutating func rest() -> [UInt8] {
    defer { offset = bytes.count }
    return offset < bytes.count ? Array(bytes[offset...]) : []
  }
}

/// Stops the run with `message` when `condition` is false: a broken invariant is a crash to libFuzzer, which then
/// saves the input that caused it.
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
  line: UInt = #line
) {
  if !condition() { fatalError("invariant broken: \(message())", file: file, line: line) }
}
