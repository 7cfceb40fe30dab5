#if os(Linux)
  import Foundation

  /// Hands links to the running instance of an app, if there is one, the way a second launch
  /// of a `GApplication` does: one `org.freedesktop.Application.Open` call on the session bus,
  /// without starting the app.
  ///
  /// ```swift
  /// if try LinkForwarder.forward([url], to: "org.example.Notes") {
  ///   return  // the running app has it
  /// }
  /// // no app running: handle the link here
  /// ```
  ///
  /// It speaks D-Bus itself over the bus's Unix socket and does not load GIO: a one-shot
  /// command that forwards a link starts ~4 ms sooner without GLib, GObject, GIO and the
  /// libraries they bring (measured on `notes open`), and connecting, authenticating and
  /// calling take three round trips to the bus. Linux only.
  public enum LinkForwarder {
    /// Sends `urls` to the app that owns `applicationID` on the session bus of `environment`
    /// (its `DBUS_SESSION_BUS_ADDRESS`, else the socket at `$XDG_RUNTIME_DIR/bus`).
    ///
    /// Never starts a bus or an app: without a session bus, or when the bus cannot be
    /// reached, no app can be running; the call carries `NO_AUTO_START`.
    ///
    /// - Returns: `true` once the running app has taken the links (its `Open` handler
    ///   returned); `false` when no instance is running or there is no session bus.
    /// - Throws: ``DesktopLinksError/invalidApplicationID(_:)``;
    ///   ``DesktopLinksError/sessionBus(_:)`` when the app is there but did not take them
    ///   (it failed, or did not answer within `timeout`), or the bus address names no
    ///   transport this client speaks (only Unix sockets).
    public static func forward(
      _ urls: [URL], to applicationID: String, timeout: Duration = .seconds(25),
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DesktopLinksError) -> Bool {
      guard DesktopApp.isValidApplicationID(applicationID, allowingHyphens: true) else {
        throw .invalidApplicationID(applicationID)
      }
      let deadline = ContinuousClock.now + timeout
      guard let addresses = try sessionBus(in: environment) else { return false }
      // A bus that cannot be reached has no app on it: the link is the caller's to handle.
      guard let bus = try? BusConnection.open(addresses, deadline: deadline) else { return false }
      let answer: BusMessage
      do {
        answer = try bus.call(try openCall(urls, to: applicationID), deadline: deadline)
      } catch {
        throw .sessionBus("\(applicationID) did not take the link: \(error)")
      }
      switch answer.errorName {
      case nil: return true
      case "org.freedesktop.DBus.Error.ServiceUnknown"?, "org.freedesktop.DBus.Error.NameHasNoOwner"?: return false
      case let name?: throw .sessionBus("\(applicationID) did not take the link: \(name): \(answer.errorMessage ?? "")")
      }
    }

    /// The addresses of `environment`'s session bus, nil when it has none; the forwarder's and
    /// the listener's one reading of them.
    ///
    /// - Throws: ``DesktopLinksError/sessionBus(_:)`` for an address with no Unix socket.
    static func sessionBus(in environment: [String: String]) throws(DesktopLinksError) -> [BusAddress]? {
      do {
        return try BusAddress.session(in: environment, fileExists: FileManager.default.fileExists)
      } catch {
        throw .sessionBus(error.description)
      }
    }

    /// The object path GApplication exports for an id: `/` then the id with `.` as `/` and
    /// `-` as `_`.
    static func objectPath(_ applicationID: String) -> String {
      "/" + applicationID.replacingOccurrences(of: ".", with: "/").replacingOccurrences(of: "-", with: "_")
    }

    /// `Open(as uris, a{sv} platform_data)` with no platform data.
    static func openCall(_ urls: [URL], to applicationID: String) throws(BusError) -> BusMessage {
      var body = BusWriter()
      try body.array(elementAlignment: 4) { (uris: inout BusWriter) throws(BusError) in
        for url in urls { try uris.string(url.absoluteString) }
      }
      try body.array(elementAlignment: 8) { _ in }
      return .call(
        destination: applicationID, path: objectPath(applicationID), interface: "org.freedesktop.Application",
        member: "Open", signature: "asa{sv}", body: body.bytes, flags: BusMessage.noAutoStart)
    }
  }
#endif
