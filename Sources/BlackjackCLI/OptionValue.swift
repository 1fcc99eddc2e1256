/// A parsed option value, typed by its ``OptionKind``.
public enum OptionValue: Sendable, Equatable {
  /// A flag that was given.
  case flag
  /// A whole number.
  case integer(Int)
  /// An unsigned 64-bit number.
  case unsigned(UInt64)
  /// Text, or a choice (lowercased).
  case text(String)
}

/// The options and plain arguments of one command line, checked against the command's table.
public struct ParsedOptions: Sendable, Equatable {
  /// The given options by name (without dashes).
  public var values: [String: OptionValue]
  /// The arguments that are not options, in order.
  public var arguments: [String]

  /// Creates parsed options.
  public init(values: [String: OptionValue] = [:], arguments: [String] = []) {
    self.values = values
    self.arguments = arguments
  }

  /// The value given for `option`, or `nil` when it was not given.
  public subscript<Value>(option: Option<Value>) -> Value? {
    values[option.spec.name].flatMap(option.value)
  }

  /// Whether the flag `option` was given.
  public subscript(option: Option<Bool>) -> Bool {
    values[option.spec.name] == .flag
  }
}
