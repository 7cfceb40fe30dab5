import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public struct Box {
  /// The widget.
  public let widget: Widget

  /// Creates an empty box.
  public init(vertical: Bool, spacing: Int32 = 0) {
    widget = Widget(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing))
  }

  /// Adds a child at the end.
  public func append(_ child: Widget) {
    gtk_box_append(widget.typed(GtkBox.self), child.pointer)
  }
}
