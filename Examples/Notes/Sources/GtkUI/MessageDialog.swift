import CAdw
import CGtk

/// A question over a window, with its answers as buttons: libadwaita's alert dialog,
/// `AdwAlertDialog` where the running libadwaita has it (1.5), else `AdwMessageDialog`
/// (deprecated since 1.6, the one 1.2 has). Both are described for GtkBuilder, which reads
/// their responses alike, so neither is named in code (``AdwaitaRuntime``).
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
  /// Whether it is an `AdwDialog` (shown inside its parent) rather than a window.
  private let isAdwDialog: Bool

  /// A modal question over `parent`, titled `title` (what the desktop and assistive technology
  /// name the window). `answered` gets the id of the answer, or `cancel`'s when the dialog is
  /// closed with Escape. Nil when the running libadwaita has no alert dialog at all.
  package init?(
    over parent: Window, title: String, heading: String, body: String, responses: [Response], cancel: String,
    answered: @escaping @MainActor (String) -> Void
  ) {
    self.parent = parent
    isAdwDialog = AdwaitaRuntime.hasDialogs
    let xml = Self.xml(
      class: isAdwDialog ? "AdwAlertDialog" : "AdwMessageDialog", title: title, heading: heading, body: body,
      responses: responses, cancel: cancel)
    // Nil only if the running libraries lack both dialog classes.
    guard let object = AdwaitaRuntime.build(xml, id: "dialog") else { return nil }
    // Held here (the builder's reference is gone), so ``destroy()`` after it closed is safe.
    widget = Widget(object.assumingMemoryBound(to: GtkWidget.self))
    Self.nameButtonsOnce(widget.pointer)
    Signals.connectResponse(widget.object, answered)
  }

  /// The GtkBuilder description of the dialog, every text escaped.
  package static func xml(
    class name: String, title: String, heading: String, body: String, responses: [Response], cancel: String
  ) -> String {
    let answers = responses.map { response in
      #"<response id="\#(Markup.escape(response.id))"\#(response.destructive ? #" appearance="destructive""# : "")>"#
        + Markup.escape(response.label) + "</response>"
    }
    return """
      <interface><object class="\(name)" id="dialog">\
      <property name="title">\(Markup.escape(title))</property>\
      <property name="heading">\(Markup.escape(heading))</property>\
      <property name="body">\(Markup.escape(body))</property>\
      <property name="close-response">\(Markup.escape(cancel))</property>\
      <property name="default-response">\(Markup.escape(cancel))</property>\
      <responses>\(answers.joined())</responses></object></interface>
      """
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
    if isAdwDialog, let present = AdwaitaRuntime.present {
      present(widget.object, UnsafeMutableRawPointer(parent.widget.pointer))
    } else {
      gtk_window_set_transient_for(widget.typed(GtkWindow.self), parent.widget.typed(GtkWindow.self))
      gtk_window_set_modal(widget.typed(GtkWindow.self), 1)
      gtk_window_present(widget.typed(GtkWindow.self))
    }
  }

  /// Closes it (if it has not closed itself) and lets it go. Call it once.
  package func destroy() {
    if isAdwDialog, let forceClose = AdwaitaRuntime.forceClose {
      forceClose(widget.object)
    } else {
      gtk_window_destroy(widget.typed(GtkWindow.self))
    }
    g_object_unref(widget.object)
  }
}
