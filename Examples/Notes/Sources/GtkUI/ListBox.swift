import CGtk

/// A `GtkListBox` of text rows, replaced all at once.
@MainActor
package struct ListBox {
  /// The widget.
  package let widget: Widget

  /// Creates an empty list (libadwaita's boxed list: a card as tall as its rows) that calls
  /// `activated` with the index of the row the user picks. An empty list shows nothing: its
  /// container says why (a status page).
  package init(activated: @escaping @MainActor (Int) -> Void) {
    widget = Widget(gtk_list_box_new())
    widget.addClass("boxed-list")
    gtk_widget_set_valign(widget.pointer, GTK_ALIGN_START)
    Signals.connectRowActivated(widget.object, activated)
  }

  /// Replaces the rows: one per item, its title and a smaller line under it.
  package func setRows(_ rows: [(title: String, detail: String)]) {
    while let row = gtk_list_box_get_row_at_index(widget.opaque, 0) {
      gtk_list_box_remove(widget.opaque, UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
    }
    for row in rows {
      let box = Box(vertical: true, spacing: 2)
      box.widget.setMargins(8)
      let title = Label(row.title)
      let detail = Label(row.detail)
      detail.widget.addClass("dim-label")
      box.append(title.widget)
      box.append(detail.widget)
      gtk_list_box_append(widget.opaque, box.widget.pointer)
      // The row a screen reader lands on says what it holds (GTK 4.8 names it by its type).
      if let added = gtk_widget_get_parent(box.widget.pointer) {
        Widget(added).setAccessibleName("\(row.title), \(row.detail)")
      }
    }
  }

  /// The index of the row that has the keyboard, if one has.
  package var focusedRow: Int? {
    guard let child = gtk_widget_get_focus_child(widget.pointer) else { return nil }
    let index = gtk_list_box_row_get_index(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkListBoxRow.self))
    return index >= 0 ? Int(index) : nil
  }
}
