import Foundation
@_spi(Testing) import LinkRouting

extension LinkRoutes {
  /// The requests of a ``LinkRoutes`` being declared: what its initializer hands to
  /// `requests`. Each matched link becomes an action, and the feature's ``LinkReply`` becomes
  /// the x-callback answer.
  ///
  /// ```swift
  /// static let links = LinkRoutes<Notes.State, Notes.Action>(configuration, requests: { requests in
  ///   requests.route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
  ///   requests.route("/notes/:id/delete", requiresConfirmation: true) { (link: NoteLink, reply) in
  ///     .delete(link.id, reply)
  ///   }
  /// })
  /// ```
  ///
  /// Registration only, as `LinkRouter.Routes` is: each `route` adds a route and builds
  /// nothing; old patterns, old parameter names, requirements and landings are declared here
  /// too, with their route. The table is built once, when the declaration returns, into
  /// ``LinkRoutes/requests``, which has no `route`.
  public struct Requests {
    typealias Entry = XCallbackRoutes<Action>.Entry
    typealias Started = XCallbackRoutes<Action>.Started

    /// How links are read and answered.
    let configuration: LinkConfiguration
    /// The routes declared, in order.
    var builder: RouteTableBuilder<Entry>
    /// The routes that were not added, in declaration order.
    var errors: [RouteRegistrationError] = []
    /// The aliases, renames, requirements and landings declared with the routes.
    var additions = RouteAdditions<State>()

    init(configuration: LinkConfiguration) {
      self.configuration = configuration
      self.builder = RouteTableBuilder(configuration: configuration)
    }
  }
}

// The shapes a request route can have: an answer with or without input and output, or an
// action that succeeds at once.

extension LinkRoutes.Requests {
  /// Adds a route whose feature answers with an output.
  public mutating func route<Input: Decodable & SendableMetatype, Output: Encodable & Sendable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone,
    _ action: @escaping @Sendable (_ input: Input, _ reply: LinkReply<Output>) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
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
  public mutating func route<Output: Encodable & Sendable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone,
    _ action: @escaping @Sendable (_ reply: LinkReply<Output>) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.route(
      pattern, requiresConfirmation: requiresConfirmation, access: access,
      { (_: IgnoredInput, reply) in action(reply) },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Adds a route that sends an action and succeeds at once, without output.
  public mutating func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone,
    _ action: @escaping @Sendable (_ input: Input) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let decoder = configuration.decoder
    return adding(
      pattern, RouteSignature(requiresConfirmation: requiresConfirmation, access: access).input(Input.self),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { request in
      Started(action: action(try decoder.decode(Input.self, from: request))) { .success([]) }
    }
  }

  /// Adds a route that sends `action` and succeeds at once, without output.
  public mutating func route(
    _ pattern: String, requiresConfirmation: Bool = false, access: RouteAccess = .anyone, send action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    adding(
      pattern, RouteSignature(requiresConfirmation: requiresConfirmation, access: access),
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _ in
      Started(action: action) { .success([]) }
    }
  }

  /// Adds a route. Used by every `route` shape.
  private mutating func adding(
    _ pattern: String, _ signature: RouteSignature, at location: SourceLocation,
    start: @escaping @Sendable (RouteRequest) throws -> Started
  ) {
    do {
      try builder.add(
        pattern, Entry(requiresConfirmation: signature.requiresConfirmation, access: signature.access, start: start),
        signature: signature
      )
      if let parameter = signature.access.tokenParameter,
        !configuration.secretParameters.contains(where: { $0.lowercased() == parameter.lowercased() })
      {
        location.report(
          "x-callback route \(pattern) takes its token in \"\(parameter)\", which is not one of the configuration's "
            + "secretParameters: logs would show it."
        )
      }
    } catch {
      location.report("x-callback route not added: \(error)")
      errors.append(error)
    }
  }
}

/// Input of routes that take none: decodes from any query.
struct IgnoredInput: Decodable, Sendable {
  init(from decoder: any Decoder) {}
}
