extension LinkReply {
  /// Answers with success: `output` is appended to the `x-success` callback.
  public func succeed<Action>(with output: Output) -> Effect<Action> {
    effect(answering: .success(output))
  }

  /// Answers with an error: its `XCallbackError` code and message (or the documented
  /// defaults) go to the `x-error` callback.
  public func fail<Action>(_ error: any Error) -> Effect<Action> {
    effect(answering: .failure(error))
  }

  /// Answers with a cancellation: the `x-cancel` callback is opened.
  public func cancel<Action>() -> Effect<Action> {
    effect(answering: .failure(RouteCancellation()))
  }

  private func effect<Action>(answering result: Result<Output, any Error>) -> Effect<Action> {
    // The effect holds the reply, so it cannot fail as dropped before the answer is recorded.
    let reply = self
    return .run { _ in reply.answer(result) }
  }
}

extension LinkReply where Output == NoOutput {
  /// Answers with success, without output.
  public func succeed<Action>() -> Effect<Action> {
    succeed(with: NoOutput())
  }
}
