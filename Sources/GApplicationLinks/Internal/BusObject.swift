#if canImport(CGIO)
  import CGIO

  /// An object the app serves on its own D-Bus connection (GDBus's
  /// `g_dbus_connection_register_object`). GIO has no Swift binding here, so the C vtable is
  /// written by hand, once, for every such object, and kept alive with its handler for the
  /// process.
  @MainActor
  enum BusObject {
    /// One method call: its name, its parameters (GDBus checked their types against the
    /// introspection) and the invocation, answered once, now or later, on the main thread.
    struct Call: @unchecked Sendable {
      // GDBus hands the invocation to the handler, which answers it exactly once.
      let method: String
      let parameters: OpaquePointer
      let invocation: OpaquePointer

      /// Answers with `value` (a tuple, or `nil` for a method with no output).
      func reply(_ value: OpaquePointer?) {
        g_dbus_method_invocation_return_value(invocation, value)
      }

      /// Answers that the object has no such method.
      func replyUnknownMethod() {
        g_dbus_method_invocation_return_dbus_error(
          invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no such method")
      }
    }

    /// The handler, boxed for the C callback's user data.
    private final class Handler {
      let answer: @MainActor (Call) -> Void
      init(_ answer: @escaping @MainActor (Call) -> Void) { self.answer = answer }
    }

    /// Serves the first interface of `introspection` at `path` on `connection`, each call
    /// answered by `answer`; false if the introspection is not valid or GDBus refuses the
    /// object.
    static func register(
      on connection: OpaquePointer, path: String, introspection: String, answer: @escaping @MainActor (Call) -> Void
    ) -> Bool {
      guard let node = g_dbus_node_info_new_for_xml(introspection, nil), let interface = node.pointee.interfaces?[0]
      else { return false }
      let vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
      vtable.initialize(to: GDBusInterfaceVTable())
      vtable.pointee.method_call = { _, _, _, _, method, parameters, invocation, data in
        guard let data, let method, let parameters, let invocation else { return }
        let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
        let call = Call(method: String(cString: method), parameters: parameters, invocation: invocation)
        MainActor.assumeIsolated { handler.answer(call) }
      }
      let data = Unmanaged.passRetained(Handler(answer)).toOpaque()
      return g_dbus_connection_register_object(connection, path, interface, vtable, data, nil, nil) != 0
    }

    /// `(child)`: the tuple a method with one output answers with.
    static func tuple(_ child: OpaquePointer?) -> OpaquePointer? {
      var child = child
      return g_variant_new_tuple(&child, 1)
    }
  }
#endif
