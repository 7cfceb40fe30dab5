import CGtk

/// A `GtkHeaderBar`: the title bar with buttons at both ends.
@MainActor
public struct HeaderBar {
  /// The widget.
  public let widget: Widget
  /// The title shown in the middle.
  public let title: Label

  /// Creates a bar with a title.
  public init(title: String) {
    widget = Widget(gtk_header_bar_new())
    self.title = Label(title, wraps: false)
    self.title.widget.addClass("title")
    gtk_label_set_ellipsize(self.title.widget.opaque, PANGO_ELLIPSIZE_END)
    gtk_header_bar_set_title_widget(widget.opaque, self.title.widget.pointer)
  }

  /// Adds a widget at the left end.
  public func packStart(_ child: Widget) {
    gtk_header_bar_pack_start(widget.opaque, child.pointer)
  }

  /// Adds a widget at the right end.
  public func packEnd(_ child: Widget) {
    gtk_header_bar_pack_end(widget.opaque, child.pointer)
  }
}
