import BlackjackREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The client's view of a player's table at a server (`blackjack play --server`), over HTTP: it sends the lines
/// with the table's sequence number and the player's token, and when a connection drops or the server is
/// restarting, sends the same line with the same number again (the server answers a repeat with the reply it
/// already gave, and applies a line at most once); after a refusal of the number it sits down again, which shows
/// the table where the server has it.
public struct ServerRemoteTable: RemoteTable {
  /// The server's client.
  public let client: ServerClient
  /// The player's token.
  let token: String
  /// How the replies print.
  public var style: PromptStyle
  /// The positions asked for (`--seats` and the like), sent when sitting down.
  public var seating: PromptSitRequest
  /// The sequence the next line is sent with.
  public private(set) var sequence = 0
  /// How long to keep retrying a line the server cannot take now, in seconds.
  public var patience: Int

  /// A table at `client`'s server for the player of `token`.
  public init(client: ServerClient, token: String, seating: PromptSitRequest, patience: Int = 30) {
    self.client = client
    self.token = token
    self.style = seating.style
    self.seating = seating
    self.patience = patience
  }

  /// Sits down (or back down): the greeting, and the sequence the next line is sent with.
  public mutating func sit() throws(RemoteTableError) -> RemoteReply {
    var request = seating
    request.style = style
    let greeting = try retrying { () throws(ClientError) in try client.sit(request, token: token) }
    sequence = greeting.sequence
    return RemoteReply(text: greeting.text, isRefusal: false, prompt: greeting.prompt, expects: greeting.expects)
  }

  /// Sends `line` with the table's sequence: the reply, committed at the server.
  public mutating func send(_ line: String) throws(RemoteTableError) -> RemoteReply {
    let request = PromptLineRequest(sequence: sequence, line: line, style: style)
    do {
      let reply = try retrying { () throws(ClientError) in try client.send(request, token: token) }
      sequence = reply.sequence
      return RemoteReply(text: reply.text, isRefusal: reply.refused, prompt: reply.prompt, expects: reply.expects)
    } catch {
      guard error.isStale else { throw error }
      // Another client of the player moved the table on: sit down again, which shows it as it is now.
      var greeting = try sit()
      greeting.text = "The table moved on elsewhere; it is now:\n" + greeting.text
      greeting.isRefusal = true
      return greeting
    }
  }

  /// Calls `body`, again after a dropped connection or while the server is unavailable (503), for up to
  /// ``patience`` seconds.
  private func retrying<Value>(_ body: () throws(ClientError) -> Value) throws(RemoteTableError) -> Value {
    var waited = 0
    while true {
      do {
        return try body()
      } catch {
        let transient: Bool
        switch error {
        case .connection: transient = true
        case .refused(let status, _, _): transient = status == 503 || status == 429
        default: transient = false
        }
        guard transient, waited < patience else {
          if case .refused(409, let message, let sequence?) = error, sequence != self.sequence {
            throw RemoteTableError(line: "\(message) (sequence \(sequence))", isStale: true)
          }
          throw RemoteTableError(line: "\(client.url): \(error)")
        }
        sleep(1)
        waited += 1
      }
    }
  }
}
