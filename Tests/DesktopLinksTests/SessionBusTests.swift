#if os(Linux)
  import ComposableLinks
  import ConcurrencyExtras
  @testable import DesktopLinks
  import Foundation
  import Testing

  /// The forwarder and the listener on a real bus, each test on `dbus-daemon` and on
  /// `dbus-broker` (where it is installed): each `forward` returns once the listener has
  /// answered, and it answers after delivering, so every check below reads what was delivered
  /// without waiting for anything.
  @Suite(.enabled(if: PrivateBus.isAvailable, "dbus-daemon is not installed"))
  struct SessionBusTests {
    func url(_ string: String) throws -> URL { try #require(URL(string: string)) }

    func listen(_ id: String, schemes: [String] = ["notes"], on bus: PrivateBus) throws -> (
      LinkListener, LockIsolated<[LinkInbox.Event]>
    ) {
      let events = LockIsolated<[LinkInbox.Event]>([])
      let listener = try LinkListener(applicationID: id, schemes: schemes, environment: bus.environment)
      try listener.start { event in events.withValue { $0.append(event) } }
      return (listener, events)
    }

    @Test(arguments: PrivateBus.Daemon.available)
    func linksReachTheListenerInOrderAndExactlyOnce(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      let (listener, events) = try listen("dev.composablelinks.Listener1", on: bus)
      defer { listener.stop() }
      let links = [try url("notes://notes/1"), try url("notes://search?query=a%20b")]
      #expect(try LinkForwarder.forward(links, to: "dev.composablelinks.Listener1", environment: bus.environment))
      #expect(try LinkForwarder.forward([links[0]], to: "dev.composablelinks.Listener1", environment: bus.environment))
      #expect(events.value == [.link(links[0]), .link(links[1]), .link(links[0])])
    }

    /// The two samples of the "Forwarding links over the session bus" article, as written there
    /// (with this test's bus and a store's `send` replaced by a list).
    @Test(arguments: PrivateBus.Daemon.available)
    func theArticlesSamples(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      let nonce = "0123456789abcdef"
      let received = LockIsolated<[LinkInbox.Event]>([])
      let environment = bus.environment
      func handled(_ url: URL) throws -> Bool {
        if try LinkForwarder.forward([url], to: "org.example.Notes.Call.N\(nonce)", environment: environment) {
          return true  // the running app has it
        }
        // no app running: handle the link here
        return false
      }
      #expect(try !handled(try url("notes://x-reply/\(nonce)/success?id=1")))
      let listener = try LinkListener(
        applicationID: "org.example.Notes.Call.N\(nonce)", schemes: ["notes"], environment: environment)
      try listener.start { event in received.withValue { $0.append(event) } }
      defer { listener.stop() }
      #expect(try handled(try url("notes://x-reply/\(nonce)/success?id=1")))
      #expect(received.value == [.link(try url("notes://x-reply/\(nonce)/success?id=1"))])
    }

    @Test(arguments: PrivateBus.Daemon.available)
    func aLinkOfAnotherSchemeIsRejectedAndTheNextStillArrives(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      let (listener, events) = try listen("dev.composablelinks.Listener2", on: bus)
      defer { listener.stop() }
      #expect(
        try LinkForwarder.forward(
          [try url("https://example.com"), try url("notes://notes/2")], to: "dev.composablelinks.Listener2",
          environment: bus.environment))
      #expect(events.value.count == 2)
      guard case .rejected = events.value.first else {
        Issue.record("https://example.com was not rejected: \(events.value)")
        return
      }
      #expect(events.value.last == .link(try url("notes://notes/2")))
    }

    @Test(arguments: PrivateBus.Daemon.available)
    func nobodyOwningTheNameMeansNoAppIsRunning(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      #expect(
        try !LinkForwarder.forward(
          [try url("notes://a")], to: "dev.composablelinks.Nobody", environment: bus.environment))
      let (listener, _) = try listen("dev.composablelinks.Listener3", on: bus)
      listener.stop()
      #expect(
        try !LinkForwarder.forward(
          [try url("notes://a")], to: "dev.composablelinks.Listener3", environment: bus.environment))
      listener.stop()  // a second stop does nothing
    }

    @Test(arguments: PrivateBus.Daemon.available)
    func aTakenNameIsRefusedAndTheOwnerKeepsIt(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      let (first, events) = try listen("dev.composablelinks.Listener4", on: bus)
      defer { first.stop() }
      let second = try LinkListener(
        applicationID: "dev.composablelinks.Listener4", schemes: ["notes"], environment: bus.environment)
      #expect(throws: DesktopLinksError.sessionBus("the name dev.composablelinks.Listener4 is taken")) {
        try second.start { _ in }
      }
      #expect(
        try LinkForwarder.forward(
          [try url("notes://b")], to: "dev.composablelinks.Listener4", environment: bus.environment))
      #expect(events.value == [.link(try url("notes://b"))])
    }

    @Test(arguments: PrivateBus.Daemon.available)
    func aListenerCanListenAgainAfterStopping(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      let events = LockIsolated<[LinkInbox.Event]>([])
      let listener = try LinkListener(
        applicationID: "dev.composablelinks.Listener5", schemes: ["notes"], environment: bus.environment)
      for round in 1...2 {
        try listener.start { event in events.withValue { $0.append(event) } }
        #expect(throws: DesktopLinksError.sessionBus("already listening as dev.composablelinks.Listener5")) {
          try listener.start { _ in }
        }
        #expect(
          try LinkForwarder.forward(
            [try url("notes://r/\(round)")], to: "dev.composablelinks.Listener5", environment: bus.environment))
        listener.stop()
      }
      #expect(events.value == [.link(try url("notes://r/1")), .link(try url("notes://r/2"))])
    }

    @Test(arguments: PrivateBus.Daemon.available)
    func gliBsOwnClientReachesTheListener(_ daemon: PrivateBus.Daemon) async throws {
      let bus = try await PrivateBus(daemon)
      let (listener, events) = try listen("dev.composablelinks.Listener6", on: bus)
      defer { listener.stop() }
      let path = "/dev/composablelinks/Listener6"
      let open = try await bus.gdbus([
        "call", "--session", "--dest", "dev.composablelinks.Listener6", "--object-path", path, "--method",
        "org.freedesktop.Application.Open", "['notes://notes/6', 'notes://x']", "{}",
      ])
      #expect(open.status == 0, "\(open.output)")
      #expect(events.value == [.link(try url("notes://notes/6")), .link(try url("notes://x"))])
      let introspection = try await bus.gdbus([
        "introspect", "--session", "--dest", "dev.composablelinks.Listener6", "--object-path", path,
      ])
      #expect(introspection.output.contains("Open(in  as uris"), "\(introspection.output)")
      let unknown = try await bus.gdbus([
        "call", "--session", "--dest", "dev.composablelinks.Listener6", "--object-path", path, "--method",
        "org.freedesktop.Application.Quit",
      ])
      #expect(unknown.status != 0)
      #expect(unknown.output.contains("UnknownMethod"), "\(unknown.output)")
    }

    /// A service that exits before it takes its name fails its activation, and the caller is
    /// told so at once (dbus-daemon sees its child exit; dbus-broker hears it from the user
    /// manager, here `scripts/stand-in-systemd`), rather than waiting out its timeout.
    @Test(arguments: PrivateBus.Daemon.available)
    func aServiceThatExitsAtOnceFailsItsActivation(_ daemon: PrivateBus.Daemon) async throws {
      let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("bus-data-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: dataHome) }
      let services = dataHome.appendingPathComponent("dbus-1/services")
      try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
      try "[D-BUS Service]\nName=dev.composablelinks.Fails\nExec=/bin/false\n".write(
        to: services.appendingPathComponent("dev.composablelinks.Fails.service"), atomically: true, encoding: .utf8)
      let bus = try await PrivateBus(daemon, dataHome: dataHome.path)
      let call = try await bus.gdbus([
        "call", "--session", "--dest", "dev.composablelinks.Fails", "--object-path", "/", "--method",
        "org.freedesktop.DBus.Peer.Ping",
      ])
      #expect(call.status != 0)
      #expect(call.output.contains("Error.Spawn") || call.output.contains("unit failed"), "\(call.output)")
      #expect(!call.output.contains("Timeout"), "\(call.output)")
    }

    @Test func aBusThatIsGoneMeansNoAppIsRunning() async throws {
      let gone = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]
      #expect(try !LinkForwarder.forward([try url("notes://a")], to: "dev.composablelinks.Gone", environment: gone))
    }

    @Test func aBusOnlyReachableOverTCPIsReportedNotIgnored() async throws {
      let tcp = ["DBUS_SESSION_BUS_ADDRESS": "tcp:host=localhost,port=4000"]
      #expect(
        throws: DesktopLinksError.sessionBus(BusError.unsupportedAddress("tcp:host=localhost,port=4000").description)
      ) {
        try LinkForwarder.forward([try url("notes://a")], to: "dev.composablelinks.Tcp", environment: tcp)
      }
    }
  }
#endif
