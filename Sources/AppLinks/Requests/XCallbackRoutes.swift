import Foundation
@_spi(Testing) import LinkRouting

/// Routes whose handlers are a store's features: each matched link becomes an action, and the
/// feature's ``LinkReply`` becomes the x-callback answer.
///
/// Declared in a ``LinkRoutes``' `requests` closure, the one place an app's links are
/// declared:
///
/// ```swift
/// static let links = LinkRoutes<Notes.State, Notes.Action>(configuration) { screens in
///   screens
/// } requests: { requests in
///   requests
///     .route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
///     .route("/notes/:id/delete", requiresConfirmation: true) { (link: NoteLink, reply) in
///       .delete(link.id, reply)
///     }
/// }
/// ```
///
/// Take links in with ``LinkIntake``: it
/// matches a link, decodes its input and sends the route's action; an effect waits for the feature's
/// answer, then sends the `RouteOutcome`, whose callback URL (checked by the
/// `CallbackPolicy`) becomes the URL to open. A route that requires confirmation first sends
/// a ``LinkConfirmation``, which the feature approves or declines.
///
/// A registration value: each `route` returns the routes with one more (keep the result), and
/// builds nothing; `LinkRoutes` builds their table once, when the declaration returns.
public struct XCallbackRoutes<Action: Sendable>: Sendable {
  /// A matched route's action, and how to wait for its answer.
  package struct Started: Sendable {
    package let action: Action
    /// Waits for the feature's answer: the output's pairs, or the error it failed with. Holds
    /// the reply's channel, never the reply itself, so a reply the feature drops still fails.
    package let answer: @Sendable () async -> Result<[(key: String, value: String)], any Error>
  }

  /// A route's value in the table: makes the action for a request.
  package struct Entry: Sendable {
    package let requiresConfirmation: Bool
    package let access: RouteAccess
    package let start: @Sendable (RouteRequest) throws -> Started
  }

  package var builder: RouteTableBuilder<Entry>
  /// The routes frozen for matching: built once by `LinkRoutes` (see `rebuild()`).
  package var table: RouteTable<Entry>
  /// The routes that were not added, in declaration order (each also reported as an issue
  /// where it was declared).
  package private(set) var errors: [RouteRegistrationError] = []

  /// Empty routes read and answered as `configuration` says: what `LinkRoutes` hands to its
  /// `requests` declaration.
  package init(configuration: LinkConfiguration) {
    self.builder = RouteTableBuilder(configuration: configuration)
    self.table = builder.build()
  }

  /// How links are read and answered.
  package var configuration: LinkConfiguration { builder.configuration }

  /// Builds the table from the routes declared: once, when `LinkRoutes` is made (and again
  /// after an alias or a rename). Declaring a route builds nothing.
  package mutating func rebuild() {
    table = builder.build()
  }

  /// What each route takes and gives, in registration order.
  package var descriptions: [RouteDescription] { table.descriptions }

  /// Whether a route matches `url` (its scheme, host and path; the query is not decoded).
  public func matches(_ url: URL) -> Bool {
    if case .success = table.match(url.absoluteString) { return true }
    return false
  }

  /// The same routes, with every match counted by `probe` (see `LinkRoutes`).
  package func counting(into probe: MatchProbe) -> Self {
    var copy = self
    copy.table = table.counting(into: probe)
    return copy
  }

  /// Adds a route whose feature answers with an output.
  public consuming func route<Input: Decodable & SendableMetatype, Output: Encodable & Sendable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone,
    _ action: @escaping @Sendable (_ input: Input, _ reply: LinkReply<Output>) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let decoder = configuration.decoder
    let encoder = configuration.encoder
    return adding(
      pattern,
      RouteSignature(requiresConfirmation: requiresConfirmation, access: access).input(Input.self).output(Output.self),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { request in
      let input = try decoder.decode(Input.self, from: request)
      let channel = ReplyChannel<Output>()
      return Started(action: action(input, LinkReply(request: request, channel: channel))) {
        do {
          return .success(try encoder.encodePairs(try await channel.value()))
        } catch {
          return .failure(error)
        }
      }
    }
  }

  /// Adds a route without input whose feature answers with an output.
  public consuming func route<Output: Encodable & Sendable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone,
    _ action: @escaping @Sendable (_ reply: LinkReply<Output>) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    route(
      pattern, requiresConfirmation: requiresConfirmation, access: access,
      { (_: IgnoredInput, reply) in action(reply) },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Adds a route that sends an action and succeeds at once, without output.
  public consuming func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone,
    _ action: @escaping @Sendable (_ input: Input) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let decoder = configuration.decoder
    return adding(
      pattern, RouteSignature(requiresConfirmation: requiresConfirmation, access: access).input(Input.self),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { request in
      Started(action: action(try decoder.decode(Input.self, from: request))) { .success([]) }
    }
  }

  /// Adds a route that sends `action` and succeeds at once, without output.
  public consuming func route(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone, send action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    adding(
      pattern, RouteSignature(requiresConfirmation: requiresConfirmation, access: access),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _ in
      Started(action: action) { .success([]) }
    }
  }

  /// Adds a route. Consuming, as each `route` is: a declaration's chain hands its routes from
  /// call to call without copying them (see `DeepLinkRoutes`).
  private consuming func adding(
    _ pattern: String, _ signature: RouteSignature, at location: SourceLocation,
    start: @escaping @Sendable (RouteRequest) throws -> Started
  ) -> Self {
    var copy = consume self
    do {
      try copy.builder.add(
        pattern, Entry(requiresConfirmation: signature.requiresConfirmation, access: signature.access, start: start),
        signature: signature
      )
      if let parameter = signature.access.tokenParameter,
        !copy.configuration.secretParameters.contains(where: { $0.lowercased() == parameter.lowercased() })
      {
        location.report(
          "x-callback route \(pattern) takes its token in \"\(parameter)\", which is not one of the configuration's "
            + "secretParameters: logs would show it."
        )
      }
    } catch {
      location.report("x-callback route not added: \(error)")
      copy.errors.append(error)
    }
    return copy
  }
}

/// Input of routes that take none: decodes from any query.
struct IgnoredInput: Decodable, Sendable {
  init(from decoder: any Decoder) {}
}
