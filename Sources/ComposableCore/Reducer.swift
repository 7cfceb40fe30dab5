/// A feature's logic: how an action changes its state, and which effects it starts.
///
/// Implement either ``reduce(into:action:)`` or a ``body`` built from other reducers:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of ``body``; `Never` for reducers that implement ``reduce(into:action:)``.
  associatedtype Body = Never

  /// Changes `state` for `action` and returns the effects to run afterwards.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Builds ``body`` once, into the object ``_reduce(built:into:action:)`` runs. Provided by the
  /// library; do not implement it.
  ///
  /// Requirements (rather than a cast to `any Reducer`, or a closure over the body) so that each
  /// feature's body is built and run by code specialized for that feature, called directly: a
  /// closure was an indirect call at each level of a tree of features, which no caller could
  /// inline (`Store.send` through ten `Scope`s, StoreBenchmarks, 2026-11-29).
  func _buildBody() -> AnyObject

  /// Runs `built`, made by this type's ``_buildBody()``. Provided by the library; do not
  /// implement it.
  static func _reduce(built: AnyObject, into state: inout State, action: Action) -> Effect<Action>
}

/// The reducer type of a feature `R`: write `some ReducerOf<Self>` for a feature's body.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// A reducer without a body reduces with ``reduce(into:action:)``: what it builds is itself.
  @inlinable
  public func _buildBody() -> AnyObject {
    BuiltBody(self)
  }

  /// Runs the reducer ``_buildBody()`` kept.
  @inlinable
  public static func _reduce(built: AnyObject, into state: inout State, action: Action) -> Effect<Action> {
    unsafeDowncast(built, to: BuiltBody<Self>.self).reducer.reduce(into: &state, action: action)
  }
}

extension Reducer where Body == Never {
  /// Reducers that implement ``reduce(into:action:)`` have no body.
  public var body: Body {
    // The library never reads `body` of a reducer that implements `reduce` (its `_buildBody`
    // calls `reduce`): only code that asks for it explicitly gets here, never input.
    fatalError("'\(Self.self)' has no body: it implements 'reduce(into:action:)'.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.body.reduce(into: &state, action: action)
  }

  /// Builds the body once; the reducers inside it build theirs on first use.
  @inlinable
  public func _buildBody() -> AnyObject {
    BuiltBody(BuiltOnce(self.body))
  }

  /// Runs the body ``_buildBody()`` built.
  @inlinable
  public static func _reduce(built: AnyObject, into state: inout State, action: Action) -> Effect<Action> {
    unsafeDowncast(built, to: BuiltBody<BuiltOnce<Body>>.self).reducer.reduce(into: &state, action: action)
  }
}
