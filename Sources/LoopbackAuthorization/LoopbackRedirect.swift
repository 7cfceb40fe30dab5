#if LoopbackAuthorization
  import Foundation

  /// Receives the one redirect of an authorization on a loopback address: a struct of closures,
  /// so that a feature is tested with ``inMemory(port:)`` and runs with ``live(pageWait:page:)``.
  public struct LoopbackRedirect: Sendable {
    /// Starts waiting for a redirect to `path` that carries `state`.
    public var listen: @Sendable (_ path: String, _ state: String) async throws(LoopbackError) -> LoopbackListener

    /// Creates a transport from its operation.
    public init(
      listen: @escaping @Sendable (_ path: String, _ state: String) async throws(LoopbackError) -> LoopbackListener
    ) {
      self.listen = listen
    }

    /// Listens with swift-nio on 127.0.0.1 and [::1], on one port the system picks.
    ///
    /// The browser's request to the path with the call's `state` and a `code` (or an `error`)
    /// is the answer: it ends the wait, and its response waits for the page the app shows
    /// (``LoopbackListener/show(_:)``), at most `pageWait`, after which the browser is told to
    /// return to the app (``LoopbackPage/returnToApp``). A request to another path gets 404;
    /// one to the path without the right `state`, with neither `code` nor `error`, with a
    /// parameter given twice, or not a GET gets 400; neither ends the wait. The listener
    /// stops listening after the answer, on timeout and on cancellation.
    ///
    /// - Parameters:
    ///   - pageWait: How long the browser waits for the app's page.
    ///   - page: The HTML of each page; the package's (``LoopbackPage/html``) by default.
    public static func live(
      pageWait: Duration = .seconds(15), page: @escaping @Sendable (LoopbackPage) -> String = { $0.html }
    ) -> Self {
      Self { path, state throws(LoopbackError) in
        guard path.hasPrefix("/") else { throw .invalidPath(path) }
        let wait = RedirectWait(path: path, state: state)
        let server = try await LoopbackServer.start(wait, pageWait: pageWait, page: page)
        guard let uri = URL(string: "http://\(server.host):\(server.port)\(path)") else {
          await server.close()
          throw .invalidPath(path)
        }
        return LoopbackListener(redirectURI: uri, unavailable: server.unavailable, wait: wait) {
          await server.close()
        }
      }
    }

    /// No socket: the redirect is delivered by ``LoopbackListener/deliver(_:method:)``, which answers
    /// as the live listener would (the status it would send) — for tests and previews.
    ///
    /// - Parameter port: The port the redirect URI names.
    public static func inMemory(port: Int = 50_000) -> Self {
      Self { path, state throws(LoopbackError) in
        guard path.hasPrefix("/"), let uri = URL(string: "http://127.0.0.1:\(port)\(path)") else {
          throw .invalidPath(path)
        }
        return LoopbackListener(redirectURI: uri, unavailable: [], wait: RedirectWait(path: path, state: state)) {}
      }
    }
  }
#endif
