// The glue a TCA app writes once: AppLinks' `LinkWork` as TCA's `Effect`. Printed in the
// article; ArticleCodeTests checks that it prints exactly this.
import AppLinks
import ComposableCore

extension Effect where Action: Sendable {
  /// What a link asks of the app, as an effect: its actions, in order (TCA sends a merge's
  /// `.send`s at once, in order), then its operations.
  static func links(_ work: LinkWork<Action>) -> Self {
    let sends = work.actions.map { Effect.send($0) }
    let cancels = work.cancellations.map { Effect.cancel(id: $0) }
    let runs = work.operations.map { operation in
      let run = Effect<Action>.run { send in await operation.run { await send($0) } }
      return operation.id.map { run.cancellable(id: $0) } ?? run
    }
    return .merge(sends + cancels + runs)
  }
}
