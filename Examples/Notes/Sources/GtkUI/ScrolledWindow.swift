import CGtk

/// A `GtkScrolledWindow` around one child.
@MainActor
package struct ScrolledWindow {
  /// The widget.
  package let widget: Widget

  /// Scrolls `child` vertically.
  package init(_ child: Widget) {
    widget = Widget(gtk_scrolled_window_new())
    gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(widget.opaque, child.pointer)
    widget.setExpands(horizontally: true, vertically: true)
  }
}
