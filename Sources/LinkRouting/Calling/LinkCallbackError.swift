import Foundation

/// Why a link that looks like an answer to a call was not taken as one. Such a link never
/// reaches a feature route.
public struct LinkCallbackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong with the callback.
  public enum Reason: Hashable, Sendable {
    /// No call with this nonce is waiting, or ever was in this process (forged, or an answer
    /// to another process's call).
    case unknownCall
    /// The call was answered already: a second answer is never taken.
    case alreadyAnswered
    /// The call ended (timed out or was cancelled) before this answer came.
    case late
    /// The callback's path, nonce or query cannot be read, or its kind is not one the call
    /// expects (a redirect's answer on an x-callback call).
    case malformed(String)
    /// The callback is longer than ``URLLimits/maxURLLength`` allows.
    case tooLong(length: Int, limit: Int)
    /// A redirect came back without the `state` its call sent, or with another one.
    case stateMismatch
  }

  /// What was wrong.
  public var reason: Reason
  /// The call's nonce, when the callback's path names a well-formed one.
  public var nonce: String?

  /// Describes a rejection.
  public init(_ reason: Reason, nonce: String? = nil) {
    self.reason = reason
    self.nonce = nonce
  }

  /// A sentence for a log; never the callback's query, which may carry secrets.
  public var description: String {
    let call = nonce.map { "call \($0.prefix(8))…" } ?? "a call"
    switch reason {
    case .unknownCall: return "An answer to \(call) that this app never made."
    case .alreadyAnswered: return "A second answer to \(call), which was answered already."
    case .late: return "An answer to \(call) after it ended (timed out or cancelled)."
    case let .malformed(detail): return "An unreadable answer to \(call): \(detail)."
    case let .tooLong(length, limit): return "An answer to \(call) of \(length) bytes (the limit is \(limit))."
    case .stateMismatch: return "An answer to \(call) whose state does not match the one sent."
    }
  }
}
