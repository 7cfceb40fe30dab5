import Foundation
import LinkRouting

extension XCallbackRoutes {
  /// Matches `url` as a request, ready to start (or to finish at once when it cannot be read).
  package func request(_ url: URL) -> LinkRequestStart<Action> {
    LinkRequestStart(url: url, read: table.read(url.absoluteString))
  }

  /// The first action for an allowed request (the route's action, its confirmation, or its
  /// outcome when it cannot start), and what then waits for its answer. The one way a request
  /// begins, for ``LinkRequestStart`` and so ``LinkIntake``.
  package static func begin(
    _ entry: Entry, _ request: RouteRequest,
    finish: @escaping @Sendable (RouteOutcome) -> Action,
    confirm: (@Sendable (LinkConfirmation<Action>) -> Action)?
  ) -> (first: Action, rest: (@Sendable (_ send: LinkWork<Action>.Send) async -> Void)?) {
    let started: Started
    do {
      started = try entry.start(request)
    } catch {
      return (finish(RouteOutcome(answering: request, with: .failure(error))), nil)
    }
    let answer = started.answer
    guard entry.requiresConfirmation else {
      return (
        started.action,
        { send in await send(finish(RouteOutcome(answering: request, with: await answer()))) }
      )
    }
    let cancelled = RouteOutcome.cancelled(callback: request.xCallback.cancelURL())
    guard let confirm else { return (finish(cancelled), nil) }
    let decision = ReplyChannel<Bool>()
    let confirmation = LinkConfirmation(request: request, action: started.action, channel: decision)
    return (
      confirm(confirmation),
      { send in
        guard (try? await decision.value()) == true else {
          await send(finish(cancelled))
          return
        }
        await send(finish(RouteOutcome(answering: request, with: await answer())))
      }
    )
  }
}
