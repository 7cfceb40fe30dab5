#if LinkServer
  import Foundation
  import HTTPTypes
  import Hummingbird
  import Metrics
  import Prometheus

  /// A ``LinkServer`` in a Hummingbird router: the router's own routes go first; what none of
  /// them takes, it answers: the association files, each link's page and the claims on deferred
  /// links (made from a page, redeemed by the app), and the 404 page for a URL neither takes. `/metrics` is
  /// never served here, on the pages' port: serve ``LinkServer/metricsRouter(_:)`` on a
  /// listener of its own.
  ///
  /// Each request is counted by its route's pattern, its status and who sent it
  /// (`link_server_requests_total{route, status, visitor}`, the visitor a ``LinkVisitor``'s kind:
  /// `person`, `preview`, `scanner`), never by its URL, and timed
  /// (`link_server_request_duration_seconds`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  public struct LinkServerMiddleware<Context: RequestContext>: RouterMiddleware {
    let server: LinkServer
    let factory: any MetricsFactory

    /// Hands the request to `next` (the router's own routes) first, and answers what none of
    /// them takes: the association files, the page of a link the map takes, a claim, or the
    /// 404 page.
    public func handle(
      _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
      // The router's own routes first, as Hummingbird's middleware lets them go: the server
      // answers only what none of them takes (their 404), and builds nothing before that.
      do {
        return try await next(request, context)
      } catch let error as HTTPError where error.status == .notFound {
      }
      let started = ContinuousClock.now
      let method = request.method.rawValue
      let longest = request.headers.reduce(0) { max($0, $1.value.utf8.count) }
      // A claim's redeem and a short link's expansion are the bodies the server reads: a few
      // bytes, never more than `maximumBody` (a longer one is refused unread, as oversized).
      var body: [UInt8]? = []
      if method == "POST", request.uri.path == LinkServer.redeemPath || request.uri.path == LinkServer.expandPath {
        body = try? await request.body.collect(upTo: LinkServer.maximumBody).readableBytesView.map { $0 }
      }
      let userAgent = request.headers[.userAgent]
      let visitor = LinkVisitor(userAgent: userAgent)
      let answer = await server.respond(
        method: method, target: request.uri.description,
        namesHost: request.head.authority.map { !$0.isEmpty } ?? false, longestHeader: longest,
        ifNoneMatch: request.headers[.ifNoneMatch], body: body,
        client: method == "POST" ? client(of: request, context) : nil, visitor: visitor,
        platform: LinkPlatform(userAgent: userAgent))
      count(answer, visitor: visitor, since: started)
      var headers = HTTPFields()
      for (name, value) in answer.headers {
        if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
      }
      return Response(
        status: HTTPResponse.Status(code: answer.status), headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    /// The client's address, to count its claims: the last address of the trusted proxy
    /// header when the site names one (``DeferredLinks/clientHeader``), else the connection's
    /// peer (a context that knows it: Hummingbird's `RemoteAddressRequestContext`).
    private func client(of request: Request, _ context: Context) -> String? {
      if let header = server.pages.deferredLinks?.clientHeader, let name = HTTPField.Name(header) {
        guard let value = request.headers[values: name].last else { return nil }
        return value.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
      }
      return (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress
    }

    /// Counts a request by its route's pattern, its status and who sent it (a chat app's unfurl
    /// or a mail scanner's fetch is no person's visit).
    private func count(_ answer: LinkResponse, visitor: LinkVisitor, since started: ContinuousClock.Instant) {
      Counter(
        label: "link_server_requests_total",
        dimensions: [("route", answer.route), ("status", String(answer.status)), ("visitor", visitor.kind)],
        factory: factory
      ).increment()
      Metrics.Timer(
        label: "link_server_request_duration_seconds", dimensions: [("route", answer.route)], factory: factory
      )
      .recordNanoseconds(Int64((ContinuousClock.now - started) / .nanoseconds(1)))
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension LinkServer {
    /// The server as a Hummingbird middleware.
    ///
    /// - Parameter registry: Where requests are counted and timed (serve it with
    ///   ``metricsRouter(_:)``, on its own listener); nil counts through the bootstrapped
    ///   `MetricsSystem`.
    /// - Parameter context: The router's request context type (inferred where the router's is).
    public func middleware<Context: RequestContext>(
      metrics registry: PrometheusCollectorRegistry? = nil, context: Context.Type = Context.self
    ) -> LinkServerMiddleware<Context> {
      LinkServerMiddleware(
        server: self,
        factory: registry.map { PrometheusMetricsFactory(registry: $0) } ?? MetricsSystem.factory)
    }

    /// A router that serves `registry` at `GET /metrics`, in Prometheus' text format, and
    /// nothing else: for a listener of its own (an address only the scraper reaches), never
    /// the pages' port.
    ///
    /// ```swift
    /// let metrics = Application(router: LinkServer.metricsRouter(registry),
    ///                           configuration: .init(address: .hostname("127.0.0.1", port: 9100)))
    /// ```
    public static func metricsRouter(_ registry: PrometheusCollectorRegistry) -> Router<BasicRequestContext> {
      let router = Router()
      router.get("/metrics") { _, _ -> Response in
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        return Response(
          status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
      }
      return router
    }
  }
#endif
