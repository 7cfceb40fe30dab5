import CAdw
import CGtk

/// An `AdwToastOverlay`: short messages over its child, at the bottom, each dismissed after a
/// while or by the user, one after the other (libadwaita queues them). Replacing the toast shown
/// with `adw_toast_dismiss` while the next is added crashed libadwaita 1.2 (a toast released
/// twice when toasts follow each other within their animations), so each waits its turn.
@MainActor
public struct ToastOverlay {
  /// The widget.
  public let widget: Widget

  /// An overlay over `child`.
  public init(_ child: Widget) {
    widget = Widget(adw_toast_overlay_new())
    adw_toast_overlay_set_child(widget.opaque, child.pointer)
  }

  /// Shows `text` for `seconds`; `dismissed` runs when it goes (timed out or closed).
  public func show(_ text: String, seconds: UInt32 = 5, dismissed: @escaping @MainActor () -> Void) {
    guard let toast = adw_toast_new(Markup.escape(text)) else { return }
    adw_toast_set_timeout(toast, seconds)
    Signals.connect(UnsafeMutableRawPointer(toast), "dismissed", dismissed)
    // The overlay takes the reference the toast was made with.
    adw_toast_overlay_add_toast(widget.opaque, toast)
  }
}
