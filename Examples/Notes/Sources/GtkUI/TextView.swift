import CGtk

/// A multi-line `GtkTextView`.
@MainActor
package struct TextView {
  /// The widget.
  package let widget: Widget
  private let buffer: UnsafeMutablePointer<GtkTextBuffer>

  /// Creates a view that wraps words and calls `changed` with its text on every edit.
  package init(changed: @escaping @MainActor (String) -> Void) {
    widget = Widget(gtk_text_view_new())
    gtk_text_view_set_wrap_mode(widget.typed(GtkTextView.self), GTK_WRAP_WORD_CHAR)
    buffer = gtk_text_view_get_buffer(widget.typed(GtkTextView.self))
    let buffer = self.buffer
    Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { changed(Self.text(of: buffer)) }
  }

  /// The text, set only when it differs.
  package var text: String {
    get { Self.text(of: buffer) }
    nonmutating set { if text != newValue { gtk_text_buffer_set_text(buffer, newValue, -1) } }
  }

  private static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
  }
}
