/// Why a request was not allowed to run (``RouteAccess``): what its `x-error` callback says.
public enum RouteAccessError: XCallbackError, Hashable, Sendable, CustomStringConvertible {
  /// The route needs the app's token and the request has none. `errorCode` 401.
  case missingToken
  /// The request's token is not the app's (or the app has none yet). `errorCode` 401.
  case wrongToken
  /// The request's `x-source` is not one the route accepts. `errorCode` 403.
  case sourceNotAllowed(String?)
  /// The route asks for a signed link, and this link's signature was refused: `reason` says
  /// why. `errorCode` 401.
  case signature(LinkSignatureError)

  /// 401 for a token, 403 for a source.
  public var errorCode: Int {
    switch self {
    case .missingToken, .wrongToken, .signature: 401
    case .sourceNotAllowed: 403
    }
  }

  /// What the caller is told; never the expected token.
  public var errorMessage: String {
    switch self {
    case .missingToken: "This request needs the app's authorization token."
    case .wrongToken: "The authorization token is not valid."
    case let .sourceNotAllowed(source):
      "Requests from \(source.map { "\"\($0)\"" } ?? "an unnamed app") are not accepted here."
    case let .signature(reason): reason.errorMessage
    }
  }

  /// ``errorMessage``.
  public var description: String { errorMessage }
}
