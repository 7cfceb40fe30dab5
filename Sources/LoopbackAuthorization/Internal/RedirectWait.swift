#if LoopbackAuthorization
  import NIOConcurrencyHelpers
  import NIOCore

  /// One call's wait for its redirect: what the listener's connections decide with, and what
  /// the caller awaits. The first result wins (the answer, a timeout or a cancellation); after
  /// it, every request is refused. Then the page: the connection that brought the answer holds
  /// its response until the caller shows one (``show(_:)``). `@unchecked`: its state is read
  /// and written under `lock`.
  final class RedirectWait: @unchecked Sendable {
    let path: String
    let state: String
    private let lock = NIOLock()
    private var result: Result<[RedirectRequestReader.QueryItem], LoopbackError>?
    private var waiter: CheckedContinuation<Result<[RedirectRequestReader.QueryItem], LoopbackError>, Never>?
    private var page: LoopbackPage?
    private var holders: [@Sendable (LoopbackPage) -> EventLoopFuture<Void>] = []

    init(path: String, state: String) {
      self.path = path
      self.state = state
    }

    /// What to answer a request; an answer, if none came before, ends the wait.
    func decide(method: String, target: String) -> RedirectRequestReader.Decision {
      let decision = RedirectRequestReader.decide(method: method, target: target, path: path, state: state)
      guard case let .answer(items) = decision else { return decision }
      return finish(.success(items)) ? decision : .badRequest("this sign-in is already over")
    }

    /// Ends the wait with `result`, unless it has ended. Returns whether it did.
    @discardableResult
    func finish(_ result: Result<[RedirectRequestReader.QueryItem], LoopbackError>) -> Bool {
      let waiter: CheckedContinuation<Result<[RedirectRequestReader.QueryItem], LoopbackError>, Never>?
      let finished = lock.withLock { () -> Bool in
        guard self.result == nil else { return false }
        self.result = result
        return true
      }
      guard finished else { return false }
      waiter = lock.withLock {
        defer { self.waiter = nil }
        return self.waiter
      }
      waiter?.resume(returning: result)
      return true
    }

    /// The result, once there is one.
    func value() async -> Result<[RedirectRequestReader.QueryItem], LoopbackError> {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock { () -> Result<[RedirectRequestReader.QueryItem], LoopbackError>? in
          if let result { return result }
          waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }

    /// The page shown, once ``show(_:)`` has been called.
    var shownPage: LoopbackPage? { lock.withLock { page } }

    /// Called by the connection that brought the answer: returns the page if it was shown
    /// already; otherwise keeps `send`, which ``show(_:)`` calls with the page and whose future
    /// completes once the page is written.
    func hold(_ send: @escaping @Sendable (LoopbackPage) -> EventLoopFuture<Void>) -> LoopbackPage? {
      lock.withLock {
        if let page { return page }
        holders.append(send)
        return nil
      }
    }

    /// Shows `page` to the browser that brought the answer (the first call only), and returns
    /// once it is written, or at once when no connection holds its response (it timed out, or
    /// the listener is in memory).
    func show(_ page: LoopbackPage) async {
      let holders = lock.withLock { () -> [@Sendable (LoopbackPage) -> EventLoopFuture<Void>] in
        guard self.page == nil else { return [] }
        self.page = page
        defer { self.holders = [] }
        return self.holders
      }
      for send in holders {
        try? await send(page).get()
      }
    }
  }
#endif
