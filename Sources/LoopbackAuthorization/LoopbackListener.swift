#if LoopbackAuthorization
  import Foundation

  /// One call's listener: the redirect URI to send, and the wait for the answer.
  public struct LoopbackListener: Sendable {
    /// `http://127.0.0.1:PORT/PATH` (or `http://[::1]:…` when only IPv6 could listen): the
    /// `redirect_uri` of the authorization request, and of the token request after it.
    public let redirectURI: URL
    /// The loopback addresses that could not be listened on, and why (empty when both could).
    public let unavailable: [String]
    let wait: RedirectWait
    let close: @Sendable () async -> Void

    init(redirectURI: URL, unavailable: [String], wait: RedirectWait, close: @escaping @Sendable () async -> Void) {
      self.redirectURI = redirectURI
      self.unavailable = unavailable
      self.wait = wait
      self.close = close
    }

    /// Waits for the redirect, then stops listening (the browser that brought the answer waits
    /// on for its page: ``show(_:)``); it stops as well when `timeout` passes on `clock` or the
    /// task is cancelled.
    ///
    /// - Returns: The redirect's query items (`code` and `state`).
    /// - Throws: ``LoopbackError``: timed out, cancelled, or the server's `error`.
    public func answer(
      within timeout: Duration, clock: any Clock<Duration> = ContinuousClock()
    ) async throws(LoopbackError) -> [URLQueryItem] {
      let wait = self.wait
      let timer = Task {
        try await clock.sleep(for: timeout)
        wait.finish(.failure(.timedOut(after: timeout)))
      }
      let result = await withTaskCancellationHandler {
        await wait.value()
      } onCancel: {
        wait.finish(.failure(.cancelled))
      }
      timer.cancel()
      await close()
      let items = try result.get()
      if let error = items.first(where: { $0.name == "error" })?.value {
        let description = items.first { $0.name == "error_description" }?.value
        await show(.refused(error: error, description: description))
        throw .authorizationFailed(error: error, description: description)
      }
      return items.map { URLQueryItem(name: $0.name, value: $0.value) }
    }

    /// Shows the browser that brought the answer how the sign-in ended, and returns once the
    /// page is written. Only the first page counts; after `pageWait` the browser has been told
    /// to return to the app, and this does nothing. ``answer(within:clock:)`` shows
    /// ``LoopbackPage/refused(error:description:)`` itself when the server refused.
    ///
    /// - Parameter page: What the app knows of the sign-in now.
    public func show(_ page: LoopbackPage) async {
      await wait.show(page)
    }

    /// The page shown so far, if any: what a test reads from an in-memory listener.
    package var shownPage: LoopbackPage? { wait.shownPage }

    /// Delivers a request as a browser would send it to the listener (`GET /callback?…`),
    /// without a socket: returns the status the listener answers (200, 400 or 404). What
    /// ``LoopbackRedirect/inMemory(port:)``'s tests drive it with; on a live listener it
    /// decides the same way, bypassing the network.
    ///
    /// - Parameters:
    ///   - target: The request target: path and query.
    ///   - method: The HTTP method.
    @discardableResult
    public func deliver(_ target: String, method: String = "GET") -> Int {
      wait.decide(method: method, target: target).status
    }
  }
#endif
