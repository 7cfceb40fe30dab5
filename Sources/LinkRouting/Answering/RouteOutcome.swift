import Foundation

/// What happened to a URL given to ``LinkRouter/handle(_:)-(String)``.
public enum RouteOutcome: Equatable, Sendable {
  /// A route ran and succeeded. `callback` is the `x-success` URL to open, with the output.
  case handled(callback: URL?)
  /// No route answered.
  case notMatched(RouteMatchError)
  /// The route (or decoding its input) failed. `callback` is the `x-error` URL to open.
  case failed(RouteFailure, callback: URL?)
  /// The request was cancelled by its handler or declined at confirmation. `callback` is the
  /// `x-cancel` URL to open.
  case cancelled(callback: URL?)
  /// A callback was refused by the router's ``CallbackPolicy``; nothing ran.
  case refused(CallbackPolicyError)

  /// The callback to open, if any.
  public var callback: URL? {
    switch self {
    case let .handled(callback), let .failed(_, callback), let .cancelled(callback): callback
    case .notMatched, .refused: nil
    }
  }
}
