import Foundation

extension Reducer where Action: Sendable {
  /// Takes every link of the app through AppLinks' `LinkIntake`: the one way a link enters a
  /// store. The intake's options say, one line each, what happens to a link before its table
  /// decides it (see `LinkIntake`); this operator runs them with the store's effects and sets
  /// a finished request's callback at `urlToOpen`.
  ///
  /// ```swift
  /// static let intake = LinkIntake(App.links, link: \.received, finished: \.linkFinished)
  ///   .showing(\.shown, unhandled: \.unhandledLink)
  ///   .holdsLinks(until: \.isReady, pending: \.pendingLinks)
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .handlesLinks(Self.intake, urlToOpen: \.urlToOpen)
  /// }
  /// ```
  ///
  /// The feature sees the link action first, unless the intake claimed, held or dropped it;
  /// then the intake takes it (and, after any action, the held and parked links that may now
  /// go on). A TCA app writes the same with a `Reduce` after its feature; this operator reads
  /// the intake's cases by the enum's tag, which is faster than through `Any`.
  ///
  /// - Parameters:
  ///   - intake: The links' table and what happens to a link before it decides.
  ///   - urlToOpen: The `URL?` that means "open this": a finished request's callback is set
  ///     there. Without it, the feature opens the callback of the intake's `finished` action.
  public func handlesLinks(
    _ intake: LinkIntake<State, Action>, urlToOpen: WritableKeyPath<State, URL?>? = nil
  ) -> some Reducer<State, Action> {
    LinkIntakeReducer(base: BuiltOnce(self), intake: intake, urlToOpen: urlToOpen)
  }
}

/// The reducer built by `Reducer.handlesLinks(_:urlToOpen:)`: the feature, then the intake
/// with the store's effects, and the answer's callback set as the URL to open.
struct LinkIntakeReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: BuiltOnce<Base>
  let intake: LinkIntake<Base.State, Base.Action>
  let finished: CaseExtractor<Base.Action, RouteOutcome>
  let urlToOpen: WritableKeyPath<Base.State, URL?>?

  init(
    base: BuiltOnce<Base>, intake: LinkIntake<Base.State, Base.Action>, urlToOpen: WritableKeyPath<Base.State, URL?>?
  ) {
    self.base = base
    self.intake = intake.remakingCases(with: TagExtraction())
    self.finished = CaseExtractor(intake.finishedCase)
    self.urlToOpen = urlToOpen
  }

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let urlToOpen, let outcome = finished.extract(from: action), let callback = outcome.callback {
      state[keyPath: urlToOpen] = callback
    }
    if let work = intake.intercept(action, into: &state) { return Effect(work) }
    let effect = base.reduce(into: &state, action: action)
    return .combine(effect, Effect(intake.take(action, into: &state)))
  }
}

/// The intake's cases read by the store's extractor: by the enum's tag, once learned.
private struct TagExtraction: ActionCaseMaking {
  func make<Action, Value>(_ keyPath: CaseKeyPath<Action, Value>) -> ActionCase<Action, Value> {
    let extractor = CaseExtractor(keyPath)
    return ActionCase(keyPath, extract: { extractor.extract(from: $0) }, embed: { extractor.embed($0) })
  }
}
