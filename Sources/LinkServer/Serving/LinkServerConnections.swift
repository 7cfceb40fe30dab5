#if LinkServer
  import HummingbirdCore
  import NIOCore

  /// What a stranger's connection may hold of the server: how long it may take to send a
  /// request's head and body, how long it may stay idle, and how many connections one client
  /// address may have open at once. A slow client (a byte a second, never finishing its head)
  /// is closed at its deadline, and one address cannot take the server's file descriptors from
  /// everyone else.
  ///
  /// ```swift
  /// let app = Application(router: router, server: LinkServerConnections().http1())
  /// ```
  ///
  /// The client is the connection's peer address: behind a reverse proxy every connection is
  /// the proxy's, whose own limits then apply (set ``perClient`` to nil there).
  public struct LinkServerConnections: Sendable {
    /// From the connection's start (or the end of the previous response) to the end of a
    /// request's head; a TLS handshake counts. Default: 10 s.
    public var headDeadline: Duration = .seconds(10)
    /// From a request's head to the end of its body. Default: 10 s.
    public var bodyDeadline: Duration = .seconds(10)
    /// How long a connection may sit with nothing read or written. Default: 60 s.
    public var idleTimeout: Duration = .seconds(60)
    /// The most connections one client address may have open at once; one more is closed as
    /// soon as it is accepted. Nil: no limit. Default: 64.
    public var perClient: Int? = 64

    /// The defaults.
    public init() {}

    /// An HTTP/1.1 server (Hummingbird's) whose connections keep these limits.
    public func http1() -> HTTPServerBuilder {
      let counter = ClientConnectionCounter()
      let limits = self
      return .http1(
        configuration: HTTP1Channel.Configuration(
          additionalChannelHandlers: [ConnectionGuard(limits: limits, counter: counter)],
          idleTimeout: .nanoseconds(Int64(idleTimeout / .nanoseconds(1)))))
    }
  }
#endif
