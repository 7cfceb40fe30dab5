import Foundation

extension Reducer where Action: Sendable {
  /// Takes every link of the app through one table (`LinkRoutes`): the one way a link enters
  /// a store. Each link is matched once, then shown (its screen's route changes the state) or
  /// answered (its request's action is sent, and the answer becomes the x-callback whose URL
  /// is set at `urlToOpen`).
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .handlesLinks(\.received, routes: App.links, finished: \.linkFinished, urlToOpen: \.urlToOpen)
  ///   .showing(\.shown, unhandled: \.unhandledLink)
  ///   .confirming(\.confirmLink)
  ///   .holdsLinks(until: \.isReady, pending: \.pendingLinks)
  /// ```
  ///
  /// The rules are AppLinks' `LinkIntake`, which any reducer can drive; this reducer adapts
  /// them to the store, and each option is the intake's, one line each:
  /// ``LinkReducer/showing(_:unhandled:)`` (the actions a shown or unhandled link sends),
  /// ``LinkReducer/confirming(_:)``, ``LinkReducer/requiringToken(_:)``,
  /// ``LinkReducer/answering(_:)`` (links always answered as requests),
  /// ``LinkReducer/claimingCallbacks(rejected:)`` (answers to the app's own calls),
  /// ``LinkReducer/holdsLinks(until:pending:)`` (the cold-start hold),
  /// ``LinkReducer/dropsDuplicateLinks(within:recent:)`` and
  /// ``LinkReducer/parksLinks(in:action:expiry:limit:)`` (links waiting for a requirement).
  ///
  /// The feature sees `link` first, unless it was claimed, held or dropped; then a screen's
  /// route changes the state, then the `shown` action follows; a request is answered (access,
  /// confirmation, the answer, `finished` with the `RouteOutcome`). A link no route takes, or
  /// whose screen cannot decode its input, is sent back as `unhandled`, the state unchanged;
  /// an x-callback call that only a screen takes is finished as not matched. Each link's
  /// `LinkOutcome` goes to the `linkOutcomes` dependency.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in; the table decides its kind.
  ///   - routes: The screens and requests.
  ///   - finished: The action that reports a request's outcome.
  ///   - urlToOpen: The `URL?` that means "open this": the answer's callback is set there.
  public func handlesLinks(
    _ link: CaseKeyPath<Action, URL>,
    routes: LinkRoutes<State, Action>,
    finished: CaseKeyPath<Action, RouteOutcome>,
    urlToOpen: WritableKeyPath<State, URL?>
  ) -> LinkReducer<Self> {
    let finished = CaseExtractor(finished)
    return LinkReducer(
      base: BuiltOnce(self),
      intake: LinkIntake(routes, link: ActionCase(CaseExtractor(link)), finished: ActionCase(finished)),
      finished: finished, urlToOpen: urlToOpen)
  }
}

/// The reducer built by `Reducer.handlesLinks(_:routes:finished:urlToOpen:)`: the feature,
/// then AppLinks' `LinkIntake` with the store's effects, and the answer's callback set as the
/// URL to open. Its options are the intake's (each a method that returns it changed).
public struct LinkReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: BuiltOnce<Base>
  /// The rules, shared with every other reducer that takes links.
  var intake: LinkIntake<Base.State, Base.Action>
  let finished: CaseExtractor<Base.Action, RouteOutcome>
  let urlToOpen: WritableKeyPath<Base.State, URL?>

  /// Claims, holds or drops the link, if so asked; runs the feature; then takes the link and
  /// the held and parked links that may now go on.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let outcome = finished.extract(from: action), let callback = outcome.callback {
      state[keyPath: urlToOpen] = callback
    }
    if let work = intake.intercept(action, into: &state) { return Effect(work) }
    let effect = base.reduce(into: &state, action: action)
    return .combine(effect, Effect(intake.take(action, into: &state)))
  }
}

extension ActionCase {
  /// The case a store's extractor reads: by the enum's tag, once learned.
  init(_ extractor: CaseExtractor<Action, Value>) {
    self.init(extract: { extractor.extract(from: $0) }, embed: { extractor.embed($0) })
  }
}
