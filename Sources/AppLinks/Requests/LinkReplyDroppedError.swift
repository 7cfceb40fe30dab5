/// A ``LinkReply`` was released without an answer: the `x-error` callback gets this error.
package struct LinkReplyDroppedError: XCallbackError, Hashable, Sendable {
  /// The URL of the request nobody answered.
  package let url: String

  /// Creates the error for the request to `url`.
  package init(url: String) {
    self.url = url
  }

  /// 500: the app failed to finish the request.
  package var errorCode: Int { 500 }

  /// Says that the request was never answered.
  package var errorMessage: String { "The request \(url) was not answered." }
}
