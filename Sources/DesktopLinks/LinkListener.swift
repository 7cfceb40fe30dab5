#if canImport(CGIO)
  import CGIO
  import ComposableLinks
  import ConcurrencyExtras
  import Foundation

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
  /// It exports `org.freedesktop.Application.Open` (what a `GApplication` exports, so the same
  /// forwarder reaches both) and owns its name without queueing; each URI is checked as a
  /// ``DesktopApplication`` checks it. Unlike ``DesktopApplication`` it runs no main loop on
  /// the main thread and needs none: its thread has a GLib context of its own, so it fits a
  /// process whose main thread runs Swift concurrency (an `async` `main`). No Swift binding
  /// of GDBus is available here, so this calls the C API directly, kept to this file.
  ///
  /// Linux only (GIO from the system: `libglib2.0-dev`).
  public final class LinkListener: Sendable {
    /// The name owned on the session bus.
    public let applicationID: String
    /// The URL schemes accepted, lowercase.
    public let schemes: [String]
    /// The bounds on an accepted URL.
    public let limits: URLLimits

    /// The running loop, once started.
    private let loop = LockIsolated<UnsafeSendable<OpaquePointer>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Creates a listener; nothing is owned until ``start(_:)``.
    ///
    /// - Throws: ``DesktopLinksError/invalidApplicationID(_:)``.
    public init(applicationID: String, schemes: [String], limits: URLLimits = .default) throws(DesktopLinksError) {
      guard g_application_id_is_valid(applicationID) != 0 else { throw .invalidApplicationID(applicationID) }
      self.applicationID = applicationID
      self.schemes = schemes.map { $0.lowercased() }
      self.limits = limits
    }

    /// Owns the name and delivers each link received from now on, on the listener's thread,
    /// until ``stop()``. Returns once the name is owned.
    ///
    /// - Throws: ``DesktopLinksError/sessionBus(_:)`` when there is no session bus or the
    ///   name is taken.
    public func start(_ deliver: @escaping @Sendable (LinkInbox.Event) -> Void) throws(DesktopLinksError) {
      guard LinkForwarder.hasSessionBus(ProcessInfo.processInfo.environment) else {
        throw .sessionBus("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
      }
      let started = LockIsolated<Result<Void, DesktopLinksError>>(.success(()))
      let ready = DispatchSemaphore(value: 0)
      let receiver = Receiver(schemes: schemes, limits: limits, deliver: deliver)
      let thread = Thread { [self] in
        run(receiver) { result in
          started.setValue(result)
          ready.signal()
        }
        finished.signal()
      }
      thread.name = "LinkListener"
      thread.start()
      ready.wait()
      try started.value.get()
    }

    /// Gives the name up and ends the thread. Links sent after it are not received.
    public func stop() {
      guard
        let loop = loop.withValue({ loop in
          defer { loop = nil }; return loop
        })
      else { return }
      g_main_loop_quit(loop.value)
      finished.wait()
    }

    /// What the method handler needs, passed to it as its user data.
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

    /// The listener's thread: a context of its own, the object exported, the name owned,
    /// then the loop until ``stop()``.
    private func run(_ receiver: Receiver, started: (Result<Void, DesktopLinksError>) -> Void) {
      let context = g_main_context_new()
      g_main_context_push_thread_default(context)
      defer {
        g_main_context_pop_thread_default(context)
        g_main_context_unref(context)
      }
      var error: UnsafeMutablePointer<GError>?
      func failure(_ what: String) -> DesktopLinksError {
        defer { if error != nil { g_error_free(error) } }
        return .sessionBus(error.map { "\(what): " + String(cString: $0.pointee.message) } ?? what)
      }
      guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
        return started(.failure(failure("cannot connect")))
      }
      defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
      guard let node = g_dbus_node_info_new_for_xml(Self.introspection, &error) else {
        return started(.failure(failure("bad interface description")))
      }
      defer { g_dbus_node_info_unref(node) }
      var vtable = GDBusInterfaceVTable()
      vtable.method_call = { _, _, _, _, method, parameters, invocation, userData in
        guard let userData, let parameters, let method, String(cString: method) == "Open" else {
          g_dbus_method_invocation_return_value(invocation, nil)
          return
        }
        let receiver = Unmanaged<Receiver>.fromOpaque(userData).takeUnretainedValue()
        let uris = g_variant_get_child_value(parameters, 0)
        var count = 0
        if let strings = g_variant_get_strv(uris, &count) {
          for index in 0..<count { if let uri = strings[index] { receiver.receive(String(cString: uri)) } }
          g_free(strings)
        }
        g_variant_unref(uris)
        g_dbus_method_invocation_return_value(invocation, nil)
      }
      let box = Unmanaged.passRetained(receiver)
      defer { box.release() }
      let registration = g_dbus_connection_register_object(
        bus, LinkForwarder.objectPath(applicationID), g_dbus_node_info_lookup_interface(node, Self.interface),
        &vtable, box.toOpaque(), nil, &error
      )
      guard registration != 0 else { return started(.failure(failure("cannot export the object"))) }
      defer { g_dbus_connection_unregister_object(bus, registration) }
      guard callBus(bus, "RequestName", name: applicationID, flags: 4) == 1 else {
        return started(.failure(.sessionBus("the name \(applicationID) is taken")))
      }
      defer { _ = callBus(bus, "ReleaseName", name: applicationID, flags: nil) }
      let mainLoop = g_main_loop_new(context, 0)!
      defer { g_main_loop_unref(mainLoop) }
      let running = UnsafeSendable(mainLoop)
      loop.setValue(running)
      started(.success(()))
      g_main_loop_run(mainLoop)
    }

    /// Calls the bus itself (`RequestName` with `DO_NOT_QUEUE`, `ReleaseName`); the `u` it
    /// answers, or nil.
    private func callBus(_ bus: OpaquePointer, _ method: String, name: String, flags: UInt32?) -> UInt32? {
      var children: [OpaquePointer?] = [g_variant_new_string(name)]
      if let flags { children.append(g_variant_new_uint32(flags)) }
      let arguments = g_variant_new_tuple(&children, gsize(children.count))
      guard
        let reply = g_dbus_connection_call_sync(
          bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, arguments, nil,
          G_DBUS_CALL_FLAGS_NONE, 5000, nil, nil)
      else { return nil }
      defer { g_variant_unref(reply) }
      let value = g_variant_get_child_value(reply, 0)
      defer { g_variant_unref(value) }
      return g_variant_get_uint32(value)
    }

    private static let interface = "org.freedesktop.Application"
    private static let introspection = """
      <node><interface name="org.freedesktop.Application">
      <method name="Open"><arg type="as" name="uris" direction="in"/>\
      <arg type="a{sv}" name="platform_data" direction="in"/></method>
      </interface></node>
      """
  }

  /// A C pointer handed between threads under a lock.
  private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
