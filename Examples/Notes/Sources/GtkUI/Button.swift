import CGtk

/// A `GtkButton` with a text label.
@MainActor
public struct Button {
  /// The widget.
  public let widget: Widget

  /// Creates a button that calls `action` when clicked.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    widget = Widget(gtk_button_new_with_label(title))
    Signals.connect(widget.object, "clicked", action)
  }
}
