#if canImport(CGIO)
  import CGIO
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
  /// Linux only (GIO from the system: `libglib2.0-dev`).
  public enum LinkForwarder {
    /// Sends `urls` to the app that owns `applicationID` on the session bus (the bus of
    /// `environment`'s `DBUS_SESSION_BUS_ADDRESS`; GIO reads this process's own).
    ///
    /// Never starts a bus: without `DBUS_SESSION_BUS_ADDRESS` or a bus socket at
    /// `$XDG_RUNTIME_DIR/bus`, no app can be running, and GIO's autolaunch is not tried.
    ///
    /// - Returns: `true` once the running app has taken the links (its `open` handler ran);
    ///   `false` when no instance is running or there is no session bus.
    /// - Throws: ``DesktopLinksError/invalidApplicationID(_:)``;
    ///   ``DesktopLinksError/sessionBus(_:)`` when the app is there but did not take them
    ///   (it failed, or did not answer within `timeout`).
    public static func forward(
      _ urls: [URL], to applicationID: String, timeout: Duration = .seconds(25),
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DesktopLinksError) -> Bool {
      guard g_application_id_is_valid(applicationID) != 0 else { throw .invalidApplicationID(applicationID) }
      guard hasSessionBus(environment), let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return false }
      defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
      var error: UnsafeMutablePointer<GError>?
      let reply = g_dbus_connection_call_sync(
        bus, applicationID, objectPath(applicationID), "org.freedesktop.Application", "Open",
        openArguments(urls), nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, Int32(clamping: timeout.components.seconds * 1000),
        nil, &error
      )
      if let reply { g_variant_unref(reply) }
      guard let error else { return true }
      defer { g_error_free(error) }
      let remote = g_dbus_error_get_remote_error(error).map { String(cString: $0) }
      if remote == "org.freedesktop.DBus.Error.ServiceUnknown" || remote == "org.freedesktop.DBus.Error.NameHasNoOwner"
      {
        return false
      }
      throw .sessionBus(String(cString: error.pointee.message))
    }

    /// Whether a session bus is there to ask, without starting one.
    static func hasSessionBus(_ environment: [String: String]) -> Bool {
      if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
      guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
      return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    /// The object path GApplication exports for an id: `/` then the id with `.` as `/` and
    /// `-` as `_`.
    static func objectPath(_ applicationID: String) -> String {
      "/" + applicationID.replacingOccurrences(of: ".", with: "/").replacingOccurrences(of: "-", with: "_")
    }

    /// `(asa{sv})`: the URIs, no platform data. Built value by value, because
    /// Swift cannot call the variadic `g_variant_new`.
    private static func openArguments(_ urls: [URL]) -> OpaquePointer {
      let strings = urls.map { strdup($0.absoluteString) }
      defer { for string in strings { free(string) } }
      let uris = strings.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
          g_variant_new_strv($0.baseAddress, Int(buffer.count))
        }
      }
      let entryType = g_variant_type_new("{sv}")
      defer { g_variant_type_free(entryType) }
      var children: [OpaquePointer?] = [uris, g_variant_new_array(entryType, nil, 0)]
      return g_variant_new_tuple(&children, gsize(children.count))
    }
  }
#endif
