/// Holds a reducer that an operator runs (a `Scope`'s child, an `ifLet`'s destination, a store's
/// root) and builds what the reducer's `body` describes once, on first use.
///
/// A reducer's `body` is a computed property: run naively, every action would rebuild every
/// level of the tree below it, converting each case key path again. Building on first use rather
/// than at init keeps recursive features (a node whose body contains nodes) from recursing
/// forever. The built body is published with an atomic lazy reference, so concurrent first uses
/// are safe and later uses cost one atomic load (and no retain: ``OnceReference``).
@usableFromInline
package struct BuiltOnce<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let built = OnceReference<AnyObject>()

  @usableFromInline
  package init(_ base: Base) {
    self.base = base
  }

  @inlinable
  package func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Reducers that implement `reduce` themselves have nothing to build.
    if Base.Body.self == Never.self { return base.reduce(into: &state, action: action) }
    return built.with(orMake: { base._buildBody() }) { Base._reduce(built: $0, into: &state, action: action) }
  }
}

/// A reducer's body, built once (or a reducer without one), kept where `BuiltOnce` can hold it
/// without knowing its type: what `Reducer._buildBody()` makes and `Reducer._reduce(built:…)`
/// runs, the two written together for each kind of reducer.
@usableFromInline
final class BuiltBody<Reducer> {
  @usableFromInline let reducer: Reducer

  @usableFromInline
  init(_ reducer: Reducer) {
    self.reducer = reducer
  }
}
