import CasePaths

/// One case of an app's action, as the intake reads and makes it: a link in, an outcome out.
///
/// Closures rather than a case key path kept whole: a reducer from a store of this package
/// (ComposableLinks) hands in its own extraction, which reads the enum's tag instead of going
/// through `Any` (about 1.2 µs and two allocations a read, `CaseExtractor`'s comment), while a
/// TCA app's `\.received` goes through swift-case-paths.
package struct ActionCase<Action, Value>: Sendable {
  /// The case's value, if `action` is of it.
  package let extract: @Sendable (Action) -> Value?
  /// The action of this case carrying `value`.
  package let embed: @Sendable (Value) -> Action

  /// A case read and made by the two closures.
  package init(extract: @escaping @Sendable (Action) -> Value?, embed: @escaping @Sendable (Value) -> Action) {
    self.extract = extract
    self.embed = embed
  }

  /// The case a case key path names.
  package init(_ keyPath: CaseKeyPath<Action, Value>) {
    let path = AnyCasePath(keyPath)
    self.init(extract: { path.extract(from: $0) }, embed: { path.embed($0) })
  }
}
