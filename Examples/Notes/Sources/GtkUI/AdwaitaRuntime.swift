import CAdw
import CGtk
import Glibc

/// What the libadwaita the window runs with offers beyond the level the code is built for
/// (1.2, pinned in `CAdw`'s shim): its dialogs (`AdwDialog`, 1.5) and its shortcuts dialog
/// (`AdwShortcutsDialog`, 1.8). Their objects are made from GtkBuilder descriptions, which name
/// classes as text; the two calls a description cannot make are looked up by name in the
/// running library (`dlsym`), so the window builds against 1.2 and uses the newer API where
/// it runs with a newer library.
@MainActor
enum AdwaitaRuntime {
  /// Whether the running libadwaita is at least `1.minor`.
  static func offers(minor: UInt32) -> Bool {
    adw_get_major_version() > 1 || adw_get_minor_version() >= minor
  }

  /// `AdwDialog` and `AdwAlertDialog`: libadwaita 1.5.
  static var hasDialogs: Bool { offers(minor: 5) && present != nil && forceClose != nil }

  /// `AdwShortcutsDialog`: libadwaita 1.8.
  static var hasShortcutsDialog: Bool { offers(minor: 8) && present != nil }

  /// `adw_dialog_present(dialog, parent)`.
  static let present: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)? = symbol(
    "adw_dialog_present")

  /// `adw_dialog_force_close(dialog)`.
  static let forceClose: (@convention(c) (UnsafeMutableRawPointer?) -> Void)? = symbol("adw_dialog_force_close")

  /// The object described by `xml` with the id `id`, with a reference of its own (the builder's
  /// is dropped), or nil when the description names a class the running libraries lack.
  static func build(_ xml: String, id: String) -> UnsafeMutableRawPointer? {
    let builder = gtk_builder_new()
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    var error: UnsafeMutablePointer<GError>?
    guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0 else {
      g_error_free(error)
      return nil
    }
    guard let object = gtk_builder_get_object(builder, id) else { return nil }
    let pointer = UnsafeMutableRawPointer(object)
    g_object_ref(pointer)
    return pointer
  }

  private static func symbol<Function>(_ name: String) -> Function? {
    // RTLD_DEFAULT: the process's libraries, libadwaita among them.
    guard let address = dlsym(nil, name) else { return nil }
    return unsafeBitCast(address, to: Function.self)
  }
}
