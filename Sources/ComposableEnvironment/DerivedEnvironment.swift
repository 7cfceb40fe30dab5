import Dependencies
import Foundation

extension ComposableEnvironment {
  /// A child environment, created on first access, that inherits this environment's values.
  ///
  /// ```swift
  /// final class AppEnvironment: ComposableEnvironment {
  ///   @DerivedEnvironment var search: SearchEnvironment
  ///   @DerivedEnvironment var preview = PreviewEnvironment().with(\.locale, Locale(identifier: "fr"))
  ///   @DerivedEnvironment(aliases: [.alias(\.backgroundQueue, to: \.mainQueue)])
  ///   var legacy: LegacyEnvironment
  /// }
  /// ```
  ///
  /// The child keeps the values defined on it (by its initial value's `with`), and reads the
  /// rest from this environment when it reads them. Children are created lazily, so environment
  /// types may derive each other recursively.
  @propertyWrapper
  public final class DerivedEnvironment<Child: ComposableEnvironment> {
    // `make` runs once, under `lock`, which also guards `child`.
    private let lock = NSLock()
    private let make: () -> Child
    private let aliases: [Alias]
    private var child: Child?

    /// A child made from `wrappedValue` on first access.
    public init(wrappedValue: @autoclosure @escaping () -> Child, aliases: [Alias] = []) {
      self.make = wrappedValue
      self.aliases = aliases
    }

    /// A child made with `Child()` on first access.
    public convenience init(aliases: [Alias] = []) {
      self.init(wrappedValue: Child(), aliases: aliases)
    }

    /// Not available: the child is read through its parent environment.
    @available(*, unavailable, message: "@DerivedEnvironment is only available in ComposableEnvironment subclasses")
    public var wrappedValue: Child {
      fatalError("Unreachable: the wrapper is read through its enclosing environment.")
    }

    /// The child, created and attached to `parent` on first access.
    public static subscript<Parent: ComposableEnvironment>(
      _enclosingInstance parent: Parent,
      wrapped wrappedKeyPath: KeyPath<Parent, Child>,
      storage storageKeyPath: KeyPath<Parent, DerivedEnvironment>
    ) -> Child {
      parent[keyPath: storageKeyPath].child(of: parent)
    }

    private func child(of parent: ComposableEnvironment) -> Child {
      lock.withLock {
        if let child { return child }
        let made = make()
        parent.adopt(as: made)
        for alias in aliases { alias.declare(made) }
        child = made
        return made
      }
    }
  }

  /// Two dependency keys a derived environment treats as one (see
  /// ``ComposableEnvironment/aliasing(_:to:)``).
  public struct Alias {
    let declare: (ComposableEnvironment) -> Void

    /// `alias` reads and writes the same value as `target`; `target` supplies the default.
    public static func alias<Value: Sendable>(
      _ alias: WritableKeyPath<DependencyValues, Value>, to target: WritableKeyPath<DependencyValues, Value>
    ) -> Alias {
      nonisolated(unsafe) let alias = alias
      nonisolated(unsafe) let target = target
      return Alias { $0.aliasing(alias, to: target) }
    }
  }
}
