import BlackjackEngine

/// How the server plays and protects itself: the table's rules and limits, the rate limits, and the HTTP limits.
public struct ServerConfiguration: Sendable {
  /// The rules of every new player's table (a table keeps the rules it was opened with).
  public var rules: Rules
  /// The money rules.
  public var limits: TableLimits
  /// The program's version, for `GET /version`.
  public var version: String
  /// Requests a second one token may make on average (0: no limit).
  public var rateLimit: Double
  /// Requests one token may make at once.
  public var rateBurst: Double
  /// Registrations a second one address may make on average (0: no limit).
  public var registrationRate: Double
  /// Registrations one address may make at once.
  public var registrationBurst: Double
  /// Rows on a leaderboard page unless the request asks for another number (1 to 100).
  public var pageSize: Int
  /// How the HTTP layer serves connections.
  public var http: HTTPLimits
  /// The wall clock, in milliseconds since 1970 (tests set the time).
  public var clock: @Sendable () -> Int64

  /// A configuration; the defaults suit people playing by hand.
  public init(
    rules: Rules = Rules(), limits: TableLimits = TableLimits(), version: String = "0.0.0", rateLimit: Double = 20,
    rateBurst: Double = 40, registrationRate: Double = 1, registrationBurst: Double = 20, pageSize: Int = 20,
    http: HTTPLimits = HTTPLimits(), clock: @escaping @Sendable () -> Int64 = ServerClock.milliseconds
  ) {
    self.rules = rules
    self.limits = limits
    self.version = version
    self.rateLimit = rateLimit
    self.rateBurst = rateBurst
    self.registrationRate = registrationRate
    self.registrationBurst = registrationBurst
    self.pageSize = pageSize
    self.http = http
    self.clock = clock
  }
}
