extension Effect where Action: Sendable {
  /// The effect that does `work`: its actions at once, in order, then its operation.
  init(_ work: LinkWork<Action>) {
    let sent = Effect.sending(work.actions)
    // The operation alone is captured: an action may hold a reply, which must be able to go.
    guard let operation = work.operation else {
      self = sent
      return
    }
    self = .merge(sent, .run { send in await operation { await send($0) } })
  }

  /// Sends `actions` at once, in order (none: no effect).
  static func sending(_ actions: [Action]) -> Self {
    switch actions.count {
    case 0: .none
    case 1: .send(actions[0])
    default: .concatenate(actions.map(Effect.send))
    }
  }
}
