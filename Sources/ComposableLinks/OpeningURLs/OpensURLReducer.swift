import Foundation

extension Reducer {
  /// Makes a feature open URLs as state: setting `state[keyPath: toURL]` asks for a URL to be
  /// opened, and the outcome arrives as an ``OpenURLAction``.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .helpTapped:
  ///       state.urlToOpen = URL(string: "https://example.com/help")
  ///       return .none
  ///     case .openURL:
  ///       return .none
  ///     }
  ///   }
  ///   .opensURL(state: \.urlToOpen, action: \.openURL)
  /// }
  /// ```
  ///
  /// Either outcome sets the URL back to `nil` *before* this reducer sees the action, so the
  /// feature always observes the request as finished and can set the same URL again. A
  /// ``URLOpeningDriver`` bound to the store does the opening.
  ///
  /// - Parameters:
  ///   - toURL: The feature's `URL?` that means "open this".
  ///   - toOpenURLAction: The feature's action that carries the outcome.
  public func opensURL(
    state toURL: WritableKeyPath<State, URL?>,
    action toOpenURLAction: CaseKeyPath<Action, OpenURLAction>
  ) -> some Reducer<State, Action> {
    _OpensURLReducer(base: self, toURL: toURL, toOpenURLAction: toOpenURLAction)
  }
}

/// The reducer built by `Reducer.opensURL(state:action:)`.
struct _OpensURLReducer<Base: Reducer>: Reducer {
  let base: BuiltOnce<Base>
  let toURL: WritableKeyPath<Base.State, URL?>
  let toOpenURLAction: CaseExtractor<Base.Action, OpenURLAction>

  init(
    base: Base, toURL: WritableKeyPath<Base.State, URL?>,
    toOpenURLAction: CaseKeyPath<Base.Action, OpenURLAction>
  ) {
    self.base = BuiltOnce(base)
    self.toURL = toURL
    self.toOpenURLAction = CaseExtractor(toOpenURLAction)
  }

  /// Clears the URL on an outcome, then runs the feature.
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if toOpenURLAction.extract(from: action) != nil {
      state[keyPath: toURL] = nil
    }
    return base.reduce(into: &state, action: action)
  }
}
