import CAdw
import CGtk

/// GTK's application object and display-wide services.
@MainActor
package enum Application {
  /// A new `AdwApplication *` (a `GtkApplication` that starts libadwaita: its styles, and its
  /// style manager following the system's light or dark preference) for `id`, to hand to a
  /// `DesktopApplication`.
  package static func make(id: String) -> OpaquePointer {
    OpaquePointer(adw_application_new(id, G_APPLICATION_HANDLES_OPEN))
  }

  /// Puts `text` on the default display's clipboard.
  package static func copyToClipboard(_ text: String) {
    guard let display = gdk_display_get_default() else { return }
    gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
  }

}
