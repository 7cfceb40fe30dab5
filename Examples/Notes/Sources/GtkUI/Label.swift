import CGtk

/// A `GtkLabel`: text, or Pango markup with clickable links.
@MainActor
package struct Label {
  /// The widget.
  package let widget: Widget

  /// Creates a label that wraps at word boundaries and starts at the left.
  package init(_ text: String = "", wraps: Bool = true) {
    widget = Widget(gtk_label_new(text))
    gtk_label_set_wrap(widget.opaque, wraps ? 1 : 0)
    gtk_label_set_xalign(widget.opaque, 0)
  }

  /// The text shown, set only when it changed (GTK relays out on every set).
  package var text: String {
    get { String(cString: gtk_label_get_text(widget.opaque)) }
    nonmutating set { if text != newValue { gtk_label_set_text(widget.opaque, newValue) } }
  }

  /// Shows Pango markup (escape text with ``Markup/escape(_:)``), set only when it changed,
  /// as ``text`` is.
  package func setMarkup(_ markup: String) {
    if let current = gtk_label_get_label(widget.opaque), String(cString: current) == markup,
      gtk_label_get_use_markup(widget.opaque) != 0
    {
      return
    }
    gtk_label_set_markup(widget.opaque, markup)
  }

  /// Lets the user select and copy the text.
  package func setSelectable(_ selectable: Bool) {
    gtk_label_set_selectable(widget.opaque, selectable ? 1 : 0)
  }

  /// Calls `body` with the URI of a link the user clicks, instead of GTK opening it.
  package func onLink(_ body: @escaping @MainActor (String) -> Void) {
    Signals.connectLink(widget.object, body)
  }
}
