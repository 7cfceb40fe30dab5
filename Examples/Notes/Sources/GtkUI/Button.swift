import CGtk

/// A `GtkButton`: a text label, or an icon with a tooltip, as header bars show them.
@MainActor
package struct Button {
  /// The widget.
  package let widget: Widget

  /// Creates a button that calls `action` when clicked.
  package init(_ title: String, action: @escaping @MainActor () -> Void) {
    widget = Widget(gtk_button_new_with_label(title))
    Signals.connect(widget.object, "clicked", action)
  }

  /// Creates a button showing the symbolic icon `iconName`, with `name` as its tooltip and as
  /// the name assistive technology reads (an icon alone names nothing).
  package init(iconName: String, name: String, action: @escaping @MainActor () -> Void) {
    widget = Widget(gtk_button_new_from_icon_name(iconName))
    gtk_widget_set_tooltip_text(widget.pointer, name)
    widget.setAccessibleName(name)
    Signals.connect(widget.object, "clicked", action)
  }
}
