import CGtk

/// The header bar's primary menu (a `GtkMenuButton` with GNOME's "open menu" icon): items that
/// each run an action (`app.quit`, `win.show-help-overlay`).
@MainActor
package struct MenuButton {
  /// The widget.
  package let widget: Widget

  /// A menu of `items` (a label, with `_` before its mnemonic, and the detailed action name),
  /// named `name` for assistive technology and as its tooltip.
  package init(name: String, items: [(label: String, action: String)]) {
    widget = Widget(gtk_menu_button_new())
    guard let menu = g_menu_new() else { return }
    for item in items { g_menu_append(menu, item.label, item.action) }
    gtk_menu_button_set_icon_name(widget.opaque, "open-menu-symbolic")
    gtk_menu_button_set_menu_model(
      widget.opaque, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
    gtk_menu_button_set_primary(widget.opaque, 1)
    g_object_unref(UnsafeMutableRawPointer(menu))
    // GTK 4.8 presents a menu button as two buttons, the menu button and the toggle button
    // inside it, which alone takes the focus and can be pressed: named both, a screen reader
    // said "Main Menu" twice. The name (and the tooltip) go on the one a person reaches.
    let pressed = gtk_widget_get_first_child(widget.pointer).map(Widget.init) ?? widget
    gtk_widget_set_tooltip_text(pressed.pointer, name)
    pressed.setAccessibleName(name)
  }
}
