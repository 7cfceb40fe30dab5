import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
package struct Box {
  /// The widget.
  package let widget: Widget

  /// Creates an empty box.
  package init(vertical: Bool, spacing: Int32 = 0) {
    widget = Widget(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing))
  }

  /// Adds a child at the end.
  package func append(_ child: Widget) {
    gtk_box_append(widget.typed(GtkBox.self), child.pointer)
  }
}
