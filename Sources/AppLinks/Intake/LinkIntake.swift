import CasePaths
import Dependencies
import Foundation
import LinkRouting

/// Every link the app receives, taken in one way: answers to the app's own calls claimed,
/// links held until the app is ready, duplicates dropped, each link matched once and shown or
/// answered, links that must wait for a requirement parked (across a relaunch), and each
/// link's outcome recorded. Owned by no store: any reducer calls ``reduce(into:action:)`` and
/// runs the ``LinkWork`` it returns.
///
/// ```swift
/// static let intake = LinkIntake(App.links, link: \.received, finished: \.linkFinished)
///   .holdsLinks(until: \.isReady, pending: \.pendingLinks)
///   .dropsDuplicateLinks(within: .seconds(1), recent: \.recentLinks)
///   .parksLinks(in: \.parked, action: \.parking)
///
/// // In the reducer, after the feature:
/// Reduce { state, action in .links(App.intake.reduce(into: &state, action: action)) }
/// ```
///
/// What each option does is said where it is declared: ``showing(_:unhandled:)``,
/// ``confirming(_:)``, ``requiringToken(_:)``, ``answering(_:)``,
/// ``claimingCallbacks(rejected:)``, ``holdsLinks(until:pending:)``,
/// ``dropsDuplicateLinks(within:recent:)``, ``parksLinks(in:action:expiry:limit:)``,
/// ``redeemingClaims(_:maximumAge:)`` and ``expandingShortLinks(under:)``.
///
/// On every action it is given, in order: a link action is claimed (an answer to a
/// ``LinkCaller`` call goes no further), held, or dropped as a duplicate; otherwise it is
/// matched once and decided: a screen's route changes the
/// state, a request is started (access, confirmation, its action, then `finished` with the
/// `RouteOutcome`, whose `callback` is the URL for the app to open), a link whose route's
/// requirement does not hold is parked. Then, after any action, the held links are taken once
/// the app is ready, and the parked links whose requirement now holds are applied.
///
/// Dependencies: `linkOutcomes` records each outcome; `date` times duplicates and parked links;
/// `uuid` names parked links; `continuousClock` runs their expiry; `parkedLinkStore` keeps them;
/// `linkCaller` claims callbacks; `deferredLinks` redeems claims on deferred links; `shortLinks`
/// expands the site's short links. Immutable:
/// keep it in a `static let`.
public struct LinkIntake<State, Action: Sendable>: Sendable {
  let routes: LinkRoutes<State, Action>
  var link: ActionCase<Action, URL>
  var finished: ActionCase<Action, RouteOutcome>
  /// Links always answered as requests (``answering(_:)``).
  var requests: ActionCase<Action, URL>?
  /// The action a shown link sends (``showing(_:unhandled:)``).
  var shown: ActionCase<Action, URL>?
  /// The action a link that leads nowhere sends (``showing(_:unhandled:)``).
  var unhandled: ActionCase<Action, URL>?
  /// The action that asks to confirm a request (``confirming(_:)``).
  var confirm: ActionCase<Action, LinkConfirmation<Action>>?
  /// Reads the app's token (``requiringToken(_:)``).
  var token: (@Sendable () async throws -> String?)?
  /// Checks signed links (``checkingSignatures(_:)``).
  var signatures: LinkSignatureCheck?
  /// The action a refused callback sends (``claimingCallbacks(rejected:)``).
  var claims: ActionCase<Action, (URL, LinkCallbackError)>?
  /// Where links wait for their route's requirement (``parksLinks(in:action:expiry:limit:)``).
  var waiting: LinkWaiting<State, Action>?
  /// Where links wait until the app is ready (``holdsLinks(until:pending:)``).
  var hold: LinkHold<State>?
  /// The links lately seen, to drop a second delivery (``dropsDuplicateLinks(within:recent:)``).
  var duplicates: LinkDuplicates<State>?
  /// Where deferred links come in (``redeemingClaims(_:maximumAge:)``).
  var deferred: LinkDeferring<Action>?
  /// Where the site's short links are (``expandingShortLinks(under:)``).
  var shortLinks: ShortLinkExpansion?

  /// Takes the links of `link` through `routes`.
  ///
  /// - Parameters:
  ///   - routes: The screens and requests.
  ///   - link: The action that brings a link in; the table decides its kind.
  ///   - finished: The action that reports a request's outcome (its `callback` is the URL to
  ///     open: the caller's `x-success`, `x-error` or `x-cancel`).
  public init(
    _ routes: LinkRoutes<State, Action>, link: CaseKeyPath<Action, URL>, finished: CaseKeyPath<Action, RouteOutcome>
  ) {
    self.routes = routes
    self.link = ActionCase(link)
    self.finished = ActionCase(finished)
  }

