import CGtk

/// A GTK widget: the one handle every wrapper in this layer holds.
///
/// No Swift binding for GTK is available to this package, so the notes window calls GTK 4's C
/// API through this small layer: a few wrappers with the calls the window needs, and nothing
/// that knows about notes. GTK's C "casts" (`GTK_WINDOW (w)`) are macros Swift cannot call;
/// ``typed(_:)`` and ``opaque`` are their equivalents, and stay inside this layer.
@MainActor
package struct Widget {
  /// The `GtkWidget *`.
  package let pointer: UnsafeMutablePointer<GtkWidget>

  /// Wraps a widget GTK made.
  package init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
    self.pointer = pointer
  }

  /// The widget as a pointer to one of its (non-opaque) classes, such as `GtkWindow`.
  func typed<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// The widget as a pointer to one of its opaque classes, such as `GtkLabel`.
  var opaque: OpaquePointer { OpaquePointer(pointer) }

  /// The widget as a `gpointer`, for GObject calls.
  var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  /// Shows or hides the widget.
  package func setVisible(_ visible: Bool) {
    if (gtk_widget_get_visible(pointer) != 0) != visible { gtk_widget_set_visible(pointer, visible ? 1 : 0) }
  }

  /// Whether the user can use it.
  package func setSensitive(_ sensitive: Bool) {
    gtk_widget_set_sensitive(pointer, sensitive ? 1 : 0)
  }

  /// Adds a style class (`title-1`, `dim-label`, `suggested-action`, …).
  package func addClass(_ name: String) {
    gtk_widget_add_css_class(pointer, name)
  }

  /// Space around the widget, in pixels.
  package func setMargins(_ margin: Int32) {
    gtk_widget_set_margin_top(pointer, margin)
    gtk_widget_set_margin_bottom(pointer, margin)
    gtk_widget_set_margin_start(pointer, margin)
    gtk_widget_set_margin_end(pointer, margin)
  }

  /// Whether it takes the extra space of its container, across and down.
  package func setExpands(horizontally: Bool = false, vertically: Bool = false) {
    gtk_widget_set_hexpand(pointer, horizontally ? 1 : 0)
    gtk_widget_set_vexpand(pointer, vertically ? 1 : 0)
  }

  /// Aligns it at the start of its row instead of centring it.
  package func alignStart() {
    gtk_widget_set_halign(pointer, GTK_ALIGN_START)
  }

  /// Centres it in its row at its natural width, instead of filling the row.
  package func alignCenter() {
    gtk_widget_set_halign(pointer, GTK_ALIGN_CENTER)
  }

  /// The name assistive technology reads for it, when its text does not say it.
  package func setAccessibleName(_ name: String) {
    // gtk_accessible_update_property is variadic; the value-array form is not.
    withStringValue(name) { value in
      var property = GTK_ACCESSIBLE_PROPERTY_LABEL
      gtk_accessible_update_property_value(OpaquePointer(pointer), 1, &property, value)
    }
  }

  /// Gives it the keyboard focus.
  package func grabFocus() {
    _ = gtk_widget_grab_focus(pointer)
  }
}

extension Widget {
  /// The smallest size it takes, in pixels; -1 leaves a side to its content.
  package func setMinimumSize(width: Int32, height: Int32) {
    gtk_widget_set_size_request(pointer, width, height)
  }
}

/// Calls `body` with a string `GValue` holding `string`, for the calls that take values
/// instead of C varargs (which Swift cannot pass).
func withStringValue(_ string: String, _ body: (UnsafeMutablePointer<GValue>) -> Void) {
  var value = GValue()
  g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro Swift cannot import
  g_value_set_string(&value, string)
  body(&value)
  g_value_unset(&value)
}
