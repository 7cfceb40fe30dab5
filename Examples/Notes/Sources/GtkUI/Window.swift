import CAdw
import CGtk

/// A top-level `GtkWindow`: the app's main window, or a modal one over it.
@MainActor
package struct Window {
  /// The widget.
  package let widget: Widget

  /// The app's main window (an `AdwApplicationWindow`: the app runs while it is open; its
  /// header bar is part of its ``setContent(_:)``).
  package init(application: OpaquePointer, title: String, width: Int32, height: Int32) {
    widget = Widget(adw_application_window_new(UnsafeMutablePointer(application)))
    gtk_window_set_title(widget.typed(GtkWindow.self), title)
    gtk_window_set_default_size(widget.typed(GtkWindow.self), width, height)
  }

  /// A modal window over `parent`, destroyed with it. `closed` is called when the user closes
  /// it from its title bar or with Escape; the window stays until ``destroy()``.
  package init(modalOver parent: Window, title: String, closed: @escaping @MainActor () -> Void) {
    widget = Widget(gtk_window_new())
    let window = widget.typed(GtkWindow.self)
    gtk_window_set_title(window, title)
    gtk_window_set_modal(window, 1)
    gtk_window_set_transient_for(window, parent.widget.typed(GtkWindow.self))
    gtk_window_set_destroy_with_parent(window, 1)
    gtk_window_set_default_size(window, 380, -1)
    Signals.connectCloseRequest(widget.object, closed)
    // Escape closes it, as it closes a dialog: GtkWindow's own `window.close` action, which
    // asks `close-request` like the title bar's button.
    let escape = gtk_shortcut_controller_new()
    gtk_shortcut_controller_add_shortcut(
      escape, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
    gtk_widget_add_controller(widget.pointer, escape)
  }

  /// The title the desktop and assistive technology show, set only when it changed.
  package func setTitle(_ title: String) {
    let window = widget.typed(GtkWindow.self)
    if let current = gtk_window_get_title(window), String(cString: current) == title { return }
    gtk_window_set_title(window, title)
  }

  /// The window's content.
  package func setChild(_ child: Widget) {
    gtk_window_set_child(widget.typed(GtkWindow.self), child.pointer)
  }

  /// The main window's whole content, header bar included.
  package func setContent(_ content: Widget) {
    adw_application_window_set_content(widget.typed(AdwApplicationWindow.self), content.pointer)
  }

  /// The smallest size the window can take (a phone-sized 360 px wide still works).
  package func setMinimumSize(width: Int32, height: Int32) {
    gtk_widget_set_size_request(widget.pointer, width, height)
  }

  /// The size the window opens at, or has now once the user resized it (GTK keeps the two
  /// the same), in pixels.
  package var size: (width: Int32, height: Int32) {
    get {
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_window_get_default_size(widget.typed(GtkWindow.self), &width, &height)
      return (width, height)
    }
    nonmutating set {
      gtk_window_set_default_size(widget.typed(GtkWindow.self), newValue.width, newValue.height)
    }
  }

  /// Calls `body` when the window is about to close (its close button, Ctrl+W, Ctrl+Q), while
  /// it still shows what it showed; the window closes if it returns `true`, and stays open
  /// (to be closed again later, with ``close()``) if it returns `false`.
  package func onClose(_ body: @escaping @MainActor () -> Bool) {
    Signals.connectClosing(widget.object, body)
  }

  /// Calls `body` each time the window has painted a frame (its frame clock's `after-paint`),
  /// from the first one on: when what it shows is on screen.
  package func onPainted(_ body: @escaping @MainActor () -> Void) {
    Signals.connect(widget.object, "realize") { [widget] in
      guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return }
      Signals.connect(UnsafeMutableRawPointer(clock), "after-paint", body)
    }
  }

  /// Closes it as its close button does (``onClose(_:)`` runs first).
  package func close() {
    gtk_window_close(widget.typed(GtkWindow.self))
  }

  /// Shows it and brings it to the front.
  package func present() {
    gtk_window_present(widget.typed(GtkWindow.self))
  }

  /// Closes and frees it.
  package func destroy() {
    gtk_window_destroy(widget.typed(GtkWindow.self))
  }

  /// Runs `body` for the key `keyval` (`GDK_KEY_Delete`, 0xffff) pressed without a modifier
  /// where nothing took it first: a text field's own Delete never reaches it (the controller
  /// listens as the event bubbles up from the focused widget).
  package func onKey(_ keyval: UInt32, _ body: @escaping @MainActor () -> Void) {
    guard let controller = gtk_event_controller_key_new() else { return }
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_BUBBLE)
    Signals.connectKeyPressed(UnsafeMutableRawPointer(controller), keyval, body)
    // The window takes the controller's reference.
    gtk_widget_add_controller(widget.pointer, controller)
  }
}