  /// Takes in `action`, if it brings a link or a parking event, and then applies the held and
  /// parked links that may now go on. Call it after the feature's own reducer, with every
  /// action: a requirement met or the app made ready by any action lets waiting links go on.
  public func reduce(into state: inout State, action: Action) -> LinkWork<Action> {
    if let work = intercept(action, into: &state) { return work }
    return take(action, into: &state)
  }

  /// Claims, holds or drops the link `action` brings: the work then done, or `nil` when the
  /// action goes on (to the feature, then ``take(_:into:)``).
  package func intercept(_ action: Action, into state: inout State) -> LinkWork<Action>? {
    guard let url = link.extract(action) else { return nil }
    if let claims, let work = claim(url, rejected: claims) { return work }
    if let hold, hold.holds(url, in: &state) { return LinkWork.none }
    if let duplicates {
      @Dependency(\.linkOutcomes) var outcomes
      if duplicates.drops(url, in: &state, outcomes: outcomes) { return LinkWork.none }
    }
    return nil
  }

  /// Decides the link `action` brings (after ``intercept(_:into:)`` let it through), handles a
  /// parking event, then takes the held and parked links that may now go on.
  package func take(_ action: Action, into state: inout State) -> LinkWork<Action> {
    var work = LinkWork<Action>.none
    if let url = link.extract(action) {
      let match = routes.table.match(url.absoluteString, asRequest: false)
      if case .notMatched = match, let shortLinks, let expansion = expand(url, shortLinks) {
        work = expansion
      } else {
        work = decide(url, match, into: &state)
      }
    } else if let requests, let url = requests.extract(action) {
      work = decide(url, routes.table.match(url.absoluteString, asRequest: true), into: &state, asRequest: true)
    } else if let waiting, let parking = waiting.action.extract(action) {
      work = handle(parking, waiting, into: &state)
    } else if let deferred, let event = deferred.action.extract(action) {
      work = handle(event, deferred, into: &state)
    }
    if let hold {
      // Sent again, in order, as they came: the feature sees each as it would a new link.
      work = work.followed(by: LinkWork(actions: hold.release(in: &state).map(link.embed)))
    }
    guard let waiting, !state[keyPath: waiting.parked].isEmpty else { return work }
    return work.followed(by: resumeMet(waiting, in: &state))
  }

  /// Shows or answers a link as the one match resolved it, or parks it when its route's
  /// requirement does not hold. A link that matches nothing is unhandled, or finished as not
  /// matched when it was to be answered (`asRequest`).
  ///
  /// A request whose route needs the app's token has it checked before it waits
  /// (``checkThenPark(_:_:access:_:asRequest:since:)``), so that no token is kept with a parked
  /// link; `accessChecked` says that was done.
  func decide(
    _ url: URL, _ match: LinkMatch, into state: inout State, asRequest: Bool = false, accessChecked: Bool = false
  ) -> LinkWork<Action> {
    @Dependency(\.linkOutcomes) var outcomes
    let arrived = outcomes.now()
    let configuration = routes.configuration
    switch routes.decide(url, match, in: &state, asRequest: asRequest) {
    case let .shown(pattern, actions):
      outcomes.report(
        .shown, for: url, pattern: pattern, since: arrived, configuration: configuration, request: match.request)
      // One array, the route's actions and then `shown` appended: a link is counted in
      // allocations (Benchmarks/README.md).
      var sent = actions
      if let shown { sent.append(shown.embed(url)) }
      return LinkWork(actions: sent)
    case let .unhandled(pattern, failure):
      outcomes.report(
        .init(failure), for: url, pattern: pattern, since: arrived, configuration: configuration,
        request: match.request)
      return LinkWork(actions: unhandled.map { [$0.embed(url)] } ?? [])
    case let .waiting(requirement, request, isScreen):
      if !isScreen, !accessChecked, let waiting, let access = routes.access(of: match),
        access.tokenParameter != nil || access.signature != nil
      {
        return checkThenPark(url, request, access: access, waiting, asRequest: asRequest, since: arrived)
      }
      return park(
        url, request, isScreen ? .screen : .request, requirement, asRequest: asRequest, accessChecked: accessChecked,
        into: &state, since: arrived)
    case let .request(start):
      return self.start(start, tokenChecked: accessChecked, outcomes: outcomes, since: arrived)
    }
  }
}
