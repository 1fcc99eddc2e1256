/// A command's option as a typed property, declared once: `@Opt(CommonOptions.json) var json = false`,
/// `@Opt(.integer("decks", valueName: "N", range: 1...8, help: "…")) var decks = 1`, or without a default an
/// optional that is `nil` when the option is not given: `@Opt(CommonOptions.rules) var rules: String?`.
///
/// The ``Option`` it is given (name, placeholder, kind with the allowed values, help) is what help, completion,
/// the manual page and the parser's refusals are made from; the property holds the value given, or its default.
/// (swift-argument-parser spells it `@Option`; here ``Option`` is the declaration the property wrapper takes.)
@propertyWrapper
public struct Opt<Value: Sendable>: Sendable {
  /// How the option is written, checked and described.
  public let spec: OptionSpec
  /// The value given on the command line, or the default.
  public var wrappedValue: Value
  /// Whether the option was given on the command line (a default is not).
  public let isGiven: Bool

  /// The declaration itself, as `$name`: its ``spec`` and whether it ``isGiven``.
  public var projectedValue: Opt<Value> { self }

  /// An option with a default: the property is `defaultValue` unless the option is given.
  public init(wrappedValue defaultValue: Value, _ option: Option<Value>) {
    spec = option.spec
    let given = CommandLineValues.current?.values[option.spec.name].flatMap(option.value)
    wrappedValue = given ?? defaultValue
    isGiven = given != nil
  }

  /// An option without a default: the property is `nil` unless the option is given.
  public init<Wrapped>(_ option: Option<Wrapped>) where Value == Wrapped? {
    spec = option.spec
    wrappedValue = CommandLineValues.current?.values[option.spec.name].flatMap(option.value)
    isGiven = wrappedValue != nil
  }
}

/// A command's plain arguments (the words that are not options), in order: `@Arguments("FILE...") var files`.
@propertyWrapper
public struct Arguments: Sendable {
  /// The placeholder in the usage line: `"FILE..."`.
  public let name: String
  /// The arguments given.
  public var wrappedValue: [String]

  /// Plain arguments shown as `name` in the usage line.
  public init(_ name: String) {
    self.name = name
    wrappedValue = CommandLineValues.current?.arguments ?? []
  }
}

/// The command line being read into a command's properties (``ParsableOptions/init(parsed:)``), and the
/// declarations found in a command.
public enum CommandLineValues {
  /// The parsed options the ``Opt`` properties of a command being made read their values from; `nil` outside.
  @TaskLocal public static var current: ParsedOptions?

  /// The option specifications and the arguments' placeholder that `options`' properties declare, in order,
  /// looking into option groups (stored ``ParsableOptions``).
  static func declarations(
    of options: any ParsableOptions
  ) -> (specs: [OptionSpec], given: [OptionSpec], arguments: String?) {
    var specs: [OptionSpec] = []
    var given: [OptionSpec] = []
    var arguments: String?
    for child in Mirror(reflecting: options).children {
      if let option = child.value as? any OptionDeclaration {
        specs.append(option.spec)
        if option.isGiven { given.append(option.spec) }
      } else if let declared = child.value as? Arguments {
        arguments = declared.name
      } else if let group = child.value as? any ParsableOptions {
        let inner = declarations(of: group)
        specs += inner.specs
        given += inner.given
        arguments = arguments ?? inner.arguments
      }
    }
    return (specs, given, arguments)
  }
}

/// A property that declares an option (``Opt``).
protocol OptionDeclaration {
  /// How the option is written, checked and described.
  var spec: OptionSpec { get }
  /// Whether the option was given on the command line.
  var isGiven: Bool { get }
}

extension Opt: OptionDeclaration {}
