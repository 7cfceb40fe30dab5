#if LoopbackAuthorization
  /// Why a loopback authorization did not produce a code.
  public enum LoopbackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No loopback address could be listened on (each family and why).
    case cannotListen([String])
    /// The redirect path is not an absolute path (`/callback`).
    case invalidPath(String)
    /// No answer came in time; the listener is closed.
    case timedOut(after: Duration)
    /// The wait was cancelled; the listener is closed.
    case cancelled
    /// The browser could not be opened with the authorization request.
    case cannotOpenBrowser(String)
    /// The authorization server answered with an error (`error`, and `error_description` if
    /// it gave one): the user declined, the client is unknown …
    case authorizationFailed(error: String, description: String?)
    /// The answer named another authorization server in `iss` than the one the app asked
    /// (RFC 9207), or named none where the server said it would: a mix-up, the code not used.
    case issuerMismatch(expected: String, received: String?)

    /// Says what went wrong.
    public var description: String {
      switch self {
      case let .cannotListen(reasons): "could not listen on a loopback address: \(reasons.joined(separator: "; "))"
      case let .invalidPath(path): "the redirect path \(path) is not an absolute path"
      case let .timedOut(duration): "no answer from the browser within \(duration)"
      case .cancelled: "the sign-in was cancelled"
      case let .cannotOpenBrowser(reason): "could not open the browser: \(reason)"
      case let .authorizationFailed(error, description):
        "the authorization server refused: \(error)" + (description.map { " (\($0))" } ?? "")
      case let .issuerMismatch(expected, received):
        "the answer came from \(received.map { "another server (\($0))" } ?? "a server that did not name itself"), "
          + "not from \(expected)"
      }
    }
  }
#endif
