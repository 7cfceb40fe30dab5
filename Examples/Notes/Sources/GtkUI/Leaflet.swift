import CAdw
import CGtk

/// An `AdwLeaflet` as a split view: a sidebar and a content pane side by side when the window
/// is wide enough for both, one at a time (``show(_:)``) when it is not.
///
/// libadwaita 1.2, this layer's floor, has the leaflet; 1.4's `AdwNavigationSplitView` replaces
/// it but adds nothing this window uses. Swiping back is off: the store decides which pane
/// shows, so a gesture must not change it behind the state's back.
@MainActor
package final class Leaflet {
  /// The widget.
  package let widget: Widget
  /// Runs after the leaflet folds or unfolds (the window crossed the width both panes need).
  package var onFoldedChanged: (() -> Void)?

  /// A leaflet of `sidebar`, a separator, then `content`; each pane at least as wide as its
  /// size request, the content taking what is left.
  package init(sidebar: Widget, content: Widget) {
    widget = Widget(adw_leaflet_new())
    adw_leaflet_set_can_navigate_back(widget.opaque, 0)
    adw_leaflet_set_transition_type(widget.opaque, ADW_LEAFLET_TRANSITION_TYPE_UNDER)
    _ = adw_leaflet_append(widget.opaque, sidebar.pointer)
    let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
    adw_leaflet_page_set_navigatable(adw_leaflet_append(widget.opaque, separator), 0)
    _ = adw_leaflet_append(widget.opaque, content.pointer)
    Signals.connectNotify(widget.pointer, "folded") { [weak self] in self?.onFoldedChanged?() }
  }

  /// Whether one pane shows at a time.
  package var isFolded: Bool { adw_leaflet_get_folded(widget.opaque) != 0 }

  /// Shows `pane` (one of the two given), if it is not the visible one already; while
  /// unfolded, both show and this only decides which one a fold would keep.
  package func show(_ pane: Widget) {
    guard adw_leaflet_get_visible_child(widget.opaque) != pane.pointer else { return }
    adw_leaflet_set_visible_child(widget.opaque, pane.pointer)
  }
}
