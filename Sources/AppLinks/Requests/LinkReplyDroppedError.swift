/// A ``LinkReply`` was released without an answer: the `x-error` callback gets this error.
public struct LinkReplyDroppedError: XCallbackError, Hashable, Sendable {
  /// The URL of the request nobody answered.
  public let url: String

  /// Creates the error for the request to `url`.
  package init(url: String) {
    self.url = url
  }

  /// 500: the app failed to finish the request.
  public var errorCode: Int { 500 }

  /// Says that the request was never answered.
  public var errorMessage: String { "The request \(url) was not answered." }
}
