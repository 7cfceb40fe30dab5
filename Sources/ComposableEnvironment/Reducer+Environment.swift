import ComposableCore

extension Reducer {
  /// Runs this reducer, the reducers inside it and their effects with the dependency values of
  /// `environment`: the bridge from environments to reducers.
  ///
  /// ```swift
  /// Store(initialState: Search.State()) {
  ///   Search().environment(appEnvironment.search)
  /// }
  /// ```
  ///
  /// The values are read when each action is reduced, so later changes to the environment
  /// apply.
  public func environment(
    _ environment: ComposableEnvironment
  ) -> some Reducer<State, Action> {
    transformDependency(\.self) { $0 = environment.dependencies }
  }
}
