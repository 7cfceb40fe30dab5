import CGtk

/// A `GtkSearchEntry`.
@MainActor
package struct SearchEntry {
  /// The widget.
  package let widget: Widget

  /// Creates an entry that calls `changed` with its text after the user pauses typing.
  package init(placeholder: String, changed: @escaping @MainActor (String) -> Void) {
    widget = Widget(gtk_search_entry_new())
    let entry = widget
    Signals.connect(widget.object, "search-changed") { changed(Editable.text(of: entry)) }
    Editable.setString("placeholder-text", placeholder, of: widget)
  }

  /// The text, set only when it differs (so setting it from state does not echo a change).
  package var text: String {
    get { Editable.text(of: widget) }
    nonmutating set { Editable.setText(newValue, of: widget) }
  }
}
