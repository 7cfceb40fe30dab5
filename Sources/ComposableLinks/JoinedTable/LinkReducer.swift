import Foundation

extension Reducer where Action: Sendable {
  /// Takes every link of the app through one table (`LinkRoutes`): each link is matched
  /// once, then shown (its screen's route changes the state) or answered (its request's action
  /// is sent, and the answer becomes the x-callback).
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .handlesLinks(
  ///     \.received, routes: App.links, shown: \.shown, unhandled: \.unhandledLink,
  ///     finished: \.linkFinished, urlToOpen: \.urlToOpen, confirm: \.confirmLink
  ///   )
  ///   .dropsDuplicateLinks(\.received, within: .seconds(1), recent: \.recentLinks)
  ///   .holdsLinks(\.received, until: \.isReady, pending: \.pendingLinks)
  ///   .claimsLinkCallbacks(\.received, rejected: \.callbackRejected)
  /// ```
  ///
  /// This reducer sees `link` after the feature: a screen's state change and effect follow,
  /// then `shown`; a request goes as `handlesXCallbacks(_:routes:finished:urlToOpen:confirm:token:)`
  /// answers it (access, confirmation, the answer, `finished` with the `RouteOutcome` whose
  /// callback is set at `urlToOpen`). A link no route takes, or whose screen cannot decode
  /// its input, is sent back as `unhandled`, the state unchanged; an x-callback call that only
  /// a screen takes is finished as not matched. Each link's ``LinkOutcome`` goes to the
  /// `linkOutcomes` dependency.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in; the table decides its kind.
  ///   - routes: The screens and requests.
  ///   - shown: The action sent after a screen's route changed the state (to load what it
  ///     shows); `nil` sends none.
  ///   - unhandled: The action sent with a link that leads nowhere; `nil` drops such links.
  ///   - finished: The action that reports a request's outcome.
  ///   - urlToOpen: The `URL?` that means "open this".
  ///   - confirm: The action sent for a request that requires confirmation; without it, such
  ///     requests are declined (`x-cancel`).
  ///   - token: Reads the app's token, for requests whose `RouteAccess` needs one.
  ///   - requests: An action whose links are always answered as requests, whatever their
  ///     shape: for a process that shows no screens (a command line that answers a link).
  public func handlesLinks(
    _ link: CaseKeyPath<Action, URL>,
    routes: LinkRoutes<State, Action>,
    shown: CaseKeyPath<Action, URL>? = nil,
    unhandled: CaseKeyPath<Action, URL>? = nil,
    finished: CaseKeyPath<Action, RouteOutcome>,
    urlToOpen: WritableKeyPath<State, URL?>,
    confirm: CaseKeyPath<Action, LinkConfirmation<Action>>? = nil,
    token: (@Sendable () async throws -> String?)? = nil,
    answering requests: CaseKeyPath<Action, URL>? = nil
  ) -> _LinkReducer<Self> {
    _LinkReducer(
      base: BuiltOnce(self), link: CaseExtractor(link), requests: requests.map { CaseExtractor($0) }, routes: routes,
      shown: shown.map { CaseExtractor($0) }, unhandled: unhandled.map { CaseExtractor($0) },
      finished: CaseExtractor(finished), urlToOpen: urlToOpen, confirm: confirm.map { CaseExtractor($0) },
      token: token, waiting: nil
    )
  }
}

/// The reducer built by
/// `Reducer.handlesLinks(_:routes:shown:unhandled:finished:urlToOpen:confirm:token:answering:)`.
public struct _LinkReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let requests: CaseExtractor<Base.Action, URL>?
  let routes: LinkRoutes<Base.State, Base.Action>
  let shown: CaseExtractor<Base.Action, URL>?
  let unhandled: CaseExtractor<Base.Action, URL>?
  let finished: CaseExtractor<Base.Action, RouteOutcome>
  let urlToOpen: WritableKeyPath<Base.State, URL?>
  let confirm: CaseExtractor<Base.Action, LinkConfirmation<Base.Action>>?
  let token: (@Sendable () async throws -> String?)?
  /// Where links wait for their route's requirement (`parksLinks(in:action:expiry:limit:)`).
  var waiting: LinkWaiting<Base.State, Base.Action>?
  @Dependency(\.linkOutcomes) var outcomes

  /// Runs the feature, then shows or answers the link; then applies the parked links whose
  /// requirement now holds.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let outcome = finished.extract(from: action), let callback = outcome.callback {
      state[keyPath: urlToOpen] = callback
    }
    var effect = base.reduce(into: &state, action: action)
    if let url = link.extract(from: action) {
      effect = .combine(effect, take(url, routes.table.match(url.absoluteString, asRequest: false), into: &state))
    } else if let requests, let url = requests.extract(from: action) {
      effect = .combine(
        effect, take(url, routes.table.match(url.absoluteString, asRequest: true), into: &state, asRequest: true))
    } else if let waiting, let parking = waiting.action.extract(from: action) {
      effect = .combine(effect, handle(parking, waiting, into: &state))
    }
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
