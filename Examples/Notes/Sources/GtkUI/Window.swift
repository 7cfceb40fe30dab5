import CGtk

/// A top-level `GtkWindow`: the app's main window, or a modal one over it.
@MainActor
public struct Window {
  /// The widget.
  public let widget: Widget

  /// The app's main window (a `GtkApplicationWindow`: the app runs while it is open).
  public init(application: OpaquePointer, title: String, width: Int32, height: Int32) {
    widget = Widget(gtk_application_window_new(UnsafeMutablePointer(application)))
    gtk_window_set_title(widget.typed(GtkWindow.self), title)
    gtk_window_set_default_size(widget.typed(GtkWindow.self), width, height)
  }

  /// A modal window over `parent`, destroyed with it. `closed` is called when the user closes
  /// it from its title bar or with Escape; the window stays until ``destroy()``.
  public init(modalOver parent: Window, title: String, closed: @escaping @MainActor () -> Void) {
    widget = Widget(gtk_window_new())
    let window = widget.typed(GtkWindow.self)
    gtk_window_set_title(window, title)
    gtk_window_set_modal(window, 1)
    gtk_window_set_transient_for(window, parent.widget.typed(GtkWindow.self))
    gtk_window_set_destroy_with_parent(window, 1)
    gtk_window_set_default_size(window, 380, -1)
    Signals.connectCloseRequest(widget.object, closed)
  }

  /// The title the desktop and assistive technology show, set only when it changed.
  public func setTitle(_ title: String) {
    let window = widget.typed(GtkWindow.self)
    if let current = gtk_window_get_title(window), String(cString: current) == title { return }
    gtk_window_set_title(window, title)
  }

  /// The window's content.
  public func setChild(_ child: Widget) {
    gtk_window_set_child(widget.typed(GtkWindow.self), child.pointer)
  }

  /// The title bar.
  public func setTitlebar(_ bar: Widget) {
    gtk_window_set_titlebar(widget.typed(GtkWindow.self), bar.pointer)
  }

  /// Shows it and brings it to the front.
  public func present() {
    gtk_window_present(widget.typed(GtkWindow.self))
  }

  /// Closes and frees it.
  public func destroy() {
    gtk_window_destroy(widget.typed(GtkWindow.self))
  }
}
