import CGtk

/// The app's shortcuts (Ctrl+?), each ``Shortcut`` by its title: libadwaita's
/// `AdwShortcutsDialog` where the running libadwaita has it (1.8), else GTK's
/// `GtkShortcutsWindow` (deprecated since GTK 4.18, the one GTK 4.8 has); see ``AdwaitaRuntime``.
///
/// Built when first asked for, not at start: a shortcuts window is dozens of widgets, and
/// building it with the main window delayed the first frame of a cold start.
@MainActor
package enum ShortcutsWindow {
  /// Builds the window for `groups` (a title and its shortcuts), titled `title` (translated by
  /// the app), and shows it over `parent`.
  /// GTK offers no call to build one piece by piece: it is described in GtkBuilder's XML, made
  /// here from the same shortcuts the keys are bound from, so the two cannot disagree.
  package static func present(
    _ groups: [(title: String, shortcuts: [Shortcut])], title: String, over parent: Window
  ) {
    if AdwaitaRuntime.hasShortcutsDialog, let present = AdwaitaRuntime.present,
      let dialog = AdwaitaRuntime.build(dialogXML(groups, title: title), id: "help_overlay")
    {
      present(dialog, UnsafeMutableRawPointer(parent.widget.pointer))
      g_object_unref(dialog)
      return
    }
    guard let object = AdwaitaRuntime.build(xml(groups, title: title), id: "help_overlay") else { return }
    let window = object.assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_transient_for(window, parent.widget.typed(GtkWindow.self))
    gtk_window_present(window)
    // A shown window is kept by GTK until it closes.
    g_object_unref(object)
  }

  /// The `AdwShortcutsDialog` description (libadwaita 1.8), every title and key escaped.
  package static func dialogXML(_ groups: [(title: String, shortcuts: [Shortcut])], title: String) -> String {
    let sections = groups.map { group in
      let items = group.shortcuts.map { shortcut in
        """
        <child><object class="AdwShortcutsItem">\
        <property name="title">\(Markup.escape(shortcut.title))</property>\
        <property name="accelerator">\(Markup.escape(shortcut.accelerators.first ?? ""))</property>\
        </object></child>
        """
      }
      return """
        <child><object class="AdwShortcutsSection">\
        <property name="title">\(Markup.escape(group.title))</property>\(items.joined())</object></child>
        """
    }
    return """
      <interface><object class="AdwShortcutsDialog" id="help_overlay">\
      <property name="title">\(Markup.escape(title))</property>\(sections.joined())</object></interface>
      """
  }

  /// The GtkBuilder description, every title and key escaped.
  package static func xml(_ groups: [(title: String, shortcuts: [Shortcut])], title: String) -> String {
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
      <property name="title">\(Markup.escape(title))</property>\
      <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>\
      \(body.joined())</object></child></object></interface>
      """
  }
}
