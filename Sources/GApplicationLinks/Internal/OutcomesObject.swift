#if canImport(CGIO)
  import CGIO
  import ComposableLinks
  import DesktopLinks

  /// Serves `dev.composablelinks.LinkOutcomes` at the app's object path on its own D-Bus
  /// connection (GDBus's `g_dbus_connection_register_object`): GIO has no Swift binding here,
  /// so the C vtable is written by hand, and kept alive, with its closure, for the process.
  @MainActor
  enum OutcomesObject {
    /// The closure a call reads, boxed for the C callback's user data.
    private final class Source {
      let recent: @MainActor () -> [LinkOutcome]
      init(_ recent: @escaping @MainActor () -> [LinkOutcome]) { self.recent = recent }
    }

    /// Registers the object; false when the app has no bus connection (not registered yet,
    /// or registered without a bus) or GDBus refuses the object.
    static func register(
      _ application: UnsafeMutablePointer<GApplication>, _ recent: @escaping @MainActor () -> [LinkOutcome]
    )
      -> Bool
    {
      guard let connection = g_application_get_dbus_connection(application),
        let path = g_application_get_dbus_object_path(application),
        let node = g_dbus_node_info_new_for_xml(RecentLinkOutcomes.introspection, nil)
      else { return false }
      guard let interface = node.pointee.interfaces?[0] else { return false }
      let vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
      vtable.initialize(to: GDBusInterfaceVTable())
      vtable.pointee.method_call = { _, _, _, _, method, _, invocation, data in
        guard let data, let invocation else { return }
        let source = Unmanaged<Source>.fromOpaque(data).takeUnretainedValue()
        guard let method, String(cString: method) == RecentLinkOutcomes.method else {
          g_dbus_method_invocation_return_dbus_error(
            invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no such method")
          return
        }
        let json = MainActor.assumeIsolated { RecentLinkOutcomes.encode(source.recent()) }
        var child: OpaquePointer? = g_variant_new_string(json)
        g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&child, 1))
      }
      let source = Unmanaged.passRetained(Source(recent)).toOpaque()
      let id = g_dbus_connection_register_object(connection, path, interface, vtable, source, nil, nil)
      return id != 0
    }
  }
#endif
