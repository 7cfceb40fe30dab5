import ConcurrencyExtras
import Dependencies

/// Hands out ``StackElementID``s, as TCA's generator of the same name does: one counter per
/// dependency context (swift-dependencies caches a key's value once per test, and once per
/// process live), so every stack of every store in a test draws from it, in order.
///
/// The test store copies it before each action (``incrementingCopy()``) so that the state a
/// test expects mints the ids the reducer did.
struct StackElementIDGenerator: DependencyKey, Sendable {
  private let counter: LockIsolated<Int>

  private init(startingAt generation: Int) {
    counter = LockIsolated(generation)
  }

  static var liveValue: Self { Self(startingAt: 0) }
  static var testValue: Self { Self(startingAt: 0) }

  /// The next id, handed out.
  func next() -> StackElementID {
    counter.withValue { generation in
      defer { generation += 1 }
      return StackElementID(generation: generation)
    }
  }

  /// The id ``next()`` would hand out.
  func peek() -> StackElementID {
    StackElementID(generation: counter.value)
  }

  /// Makes sure no id up to `id` is handed out again (an id chosen by a `push` action).
  func advance(past id: StackElementID) {
    counter.withValue { $0 = Swift.max($0, id.generation + 1) }
  }

  /// A generator of its own that goes on from where this one is.
  func incrementingCopy() -> Self {
    Self(startingAt: counter.value)
  }
}

extension DependencyValues {
  /// What ``StackState`` numbers its screens with.
  var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}
