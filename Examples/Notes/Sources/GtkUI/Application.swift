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

  /// Names the running app `name` for people: GTK gives assistive technology the program's
  /// name (`g_get_prgname()`, the binary's, `notes-window`, until set) as the application's,
  /// and the application name as its description. Call it once the command line is read (in
  /// `startup`): `--help` still says `notes-window`, the command typed. (The Shell matches the
  /// window to its desktop entry by the application id, which GTK publishes.)
  package static func setName(_ name: String) {
    g_set_prgname(name)
    g_set_application_name(name)
  }

  /// Puts `text` on the default display's clipboard.
  package static func copyToClipboard(_ text: String) {
    guard let display = gdk_display_get_default() else { return }
    gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
  }

  /// Reads the text on the default display's clipboard, then calls `done` with it (nil when
  /// the clipboard holds no text). Call it only once the person agreed: reading is what they
  /// agreed to.
  package static func readClipboard(_ done: @escaping @MainActor (String?) -> Void) {
    guard let display = gdk_display_get_default() else { return done(nil) }
    let context = Unmanaged.passRetained(ClipboardRead(done)).toOpaque()
    gdk_clipboard_read_text_async(
      gdk_display_get_clipboard(display), nil,
      { source, result, context in
        guard let context else { return }
        let read = Unmanaged<ClipboardRead>.fromOpaque(context).takeRetainedValue()
        let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
        let string = text.map { String(cString: $0) }
        g_free(text)
        // GTK calls back on its main loop, the main thread.
        MainActor.assumeIsolated { read.done(string) }
      }, context)
  }
}

/// What to call when a clipboard read ends, kept alive across GTK's callback.
private final class ClipboardRead {
  let done: @MainActor (String?) -> Void

  init(_ done: @escaping @MainActor (String?) -> Void) {
    self.done = done
  }

}
