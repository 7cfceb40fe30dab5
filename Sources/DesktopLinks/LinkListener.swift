#if os(Linux)
  import AppLinks
  import ConcurrencyExtras
  import Foundation
  import Glibc
  import Logging

  /// Receives links on the session bus under a name of its own, on a thread of its own: for a
  /// process that is not the app but waits for links sent to it, such as a command line tool
  /// waiting for the answer to its call (``LinkForwarder/forward(_:to:timeout:environment:)``
  /// reaches it as it reaches a running app).
  ///
  /// ```swift
  /// let listener = try LinkListener(applicationID: "org.example.Notes.Call.N\(nonce)", schemes: ["notes"])
  /// try listener.start { event in store.send(…) }
  /// defer { listener.stop() }
  /// ```
  ///
  /// It answers `org.freedesktop.Application.Open` at the object path a `GApplication` of the
  /// same id would use (so the same forwarder reaches both), `Activate`, `Ping` and
  /// `Introspect`, and refuses other calls with `UnknownMethod`; it owns its name without
  /// queueing, and each URI is checked as a running app checks it
  /// (as ``LinkInbox/check(_:schemes:limits:)`` does). It needs no main loop: its thread waits on
  /// the bus socket. Like the forwarder it speaks D-Bus itself and does not load GIO. Linux only.
  public final class LinkListener: Sendable {
    /// The name owned on the session bus.
    package let applicationID: String
    /// The URL schemes accepted, lowercase.
    package let schemes: [String]
    /// The bounds on an accepted URL.
    package let limits: URLLimits
    /// Whose session bus to use (`DBUS_SESSION_BUS_ADDRESS`, `XDG_RUNTIME_DIR`).
    private let environment: [String: String]
    /// Where a skipped message and the end of listening are reported.
    private let logger: Logger

    /// While listening, the write end of the pipe that wakes the thread to stop.
    private let wake = LockIsolated<Int32?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Creates a listener; nothing is owned until ``start(_:)``.
    ///
    /// - Parameters:
    ///   - applicationID: The name to own, a D-Bus well-known name (`org.example.App.Call.N1`).
    ///   - schemes: The URL schemes accepted; a link of another is delivered as rejected.
    ///   - limits: The bounds on an accepted URL.
    ///   - environment: Whose session bus to use (`DBUS_SESSION_BUS_ADDRESS`, else
    ///     `$XDG_RUNTIME_DIR/bus`): this process's by default, a private bus's in tests.
    ///   - logger: Where an unreadable message (`warning`) and the end of listening because the
    ///     bus went away (`error`) are reported. Default: the label `DesktopLinks`.
    /// - Throws: ``DesktopLinksError/invalidApplicationID(_:)``.
    public init(
      applicationID: String, schemes: [String], limits: URLLimits = .default,
      environment: [String: String] = ProcessInfo.processInfo.environment,
      logger: Logger = Logger(label: "DesktopLinks")
    ) throws(DesktopLinksError) {
      guard DesktopApp.isValidApplicationID(applicationID, allowingHyphens: true) else {
        throw .invalidApplicationID(applicationID)
      }
      self.applicationID = applicationID
      self.schemes = schemes.map { $0.lowercased() }
      self.limits = limits
      self.environment = environment
      self.logger = logger
    }

    /// Owns the name and delivers each link received from now on, on the listener's thread,
    /// until ``stop()``. Returns once the name is owned.
    ///
    /// - Throws: ``DesktopLinksError/sessionBus(_:)`` when there is no session bus, the name
    ///   is taken, or the listener is already listening.
    public func start(_ deliver: @escaping @Sendable (LinkInbox.Event) -> Void) throws(DesktopLinksError) {
      guard let addresses = try LinkForwarder.sessionBus(in: environment) else {
        throw .sessionBus("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
      }
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw .sessionBus("pipe failed (errno \(errno))") }
      let (readEnd, writeEnd) = (ends[0], ends[1])
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      guard
        wake.withValue({ wake in
          guard wake == nil else { return false }
          wake = writeEnd
          return true
        })
      else {
        close(readEnd)
        close(writeEnd)
        throw .sessionBus("already listening as \(applicationID)")
      }
      let started = LockIsolated<Result<Void, DesktopLinksError>>(.success(()))
      let ready = DispatchSemaphore(value: 0)
      let receiver = Receiver(schemes: schemes, limits: limits, deliver: deliver)
      let thread = Thread { [self] in
        run(receiver, on: addresses, wake: readEnd) { result in
          started.setValue(result)
          ready.signal()
        }
        close(readEnd)
        finished.signal()
      }
      thread.name = "LinkListener"
      thread.start()
      ready.wait()
      if case let .failure(error) = started.value {
        finished.wait()
        wake.setValue(nil)
        close(writeEnd)
        throw error
      }
    }

    /// Gives the name up and ends the thread. Links sent after it are not received.
    public func stop() {
      guard
        let writeEnd = wake.withValue({ wake in
          defer { wake = nil }
          return wake
        })
      else { return }
      var byte: UInt8 = 1
      _ = Glibc.write(writeEnd, &byte, 1)
      finished.wait()
      close(writeEnd)
    }

    /// Checks each URI received and delivers its event.
    final class Receiver: Sendable {
      let schemes: [String]
      let limits: URLLimits
      let deliver: @Sendable (LinkInbox.Event) -> Void

      init(schemes: [String], limits: URLLimits, deliver: @escaping @Sendable (LinkInbox.Event) -> Void) {
        self.schemes = schemes
        self.limits = limits
        self.deliver = deliver
      }

      func receive(_ argument: String) {
        deliver(LinkInbox.event(for: argument, schemes: schemes, limits: limits))
      }
    }

    /// The listener's thread: connect, own the name, then answer calls until woken.
    private func run(
      _ receiver: Receiver, on addresses: [BusAddress], wake: Int32,
      started: (Result<Void, DesktopLinksError>) -> Void
    ) {
      let deadline = ContinuousClock.now + .seconds(5)
      let bus: BusConnection
      do {
        bus = try BusConnection.open(addresses, deadline: deadline)
        let owned = try bus.call(Self.busCall("RequestName", applicationID, flags: Self.doNotQueue), deadline: deadline)
        var reader = owned.bodyReader
        guard owned.signature == "u", try reader.uint32() == Self.primaryOwner else {
          return started(.failure(.sessionBus("the name \(applicationID) is taken")))
        }
      } catch {
        return started(.failure(.sessionBus("cannot own \(applicationID): \(error)")))
      }
      started(.success(()))
      serve(bus, receiver, wake: wake)
      _ = try? bus.call(Self.busCall("ReleaseName", applicationID), deadline: .now + .seconds(2))
    }

    /// Answers calls until `wake` is readable or the bus goes away. A message that cannot be
    /// read is skipped (the bus checks what it forwards; this only guards against a bus that
    /// does not).
    private func serve(_ bus: BusConnection, _ receiver: Receiver, wake: Int32) {
      while true {
        let message: BusMessage
        do {
          guard let next = try bus.receive(deadline: nil, wake: wake) else { return }
          message = next
        } catch .malformed(let reason) {
          logger.warning(
            "skipped an unreadable message", metadata: ["name": "\(applicationID)", "reason": "\(reason)"])
          continue
        } catch {
          logger.error("stopped listening", metadata: ["name": "\(applicationID)", "error": "\(error)"])
          return
        }
        guard message.kind == .methodCall else { continue }
        let reply = answer(message, receiver)
        if message.flags & BusMessage.noReplyExpected == 0 { _ = try? bus.send(reply) }
      }
    }

    /// The reply to one call.
    private func answer(_ call: BusMessage, _ receiver: Receiver) -> BusMessage {
      let ours = call.path == LinkForwarder.objectPath(applicationID)
      switch (call.interface ?? Self.application, call.member ?? "") {
      case (Self.application, "Open") where ours && call.signature == "asa{sv}":
        var reader = call.bodyReader
        guard let uris = try? reader.strings() else {
          return .error(answering: call, name: "org.freedesktop.DBus.Error.InvalidArgs", message: "unreadable URIs")
        }
        for uri in uris { receiver.receive(uri) }
        return .reply(to: call)
      case (Self.application, "Activate") where ours && call.signature == "a{sv}":
        return .reply(to: call)
      case ("org.freedesktop.DBus.Peer", "Ping"):
        return .reply(to: call)
      case ("org.freedesktop.DBus.Introspectable", "Introspect") where ours:
        var body = BusWriter()
        try? body.string(Self.introspection)
        return .reply(to: call, signature: "s", body: body.bytes)
      default:
        return .error(
          answering: call, name: "org.freedesktop.DBus.Error.UnknownMethod",
          message:
            "no method \(call.member ?? "") (\(call.signature)) of \(call.interface ?? "any interface") at \(call.path ?? "")"
        )
      }
    }

    /// A call of the bus itself about `name`.
    private static func busCall(_ method: String, _ name: String, flags: UInt32? = nil) -> BusMessage {
      var body = BusWriter()
      try? body.string(name)
      if let flags { body.uint32(flags) }
      return .daemonCall(method, signature: flags == nil ? "s" : "su", body: body.bytes)
    }

    /// `RequestName`'s `DBUS_NAME_FLAG_DO_NOT_QUEUE`, and its `PRIMARY_OWNER` answer.
    private static let doNotQueue: UInt32 = 4
    private static let primaryOwner: UInt32 = 1
    private static let application = "org.freedesktop.Application"
    private static let introspection = """
      <node><interface name="org.freedesktop.Application">\
      <method name="Open"><arg type="as" name="uris" direction="in"/>\
      <arg type="a{sv}" name="platform_data" direction="in"/></method>\
      <method name="Activate"><arg type="a{sv}" name="platform_data" direction="in"/></method>\
      </interface></node>
      """
  }
#endif
