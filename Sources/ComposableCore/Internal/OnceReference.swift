import Atomics

/// An object made at most once, on first use, and then read without touching its reference
/// count: what `BuiltOnce` and `CaseExtractor` keep their built parts in, read once per level
/// per action.
///
/// `ManagedAtomicLazyReference.load()` returns a strong reference: a retain and a release per
/// read, which, on the path of `Store.send` through ten `Scope`s, was 14 % of the benchmark's
/// time (perf, 2026-11-29: `swift_retain`/`swift_release` under each level's `BuiltOnce.reduce`).
/// Here the object is owned by the lazy reference (set once, never replaced, released with
/// it), and read through an unretained pointer published after it: a read is one atomic load,
/// and the object is used while the lazy reference that owns it is alive (the caller's `self`).
///
/// A class holding the unretained pointer in an `UnsafeAtomic` it frees when it goes: a
/// `ManagedAtomic` is a class of its own, reached through a getter of its storage's address
/// that swift-atomics does not inline across modules (a call per read, two per `Scope` level:
/// 3 % of `Store.send` through ten, StoreBenchmarks, 2026-11-29), and the holder copied two
/// references where it now copies one.
@usableFromInline
final class OnceReference<Object: AnyObject>: @unchecked Sendable {
  /// Owns the object.
  @usableFromInline let owner = ManagedAtomicLazyReference<Object>()
  /// The same object, unretained: set after `owner`, read on the fast path.
  @usableFromInline let unretained = UnsafeAtomic<Unmanaged<Object>?>.create(nil)

  @usableFromInline init() {}

  deinit {
    unretained.destroy()
  }

  /// Runs `body` with the object, made by `make` if none was made yet (on concurrent first
  /// uses, one object wins and every caller gets it).
  @inlinable
  func with<Result>(orMake make: () -> Object, _ body: (Object) -> Result) -> Result {
    if let object = unretained.load(ordering: .acquiring) {
      return object._withUnsafeGuaranteedRef(body)
    }
    let object = owner.storeIfNilThenLoad(make())
    unretained.store(Unmanaged.passUnretained(object), ordering: .releasing)
    return body(object)
  }

  /// Makes the object with `make` if none was made yet.
  func makeIfNone(_ make: () -> Object) {
    with(orMake: make) { _ in }
  }

  /// The object, if it was made (retained: for a caller that keeps it, and for tests).
  func load() -> Object? {
    unretained.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  /// Runs `body` with the object, if it was made.
  @inlinable
  func withIfMade<Result>(_ body: (Object) -> Result) -> Result? {
    guard let object = unretained.load(ordering: .acquiring) else { return nil }
    return object._withUnsafeGuaranteedRef(body)
  }
}
