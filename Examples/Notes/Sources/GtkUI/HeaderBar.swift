import CAdw
import CGtk

/// An `AdwHeaderBar`: the title bar with buttons at both ends and the window's title (an
/// `AdwWindowTitle`) in the middle.
@MainActor
public struct HeaderBar {
  /// The widget.
  public let widget: Widget
  private let title: OpaquePointer

  /// Creates a bar with a title.
  public init(title: String) {
    widget = Widget(adw_header_bar_new())
    let titleWidget = adw_window_title_new(title, "")!
    self.title = OpaquePointer(titleWidget)
    adw_header_bar_set_title_widget(widget.opaque, titleWidget)
  }

  /// Sets the title shown in the middle, if it changed.
  public func setTitle(_ text: String) {
    if let current = adw_window_title_get_title(title), String(cString: current) == text { return }
    adw_window_title_set_title(title, text)
  }

  /// Adds a widget at the left end.
  public func packStart(_ child: Widget) {
    adw_header_bar_pack_start(widget.opaque, child.pointer)
  }

  /// Adds a widget at the right end.
  public func packEnd(_ child: Widget) {
    adw_header_bar_pack_end(widget.opaque, child.pointer)
  }
}
