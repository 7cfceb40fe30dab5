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
      let deadline = ContinuousClock.now + timeout
      guard let addresses = try LinkForwarder.sessionBus(in: environment) else { return nil }
      let answer: BusMessage
      do throws(BusError) {
        let bus = try BusConnection.open(addresses, deadline: deadline)
        answer = try bus.call(.daemonCall("ListActivatableNames"), deadline: deadline)
      } catch {
        throw .sessionBus(error.description)
      }
      if let name = answer.errorName {
        throw .sessionBus("ListActivatableNames failed: \(name): \(answer.errorMessage ?? "")")
      }
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
  }
#endif
