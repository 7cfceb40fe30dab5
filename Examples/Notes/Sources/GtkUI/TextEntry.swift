import CGtk

/// A one-line `GtkEntry`.
@MainActor
package struct TextEntry {
  /// The widget.
  package let widget: Widget

  /// Creates an entry that calls `changed` with its text on every edit.
  package init(placeholder: String, changed: @escaping @MainActor (String) -> Void) {
    widget = Widget(gtk_entry_new())
    gtk_entry_set_placeholder_text(widget.typed(GtkEntry.self), placeholder)
    // GTK 4.8 does not give a screen reader the placeholder as the field's name.
    widget.setAccessibleName(placeholder)
    let entry = widget
    Signals.connect(widget.object, "changed") { changed(Editable.text(of: entry)) }
  }

  /// The text, set only when it differs.
  package var text: String {
    get { Editable.text(of: widget) }
    nonmutating set { Editable.setText(newValue, of: widget) }
  }
}

/// The `GtkEditable` interface both entries share.
@MainActor
enum Editable {
  static func text(of widget: Widget) -> String {
    String(cString: gtk_editable_get_text(widget.opaque))
  }

  static func setText(_ text: String, of widget: Widget) {
    guard Self.text(of: widget) != text else { return }
    gtk_editable_set_text(widget.opaque, text)
    gtk_editable_set_position(widget.opaque, -1)
  }

  /// Sets a string property (`g_object_set` is variadic; the `GValue` form is not).
  static func setString(_ property: String, _ string: String, of widget: Widget) {
    withStringValue(string) { value in
      g_object_set_property(widget.object.assumingMemoryBound(to: GObject.self), property, value)
    }
  }
}
