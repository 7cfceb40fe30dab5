import Foundation
import IssueReporting
import LinkRouting

/// An x-callback request that has been matched (or could not be: it then finishes at once with
/// its outcome), ready to start: checks who may run it, sends its route's action or its
/// confirmation, waits for the feature's ``LinkReply`` and sends the outcome.
///
/// ```swift
/// case let .request(start):
///   let work = start.start(token: appToken, finished: Action.finished, confirm: Action.confirm)
///   // send work.actions; run each of work.operations; the `finished` outcome's callback is the
///   // URL to open
/// ```
package struct LinkRequestStart<Action: Sendable>: Sendable {
  /// The link as it arrived.
  package let url: URL
  /// The request as read, or why it could not be.
  package let read: Result<(request: RouteRequest, value: XCallbackRoutes<Action>.Entry), RouteReadFailure>

  package init(
    url: URL, read: Result<(request: RouteRequest, value: XCallbackRoutes<Action>.Entry), RouteReadFailure>
  ) {
    self.url = url
    self.read = read
  }

  /// The request, when it could be read.
  package var request: RouteRequest? { try? read.get().request }

  /// The query parameter the route's token comes in, when the route needs one: read the app's
  /// current token, then ``start(token:finished:confirm:)`` with it.
  package var tokenParameter: String? { (try? read.get().value)?.access.tokenParameter }

  /// The access rule of the route the link matched.
  package var access: RouteAccess? { (try? read.get().value)?.access }

  /// Starts the request.
  ///
  /// - Parameters:
  ///   - token: The app's current token, for a route whose access needs one (see
  ///     ``tokenParameter``); a wrong or missing one refuses the request.
  ///   - tokenChecked: Whether the token was checked already, before the request waited: it
  ///     is not checked again.
  ///   - finished: The action that carries the request's outcome (its callback is the URL to
  ///     open).
  ///   - confirm: The action that asks the user, for a route that requires confirmation;
  ///     without it such requests are declined (`x-cancel`).
  /// - Returns: The actions to send and what waits for the answer.
  package func start(
    token: String? = nil, tokenChecked: Bool = false,
    finished: @escaping @Sendable (RouteOutcome) -> Action,
    confirm: (@Sendable (LinkConfirmation<Action>) -> Action)? = nil
  ) -> LinkWork<Action> {
    let request: RouteRequest
    let entry: XCallbackRoutes<Action>.Entry
    switch read {
    case let .success(found):
      (request, entry) = found
    case let .failure(failure):
      return LinkWork(actions: [finished(RouteOutcome(failure))])
    }
    if let denial = entry.access.check(request, token: token, tokenChecked: tokenChecked) {
      return LinkWork(actions: [finished(RouteOutcome(answering: request, with: .failure(denial)))])
    }
    let (first, rest) = XCallbackRoutes<Action>.begin(entry, request, finish: finished, confirm: confirm)
    return LinkWork(actions: [first], operations: rest.map { [LinkWork.Operation(run: $0)] } ?? [])
  }
}
