/// One option a command accepts, typed by the value it gives: `--decks N` is an `Option<Int>`, `--json` an
/// `Option<Bool>`. Commands read their parsed options through these keys (`options[Deck.decks]`), never by name.
public struct Option<Value: Sendable>: Sendable {
  /// How the option is written, checked and described in help.
  public let spec: OptionSpec
  /// The typed value of a parsed option.
  let value: @Sendable (OptionValue) -> Value?

  init(_ spec: OptionSpec, value: @escaping @Sendable (OptionValue) -> Value?) {
    self.spec = spec
    self.value = value
  }
}

extension Option where Value == Bool {
  /// A switch with no value, `--name`; it reads `true` when given and `false` otherwise.
  public static func flag(_ name: String, help: String) -> Option {
    Option(OptionSpec(name, kind: .flag, help: help)) { $0 == .flag ? true : nil }
  }
}

extension Option where Value == Int {
  /// A whole number within `range`, `--name N`.
  public static func integer(_ name: String, valueName: String, range: ClosedRange<Int>, help: String) -> Option {
    Option(OptionSpec(name, valueName: valueName, kind: .integer(range), help: help)) {
      if case .integer(let number) = $0 { number } else { nil }
    }
  }
}

extension Option where Value == UInt64 {
  /// An unsigned 64-bit whole number, `--name S`.
  public static func unsigned(_ name: String, valueName: String, help: String) -> Option {
    Option(OptionSpec(name, valueName: valueName, kind: .unsigned, help: help)) {
      if case .unsigned(let number) = $0 { number } else { nil }
    }
  }
}

extension Option where Value == String {
  /// Any text that is not empty, `--name VALUE`.
  public static func text(_ name: String, valueName: String, help: String) -> Option {
    Option(OptionSpec(name, valueName: valueName, kind: .text, help: help)) {
      if case .text(let text) = $0 { text } else { nil }
    }
  }

  /// One word of `choices`, `--name WORD`, read lowercased.
  public static func choice(_ name: String, valueName: String, choices: [String], help: String) -> Option {
    Option(OptionSpec(name, valueName: valueName, kind: .choice(choices), help: help)) {
      if case .text(let text) = $0 { text } else { nil }
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// One case of the enum `Value`, `--name WORD`, named by its raw value (case-insensitively); the allowed words are
  /// the raw values of `Value.allCases`, in order, so they are written only in the enum.
  public static func choice(_ name: String, valueName: String, help: String) -> Option {
    Option(OptionSpec(name, valueName: valueName, kind: .choice(Value.allCases.map(\.rawValue)), help: help)) {
      value in
      guard case .text(let text) = value else { return nil }
      return Value.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    }
  }
}
