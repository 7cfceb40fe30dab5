extension LinkConfirmation {
  /// Runs the request: sends the route's action.
  public func approve() -> Effect<Action> {
    // The effect holds the confirmation, so it cannot be declined by going away before the
    // decision is recorded.
    let confirmation = self
    return .merge(.send(token.action), .run { _ in _ = confirmation.decide(approved: true) })
  }

  /// Declines the request: its `x-cancel` callback is opened and nothing runs.
  public func decline() -> Effect<Action> {
    let confirmation = self
    return .run { _ in _ = confirmation.decide(approved: false) }
  }
}
