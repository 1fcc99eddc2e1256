/// A parsed option value, typed by its ``OptionKind``.
public enum OptionValue: Sendable, Equatable {
  /// A flag that was given.
  case flag
  /// A whole number.
  case integer(Int)
  /// An unsigned 64-bit number.
  case unsigned(UInt64)
  /// A decimal number.
  case decimal(Double)
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

  /// Whether the flag `--name` was given.
  public func flag(_ name: String) -> Bool { values[name] == .flag }

  /// The whole number given for `--name`, or `nil` when it was not given.
  public func integer(_ name: String) -> Int? {
    if case .integer(let value) = values[name] { value } else { nil }
  }

  /// The unsigned number given for `--name`, or `nil` when it was not given.
  public func unsigned(_ name: String) -> UInt64? {
    if case .unsigned(let value) = values[name] { value } else { nil }
  }

  /// The decimal number given for `--name`, or `nil` when it was not given.
  public func decimal(_ name: String) -> Double? {
    if case .decimal(let value) = values[name] { value } else { nil }
  }

  /// The text or choice given for `--name`, or `nil` when it was not given.
  public func text(_ name: String) -> String? {
    if case .text(let value) = values[name] { value } else { nil }
  }
}
