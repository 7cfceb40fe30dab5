import CAdw
import CGtk

/// The app's About window, as GNOME's apps have it: libadwaita's `AdwAboutWindow` (1.2; its
/// successor `AdwAboutDialog` is 1.5's, and the window is still there in later versions), with
/// the app's name, icon, version, developer, license and links.
@MainActor
package enum AboutWindow {
  /// Shows the About window over `parent`.
  package static func present(
    over parent: Window, name: String, iconName: String, version: String, developer: String, website: String,
    issues: String
  ) {
    guard let object = adw_about_window_new() else { return }
    // AdwAboutWindow is opaque to Swift: its functions take an OpaquePointer.
    let about = OpaquePointer(object)
    adw_about_window_set_application_name(about, name)
    adw_about_window_set_application_icon(about, iconName)
    adw_about_window_set_version(about, version)
    adw_about_window_set_developer_name(about, developer)
    adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
    adw_about_window_set_website(about, website)
    adw_about_window_set_issue_url(about, issues)
    let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_transient_for(window, parent.widget.typed(GtkWindow.self))
    gtk_window_set_modal(window, 1)
    gtk_window_present(window)
  }
}
