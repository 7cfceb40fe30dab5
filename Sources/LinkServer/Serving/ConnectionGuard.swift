#if LinkServer
  import NIOConcurrencyHelpers
  import NIOCore
  import NIOHTTPTypes

  /// The open connections of each client address, shared by every connection of one server.
  final class ClientConnectionCounter: Sendable {
    private let open = NIOLockedValueBox<[String: Int]>([:])

    /// Counts a connection from `client`; false (and not counted) when it would be more than
    /// `limit`.
    func admit(_ client: String, limit: Int) -> Bool {
      open.withLockedValue { open in
        let count = open[client, default: 0]
        guard count < limit else { return false }
        open[client] = count + 1
        return true
      }
    }

    /// Forgets a connection ``admit(_:limit:)`` counted.
    func release(_ client: String) {
      open.withLockedValue { open in
        let count = open[client, default: 1] - 1
        open[client] = count > 0 ? count : nil
      }
    }

    /// The connections open now, by address (for tests).
    var counts: [String: Int] { open.withLockedValue { $0 } }
  }

  /// Closes a connection whose request head or body does not arrive by its deadline, and one
  /// over its address's limit as soon as it is added (see ``LinkServerConnections``). It sits
  /// after the HTTP decoder, and passes every part on unchanged.
  final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: LinkServerConnections
    private let counter: ClientConnectionCounter
    private var client: String?
    private var deadline: Scheduled<Void>?

    init(limits: LinkServerConnections, counter: ClientConnectionCounter) {
      self.limits = limits
      self.counter = counter
    }

    func handlerAdded(context: ChannelHandlerContext) {
      if let limit = limits.perClient {
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        guard counter.admit(address, limit: limit) else {
          context.close(promise: nil)
          return
        }
        client = address
      }
      arm(limits.headDeadline, context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
      deadline?.cancel()
      deadline = nil
      if let client { counter.release(client) }
      client = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch unwrapInboundIn(data) {
      case .head: arm(limits.bodyDeadline, context: context)
      case .body: break
      case .end:
        // The request is read; the responder's time is the idle timeout's to bound.
        deadline?.cancel()
        deadline = nil
      }
      context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
      // The response's end starts the wait for the next request's head (keep-alive).
      if case .end = unwrapOutboundIn(data) { arm(limits.headDeadline, context: context) }
      context.write(data, promise: promise)
    }

    private func arm(_ duration: Duration, context: ChannelHandlerContext) {
      deadline?.cancel()
      let channel = context.channel
      deadline = context.eventLoop.scheduleTask(in: .nanoseconds(Int64(duration / .nanoseconds(1)))) {
        channel.close(promise: nil)
      }
    }
  }
#endif
