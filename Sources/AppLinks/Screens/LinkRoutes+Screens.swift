import Foundation
@_spi(Testing) import LinkRouting

extension LinkRoutes {
  /// The screens of a ``LinkRoutes`` being declared: what its initializer hands to `screens`.
  ///
  /// Registration only, as `LinkRouter.Routes` is: each `route` adds a route and builds
  /// nothing; old patterns (``alias(_:of:renaming:fileID:filePath:line:column:)``), old
  /// parameter names, requirements and landings are declared here too, with their route. The
  /// table is built once, when the declaration returns, into ``LinkRoutes/screens``, which
  /// has no `route`: a route cannot be added to a finished table.
  ///
  /// ```swift
  /// static let links = LinkRoutes<Notes.State, Notes.Action>(configuration) { screens in
  ///   screens.route("/notes", examples: ["notes://notes"]) { state in
  ///     state.path.removeAll()
  ///   } shows: { _ in true }
  ///   screens.route("/notes/:id", parent: "/notes", examples: ["notes://notes/3"]) {
  ///     (state, link: NoteLink) in state.path.append(link.id)
  ///   } read: { state in
  ///     state.path.last.map(NoteLink.init(id:))
  ///   }
  ///   screens.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
  /// }
  /// ```
  ///
  /// Registering an invalid or duplicate pattern, or a parent that is not registered yet,
  /// reports an issue where it was declared and leaves the route out
  /// (``LinkRoutes/registrationErrors`` lists it).
  public struct Screens {
    typealias Entry = DeepLinkRoutes<State, Action>.Entry
    typealias Apply = DeepLinkRoutes<State, Action>.Apply

    /// How links are read and printed.
    let configuration: LinkConfiguration
    /// The routes declared, in order.
    var builder: RouteTableBuilder<Entry>
    /// The routes that were not added, in declaration order.
    var errors: [RouteRegistrationError] = []
    /// The aliases, renames, requirements and landings declared with the routes: made when
    /// the table is built (an alias may name a route declared after it).
    var additions = RouteAdditions<State>()

    init(configuration: LinkConfiguration) {
      self.configuration = configuration
      self.builder = RouteTableBuilder(configuration: configuration)
    }

    /// Adds a route: the change the link makes, the `parent` applied before it, and the
    /// route's example links. Used by every `route` shape.
    mutating func adding(
      _ pattern: String, parent: String?, examples: [String], signature: RouteSignature,
      apply: @escaping Apply, read: DeepLinkRoutes<State, Action>.Read?, location: SourceLocation
    ) {
      var parentIndex: Int?
      var depth = 0
      if let parent {
        guard let parsed = try? RoutePattern(parent), let index = builder.patterns.firstIndex(of: parsed) else {
          let error = RouteRegistrationError.invalidPattern(
            pattern, reason: "its parent \(parent) is not registered yet")
          location.report("Deep-link route not added: \(error)")
          errors.append(error)
          return
        }
        parentIndex = index
        depth = builder.values[index].depth + 1
      }
      let entry = Entry(apply: apply, read: read, parent: parentIndex, depth: depth, examples: examples)
      do {
        try builder.add(pattern, entry, signature: signature)
      } catch {
        location.report("Deep-link route not added: \(error)")
        errors.append(error)
      }
    }
  }
}

// The shapes a deep-link route can have: a state change with or without the link's input,
// optionally readable back from the state, or an action to send.

extension LinkRoutes.Screens {
  /// Adds a route that changes the state.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for `DeepLinkRoutes.checkExamples(from:)`.
  ///   - change: The state change.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public mutating func route(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature(),
      apply: Self.changing(change),
      read: nil, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that changes the state, and says when the state shows its screen, so that
  /// `LinkRoutes.url(for:)` can print its link.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for `DeepLinkRoutes.checkExamples(from:)`.
  ///   - change: The state change.
  ///   - shows: Whether `state` shows this route's screen.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public mutating func route(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State) -> Void,
    shows: @escaping @Sendable (_ state: State) -> Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature(),
      apply: Self.changing(change),
      read: { state in shows(state) ? [] : nil },
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that changes the state with the link's decoded input.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for `DeepLinkRoutes.checkExamples(from:)`.
  ///   - change: The state change, given the input.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public mutating func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature().input(Input.self),
      apply: decoding(change),
      read: nil, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that changes the state with the link's decoded input, and reads that input
  /// back from the state, so that `LinkRoutes.url(for:)` can print the link of the screen shown.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for `DeepLinkRoutes.checkExamples(from:)`.
  ///   - change: The state change, given the input.
  ///   - read: The input of the link to the screen `state` shows, or `nil` when it does not
  ///     show this route's screen.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public mutating func route<Input: Codable & SendableMetatype>(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void,
    read: @escaping @Sendable (_ state: State) -> Input?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let encoder = configuration.encoder
    return adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature().input(Input.self),
      apply: decoding(change),
      read: { state in try read(state).map { try encoder.encodePairs($0) } },
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that sends an action (after its parent, if any, has changed the state).
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link.
  ///   - action: The action to send.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public mutating func route(
    _ pattern: String, parent: String? = nil, send action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    adding(
      pattern, parent: parent, examples: [], signature: RouteSignature(),
      apply: { _, _ in [action] }, read: nil,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that sends an action made from the link's decoded input.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link.
  ///   - action: Makes the action from the input.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public mutating func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, parent: String? = nil, send action: @escaping @Sendable (_ input: Input) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let decoder = configuration.decoder
    return adding(
      pattern, parent: parent, examples: [], signature: RouteSignature().input(Input.self),
      apply: { _, request in [action(try decoder.decode(Input.self, from: request))] },
      read: nil, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// What a route that changes the state does: the change, no effect.
  private static func changing(_ change: @escaping @Sendable (_ state: inout State) -> Void) -> Apply {
    { state, _ in
      change(&state)
      return []
    }
  }

  /// What a route that changes the state with the link's input does: decode, then change.
  private func decoding<Input: Decodable & SendableMetatype>(
    _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void
  ) -> Apply {
    let decoder = configuration.decoder
    return { state, request in
      change(&state, try decoder.decode(Input.self, from: request))
      return []
    }
  }
}
