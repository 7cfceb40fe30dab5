import CGtk

/// A `GtkPasswordEntry`: its text hidden, with the icon that shows it while pressed.
@MainActor
package struct PasswordEntry {
  /// The widget.
  package let widget: Widget

  /// Creates an entry that calls `activate` when Enter is pressed in it.
  package init(placeholder: String, activate: @escaping @MainActor () -> Void) {
    widget = Widget(gtk_password_entry_new())
    gtk_password_entry_set_show_peek_icon(widget.opaque, 1)
    Editable.setString("placeholder-text", placeholder, of: widget)
    Signals.connect(widget.object, "activate") { activate() }
  }

  /// The text.
  package var text: String {
    get { Editable.text(of: widget) }
    nonmutating set { Editable.setText(newValue, of: widget) }
  }
}
