#if canImport(CGIO)
  import CGIO
  import AppLinks
  import DesktopLinks

  /// Serves `dev.composablelinks.LinkOutcomes` at the app's object path on its own D-Bus
  /// connection (a ``BusObject``).
  @MainActor
  enum OutcomesObject {
    /// Registers the object; false when the app has no bus connection (not registered yet,
    /// or registered without a bus) or GDBus refuses the object.
    static func register(
      _ application: UnsafeMutablePointer<GApplication>, _ recent: @escaping @MainActor () -> [LinkOutcome]
    ) -> Bool {
      guard let connection = g_application_get_dbus_connection(application),
        let path = g_application_get_dbus_object_path(application)
      else { return false }
      return BusObject.register(
        on: connection, path: String(cString: path), introspection: RecentLinkOutcomes.introspection
      ) { call in
        guard call.method == RecentLinkOutcomes.method else { return call.replyUnknownMethod() }
        call.reply(BusObject.tuple(g_variant_new_string(RecentLinkOutcomes.encode(recent()))))
      }
    }
  }
#endif
