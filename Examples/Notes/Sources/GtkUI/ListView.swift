import CGtk

/// A `GtkListView` of text rows (a title, and a smaller line under it): rows are made only for
/// what is on screen and reused as the list scrolls, so a list of 10,000 costs what a screenful
/// does (a `GtkListBox`, a widget per row, took 2.4 s to show 10,000; `Benchmarks/README.md`).
///
/// The model is a `GtkStringList` of row keys; a row's text is read from ``rows`` when GTK binds
/// it to a position. ``setRows(_:)`` replaces only the stretch that changed (what is the same at
/// the start and at the end stays, with its widgets), which GTK then binds again if on screen.
@MainActor
package final class ListView {
  /// A row: `key` identifies it (a note's id), `title` and `detail` are shown.
  package struct Row: Equatable {
    /// What identifies the row.
    package var key: String
    /// The first line.
    package var title: String
    /// The smaller line under it.
    package var detail: String

    /// A row.
    package init(key: String, title: String, detail: String) {
      self.key = key
      self.title = title
      self.detail = detail
    }
  }

  /// The widget.
  package let widget: Widget
  /// The rows shown, in order.
  package private(set) var rows: [Row] = []
  private let model: OpaquePointer  // GtkStringList
  private let selection: OpaquePointer  // GtkSingleSelection

  /// An empty list (libadwaita's sidebar style) that calls `activated` with the position of
  /// the row the user picks (one click, or Enter).
  package init(activated: @escaping @MainActor (Int) -> Void) {
    model = gtk_string_list_new(nil)
    // The selection marks the row of the note shown, and follows the keyboard.
    let selection = gtk_single_selection_new(model)!
    self.selection = selection
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    let factory = gtk_signal_list_item_factory_new()!
    let view = gtk_list_view_new(selection, factory)!
    widget = Widget(view)
    widget.addClass("navigation-sidebar")
    gtk_list_view_set_single_click_activate(widget.opaque, 1)
    Signals.connectListItem(UnsafeMutableRawPointer(factory), "setup") { item in Self.setUp(item) }
    Signals.connectListItem(UnsafeMutableRawPointer(factory), "bind") { [weak self] item in self?.bind(item) }
    Signals.connectPositionActivated(widget.object, activated)
  }

  /// Shows `rows`: the stretch that differs from the rows shown is replaced, the rest kept.
  package func setRows(_ new: [Row]) {
    let old = rows
    guard new != old else { return }
    var start = 0
    while start < min(old.count, new.count), old[start] == new[start] { start += 1 }
    var end = 0
    while end < min(old.count, new.count) - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
    rows = new
    let added = new[start..<(new.count - end)].map { strdup($0.key) }
    defer { for copy in added { free(copy) } }
    var additions: [UnsafePointer<CChar>?] = added.map { UnsafePointer($0) } + [nil]
    additions.withUnsafeMutableBufferPointer { buffer in
      gtk_string_list_splice(model, UInt32(start), UInt32(old.count - start - end), buffer.baseAddress)
    }
  }

  /// Marks row `index` as the one shown (nil: none), without moving the keyboard.
  package func select(_ index: Int?) {
    let position = index.map(UInt32.init) ?? UInt32.max  // GTK_INVALID_LIST_POSITION
    guard gtk_single_selection_get_selected(selection) != position else { return }
    gtk_single_selection_set_selected(selection, position)
  }

  /// The row marked (by ``select(_:)``, or by the keyboard moving through the list), if any.
  package var selectedRow: Int? {
    let position = gtk_single_selection_get_selected(selection)
    return position == UInt32.max || Int(position) >= rows.count ? nil : Int(position)
  }

  /// A row's widgets, made once per row on screen: a title over a dimmed line.
  private static func setUp(_ item: OpaquePointer) {
    let box = Box(vertical: true, spacing: 2)
    box.widget.setMargins(6)
    for dim in [false, true] {
      let label = gtk_label_new(nil)!
      gtk_label_set_xalign(OpaquePointer(label), 0)
      gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
      if dim { gtk_widget_add_css_class(label, "dim-label") }
      box.append(Widget(label))
    }
    gtk_list_item_set_child(item, box.widget.pointer)
  }

  /// Shows the row at the item's position in the widgets ``setUp(_:)`` made.
  private func bind(_ item: OpaquePointer) {
    let position = Int(gtk_list_item_get_position(item))
    guard rows.indices.contains(position), let box = gtk_list_item_get_child(item),
      let title = gtk_widget_get_first_child(box), let detail = gtk_widget_get_next_sibling(title)
    else { return }
    let row = rows[position]
    gtk_label_set_text(OpaquePointer(title), row.title)
    gtk_label_set_text(OpaquePointer(detail), row.detail)
    // The row a screen reader lands on says what it holds (GTK 4.8 leaves a list item unnamed).
    if let listItem = gtk_widget_get_parent(box) {
      Widget(listItem).setAccessibleName("\(row.title), \(row.detail)")
    }
  }
}
