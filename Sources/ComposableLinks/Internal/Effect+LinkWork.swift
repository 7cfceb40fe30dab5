extension Effect where Action: Sendable {
  /// The effect that does `work`: its actions at once, in order, then its operations (each
  /// cancellable by its id), and its cancellations.
  init(_ work: LinkWork<Action>) {
    // Most links ask for actions only (a screen shown): no array of effects is made for them,
    // as a link through a store is counted in allocations (Benchmarks/README.md).
    guard !work.operations.isEmpty || !work.cancellations.isEmpty else {
      self = .sending(work.actions)
      return
    }
    var effects = [Effect.sending(work.actions)]
    effects += work.cancellations.map { Effect.cancel(id: $0) }
    for operation in work.operations {
      // The operation alone is captured: an action may hold a reply, which must be able to go.
      let run = operation.run
      let effect = Effect.run { send in await run { await send($0) } }
      effects.append(operation.id.map { effect.cancellable(id: $0) } ?? effect)
    }
    self = effects.count == 1 ? effects[0] : .merge(effects)
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
