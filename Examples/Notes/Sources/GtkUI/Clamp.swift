import CAdw
import CGtk

/// An `AdwClamp`: its child no wider than a reading width on a wide window, and as wide as the
/// window on a narrow one.
@MainActor
package struct Clamp {
  /// The widget.
  package let widget: Widget

  /// Clamps `child` to `maximumWidth` pixels.
  package init(_ child: Widget, maximumWidth: Int32 = 720) {
    widget = Widget(adw_clamp_new())
    adw_clamp_set_maximum_size(widget.opaque, maximumWidth)
    adw_clamp_set_child(widget.opaque, child.pointer)
  }
}
