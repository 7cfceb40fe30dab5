#if LoopbackAuthorization
  import NIOCore
  import NIOHTTP1

  /// Answers one HTTP connection to the loopback listener: the redirect gets a short page that
  /// says to return to the app; anything else a 404 or a 400 (``RedirectRequestReader``). Every
  /// response closes its connection.
  final class RedirectHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let wait: RedirectWait
    private let page: String
    private var decision: RedirectRequestReader.Decision?

    init(wait: RedirectWait, page: String) {
      self.wait = wait
      self.page = page
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case let .head(head):
        decision = wait.decide(method: head.method.rawValue, target: head.uri)
      case .body:
        break
      case .end:
        respond(context, decision ?? .badRequest("no request"))
        decision = nil
      }
    }

    private func respond(_ context: ChannelHandlerContext, _ decision: RedirectRequestReader.Decision) {
      let status = HTTPResponseStatus(statusCode: decision.status)
      let body =
        switch decision {
        case .answer: page
        case .notFound: "Not found."
        case let .badRequest(reason): "Bad request: \(reason)."
        }
      let bytes = context.channel.allocator.buffer(string: body)
      var headers = HTTPHeaders()
      headers.add(name: "Content-Type", value: decision == .notFound ? "text/plain" : "text/html; charset=utf-8")
      headers.add(name: "Content-Length", value: "\(bytes.readableBytes)")
      headers.add(name: "Connection", value: "close")
      // The page follows a URL that carried the code: no cache keeps it, no referrer sends it on.
      headers.add(name: "Cache-Control", value: "no-store")
      headers.add(name: "Referrer-Policy", value: "no-referrer")
      context.write(
        wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(bytes))), promise: nil)
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
        channel.close(promise: nil)
      }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      context.close(promise: nil)
    }
  }
#endif
