import CAdw
import CGtk

/// An `AdwToastOverlay`: short messages over its child, at the bottom, each dismissed after a
/// while or by the user.
///
/// One toast at a time, always the newest message: while a toast is shown, a new message
/// becomes its text. libadwaita would otherwise queue the message behind the one shown (five
/// seconds each), so the screen would say what happened a while ago; and taking the shown
/// toast off the screen to put up the next (`adw_toast_dismiss`, or a high-priority toast)
/// crashed libadwaita 1.2 when toasts followed each other within their animations.
@MainActor
package final class ToastOverlay {
  /// The widget.
  package let widget: Widget
  /// The toast on screen, until it is dismissed.
  private var shown: OpaquePointer?
  /// What to call when the message on screen goes.
  private var dismissed: (@MainActor () -> Void)?

  /// An overlay over `child`.
  package init(_ child: Widget) {
    widget = Widget(adw_toast_overlay_new())
    adw_toast_overlay_set_child(widget.opaque, child.pointer)
  }

  /// Shows `text`: in the toast on screen, or in a new one for `seconds`. `dismissed` runs
  /// when it goes (timed out or closed); a message that replaced it goes with its toast.
  package func show(_ text: String, seconds: UInt32 = 5, dismissed: @escaping @MainActor () -> Void) {
    self.dismissed = dismissed
    if let shown {
      adw_toast_set_title(shown, Markup.escape(text))
      return
    }
    guard let toast = adw_toast_new(Markup.escape(text)) else { return }
    adw_toast_set_timeout(toast, seconds)
    shown = toast
    Signals.connect(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in
      guard let self, self.shown == toast else { return }
      self.shown = nil
      self.dismissed?()
    }
    // The overlay takes the reference the toast was made with.
    adw_toast_overlay_add_toast(widget.opaque, toast)
  }
}
