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
///
/// The overlay times the toast itself (libadwaita's timeout is off): each message gets its
/// full time from when it is shown. libadwaita's timer starts once, when the toast appears, so
/// a message that replaced another kept only what was left of the first one's time — a
/// deletion's Undo offered for a second.
@MainActor
package final class ToastOverlay {
  /// The widget.
  package let widget: Widget
  /// The toast on screen, until it is dismissed.
  private var shown: OpaquePointer?
  /// What to call when the message on screen goes.
  private var dismissed: (@MainActor () -> Void)?
  /// Which message's timer may dismiss the toast: the newest one's (an older timer that fires
  /// finds another number and does nothing).
  private var generation = 0

  /// An overlay over `child`.
  package init(_ child: Widget) {
    widget = Widget(adw_toast_overlay_new())
    adw_toast_overlay_set_child(widget.opaque, child.pointer)
  }

  /// Shows `text`: in the toast on screen, or in a new one for `seconds`, with `button` (its
  /// label, and the detailed action it activates: `app.undo-delete`) when given. `dismissed`
  /// runs when it goes (timed out or closed); a message that replaced it goes with its toast.
  package func show(
    _ text: String, seconds: UInt32 = 5, button: (label: String, action: String)? = nil,
    dismissed: @escaping @MainActor () -> Void
  ) {
    self.dismissed = dismissed
    generation += 1
    dismiss(after: seconds, generation: generation)
    if let shown {
      adw_toast_set_title(shown, Markup.escape(text))
      setButton(button, of: shown)
      return
    }
    guard let toast = adw_toast_new(Markup.escape(text)) else { return }
    adw_toast_set_timeout(toast, 0)
    setButton(button, of: toast)
    shown = toast
    Signals.connect(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in
      guard let self, self.shown == toast else { return }
      self.shown = nil
      self.dismissed?()
    }
    // The overlay takes the reference the toast was made with.
    adw_toast_overlay_add_toast(widget.opaque, toast)
  }

  private func setButton(_ button: (label: String, action: String)?, of toast: OpaquePointer) {
    adw_toast_set_button_label(toast, button?.label)
    adw_toast_set_action_name(toast, button?.action)
  }

  /// Dismisses the toast `seconds` from now, if no newer message came meanwhile.
  private func dismiss(after seconds: UInt32, generation: Int) {
    let timer = ToastTimer { [weak self] in
      guard let self, self.generation == generation, let shown = self.shown else { return }
      adw_toast_dismiss(shown)
    }
    g_timeout_add_seconds_full(
      G_PRIORITY_DEFAULT, seconds, toastTimerFired, Unmanaged.passRetained(timer).toOpaque(), toastTimerReleased)
  }
}

/// What a toast's timer does when it fires.
private final class ToastTimer: Sendable {
  let body: @MainActor () -> Void
  init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

// GLib's main loop runs the timer on the main thread: on the main actor. It fires once.
private let toastTimerFired: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { data in
  guard let data else { return 0 }
  let timer = Unmanaged<ToastTimer>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { timer.body() }
  return 0  // G_SOURCE_REMOVE
}

private let toastTimerReleased: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
  guard let data else { return }
  Unmanaged<ToastTimer>.fromOpaque(data).release()
}
