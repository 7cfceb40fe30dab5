#if LoopbackAuthorization
  import NIOCore
  import NIOHTTP1

  /// Answers one HTTP connection to the loopback listener: anything but the answer gets a 404
  /// or a 400 at once (``RedirectRequestReader``); the answer's response is held until the app
  /// shows its page (``RedirectWait/show(_:)``), for at most `pageWait`, after which the
  /// browser is told to return to the app. Every response closes its connection.
  final class RedirectHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let wait: RedirectWait
    private let render: @Sendable (LoopbackPage) -> String
    private let pageWait: TimeAmount
    private var decision: RedirectRequestReader.Decision?
    private var responded = false

    init(wait: RedirectWait, pageWait: TimeAmount, render: @escaping @Sendable (LoopbackPage) -> String) {
      self.wait = wait
      self.pageWait = pageWait
      self.render = render
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case let .head(head):
        decision = wait.decide(method: head.method.rawValue, target: head.uri)
      case .body:
        break
      case .end:
        let decision = self.decision ?? .badRequest("no request")
        self.decision = nil
        switch decision {
        case .answer: holdPage(context)
        case .notFound: respond(context, status: .notFound, body: "Not found.", type: "text/plain")
        case let .badRequest(reason):
          respond(context, status: .badRequest, body: "Bad request: \(reason).", type: "text/html; charset=utf-8")
        }
      }
    }

    /// Waits for the app's page, or `pageWait`, whichever comes first.
    private func holdPage(_ context: ChannelHandlerContext) {
      let loop = context.eventLoop
      let bound = NIOLoopBound((handler: self, context: context), eventLoop: loop)
      let shown = wait.hold { page in
        loop.flatSubmit { bound.value.handler.sendPage(bound.value.context, page) }
      }
      if let shown {
        _ = sendPage(context, shown)
      } else {
        loop.scheduleTask(in: pageWait) { _ = bound.value.handler.sendPage(bound.value.context, .returnToApp) }
      }
    }

    /// Sends `page` unless a page was sent; the future completes once the response is written.
    private func sendPage(_ context: ChannelHandlerContext, _ page: LoopbackPage) -> EventLoopFuture<Void> {
      respond(context, status: .ok, body: render(page), type: "text/html; charset=utf-8")
    }

    @discardableResult
    private func respond(
      _ context: ChannelHandlerContext, status: HTTPResponseStatus, body: String, type: String
    ) -> EventLoopFuture<Void> {
      guard !responded, context.channel.isActive else { return context.eventLoop.makeSucceededVoidFuture() }
      responded = true
      let bytes = context.channel.allocator.buffer(string: body)
      var headers = HTTPHeaders()
      headers.add(name: "Content-Type", value: type)
      headers.add(name: "Content-Length", value: "\(bytes.readableBytes)")
      headers.add(name: "Connection", value: "close")
      // The page follows a URL that carried the code: no cache keeps it, no referrer sends it on.
      headers.add(name: "Cache-Control", value: "no-store")
      headers.add(name: "Referrer-Policy", value: "no-referrer")
      context.write(
        wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
      context.write(wrapOutboundOut(.body(.byteBuffer(bytes))), promise: nil)
      let channel = context.channel
      let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
      written.whenComplete { _ in channel.close(promise: nil) }
      return written.flatMapErrorThrowing { _ in }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      context.close(promise: nil)
    }
  }
#endif
