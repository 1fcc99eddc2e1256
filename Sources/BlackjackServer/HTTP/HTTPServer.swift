import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on GNU libmicrohttpd: a few threads poll every connection (a slow client holds a socket, never a
/// thread), each complete request is handed to the application, and blocking work runs on a ``WorkerPool`` while its
/// connection is suspended.
///
/// Bodies are read in the chunks libmicrohttpd delivers, up to ``HTTPLimits/maximumBody``; a larger declared length
/// is answered 413 at once, a larger body sent without one (chunked) is dropped as it comes and answered 413 at its
/// end (cut off past 64 times the limit). Stopping drains: ``quiesce()`` stops accepting connections, ``drain(within:)``
/// waits for the requests in flight, and ``stop()`` closes the rest.
public final class HTTPServer: Sendable {
  /// The address listened on (with the port chosen, for port 0).
  public let address: ListenAddress
  /// Whether it is a loopback address.
  public let isLoopback: Bool
  private let daemon: Mutex<DaemonHandle?>
  private let handler: @Sendable (HTTPRequest) -> HTTPHandling
  private let log: ServerLog
  private let limits: HTTPLimits
  private let workers: WorkerPool
  private let requestsInFlight = Atomic<Int>(0)
  private let draining = Atomic<Bool>(false)

  /// Starts serving on `socket`.
  ///
  /// - Throws: ``ServerError/cannotListen(_:)`` when libmicrohttpd does not start.
  init(
    socket: ListeningSocket, limits: HTTPLimits, log: ServerLog,
    handler: @escaping @Sendable (HTTPRequest) -> HTTPHandling
  ) throws(ServerError) {
    address = socket.address
    isLoopback = socket.isLoopback
    self.handler = handler
    self.log = log
    self.limits = limits
    workers = WorkerPool(threads: limits.workers, capacity: limits.queueCapacity)
    daemon = Mutex(nil)
    // poll(), not epoll (which MHD_USE_AUTO picks on Linux): libmicrohttpd 0.9.75's epoll loop races with
    // MHD_quiesce_daemon to take the listening socket out of its epoll set, and the loser aborts the process ("Failed
    // to remove listen FD from epoll set", daemon.c:5531; reproduced in 2 of 3 runs of 5,000 quiesces). With poll()
    // quiescing is a message to each thread, and nothing is removed twice.
    var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
    if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = cmhd_start_daemon(
      flags, socket.descriptor, Self.accessHandler, context, Self.completedHandler, context,
      UInt32(limits.pollingThreads), UInt32(limits.connectionLimit), UInt32(limits.perAddressLimit),
      UInt32(limits.timeoutSeconds), limits.connectionMemory)
    guard let started else {
      close(socket.descriptor)
      workers.stop()
      throw .cannotListen("\(socket.address): libmicrohttpd could not start")
    }
    let handle = DaemonHandle(pointer: started)
    daemon.withLock { $0 = handle }
  }

  /// A server dropped without ``stop()`` stops here: libmicrohttpd's threads call back into it until then.
  deinit { stop() }

  /// Whether libmicrohttpd runs this server's connections on epoll (it must not: see the flags at `init`).
  var usesEpoll: Bool {
    daemon.withLock { daemon in
      guard let running = daemon else { return false }
      return cmhd_daemon_flags(running.pointer) & MHD_USE_EPOLL.rawValue != 0
    }
  }

  /// How many requests have started and not yet ended.
  public var inFlight: Int { requestsInFlight.load(ordering: .acquiring) }

  /// Stops accepting connections; the open ones are served on, each response asking the client to close.
  public func quiesce() {
    draining.store(true, ordering: .releasing)
    daemon.withLock { daemon in
      guard let running = daemon, running.quiescedSocket < 0 else { return }
      // The listening socket comes back to be closed by the caller, but only after MHD_stop_daemon: the polling
      // threads may still be polling it (its manual, MHD_quiesce_daemon).
      daemon?.quiescedSocket = MHD_quiesce_daemon(running.pointer)
    }
  }

  /// Waits until no request is in flight or `seconds` have passed; returns how many were still in flight.
  public func drain(within seconds: Double) -> Int {
    let deadline = ServerClock.monotonicNanoseconds() + UInt64(seconds * 1e9)
    while inFlight > 0 && ServerClock.monotonicNanoseconds() < deadline {
      usleep(5_000)
    }
    return inFlight
  }

  /// Closes every connection and stops the threads (after ``drain(within:)``, nothing is cut off).
  public func stop() {
    let stopped = daemon.withLock { daemon -> Bool in
      guard let running = daemon else { return false }
      MHD_stop_daemon(running.pointer)
      if running.quiescedSocket >= 0 { close(running.quiescedSocket) }
      daemon = nil
      return true
    }
    if stopped { workers.stop() }
  }

  // MARK: libmicrohttpd's callbacks

  private static let accessHandler: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, uploadData, uploadSize, requestContext in
    // Cannot fail: the context is the server given to MHD_start_daemon, and libmicrohttpd always passes the
    // connection, the upload size and the request's context pointer.
    let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    return server.access(
      connection: connection!, url: url, method: method, uploadData: uploadData, uploadSize: uploadSize!,
      requestContext: requestContext!)
  }

  private static let completedHandler: MHD_RequestCompletedCallback = { context, _, requestContext, termination in
    guard let pointer = requestContext?.pointee else { return }
    requestContext?.pointee = nil
    // Cannot fail: the context is the server given to MHD_start_daemon with this callback.
    let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeRetainedValue()
    server.completed(state, termination: termination)
  }

  private func access(
    connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    uploadData: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let pointer = requestContext.pointee else {
      // The first call: the request line and headers are in.
      let state = RequestState(
        method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "",
        started: ServerClock.monotonicNanoseconds())
      requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
      requestsInFlight.add(1, ordering: .relaxed)
      if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
        let declared = Int(String(cString: length)), declared > limits.maximumBody
      {
        return queue(tooLarge(), on: connection, state: state)
      }
      return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      defer { uploadSize.pointee = 0 }
      guard !state.answered else { return .YES }
      guard !state.tooLarge, state.body.count + uploadSize.pointee <= limits.maximumBody, let uploadData else {
        // libmicrohttpd cannot answer in the middle of a body: the rest is read and dropped, and 413 answered at
        // its end; a body that goes on past 64 times the limit is cut off with the connection.
        state.tooLarge = true
        state.body = []
        state.dropped += uploadSize.pointee
        return state.dropped > 64 * limits.maximumBody ? .NO : .YES
      }
      uploadData.withMemoryRebound(to: UInt8.self, capacity: uploadSize.pointee) {
        state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: uploadSize.pointee))
      }
      return .YES
    }
    if state.answered { return .YES }
    if state.tooLarge { return queue(tooLarge(), on: connection, state: state) }
    if let response = state.result.withLock({ $0 }) {
      // Resumed after the work finished.
      return queue(response, on: connection, state: state)
    }
    let request = HTTPRequest(
      method: state.method, path: state.path, query: values(of: connection, kind: .GET_ARGUMENT_KIND),
      headers: values(of: connection, kind: .HEADER_KIND), body: state.body,
      clientAddress: cmhd_client_address(connection).map { SocketAddress.text(of: $0).0 } ?? "?")
    state.body = []
    switch handler(request) {
    case .respond(let response):
      return queue(response, on: connection, state: state)
    case .work(let work):
      let handle = ConnectionHandle(pointer: connection)
      MHD_suspend_connection(connection)
      let accepted = workers.submit {
        let response = work()
        state.result.withLock { $0 = response }
        MHD_resume_connection(handle.pointer)
      }
      if !accepted {
        state.result.withLock {
          $0 = APIError(status: 503, "the server is busy; try again in a moment").response(headers: [
            ("Retry-After", "1")
          ])
        }
        MHD_resume_connection(connection)
      }
      return .YES
    }
  }

  private func completed(_ state: RequestState, termination: MHD_RequestTerminationCode) {
    requestsInFlight.subtract(1, ordering: .relaxed)
    let milliseconds = Double(ServerClock.monotonicNanoseconds() - state.started) / 1e6
    var fields: KeyValuePairs<String, ServerLog.Value> {
      [
        "method": .string(state.method), "path": .string(state.path), "status": .int(state.status),
        "ms": .double((milliseconds * 1000).rounded() / 1000),
        "completed": .bool(termination == .REQUEST_TERMINATED_COMPLETED_OK),
      ]
    }
    log.write(state.status >= 500 ? .error : .info, "request", fields)
  }

  /// The header or query values of the request on `connection`, by lowercased name (headers) or as sent (query).
  private func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [String: String] {
    let box = ValueBox(lowercase: kind == .HEADER_KIND)
    let context = Unmanaged.passUnretained(box).toOpaque()
    MHD_get_connection_values(
      connection, kind,
      { context, _, key, value in
        // Cannot fail: the context is the box passed to MHD_get_connection_values above.
        let box = Unmanaged<ValueBox>.fromOpaque(context!).takeUnretainedValue()
        if let key {
          let name = String(cString: key)
          box.values[box.lowercase ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
        }
        return .YES
      }, context)
    return withExtendedLifetime(box) { box.values }
  }

  private func tooLarge() -> HTTPResponse {
    APIError(
      status: 413,
      "the request body is larger than \(limits.maximumBody) bytes, the most this server accepts"
    ).response()
  }

  /// Sends `response` on `connection`.
  private func queue(_ response: HTTPResponse, on connection: OpaquePointer, state: RequestState) -> MHD_Result {
    state.answered = true
    state.status = response.status
    var body = response.body
    let created = body.withUnsafeMutableBytes { buffer in
      MHD_create_response_from_buffer(buffer.count, buffer.baseAddress, .RESPMEM_MUST_COPY)
    }
    guard let created else { return .NO }
    defer { MHD_destroy_response(created) }
    MHD_add_response_header(created, "Content-Type", response.contentType)
    MHD_add_response_header(created, "X-Content-Type-Options", "nosniff")
    MHD_add_response_header(created, "Cache-Control", "no-store")
    for header in response.headers { MHD_add_response_header(created, header.name, header.value) }
    if draining.load(ordering: .acquiring) { MHD_add_response_header(created, "Connection", "close") }
    return MHD_queue_response(connection, UInt32(response.status), created)
  }
}

/// One request's state between libmicrohttpd's calls: its body so far, whether it was answered, and the response
/// the worker left for it. The polling thread owns everything but `result`, which the worker sets.
private final class RequestState: @unchecked Sendable {
  let method: String
  let path: String
  let started: UInt64
  var body: [UInt8] = []
  var tooLarge = false
  var dropped = 0
  var answered = false
  var status = 0
  let result = Mutex<HTTPResponse?>(nil)

  init(method: String, path: String, started: UInt64) {
    self.method = method
    self.path = path
    self.started = started
  }
}

/// The daemon's pointer, kept under a lock.
private struct DaemonHandle: @unchecked Sendable {
  let pointer: OpaquePointer
  /// The listening socket ``HTTPServer/quiesce()`` took back, to close once the daemon has stopped; -1 before.
  var quiescedSocket: Int32 = -1
}

/// A connection pointer handed to the worker that resumes it (libmicrohttpd allows that from any thread).
private struct ConnectionHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

/// Collects a request's headers or query values from libmicrohttpd's iterator.
private final class ValueBox {
  let lowercase: Bool
  var values: [String: String] = [:]
  init(lowercase: Bool) { self.lowercase = lowercase }
}
