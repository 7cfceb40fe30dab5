import Foundation

/// Routes whose handlers are a store's features: each matched link becomes an action, and the
/// feature's ``LinkReply`` becomes the x-callback answer.
///
/// ```swift
/// let routes = XCallbackRoutes<Notes.Action>(scheme: "notes")
///   .route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
///   .route("/notes/:id/delete", requiresConfirmation: true) { (link: NoteLink, reply) in
///     .delete(link.id, reply)
///   }
/// ```
///
/// Attach them with ``Reducer/handlesXCallbacks(_:routes:finished:urlToOpen:)``:
/// a link action runs the ``router`` in an effect; when the feature answers, the outcome is
/// sent back and its callback URL (checked by the router's ``CallbackPolicy``) becomes the URL
/// to open.
public final class XCallbackRoutes<Action: Sendable>: Sendable {
  /// The router that matches links, decodes inputs, confirms, and builds callbacks.
  public let router: Router

  /// Creates routes for one custom scheme, host ignored; routes that require confirmation are
  /// declined.
  public convenience init(scheme: String) {
    self.init(configuration: Router.Configuration(schemes: [scheme]))
  }

  /// Creates routes.
  ///
  /// - Parameters:
  ///   - configuration: Schemes, hosts, coding, callback policy and limits.
  ///   - confirm: Asked before a route registered with `requiresConfirmation` runs; `false` (or
  ///     no function) declines it with `x-cancel`.
  ///   - onError: Receives errors that have no `x-error` callback to go to.
  public init(
    configuration: Router.Configuration,
    confirm: (@Sendable (_ request: RouteRequest) async -> Bool)? = nil,
    onError: (@Sendable (_ error: any Error) async -> Void)? = nil
  ) {
    self.router = Router(configuration: configuration, confirm: confirm, onError: onError)
  }

  /// Adds a route whose feature answers with an output.
  @discardableResult
  public func route<Input: Decodable & SendableMetatype, Output: Encodable & Sendable>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ action: @escaping @Sendable (_ input: Input, _ reply: LinkReply<Output>) -> Action
  ) -> Self {
    router.route(pattern, requiresConfirmation: requiresConfirmation) {
      (input: Input, request: RouteRequest) async throws -> Output in
      let channel = ReplyChannel<Output>()
      try await XCallbackContext.send(action(input, LinkReply(request: request, channel: channel)))
      return try await channel.value()
    }
    return self
  }

  /// Adds a route without input whose feature answers with an output.
  @discardableResult
  public func route<Output: Encodable & Sendable>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ action: @escaping @Sendable (_ reply: LinkReply<Output>) -> Action
  ) -> Self {
    route(pattern, requiresConfirmation: requiresConfirmation) { (_: IgnoredInput, reply) in
      action(reply)
    }
  }

  /// Adds a route that sends an action and succeeds at once, without output.
  @discardableResult
  public func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ action: @escaping @Sendable (_ input: Input) -> Action
  ) -> Self {
    router.route(pattern, requiresConfirmation: requiresConfirmation) {
      (input: Input, _: RouteRequest) async throws -> NoOutput in
      try await XCallbackContext.send(action(input))
      return NoOutput()
    }
    return self
  }

  /// Adds a route that sends `action` and succeeds at once, without output.
  @discardableResult
  public func route(
    _ pattern: String, requiresConfirmation: Bool = false, send action: Action
  ) -> Self {
    route(pattern, requiresConfirmation: requiresConfirmation) { (_: IgnoredInput) in action }
  }
}

/// Input of routes that take none: decodes from any query.
struct IgnoredInput: Decodable, Sendable {
  init(from decoder: any Decoder) {}
}

/// The store a link is being handled for: route handlers run inside the effect that
/// ``_XCallbackReducer`` starts, and send their action through its `Send`.
enum XCallbackContext {
  @TaskLocal static var sender: (any Sendable)?

  static func send<Action: Sendable>(_ action: Action) async throws {
    guard let send = sender as? Send<Action> else { throw XCallbackRoutesOutsideStore() }
    await send(action)
  }
}

/// An ``XCallbackRoutes`` router was run on its own, not by
/// ``Reducer/handlesXCallbacks(_:routes:finished:urlToOpen:)``: there is no
/// store to send the action to.
public struct XCallbackRoutesOutsideStore: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// Explains the misuse.
  public var description: String {
    "XCallbackRoutes run outside a store: attach them with 'handlesXCallbacks'."
  }
}
