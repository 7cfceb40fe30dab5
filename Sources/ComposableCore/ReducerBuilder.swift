/// Builds a reducer from the reducers listed in a `body`, run top to bottom.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and `if #available`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// An empty body: a reducer that does nothing.
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A feature with a `body`, listed in another body: its body is built once, on first use,
  /// rather than on every action.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> some Reducer<State, Action> {
    _Built(reducer)
  }

  /// A reducer that implements `reduce` itself needs no wrapping.
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R
  where R.Body == Never {
    reducer
  }

  /// The first reducer of a body.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Runs the reducers accumulated so far, then the next one.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> some Reducer<State, Action> {
    _Sequence(first: accumulated, second: next)
  }

  /// An `if` without `else`: the reducer runs when the condition held when the body was built.
  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> R? {
    reducer
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(_Branch(reducer))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(_Branch(reducer))
  }

  /// The reducers of a `for` loop.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> some Reducer<State, Action> {
    _Array(reducers: reducers)
  }

  /// A reducer inside `if #available`, type-erased so the body's type does not depend on it.
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> Reduce<State, Action> {
    Reduce(reducer)
  }

  /// Two reducers run one after the other; their effects are merged.
  @usableFromInline
  struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let first: R0
    @usableFromInline let second: R1

    @usableFromInline
    init(first: R0, second: R1) {
      self.first = first
      self.second = second
    }

    /// Runs the first reducer, then the second, and merges their effects.
    @inlinable
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let firstEffect = first.reduce(into: &state, action: action)
      let secondEffect = second.reduce(into: &state, action: action)
      return .combine(firstEffect, secondEffect)
    }
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
  ///
  /// Each branch is held in a class (`_Branch`): matching an enum copies the case's payload,
  /// and a branch whose type is opaque here (an operator's `some Reducer` from another module)
  /// was copied through its value witnesses, each of its references retained and released, on
  /// every action (perf, 2026-11-29: a quarter of a desktop link's way through
  /// `handlesLinks` inside an `if`).
  public enum _Conditional<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    case first(_Branch<R0>)
    case second(_Branch<R1>)

    /// Runs the chosen branch.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case let .first(branch): branch.reducer.reduce(into: &state, action: action)
      case let .second(branch): branch.reducer.reduce(into: &state, action: action)
      }
    }
  }

  /// A branch of ``_Conditional``, held by reference.
  public final class _Branch<R: Reducer<State, Action>>: @unchecked Sendable {
    /// The branch's reducer.
    public let reducer: R

    @usableFromInline
    init(_ reducer: R) {
      self.reducer = reducer
    }
  }

  /// A feature whose body is built once, on first use.
  @usableFromInline
  struct _Built<Base: Reducer<State, Action>>: Reducer {
    @usableFromInline let base: BuiltOnce<Base>

    @usableFromInline
    init(_ base: Base) {
      self.base = BuiltOnce(base)
    }

    /// Runs the wrapped feature, building its body on first use.
    @inlinable
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      base.reduce(into: &state, action: action)
    }
  }

  /// The reducers built by a `for` loop, run in order.
  @usableFromInline
  struct _Array<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [Element]

    @usableFromInline
    init(reducers: [Element]) {
      self.reducers = reducers
    }

    /// Runs every reducer in order and merges their effects.
    @inlinable
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
  }
}
