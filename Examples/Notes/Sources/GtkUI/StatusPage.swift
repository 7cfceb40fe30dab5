import CAdw
import CGtk

/// An `AdwStatusPage`: a large icon, a title and a line of text where content would be (an
/// empty list, a search without results).
@MainActor
package struct StatusPage {
  /// The widget.
  package let widget: Widget

  /// A page with the symbolic icon named `iconName`.
  package init(iconName: String) {
    widget = Widget(adw_status_page_new())
    adw_status_page_set_icon_name(widget.opaque, iconName)
  }

  /// Puts `child` (a button, say) under the text, or removes it with nil.
  package func setChild(_ child: Widget?) {
    adw_status_page_set_child(widget.opaque, child.map { $0.typed(GtkWidget.self) })
  }

  /// Sets what it says, where it changed.
  package func set(title: String, description: String) {
    if adw_status_page_get_title(widget.opaque).map({ String(cString: $0) }) != title {
      adw_status_page_set_title(widget.opaque, title)
    }
    if adw_status_page_get_description(widget.opaque).map({ String(cString: $0) }) != description {
      adw_status_page_set_description(widget.opaque, Markup.escape(description))
    }
  }
}
