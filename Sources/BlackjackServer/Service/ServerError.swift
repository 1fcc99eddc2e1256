/// Why the server cannot start or run: one line for the operator.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `--listen` is not an address.
  case badListenAddress(String)
  /// The address cannot be listened on (in use, not local, not allowed).
  case cannotListen(String)
  /// The database cannot be opened or used.
  case database(String)
  /// A setting that is not allowed.
  case configuration(String)

  /// One line.
  public var description: String {
    switch self {
    case .badListenAddress(let message), .cannotListen(let message), .database(let message),
      .configuration(let message):
      message
    }
  }
}
