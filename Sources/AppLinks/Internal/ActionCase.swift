import CasePaths

/// One case of an app's action, as the intake reads and makes it: a link in, an outcome out.
///
/// Closures beside the case key path they came from: a store of this package
/// (ComposableLinks) remakes them from the key path with its own extraction
/// (``ActionCaseMaking``), which reads the enum's tag instead of going through `Any` (about
/// 1.2 µs and two allocations a read, `CaseExtractor`'s comment), while a TCA app's
/// `\.received` goes through swift-case-paths.
package struct ActionCase<Action, Value>: Sendable {
  /// The case's value, if `action` is of it.
  package let extract: @Sendable (Action) -> Value?
  /// The action of this case carrying `value`.
  package let embed: @Sendable (Value) -> Action
  /// The case key path it was made from. A key path is immutable; swift-case-paths does not
  /// mark it `Sendable`.
  nonisolated(unsafe) package let keyPath: CaseKeyPath<Action, Value>

  /// The case a case key path names, read and made through swift-case-paths.
  package init(_ keyPath: CaseKeyPath<Action, Value>) {
    let path = AnyCasePath(keyPath)
    self.init(keyPath, extract: { path.extract(from: $0) }, embed: { path.embed($0) })
  }

  /// The case `keyPath` names, read and made by the two closures.
  package init(
    _ keyPath: CaseKeyPath<Action, Value>,
    extract: @escaping @Sendable (Action) -> Value?,
    embed: @escaping @Sendable (Value) -> Action
  ) {
    self.keyPath = keyPath
    self.extract = extract
    self.embed = embed
  }
}

/// Makes the cases of an intake again from their key paths: how a store hands the intake its
/// own, faster extraction (`LinkIntake.remakingCases(with:)`).
package protocol ActionCaseMaking {
  /// The case `keyPath` names.
  func make<Action, Value>(_ keyPath: CaseKeyPath<Action, Value>) -> ActionCase<Action, Value>
}
