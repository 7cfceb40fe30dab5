#if LoopbackAuthorization
  import Foundation
  import NIOCore
  import NIOHTTP1
  import NIOPosix

  /// The loopback listener of one call (RFC 8252 §7.3): 127.0.0.1 and [::1] on one ephemeral
  /// port, the HTTP parsing swift-nio's, each connection answered by a ``RedirectHandler``.
  ///
  /// Why swift-nio and not a socket by hand: it is the server stack the package depends on for
  /// anything that listens, and it parses HTTP; the decisions are ours (``RedirectRequestReader``).
  struct LoopbackServer: Sendable {
    let channels: [any Channel]
    let port: Int
    let unavailable: [String]

    /// Listens for `wait`'s redirect on both loopback addresses.
    ///
    /// - Throws: ``LoopbackError/cannotListen(_:)`` when neither address can be listened on.
    static func start(
      _ wait: RedirectWait, pageWait: Duration, page: @escaping @Sendable (LoopbackPage) -> String
    ) async throws(LoopbackError) -> LoopbackServer {
      let pageWait = TimeAmount(pageWait)
      let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .serverChannelOption(ChannelOptions.backlog, value: 16)
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
            try channel.pipeline.syncOperations.addHandler(
              RedirectHandler(wait: wait, pageWait: pageWait, render: page))
          }
        }
      var channels: [any Channel] = []
      var unavailable: [String] = []
      var port = 0
      // IPv4 first, on a port the system picks; then IPv6 on the same port, so that one
      // redirect URI reaches the app whichever address the browser resolves the host to.
      for host in ["127.0.0.1", "::1"] {
        do {
          let channel = try await bootstrap.bind(host: host, port: port).get()
          channels.append(channel)
          if port == 0 { port = channel.localAddress?.port ?? 0 }
        } catch {
          unavailable.append("\(host == "::1" ? "[::1]" : host): \(error)")
        }
      }
      guard !channels.isEmpty, port != 0 else { throw .cannotListen(unavailable) }
      return LoopbackServer(channels: channels, port: port, unavailable: unavailable)
    }

    /// The host of the redirect URI: 127.0.0.1 when it is listened on (RFC 8252 §8.3 prefers
    /// the literal address to `localhost`), else [::1].
    var host: String {
      unavailable.contains { $0.hasPrefix("127.0.0.1") } ? "[::1]" : "127.0.0.1"
    }

    /// Stops listening. Connections already answered close on their own.
    func close() async {
      for channel in channels {
        try? await channel.close()
      }
    }
  }
#endif
