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
    let view = widget.typed(GtkTextView.self)
    gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
    // The text clear of its frame, as GNOME's editors have it.
    gtk_text_view_set_left_margin(view, 12)
    gtk_text_view_set_right_margin(view, 12)
    gtk_text_view_set_top_margin(view, 12)
    gtk_text_view_set_bottom_margin(view, 12)
    buffer = gtk_text_view_get_buffer(widget.typed(GtkTextView.self))
    let buffer = self.buffer
    Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { changed(Self.text(of: buffer)) }
  }

  /// The text, set only when it differs. Setting it is not an edit the user can undo: Ctrl+Z
  /// undoes what was typed (GTK's undo stack), never the text the view was given.
  package var text: String {
    get { Self.text(of: buffer) }
    nonmutating set {
      guard text != newValue else { return }
      gtk_text_buffer_begin_irreversible_action(buffer)
      gtk_text_buffer_set_text(buffer, newValue, -1)
      gtk_text_buffer_end_irreversible_action(buffer)
    }
  }

  /// Gives the view the keyboard, with the cursor after the last character.
  package func focusAtEnd() {
    var end = GtkTextIter()
    gtk_text_buffer_get_end_iter(buffer, &end)
    gtk_text_buffer_place_cursor(buffer, &end)
    widget.grabFocus()
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
