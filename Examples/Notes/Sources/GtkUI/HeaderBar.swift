import CAdw
import CGtk

/// An `AdwHeaderBar`: the title bar with buttons at both ends and the window's title (an
/// `AdwWindowTitle`) in the middle.
@MainActor
package struct HeaderBar {
  /// The widget.
  package let widget: Widget
  private let title: OpaquePointer

  /// Creates a bar with a title.
  package init(title: String) {
    widget = Widget(adw_header_bar_new())
    let titleWidget = adw_window_title_new(title, "")!
    self.title = OpaquePointer(titleWidget)
    adw_header_bar_set_title_widget(widget.opaque, titleWidget)
  }

  /// Sets the title shown in the middle, if it changed.
  package func setTitle(_ text: String) {
    if let current = adw_window_title_get_title(title), String(cString: current) == text { return }
    adw_window_title_set_title(title, text)
  }

  /// Whether the window's buttons (close, and those the desktop adds) show at each end: a
  /// split view's two bars share them, the sidebar's at the start and the content's at the end.
  package func showTitleButtons(start: Bool, end: Bool) {
    if (adw_header_bar_get_show_start_title_buttons(widget.opaque) != 0) != start {
      adw_header_bar_set_show_start_title_buttons(widget.opaque, start ? 1 : 0)
    }
    if (adw_header_bar_get_show_end_title_buttons(widget.opaque) != 0) != end {
      adw_header_bar_set_show_end_title_buttons(widget.opaque, end ? 1 : 0)
    }
  }

  /// Adds a widget at the left end.
  package func packStart(_ child: Widget) {
    adw_header_bar_pack_start(widget.opaque, child.pointer)
  }

  /// Adds a widget at the right end.
  package func packEnd(_ child: Widget) {
    adw_header_bar_pack_end(widget.opaque, child.pointer)
  }
}
