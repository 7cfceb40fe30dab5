import Foundation
import LinkRouting

/// Records what handlers were called with, across the tasks the router runs them on.
final class Recorder<Value: Sendable>: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var storage: [Value] = []

  var values: [Value] { lock.withLock { storage } }

  func append(_ value: Value) {
    lock.withLock { storage.append(value) }
  }
}

extension RouteOutcome {
  /// A short name of the case, for assertions.
  var kind: String {
    switch self {
    case .handled: "handled"
    case .notMatched: "notMatched"
    case .failed: "failed"
    case .cancelled: "cancelled"
    case .refused: "refused"
    }
  }

  var matchFailure: RouteMatchError? {
    if case let .notMatched(failure) = self { failure } else { nil }
  }

  var failure: RouteFailure? {
    if case let .failed(failure, _) = self { failure } else { nil }
  }

  var refusal: CallbackPolicyError? {
    if case let .refused(refusal) = self { refusal } else { nil }
  }
}
