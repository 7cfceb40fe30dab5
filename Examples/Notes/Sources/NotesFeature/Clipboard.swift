import ComposableLinks

/// Puts text on the system clipboard: "Copy link" uses it. A dependency, so the feature is
/// tested without a window; the GTK app installs the window's clipboard.
package struct Clipboard: Sendable {
  /// Replaces the clipboard's content with `text`.
  package var copy: @Sendable (_ text: String) async -> Void

  /// Creates a clipboard from its operation.
  package init(copy: @escaping @Sendable (_ text: String) async -> Void) {
    self.copy = copy
  }
}

extension Clipboard: DependencyKey {
  /// No clipboard outside a window: copying does nothing.
  package static var liveValue: Clipboard { Clipboard { _ in } }
  /// Reports an issue when used: tests say what is copied.
  package static var testValue: Clipboard {
    Clipboard { text in reportIssue("Unimplemented: 'Clipboard.copy' was called with \(text).") }
  }
}

extension DependencyValues {
  /// The system clipboard. See ``Clipboard``.
  package var clipboard: Clipboard {
    get { self[Clipboard.self] }
    set { self[Clipboard.self] = newValue }
  }
}
