import Foundation
import LinkRouting

extension LinkRoutes {
  /// Matches `url` once and decides it: a screen's route changes `state` (parents first), a
  /// request is returned ready to start, a route whose requirement does not hold leaves the
  /// state alone and says so. What ``LinkIntake`` calls with each link; a reducer that wants
  /// the table alone calls it itself.
  ///
  /// ```swift
  /// switch App.links.decide(url, in: &state) {
  /// case let .shown(_, actions): …        // send them (usually none)
  /// case let .request(start): …           // start(token:finished:confirm:), run its work
  /// case let .waiting(requirement, _, _): // keep the link; prompt; decide again later
  /// case .unhandled: …
  /// }
  /// ```
  ///
  /// A link that both a screen and a request take is decided as `LinkTable` (LinkRouting) decides: an
  /// x-callback-url call is answered, anything else is shown.
  package func decide(_ url: URL, in state: inout State) -> LinkDecision<State, Action> {
    decide(url, table.match(url.absoluteString, asRequest: false), in: &state, asRequest: false)
  }

  /// Who may run the request `match` found, when it found one.
  package func access(of match: LinkMatch) -> RouteAccess? {
    guard case let .request(index, _) = match else { return nil }
    return requests.table.route(at: index).value.access
  }

  /// Decides a link already matched (`asRequest`: one the app always answers, so that a link no
  /// request takes finishes as not matched): what ``LinkIntake`` calls.
  package func decide(
    _ url: URL, _ match: LinkMatch, in state: inout State, asRequest: Bool
  ) -> LinkDecision<State, Action> {
    switch match {
    case let .screen(index, request):
      let route = screens.table.route(at: index)
      if let requirement = requirement(for: route.pattern), !requirement.isMet(state) {
        return .waiting(requirement, request: request, isScreen: true)
      }
      let pattern = request.pattern.description
      switch screens.apply(route.value, request, to: &state) {
      case let .success(actions):
        return .shown(pattern: pattern, actions: actions)
      case let .failure(failure):
        return .unhandled(pattern: pattern, failure)
      }
    case let .request(index, request):
      let route = requests.table.route(at: index)
      if let requirement = requirement(for: route.pattern), !requirement.isMet(state) {
        return .waiting(requirement, request: request, isScreen: false)
      }
      return .request(LinkRequestStart(url: url, read: .success((request, route.value))))
    case let .screenOnly(request):
      return .request(LinkRequestStart(url: url, read: .failure(.notMatched(.noRoute(path: request.matchedPath)))))
    case let .notMatched(failure) where !asRequest:
      return .unhandled(pattern: nil, .notMatched(failure))
    case let .notMatched(failure):
      return .request(LinkRequestStart(url: url, read: .failure(.notMatched(failure))))
    case let .refused(refusal):
      return .request(LinkRequestStart(url: url, read: .failure(.refused(refusal))))
    case let .unreadable(error):
      return .request(LinkRequestStart(url: url, read: .failure(.unreadable(error))))
    }
  }
}
