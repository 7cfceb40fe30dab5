/// What a ``LinkReply`` holds: when the last copy goes away unanswered, the request fails
/// instead of hanging.
package final class ReplyToken<Output: Sendable>: Sendable {
  package let channel: ReplyChannel<Output>
  let url: String

  init(channel: ReplyChannel<Output>, url: String) {
    self.channel = channel
    self.url = url
  }

  deinit {
    channel.resolve(.failure(LinkReplyDroppedError(url: url)))
  }
}
