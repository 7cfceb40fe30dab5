import ComposableLinks

/// The exit status of `notes open`, one per outcome.
package enum OpenExitCode: Int32, CaseIterable, Sendable {
  /// The URL was handled.
  case handled = 0
  /// Not a URL, another scheme, or no route for its path.
  case notMatched = 2
  /// The route failed: invalid input, unknown note, or a database error.
  case failed = 3
  /// Cancelled: a destructive request was declined.
  case cancelled = 4
  /// A callback was refused by the policy (`javascript:`, `file:`, `data:` …); nothing ran.
  case refused = 5
  /// The notes are locked: the request waits for `notes unlock`.
  case waiting = 6
  /// The request ran, but its answer did not reach the app that asked: no app here handles its
  /// callback's scheme, or the callback could not be opened. (A request that failed, was
  /// cancelled or refused keeps its own code.)
  case answerNotDelivered = 7

  /// The code for an outcome.
  package init(_ outcome: RouteOutcome) {
    switch outcome {
    case .handled: self = .handled
    case .notMatched: self = .notMatched
    case .failed: self = .failed
    case .cancelled: self = .cancelled
    case .refused: self = .refused
    }
  }
}
