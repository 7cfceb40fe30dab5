/// How another app answered a call: the callback it opened.
///
/// A call that got no answer at all (timed out, could not be opened, answered with a forged or
/// malformed callback) throws a ``LinkCallError`` instead: these three are the answers an app
/// can give.
public enum LinkCallResult<Response> {
  /// `x-success` (or a redirect without `error`), with its query decoded.
  case success(Response)
  /// `x-error` with its `errorCode` and `errorMessage`, or a redirect with `error` and
  /// `error_description`. Either may be empty: the other app chooses what it sends.
  case failure(code: String, message: String)
  /// `x-cancel`: the other app (or its user) declined.
  case cancelled

  /// The same answer with its success value transformed.
  public func map<Other, Failure: Error>(
    _ transform: (Response) throws(Failure) -> Other
  ) throws(Failure) -> LinkCallResult<Other> {
    switch self {
    case let .success(response): .success(try transform(response))
    case let .failure(code, message): .failure(code: code, message: message)
    case .cancelled: .cancelled
    }
  }
}

extension LinkCallResult: Sendable where Response: Sendable {}
extension LinkCallResult: Equatable where Response: Equatable {}
extension LinkCallResult: Hashable where Response: Hashable {}
