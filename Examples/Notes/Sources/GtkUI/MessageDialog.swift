import CAdw
import CGtk

/// A question over a window, with its answers as buttons: libadwaita's alert dialog
/// (`AdwAlertDialog` from 1.5 on, `AdwMessageDialog` before: chosen in `CAdw`'s shim).
@MainActor
package struct MessageDialog {
  /// One answer: its id, its button's label (`_` marks the mnemonic), and whether it destroys
  /// something (shown in red).
  package struct Response: Sendable {
    /// The id `answered` gets.
    package var id: String
    /// The button's label.
    package var label: String
    /// Whether the answer destroys something.
    package var destructive: Bool

    /// An answer.
    package init(id: String, label: String, destructive: Bool = false) {
      self.id = id
      self.label = label
      self.destructive = destructive
    }
  }

  /// The widget.
  package let widget: Widget
  private let parent: Window

  /// A modal question over `parent`, titled `title` (what the desktop and assistive technology
  /// name the window). `answered` gets the id of the answer, or `cancel`'s when the dialog is
  /// closed with Escape.
  package init(
    over parent: Window, title: String, heading: String, body: String, responses: [Response], cancel: String,
    answered: @escaping @MainActor (String) -> Void
  ) {
    self.parent = parent
    widget = Widget(notes_alert_new(title, heading, body))
    // The dialog closes itself once answered; held here, so ``destroy()`` after that is safe.
    g_object_ref(widget.object)
    for response in responses {
      notes_alert_add_response(widget.pointer, response.id, response.label, response.destructive ? 1 : 0)
    }
    Self.nameButtonsOnce(widget.pointer)
    notes_alert_set_cancel(widget.pointer, cancel)
    Signals.connectResponse(widget.object, answered)
  }

  /// libadwaita 1.2 names each response button twice over for assistive technology (its
  /// label, then the label it is labelled by: a screen reader says "Delete Delete"). Each
  /// button is named by its label alone instead.
  private static func nameButtonsOnce(_ root: UnsafeMutablePointer<GtkWidget>) {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
      if g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0,
        let label = gtk_button_get_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self))
      {
        gtk_accessible_reset_relation(OpaquePointer(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        Widget(widget).setAccessibleName(String(cString: label).replacingOccurrences(of: "_", with: ""))
      }
      nameButtonsOnce(widget)
      child = gtk_widget_get_next_sibling(widget)
    }
  }

  /// Shows it.
  package func present() {
    notes_alert_present(widget.pointer, parent.widget.typed(GtkWindow.self))
  }

  /// Closes it (if it has not closed itself) and lets it go. Call it once.
  package func destroy() {
    notes_alert_close(widget.pointer)
    g_object_unref(widget.object)
  }
}
