import Testing

@testable import BlackjackServer

@Suite struct SmokeTests {
  @Test(arguments: TestServer.Backend.available)
  func registerAndPlayARound(backend: TestServer.Backend) throws {
    let server = try TestServer(backend)
    defer { server.stop() }
    let client = server.client()
    let registration = try client.register(name: "alice")
    #expect(registration.token.count == 64)
    var state = try client.table(token: registration.token)
    #expect(state.sequence == 0)
    #expect(state.table.phase == "betting")
    var reply = try client.send(line: "bet 10", sequence: state.sequence, token: registration.token)
    while reply.settled == nil {
      let line = reply.table.phase == "insurance" ? "insurance no" : "stand"
      reply = try client.send(line: line, sequence: reply.sequence, token: registration.token)
    }
    state = try client.table(token: registration.token)
    #expect(state.table.roundsPlayed == 1)
  }
}
