import Foundation

/// Why a call to another app got no answer: the one error a call throws, cancellation
/// included.
public enum LinkCallError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The app's `LinkCaller` (ComposableLinks) was never set up (`$0.linkCaller = .live(scheme:source:)`).
  case notConfigured
  /// The URL cannot carry the call: it already has its own callbacks (`x-success`, `x-error`,
  /// `x-cancel`, or the redirect parameter or `state`), or it is not a URL with a scheme.
  case invalidRequest(String)
  /// The system could not open the URL (no app handles its scheme).
  case notOpened(URL)
  /// No answer came within the call's timeout.
  case timedOut(after: Duration)
  /// An answer came, but wrongly (see ``LinkCallbackError``): the call ends there.
  case rejectedAnswer(LinkCallbackError)
  /// The `x-success` query could not be decoded as the expected response.
  case undecodableAnswer(URLQueryDecodingError)
  /// The task waiting for the answer was cancelled; a later answer is refused.
  case cancelled

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .notConfigured: "No link caller is set up for this app."
    case let .invalidRequest(reason): "The call cannot be made: \(reason)."
    case let .notOpened(url): "No app opened \(url.scheme ?? "the"):// links."
    case let .timedOut(after): "No answer within \(after)."
    case let .rejectedAnswer(rejection): rejection.description
    case let .undecodableAnswer(error): "The answer cannot be read: \(error)."
    case .cancelled: "The call was cancelled."
    }
  }
}
