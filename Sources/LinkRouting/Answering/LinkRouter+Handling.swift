import Foundation

extension LinkRouter {
  /// Routes a URL and runs its handler. See ``RouteOutcome`` for what can happen.
  @discardableResult
  public func handle(_ url: URL) async -> RouteOutcome {
    await handle(url.absoluteString)
  }

  /// Routes a URL string and runs its handler. See ``RouteOutcome`` for what can happen.
  @discardableResult
  public func handle(_ url: String) async -> RouteOutcome {
    let outcome = await outcome(for: url)
    if let openCallback, let callback = outcome.callback { await openCallback(callback) }
    return outcome
  }

  private func outcome(for url: String) async -> RouteOutcome {
    let request: RouteRequest
    let route: Route
    switch routeTable.read(url) {
    case let .success(found):
      (request, route) = found
    case let .failure(failure):
      let outcome = RouteOutcome(failure)
      if case let .failed(failure, _) = outcome { await onError?(failure.error) }
      return outcome
    }
    if route.requiresConfirmation, await confirm?(request) != true {
      return .cancelled(callback: request.xCallback.cancelURL())
    }
    let result: Result<[(key: String, value: String)], any Error>
    do {
      result = .success(try await route.handler(request))
    } catch {
      result = .failure(error)
    }
    let outcome = RouteOutcome(answering: request, with: result)
    if case let .failed(failure, nil) = outcome { await onError?(failure.error) }
    return outcome
  }
}

extension RouteOutcome {
  /// The outcome of a URL that could not be read: nothing ran.
  package init(_ failure: RouteReadFailure) {
    switch failure {
    case let .notMatched(failure):
      self = .notMatched(failure)
    case let .refused(refusal):
      self = .refused(refusal)
    case let .unreadable(error):
      // The query itself is unreadable, so its x-error cannot be trusted either.
      self = .failed(RouteFailure(error), callback: nil)
    }
  }

  /// The outcome of a route's answer: `x-success` with the output, `x-cancel` for a
  /// ``RouteCancellation``, `x-error` with the failure's code and message.
  package init(answering request: RouteRequest, with result: Result<[(key: String, value: String)], any Error>) {
    switch result {
    case let .success(output):
      self = .handled(callback: request.xCallback.successURL(output: output))
    case let .failure(error) where error is RouteCancellation:
      self = .cancelled(callback: request.xCallback.cancelURL())
    case let .failure(error):
      let failure = RouteFailure(error)
      self = .failed(failure, callback: request.xCallback.errorURL(code: failure.code, message: failure.message))
    }
  }
}
