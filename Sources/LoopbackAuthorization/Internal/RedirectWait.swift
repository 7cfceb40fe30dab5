#if LoopbackAuthorization
  import NIOConcurrencyHelpers

  /// One call's wait for its redirect: what the listener's connections decide with, and what
  /// the caller awaits. The first result wins (the answer, a timeout or a cancellation); after
  /// it, every request is refused. `@unchecked`: its state is read and written under `lock`.
  final class RedirectWait: @unchecked Sendable {
    let path: String
    let state: String
    private let lock = NIOLock()
    private var result: Result<[RedirectRequestReader.QueryItem], LoopbackError>?
    private var waiter: CheckedContinuation<Result<[RedirectRequestReader.QueryItem], LoopbackError>, Never>?

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
  }
#endif
