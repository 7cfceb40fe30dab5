#if os(Linux)
  /// What this package asks of the bus's own service, `org.freedesktop.DBus`, beyond the
  /// `Hello` and name requests the connection and the listener make.
  ///
  /// The doctor asked through GLib's `gdbus` tool before, which needed `libglib2.0-bin` and a
  /// process per question, and read GVariant text back; the client that already forwards
  /// links answers it in one call, typed.
  package enum BusDaemon {
    /// The names the session bus of `environment` can start (`ListActivatableNames`): those
    /// of the D-Bus service files it read. Nil when the environment has no session bus.
    ///
    /// - Throws: ``DesktopLinksError/sessionBus(_:)`` when the bus cannot be reached or
    ///   answers with an error or something that is not a list of names.
    package static func activatableNames(
      in environment: [String: String], timeout: Duration = .seconds(5)
    ) throws(DesktopLinksError) -> [String]? {
      guard let answer = try call("ListActivatableNames", in: environment, timeout: timeout) else { return nil }
      guard answer.signature == "as" else {
        throw .sessionBus("ListActivatableNames answered with \"\(answer.signature)\", not a list of names")
      }
      var reader = answer.bodyReader
      do throws(BusError) {
        return try reader.strings()
      } catch {
        throw .sessionBus(error.description)
      }
    }

    /// Has the session bus of `environment` read its configuration and service files again
    /// (`ReloadConfig`), so that a service file written since it started is listed at once.
    /// Returns false when the environment has no session bus.
    ///
    /// A bus reads its service directories when it starts, and again only when told or when
    /// asked to start a name it does not know: on a first install, `~/.local/share/dbus-1/services`
    /// usually did not exist when the session began.
    ///
    /// - Throws: ``DesktopLinksError/sessionBus(_:)`` when the bus cannot be reached or refuses.
    package static func reloadConfiguration(
      in environment: [String: String], timeout: Duration = .seconds(5)
    ) throws(DesktopLinksError) -> Bool {
      try call("ReloadConfig", in: environment, timeout: timeout) != nil
    }

    /// One call of the bus's own service; nil when there is no session bus.
    private static func call(
      _ member: String, in environment: [String: String], timeout: Duration
    ) throws(DesktopLinksError) -> BusMessage? {
      let deadline = ContinuousClock.now + timeout
      guard let addresses = try LinkForwarder.sessionBus(in: environment) else { return nil }
      let answer: BusMessage
      do throws(BusError) {
        let bus = try BusConnection.open(addresses, deadline: deadline)
        answer = try bus.call(.daemonCall(member), deadline: deadline)
      } catch {
        throw .sessionBus(error.description)
      }
      if let name = answer.errorName {
        throw .sessionBus("\(member) failed: \(name): \(answer.errorMessage ?? "")")
      }
      return answer
    }
  }
#endif
