/// A keyboard shortcut: what it does, as the shortcuts window and assistive technology name
/// it, and its keys in GTK's accelerator syntax (`<Control>n`, `<Alt>Left`).
package struct Shortcut: Sendable {
  /// The action's name, unique in the app (`new-note`): `app.new-note`.
  package var name: String
  /// What it does, in title case (`New Note`).
  package var title: String
  /// Its keys; the first is the one the shortcuts window shows.
  package var accelerators: [String]

  /// A shortcut.
  package init(name: String, title: String, accelerators: [String]) {
    self.name = name
    self.title = title
    self.accelerators = accelerators
  }
}
