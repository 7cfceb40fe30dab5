import CGtk

/// The app's `GtkShortcutsWindow` (Ctrl+?), listing each ``Shortcut`` by its title.
///
/// Built when first asked for, not at start: a shortcuts window is dozens of widgets, and
/// building it with the main window delayed the first frame of a cold start.
@MainActor
package enum ShortcutsWindow {
  /// Builds the window for `groups` (a title and its shortcuts) and shows it over `parent`.
  /// GTK offers no call to build one piece by piece: it is described in GtkBuilder's XML, made
  /// here from the same shortcuts the keys are bound from, so the two cannot disagree.
  package static func present(_ groups: [(title: String, shortcuts: [Shortcut])], over parent: Window) {
    let builder = gtk_builder_new_from_string(xml(groups), -1)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, "help_overlay") else { return }
    let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_transient_for(window, parent.widget.typed(GtkWindow.self))
    gtk_window_present(window)
  }

  /// The GtkBuilder description, every title and key escaped.
  static func xml(_ groups: [(title: String, shortcuts: [Shortcut])]) -> String {
    let body = groups.map { group in
      let rows = group.shortcuts.map { shortcut in
        """
        <child><object class="GtkShortcutsShortcut">\
        <property name="title">\(Markup.escape(shortcut.title))</property>\
        <property name="accelerator">\(Markup.escape(shortcut.accelerators.first ?? ""))</property>\
        </object></child>
        """
      }
      return """
        <child><object class="GtkShortcutsGroup">\
        <property name="title">\(Markup.escape(group.title))</property>\(rows.joined())</object></child>
        """
    }
    return """
      <interface><object class="GtkShortcutsWindow" id="help_overlay"><property name="modal">1</property>\
      <property name="title">Keyboard Shortcuts</property>\
      <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>\
      \(body.joined())</object></child></object></interface>
      """
  }
}
