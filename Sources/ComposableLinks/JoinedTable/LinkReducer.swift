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
  /// Everything else is an option of the reducer it returns, one line each:
  /// ``LinkReducer/showing(_:unhandled:)`` (the actions a shown or unhandled link sends),
  /// ``LinkReducer/confirming(_:)``, ``LinkReducer/requiringToken(_:)``,
  /// ``LinkReducer/answering(_:)`` (links always answered as requests),
  /// ``LinkReducer/holdsLinks(until:pending:)`` (the cold-start hold),
  /// ``LinkReducer/dropsDuplicateLinks(within:recent:)`` and
  /// ``LinkReducer/parksLinks(in:action:expiry:limit:)`` (links waiting for a requirement).
  ///
  /// This reducer sees `link` after the feature: a screen's state change and effect follow,
  /// then the `shown` action; a request is answered (access, confirmation, the answer,
  /// `finished` with the `RouteOutcome`). A link no route takes, or whose screen cannot decode
  /// its input, is sent back as `unhandled`, the state unchanged; an x-callback call that only
  /// a screen takes is finished as not matched. Each link's ``LinkOutcome`` goes to the
  /// `linkOutcomes` dependency.
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
    LinkReducer(
      base: BuiltOnce(self), link: CaseExtractor(link), routes: routes, finished: CaseExtractor(finished),
      urlToOpen: urlToOpen)
  }
}

/// The reducer built by `Reducer.handlesLinks(_:routes:finished:urlToOpen:)`, with its
/// options (each a method that returns it changed).
public struct LinkReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let routes: LinkRoutes<Base.State, Base.Action>
  let finished: CaseExtractor<Base.Action, RouteOutcome>
  let urlToOpen: WritableKeyPath<Base.State, URL?>
  /// Links always answered as requests (``answering(_:)``).
  var requests: CaseExtractor<Base.Action, URL>?
  /// The action a shown link sends (``showing(_:unhandled:)``).
  var shown: CaseExtractor<Base.Action, URL>?
  /// The action a link that leads nowhere sends (``showing(_:unhandled:)``).
  var unhandled: CaseExtractor<Base.Action, URL>?
  /// The action that asks to confirm a request (``confirming(_:)``).
  var confirm: CaseExtractor<Base.Action, LinkConfirmation<Base.Action>>?
  /// Reads the app's token (``requiringToken(_:)``).
  var token: (@Sendable () async throws -> String?)?
  /// Where links wait for their route's requirement (`parksLinks(in:action:expiry:limit:)`).
  var waiting: LinkWaiting<Base.State, Base.Action>?
  /// Where links wait until the app is ready (``holdsLinks(until:pending:)``).
  var hold: LinkHold<Base.State>?
  /// The links lately seen, to drop a second delivery (``dropsDuplicateLinks(within:recent:)``).
  var duplicates: LinkDuplicates<Base.State>?
  @Dependency(\.linkOutcomes) var outcomes

  init(
    base: BuiltOnce<Base>, link: CaseExtractor<Base.Action, URL>, routes: LinkRoutes<Base.State, Base.Action>,
    finished: CaseExtractor<Base.Action, RouteOutcome>, urlToOpen: WritableKeyPath<Base.State, URL?>
  ) {
    self.base = base
    self.link = link
    self.routes = routes
    self.finished = finished
    self.urlToOpen = urlToOpen
  }

  /// Holds or drops the link, if so asked; runs the feature, then shows or answers the link;
  /// then applies the parked links whose requirement now holds, and the held ones once the
  /// app is ready.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let outcome = finished.extract(from: action), let callback = outcome.callback {
      state[keyPath: urlToOpen] = callback
    }
    let url = link.extract(from: action)
    if let url, let hold, hold.holds(url, in: &state) { return .none }
    if let url, let duplicates, duplicates.drops(url, in: &state, outcomes: outcomes) { return .none }
    let wasReady = hold.map { state[keyPath: $0.isReady] } ?? true
    var effect = base.reduce(into: &state, action: action)
    if let url {
      effect = .combine(effect, take(url, routes.table.match(url.absoluteString, asRequest: false), into: &state))
    } else if let requests, let url = requests.extract(from: action) {
      effect = .combine(
        effect, take(url, routes.table.match(url.absoluteString, asRequest: true), into: &state, asRequest: true))
    } else if let waiting, let parking = waiting.action.extract(from: action) {
      effect = .combine(effect, handle(parking, waiting, into: &state))
    }
    if !wasReady, let hold { effect = .merge(effect, hold.release(in: &state, as: link)) }
    guard let waiting, !state[keyPath: waiting.parked].isEmpty else { return effect }
    return .combine(effect, resumeMet(waiting, in: &state))
  }

  /// Shows or answers a link as the one match resolved it — or parks it, when its route's
  /// requirement does not hold. A link that matches nothing is unhandled, or finished as not
  /// matched when it was to be answered (`asRequest`).
  func take(
    _ url: URL,
    _ match: LinkMatch, into state: inout Base.State, asRequest: Bool = false
  ) -> Effect<Base.Action> {
    let outcomes = self.outcomes  // A dependency: looked up once per link, not once per use.
    let arrived = outcomes.now()
    let configuration = routes.configuration
    switch routes.decide(url, match, in: &state, asRequest: asRequest) {
    case let .shown(pattern, actions):
      outcomes.report(
        .shown, for: url, pattern: pattern, since: arrived, configuration: configuration, request: match.request)
      return .combine(.sending(actions), shown.map { .send($0.embed(url)) } ?? .none)
    case let .unhandled(pattern, failure):
      outcomes.report(
        .init(failure), for: url, pattern: pattern, since: arrived, configuration: configuration,
        request: match.request)
      return unhandled.map { .send($0.embed(url)) } ?? .none
    case let .waiting(requirement, request, isScreen):
      return park(
        url, request, isScreen ? .screen : .request, requirement, asRequest: asRequest, into: &state, since: arrived)
    case let .request(start):
      return RequestStart(
        finished: finished, confirm: confirm, token: token, outcomes: outcomes, configuration: configuration
      )
      .start(start, since: arrived)
    }
  }
}
