import CGtk

/// The app's actions (`GSimpleAction`s on the application, `app.NAME`) and the keys that run
/// them, from any of its windows.
@MainActor
package enum Actions {
  /// Adds `shortcut`'s action to `application` and binds its keys; `perform` runs when either is
  /// used (a key, a menu item naming `app.NAME`).
  package static func add(
    _ shortcut: Shortcut, to application: OpaquePointer, perform: @escaping @MainActor () -> Void
  ) {
    guard let action = g_simple_action_new(shortcut.name, nil) else { return }
    Signals.connectActivate(UnsafeMutableRawPointer(action), perform)
    g_action_map_add_action(application, action)
    g_object_unref(UnsafeMutableRawPointer(action))
    setAccelerators(shortcut.accelerators, for: "app.\(shortcut.name)", in: application)
  }

  /// Binds `accelerators` to the action `detailedName` (`win.show-help-overlay`).
  package static func setAccelerators(_ accelerators: [String], for detailedName: String, in application: OpaquePointer)
  {
    // A NULL-terminated array of C strings, alive for the call (GTK copies it).
    let strings = accelerators.map { strdup($0) }
    defer { for string in strings { free(string) } }
    var array = strings.map { UnsafePointer($0) } + [nil]
    array.withUnsafeMutableBufferPointer { buffer in
      gtk_application_set_accels_for_action(
        UnsafeMutableRawPointer(application).assumingMemoryBound(to: GtkApplication.self), detailedName,
        buffer.baseAddress)
    }
  }
}
