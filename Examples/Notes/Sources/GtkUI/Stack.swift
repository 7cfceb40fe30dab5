import CGtk

/// A `GtkStack`: one named page visible at a time, with a slide between them.
@MainActor
package struct Stack {
  /// The widget.
  package let widget: Widget

  /// Creates an empty stack.
  package init() {
    widget = Widget(gtk_stack_new())
    gtk_stack_set_transition_type(widget.opaque, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
    gtk_stack_set_transition_duration(widget.opaque, 120)
  }

  /// Adds a page.
  package func add(_ child: Widget, name: String) {
    _ = gtk_stack_add_named(widget.opaque, child.pointer, name)
  }

  /// Shows the page named `name`, if it is not shown already.
  package func show(_ name: String) {
    if let current = gtk_stack_get_visible_child_name(widget.opaque), String(cString: current) == name { return }
    gtk_stack_set_visible_child_name(widget.opaque, name)
  }
}
