import Foundation

/// A callback the policy refused; the request was not run.
public struct CallbackPolicyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why a callback was refused.
  public enum Reason: Hashable, Sendable {
    /// Not a URL with a scheme (a relative or garbled value), or one Foundation's `URL` cannot
    /// read, which no opener could open.
    case malformed
    /// The scheme is forbidden or not in the allowed list.
    case schemeNotAllowed(String)
    /// An `http(s)` host not in the allowed list.
    case hostNotAllowed(String)
    /// The parameter was given more than once, so which one to answer is ambiguous.
    case repeated
  }

  /// The parameter that carried it: `x-success`, `x-error` or `x-cancel`.
  public let parameter: String
  /// The callback as given.
  public let callback: String
  /// Why it was refused.
  public let reason: Reason

  /// Creates a refusal; the router makes them, tests can compare with their own.
  public init(parameter: String, callback: String, reason: Reason) {
    self.parameter = parameter
    self.callback = callback
    self.reason = reason
  }

  /// A one-line message.
  public var description: String {
    let why =
      switch reason {
      case .malformed: "it is not a URL with a scheme"
      case let .schemeNotAllowed(scheme): "scheme \"\(scheme)\" is not allowed"
      case let .hostNotAllowed(host): "host \"\(host)\" is not allowed"
      case .repeated: "it was given more than once"
      }
    return "Refused \(parameter) callback \"\(callback)\": \(why)."
  }
}
